import type { ReactNode } from 'react';

/**
 * Small marks for the integrations on the public site, drawn here from simple shapes in each
 * brand's colours (no official logo paths). The page shows the name as text next to the mark, so
 * the mark is decoration to assistive technology.
 */
export const brandIds = [
  'meta-ads',
  'google-ads',
  'linkedin-ads',
  'tiktok-ads',
  'google-analytics',
  'looker-studio',
  'google-drive',
  'dropbox',
  'slack',
  'microsoft-teams',
  'google-calendar',
  'outlook-calendar',
  'canva',
  'hubspot',
  'pipedrive',
] as const;

export type BrandId = (typeof brandIds)[number];

const google = { blue: '#4285F4', red: '#EA4335', yellow: '#FBBC04', green: '#34A853' };

/** A tile in the brand colour, for white marks. */
function Tile({ fill }: { fill: string }) {
  return <rect x="2" y="2" width="36" height="36" rx="9" fill={fill} />;
}

/** A tile in the theme's surface colour, for multi-coloured marks. */
function NeutralTile() {
  return <rect x="2.5" y="2.5" width="35" height="35" rx="8.5" fill="var(--surface)" stroke="var(--border)" />;
}

const marks: Record<BrandId, ReactNode> = {
  'meta-ads': (
    <>
      <Tile fill="#0866FF" />
      <path
        d="M9 21c0-4.5 2.2-7.5 4.8-7.5 4.4 0 8 13 12.4 13 2.6 0 4.8-2.6 4.8-6s-2.2-7-4.8-7c-4.4 0-8 13-12.4 13C11.2 26.5 9 24.5 9 21z"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </>
  ),
  'google-ads': (
    <>
      <NeutralTile />
      <path d="M20 11l-7 13" stroke={google.yellow} strokeWidth="6" strokeLinecap="round" />
      <path d="M20 11l7.5 14" stroke={google.blue} strokeWidth="6" strokeLinecap="round" />
      <circle cx="12.5" cy="26.5" r="3.6" fill={google.green} />
    </>
  ),
  'linkedin-ads': (
    <>
      <Tile fill="#0A66C2" />
      <circle cx="13.5" cy="12.5" r="2.5" fill="#fff" />
      <rect x="11.5" y="17" width="4" height="12" fill="#fff" />
      <path d="M20.5 29V17M20.5 23c0-3.5 2-5.5 4.5-5.5s4 1.6 4 5V29" fill="none" stroke="#fff" strokeWidth="4" />
    </>
  ),
  'tiktok-ads': (
    <>
      <Tile fill="#000" />
      <rect x="2.5" y="2.5" width="35" height="35" rx="8.5" fill="none" stroke="var(--border)" />
      {[
        { dx: -1, dy: -1, color: '#25F4EE' },
        { dx: 1, dy: 1, color: '#FE2C55' },
        { dx: 0, dy: 0, color: '#fff' },
      ].map(({ dx, dy, color }) => (
        <path
          key={color}
          transform={`translate(${dx} ${dy})`}
          d="M21 10v14a4.5 4.5 0 1 1-4.5-4.5M21 10c0 3.3 2.5 6 6 6"
          fill="none"
          stroke={color}
          strokeWidth="3"
          strokeLinecap="round"
        />
      ))}
    </>
  ),
  'google-analytics': (
    <>
      <NeutralTile />
      <rect x="24" y="9" width="7" height="22" rx="3.5" fill="#F9AB00" />
      <rect x="16.5" y="16" width="7" height="15" rx="3.5" fill="#E37400" />
      <circle cx="12.5" cy="27.5" r="3.5" fill="#E37400" />
    </>
  ),
  'looker-studio': (
    <>
      <NeutralTile />
      <circle cx="23" cy="17" r="8" fill="none" stroke="#4285F4" strokeWidth="4" />
      <circle cx="13.5" cy="27.5" r="4.5" fill="#669DF6" />
      <circle cx="23" cy="17" r="2.5" fill="#1967D2" />
    </>
  ),
  'google-drive': (
    <>
      <NeutralTile />
      <path d="M17 10.5L9 24.5" stroke="#0F9D58" strokeWidth="5.5" strokeLinecap="round" />
      <path d="M23 10.5L31 24.5" stroke={google.yellow} strokeWidth="5.5" strokeLinecap="round" />
      <path d="M12.5 29.5H27.5" stroke={google.blue} strokeWidth="5.5" strokeLinecap="round" />
    </>
  ),
  dropbox: (
    <>
      <Tile fill="#0061FF" />
      {[
        [14.5, 13],
        [25.5, 13],
        [14.5, 20.5],
        [25.5, 20.5],
      ].map(([x = 0, y = 0]) => (
        <path key={`${x}-${y}`} d={`M${x} ${y - 3.6}l5.5 3.6l-5.5 3.6l-5.5-3.6z`} fill="#fff" />
      ))}
      <path d="M20 25.6l4.6 2.9l-4.6 2.9l-4.6-2.9z" fill="#fff" />
    </>
  ),
  slack: (
    <>
      <NeutralTile />
      <path d="M10.5 16.5h9" stroke="#36C5F0" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M23.5 10.5v9" stroke="#2EB67D" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M20.5 23.5h9" stroke="#ECB22E" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M16.5 20.5v9" stroke="#E01E5A" strokeWidth="4.5" strokeLinecap="round" />
    </>
  ),
  'microsoft-teams': (
    <>
      <Tile fill="#5B5FC7" />
      <circle cx="28.5" cy="12.5" r="3.5" fill="#fff" opacity="0.6" />
      <path d="M25 18h7v7a3.5 3.5 0 0 1-7 0z" fill="#fff" opacity="0.6" />
      <rect x="8" y="11" width="16" height="19" rx="3" fill="#fff" />
      <path d="M11.5 16h9M16 16v10" stroke="#5B5FC7" strokeWidth="2.8" />
    </>
  ),
  'google-calendar': (
    <>
      <NeutralTile />
      <path d="M8 15v-2.5A3.5 3.5 0 0 1 11.5 9h17a3.5 3.5 0 0 1 3.5 3.5V15z" fill={google.blue} />
      <path d="M8 15h24v12.5a3.5 3.5 0 0 1-3.5 3.5h-17A3.5 3.5 0 0 1 8 27.5z" fill="none" stroke={google.blue} strokeWidth="1.5" />
      <path d="M14 7v4.5M26 7v4.5" stroke={google.blue} strokeWidth="2" strokeLinecap="round" />
      <text x="20" y="28" fontSize="11" fontWeight="700" fill={google.blue} textAnchor="middle">
        31
      </text>
    </>
  ),
  'outlook-calendar': (
    <>
      <Tile fill="#0F6CBD" />
      <rect x="19" y="11" width="13" height="18" rx="2" fill="none" stroke="#fff" strokeWidth="1.6" opacity="0.75" />
      <path d="M19 17h13M19 23h13M25.5 11v18" stroke="#fff" strokeWidth="1.2" opacity="0.75" />
      <rect x="7" y="13" width="14" height="14" rx="3" fill="#fff" />
      <circle cx="14" cy="20" r="3.6" fill="none" stroke="#0F6CBD" strokeWidth="2.4" />
    </>
  ),
  canva: (
    <>
      <circle cx="20" cy="20" r="18" fill="#00C4CC" />
      <circle cx="20" cy="20" r="18" fill="#7D2AE8" opacity="0.35" />
      <path d="M25.5 14.5A7.5 7.5 0 1 0 25.5 25.5" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  hubspot: (
    <>
      <Tile fill="#FF7A59" />
      <circle cx="22" cy="23" r="5" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M22 18v-6M18.3 26.7L12.5 31" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="22" cy="10.5" r="2.5" fill="#fff" />
      <path d="M17.6 20.4L11 16" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="15.5" r="2" fill="#fff" />
    </>
  ),
  pipedrive: (
    <>
      <Tile fill="#017737" />
      <path d="M15 31V13" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="21" cy="19" r="5.5" fill="none" stroke="#fff" strokeWidth="3.6" />
    </>
  ),
};

/** The mark for one integration: a 40×40 tile, hidden from assistive technology. */
export function BrandMark({ id, className }: { id: BrandId; className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      {marks[id]}
    </svg>
  );
}
