import type { ReactNode } from 'react';

/**
 * Flat drawings of our own screens for the public feature pages. Every colour is a theme variable
 * (HeroUI's plus the overrides in styles.css), so the same static markup reads right in light and
 * dark mode; no ids, so two drawings can share a page.
 */
export interface FeatureArtProps {
  /** The accessible name; the drawing is one image to assistive technology. */
  title: string;
  className?: string;
}

function Art({ title, className, children }: FeatureArtProps & { children: ReactNode }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label={title} viewBox="0 0 480 320" className={className ?? 'h-auto w-full'}>
      <rect width="480" height="320" rx="24" fill="var(--accent-soft)" />
      {children}
    </svg>
  );
}

function Card({ x, y, w, h, r = 14 }: { x: number; y: number; w: number; h: number; r?: number }) {
  return <rect x={x} y={y} width={w} height={h} rx={r} fill="var(--surface)" stroke="var(--border)" strokeWidth="1.5" />;
}

const lineTones = {
  muted: { fill: 'var(--muted)', opacity: 0.35 },
  strong: { fill: 'var(--foreground)', opacity: 0.7 },
  onAccent: { fill: 'var(--accent-foreground)', opacity: 0.85 },
} as const;

/** A rounded bar standing in for a line of text. */
function Line({ x, y, w, h = 6, tone = 'muted' }: { x: number; y: number; w: number; h?: number; tone?: keyof typeof lineTones }) {
  const { fill, opacity } = lineTones[tone];
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />;
}

function Label({
  x,
  y,
  size = 12,
  fill = 'var(--foreground)',
  anchor,
  children,
}: {
  x: number;
  y: number;
  size?: number;
  fill?: string;
  anchor?: 'middle' | 'end';
  children: ReactNode;
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight="600" fill={fill} textAnchor={anchor}>
      {children}
    </text>
  );
}

/** A checkbox at (x, y), ticked in the success colour or empty. */
function Checkbox({ x, y, size, checked }: { x: number; y: number; size: number; checked: boolean }) {
  if (!checked) {
    return (
      <rect
        x={x + 0.75}
        y={y + 0.75}
        width={size - 1.5}
        height={size - 1.5}
        rx={size / 4}
        fill="var(--surface)"
        stroke="var(--muted)"
        strokeOpacity="0.6"
        strokeWidth="1.5"
      />
    );
  }
  const s = size;
  return (
    <g>
      <rect x={x} y={y} width={s} height={s} rx={s / 4} fill="var(--success)" />
      <path
        d={`M${x + s * 0.26} ${y + s * 0.52}l${s * 0.16} ${s * 0.16}l${s * 0.32} -${s * 0.34}`}
        fill="none"
        stroke="var(--success-foreground)"
        strokeWidth={s > 14 ? 2.2 : 1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A client-facing form card next to the list of entries it produced. */
export function AdFormsArt({ title, className }: FeatureArtProps) {
  const entries = [
    { status: 'var(--accent)', w: 72 },
    { status: 'var(--warning)', w: 58 },
    { status: 'var(--success)', w: 80 },
    { status: 'var(--success)', w: 64 },
  ];
  return (
    <Art title={title} className={className}>
      <Card x={32} y={32} w={240} h={256} />
      <rect x="52" y="50" width="22" height="22" rx="6" fill="var(--accent)" />
      <Label x={84} y={66} size={14}>
        Aanvraag
      </Label>
      <Line x={52} y={88} w={56} />
      <rect x="52" y="100" width="200" height="28" rx="7" fill="var(--field-background)" stroke="var(--border)" strokeWidth="1.5" />
      <Line x={62} y={111} w={96} tone="strong" />
      <Line x={52} y={140} w={72} />
      <rect x="52" y="152" width="200" height="28" rx="7" fill="var(--field-background)" stroke="var(--border)" strokeWidth="1.5" />
      <Line x={62} y={163} w={64} tone="strong" />
      <path d="M232 163l5 5l5-5" fill="none" stroke="var(--muted)" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <Line x={52} y={192} w={48} />
      <rect x="52" y="204" width="200" height="40" rx="7" fill="var(--field-background)" stroke="var(--border)" strokeWidth="1.5" />
      <Line x={62} y={215} w={160} tone="strong" />
      <Line x={62} y={227} w={112} tone="strong" />
      <rect x="52" y="254" width="92" height="24" rx="7" fill="var(--accent)" />
      <Label x={98} y={270} size={11} fill="var(--accent-foreground)" anchor="middle">
        Versturen
      </Label>

      <Card x={292} y={56} w={156} h={208} />
      <Label x={306} y={82}>
        Inzendingen
      </Label>
      <circle cx="430" cy="78" r="9" fill="var(--accent)" />
      <Label x={430} y={82} size={10} fill="var(--accent-foreground)" anchor="middle">
        4
      </Label>
      {entries.map((entry, i) => {
        const y = 96 + i * 42;
        return (
          <g key={y}>
            {i === 0 && <rect x="298" y={y} width="144" height="36" rx="8" fill="var(--accent-soft)" />}
            {i > 0 && <line x1="306" x2="434" y1={y - 3} y2={y - 3} stroke="var(--border)" />}
            <circle cx="317" cy={y + 18} r="10" fill="var(--default)" />
            <Line x={334} y={y + 10} w={entry.w} tone="strong" />
            <Line x={334} y={y + 21} w={44} h={5} />
            <circle cx="430" cy={y + 18} r="4" fill={entry.status} />
          </g>
        );
      })}
      <circle cx="282" cy="114" r="10" fill="var(--accent)" stroke="var(--surface)" strokeWidth="2" />
      <path d="M277 114h9m-3.5-4l4 4l-4 4" fill="none" stroke="var(--accent-foreground)" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </Art>
  );
}

/** A browser window with an ad manager table and our extension docked on the right. */
export function ExtensionArt({ title, className }: FeatureArtProps) {
  const rows = [
    { name: 84, on: true },
    { name: 64, on: true },
    { name: 92, on: false },
    { name: 72, on: true },
    { name: 56, on: false },
  ];
  return (
    <Art title={title} className={className}>
      <Card x={24} y={28} w={432} h={264} />
      <path d="M24.75 42a13.25 13.25 0 0 1 13.25-13.25h404a13.25 13.25 0 0 1 13.25 13.25v16h-430.5z" fill="var(--surface-secondary)" />
      <line x1="24" x2="456" y1="58" y2="58" stroke="var(--border)" strokeWidth="1.5" />
      <circle cx="42" cy="43" r="4" fill="var(--danger)" />
      <circle cx="54" cy="43" r="4" fill="var(--warning)" />
      <circle cx="66" cy="43" r="4" fill="var(--success)" />
      <rect x="84" y="36" width="220" height="14" rx="7" fill="var(--surface)" />
      <Line x={96} y={40.5} w={88} h={5} />
      <rect x="416" y="33" width="20" height="20" rx="6" fill="none" stroke="var(--accent)" strokeWidth="1.5" />
      <rect x="420" y="37" width="12" height="12" rx="3.5" fill="var(--accent)" />

      <Label x={40} y={82}>
        Campagnes
      </Label>
      <rect x="244" y="68" width="52" height="18" rx="6" fill="var(--accent)" />
      <Line x={256} y={74} w={28} tone="onAccent" />
      {[58, 168, 206, 252].map((x) => (
        <Line key={x} x={x} y={94} w={x === 58 ? 40 : 26} h={5} />
      ))}
      {rows.map((row, i) => {
        const y = 104 + i * 36;
        return (
          <g key={y}>
            {i === 1 && <rect x="32" y={y} width="272" height="36" fill="var(--accent-soft)" />}
            {i === 1 && <rect x="32" y={y} width="3" height="36" fill="var(--accent)" />}
            <line x1="32" x2="304" y1={y} y2={y} stroke="var(--border)" />
            <rect x="40.75" y={y + 13.75} width="8.5" height="8.5" rx="2" fill="none" stroke="var(--muted)" strokeOpacity="0.6" strokeWidth="1.5" />
            <Line x={58} y={y + 15} w={row.name} tone="strong" />
            <rect
              x="168"
              y={y + 12}
              width="22"
              height="12"
              rx="6"
              fill={row.on ? 'var(--accent)' : 'var(--default)'}
              stroke={row.on ? 'none' : 'var(--border)'}
            />
            <circle cx={row.on ? 184 : 174} cy={y + 18} r="4" fill="var(--surface)" />
            <Line x={206} y={y + 15} w={30} />
            <Line x={296 - (i % 2 ? 28 : 38)} y={y + 15} w={i % 2 ? 28 : 38} />
          </g>
        );
      })}

      <path d="M312 58.75H455.25V278a13.25 13.25 0 0 1-13.25 13.25H312z" fill="var(--surface-secondary)" />
      <line x1="312" x2="312" y1="58" y2="292" stroke="var(--border)" strokeWidth="1.5" />
      <rect x="324" y="70" width="18" height="18" rx="5" fill="var(--accent)" />
      <Label x={333} y={83} size={10} fill="var(--accent-foreground)" anchor="middle">
        M
      </Label>
      <Label x={350} y={84}>
        Notities
      </Label>
      <rect x="324" y="100" width="120" height="50" rx="8" fill="var(--warning-soft)" />
      <rect x="324" y="100" width="3" height="50" fill="var(--warning)" />
      <Line x={334} y={110} w={96} tone="strong" />
      <Line x={334} y={122} w={80} />
      <Line x={334} y={134} w={56} />
      <Label x={324} y={174} size={11} fill="var(--muted)">
        Checklist
      </Label>
      {[72, 84, 60, 76].map((w, i) => (
        <g key={w}>
          <Checkbox x={324} y={186 + i * 24} size={12} checked={i < 2} />
          <Line x={344} y={189 + i * 24} w={w} tone={i < 2 ? 'muted' : 'strong'} />
        </g>
      ))}
    </Art>
  );
}

/** A daily checklist for one ad account, partly done. */
export function ChecklistsArt({ title, className }: FeatureArtProps) {
  const items = [180, 140, 200, 120, 164];
  const done = 3;
  return (
    <Art title={title} className={className}>
      <Card x={56} y={28} w={368} h={264} r={16} />
      <Label x={80} y={64} size={16}>
        Checklist
      </Label>
      <rect x="296" y="44" width="108" height="26" rx="13" fill="var(--default)" />
      <circle cx="310" cy="57" r="9" fill="var(--accent)" />
      <Label x={310} y={61} size={10} fill="var(--accent-foreground)" anchor="middle">
        A
      </Label>
      <Line x={326} y={54} w={64} tone="strong" />
      <rect x="80" y="78" width="94" height="22" rx="11" fill="var(--accent-soft)" />
      <path d="M98.5 86.5a5 5 0 1 0 .5 3.5M98.5 83v3.5H95" fill="none" stroke="var(--accent)" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      <Label x={106} y={93} size={11} fill="var(--accent-soft-foreground)">
        Dagelijks
      </Label>
      <Label x={400} y={94} size={11} fill="var(--muted)" anchor="end">{`${done} / ${items.length}`}</Label>
      <rect x="80" y="110" width="320" height="8" rx="4" fill="var(--default)" />
      <rect x="80" y="110" width={(320 * done) / items.length} height="8" rx="4" fill="var(--success)" />
      {items.map((w, i) => {
        const y = 134 + i * 30;
        return (
          <g key={y}>
            <Checkbox x={80} y={y} size={18} checked={i < done} />
            <Line x={110} y={y + 6} w={w} tone={i < done ? 'muted' : 'strong'} />
          </g>
        );
      })}
      <rect x="338" y={223} width="62" height="20" rx="10" fill="var(--warning-soft)" />
      <Label x={369} y={237} size={10} fill="var(--warning-soft-foreground)" anchor="middle">
        Vandaag
      </Label>
    </Art>
  );
}

/** A month grid with coloured events and one highlighted contact moment. */
export function CalendarArt({ title, className }: FeatureArtProps) {
  const cell = (day: number) => ({ x: 44 + ((day + 1) % 7) * 56, y: 88 + Math.floor((day + 1) / 7) * 40 });
  const events = [
    { day: 2, tone: 'accent', span: 1 },
    { day: 6, tone: 'success', span: 2 },
    { day: 9, tone: 'warning', span: 1 },
    { day: 13, tone: 'danger', span: 1 },
    { day: 15, tone: 'accent', span: 1 },
    { day: 20, tone: 'success', span: 1 },
    { day: 22, tone: 'warning', span: 1 },
    { day: 27, tone: 'accent', span: 1 },
    { day: 29, tone: 'success', span: 1 },
  ];
  const today = cell(10);
  const contact = cell(17);
  return (
    <Art title={title} className={className}>
      <Card x={24} y={20} w={432} h={280} r={16} />
      <Label x={44} y={54} size={15}>
        Juni
      </Label>
      {[390, 416].map((x, i) => (
        <g key={x}>
          <rect x={x} y="38" width="22" height="22" rx="6" fill="var(--default)" />
          <path
            d={i ? `M${x + 9} 44l5 5l-5 5` : `M${x + 13} 44l-5 5l5 5`}
            fill="none"
            stroke="var(--foreground)"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      {['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'].map((d, c) => (
        <Label key={d} x={72 + c * 56} y={80} size={10} fill="var(--muted)" anchor="middle">
          {d}
        </Label>
      ))}
      <rect x="324" y="88" width="112" height="200" fill="var(--surface-secondary)" />
      {[0, 1, 2, 3, 4].map((r) => (
        <line key={r} x1="44" x2="436" y1={88 + r * 40} y2={88 + r * 40} stroke="var(--border)" />
      ))}
      {[1, 2, 3, 4, 5, 6].map((c) => (
        <line key={c} x1={44 + c * 56} x2={44 + c * 56} y1="88" y2="288" stroke="var(--border)" />
      ))}
      <circle cx={today.x + 14} cy={today.y + 11.5} r="8.5" fill="var(--accent)" />
      {Array.from({ length: 30 }, (_, i) => i + 1).map((day) => {
        const { x, y } = cell(day);
        return (
          <Label key={day} x={x + 14} y={y + 15} size={10} fill={day === 10 ? 'var(--accent-foreground)' : 'var(--muted)'} anchor="middle">
            {day}
          </Label>
        );
      })}
      {events.map(({ day, tone, span }) => {
        const { x, y } = cell(day);
        return (
          <g key={day}>
            <rect x={x + 5} y={y + 22} width={span * 56 - 10} height="12" rx="3" fill={`var(--${tone}-soft)`} />
            <rect x={x + 5} y={y + 22} width="3" height="12" rx="1.5" fill={`var(--${tone})`} />
          </g>
        );
      })}
      <rect x={contact.x + 3} y={contact.y + 19} width="50" height="18" rx="5" fill="none" stroke="var(--accent)" strokeWidth="1.5" strokeOpacity="0.5" />
      <rect x={contact.x + 5} y={contact.y + 21} width="46" height="14" rx="4" fill="var(--accent)" />
      <circle cx={contact.x + 14} cy={contact.y + 26} r="2.2" fill="var(--accent-foreground)" />
      <path d={`M${contact.x + 10} ${contact.y + 33}a4 3.5 0 0 1 8 0`} fill="var(--accent-foreground)" />
      <Line x={contact.x + 22} y={contact.y + 25.5} w={22} h={5} tone="onAccent" />
      <rect x="216" y="212" width="160" height="62" rx="10" fill="var(--surface)" stroke="var(--accent)" strokeWidth="1.5" />
      <path
        d={`M${contact.x + 21} 212.5L${contact.x + 28} 205L${contact.x + 35} 212.5`}
        fill="var(--surface)"
        stroke="var(--accent)"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="242" cy="236" r="12" fill="var(--accent-soft)" />
      <circle cx="242" cy="232.5" r="3.5" fill="var(--accent)" />
      <path d="M235.5 243.5a6.5 5.5 0 0 1 13 0z" fill="var(--accent)" />
      <Label x={262} y={236} size={12}>
        Klantgesprek
      </Label>
      <Line x={262} y={244} w={64} h={5} />
      <rect x="262" y="256" width="44" height="10" rx="5" fill="var(--accent-soft)" />
      <rect x="312" y="256" width="30" height="10" rx="5" fill="var(--success-soft)" />
    </Art>
  );
}

/** An ad creative with comment pins, the feedback beside it and the approve/reject buttons. */
export function CreativeReviewArt({ title, className }: FeatureArtProps) {
  const pins = [
    { x: 96, y: 128, fill: 'var(--accent)', text: 'var(--accent-foreground)' },
    { x: 178, y: 92, fill: 'var(--warning)', text: 'var(--warning-foreground)' },
  ];
  return (
    <Art title={title} className={className}>
      <Card x={32} y={24} w={224} h={272} />
      <circle cx="54" cy="46" r="11" fill="var(--accent)" />
      <Line x={72} y={38} w={60} tone="strong" />
      <Line x={72} y={50} w={40} h={5} />
      <rect x="146" y="35" width="100" height="22" rx="11" fill="var(--success-soft)" />
      <circle cx="158" cy="46" r="3.5" fill="var(--success)" />
      <Label x={166} y={50} size={10} fill="var(--success-soft-foreground)">
        Goedgekeurd
      </Label>
      <rect x="44" y="68" width="200" height="140" rx="8" fill="var(--accent-soft)" />
      <circle cx="204" cy="102" r="15" fill="var(--warning)" opacity="0.85" />
      <path d="M44 182L92 134L128 168L168 126L244 190V200A8 8 0 0 1 236 208H52A8 8 0 0 1 44 200Z" fill="var(--accent)" opacity="0.55" />
      <path d="M44 194Q112 160 176 186T244 182V200A8 8 0 0 1 236 208H52A8 8 0 0 1 44 200Z" fill="var(--success)" opacity="0.8" />
      {pins.map((pin, i) => (
        <g key={pin.x}>
          <circle cx={pin.x} cy={pin.y} r="15" fill={pin.fill} opacity="0.25" />
          <circle cx={pin.x} cy={pin.y} r="10" fill={pin.fill} stroke="var(--surface)" strokeWidth="2" />
          <Label x={pin.x} y={pin.y + 4} size={11} fill={pin.text} anchor="middle">
            {i + 1}
          </Label>
        </g>
      ))}
      <Line x={44} y={220} w={176} h={7} tone="strong" />
      <Line x={44} y={234} w={128} />
      <rect x="44" y="254" width="84" height="26" rx="7" fill="var(--default)" />
      <Line x={60} y={264} w={52} tone="strong" />

      <Card x={272} y={24} w={176} h={272} />
      <Label x={288} y={52} size={13}>
        Feedback
      </Label>
      <Label x={432} y={52} size={11} fill="var(--muted)" anchor="end">
        2
      </Label>
      {pins.map((pin, i) => {
        const y = 70 + i * 52;
        return (
          <g key={y}>
            <circle cx="297" cy={y + 10} r="9" fill={pin.fill} />
            <Label x={297} y={y + 14} size={10} fill={pin.text} anchor="middle">
              {i + 1}
            </Label>
            <Line x={314} y={y + 4} w={i ? 92 : 112} tone="strong" />
            <Line x={314} y={y + 16} w={i ? 70 : 96} />
            <Line x={314} y={y + 28} w={i ? 48 : 60} />
            <line x1="288" x2="432" y1={y + 44} y2={y + 44} stroke="var(--border)" />
          </g>
        );
      })}
      <rect x="284" y="184" width="152" height="30" rx="8" fill="var(--field-background)" stroke="var(--border)" strokeWidth="1.5" />
      <Line x={296} y={196} w={72} />
      <path d="M418 199l-8-5v10z" fill="var(--accent)" />
      {['var(--accent-soft)', 'var(--default)', 'var(--success-soft)'].map((fill, i) => (
        <circle key={fill} cx={297 + i * 14} cy="234" r="9" fill={fill} stroke="var(--surface)" strokeWidth="2" />
      ))}
      <Line x={340} y={231} w={56} />
      <rect x="284" y="254" width="36" height="30" rx="8" fill="var(--danger-soft)" />
      <path d="M297 264l10 10m0-10l-10 10" stroke="var(--danger)" strokeWidth="2" strokeLinecap="round" />
      <rect x="328" y="254" width="108" height="30" rx="8" fill="var(--success)" />
      <path d="M338 269l3.5 3.5l7-7.5" fill="none" stroke="var(--success-foreground)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <Label x={354} y={273} size={10.5} fill="var(--success-foreground)">
        Goedkeuren
      </Label>
    </Art>
  );
}
