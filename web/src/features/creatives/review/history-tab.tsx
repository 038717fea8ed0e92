import { Download, Gavel, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewDecision } from '../../../../../common/creative-constants';
import type { CreativeDecisionEntry, CreativeDetail, CreativeVersion } from '../../../../../common/schemas/creatives';
import { buttonClass } from '../../../components/ui/button-class';
import { useTimeText } from '../../../lib/use-time-text';
import { CreativeThumb } from '../components/creative-thumb';
import type { ReviewSide } from './review-side';

const decisionLook: Record<ReviewDecision, string> = {
  approve: 'bg-success-soft text-success-soft-foreground',
  approve_with_changes: 'bg-success-soft text-success-soft-foreground',
  request_changes: 'bg-warning-soft text-warning-soft-foreground',
  reject: 'bg-danger-soft text-danger-soft-foreground',
};

/** Bytes as "1,2 MB". */
export function sizeText(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

interface HistoryTabProps {
  creative: CreativeDetail;
  side: ReviewSide;
  onOpenVersion: (version: number) => void;
}

/**
 * Geschiedenis: the decision log, newest first (who decided what on which version and step, when,
 * and from where: werkplek, portaal or e-maillink; the team also sees the address and the IP), and
 * the versions (who uploaded it when, the note, the size, a download).
 */
export function HistoryTab({ creative, side, onOpenVersion }: HistoryTabProps) {
  const { t } = useTranslation('creatives');
  return (
    <div className="grid min-w-0 items-start gap-6 lg:grid-cols-2" data-testid="history-tab">
      <section aria-labelledby="history-decisions" className="flex min-w-0 flex-col gap-3">
        <h2 id="history-decisions" className="flex items-center gap-2 text-base font-semibold text-foreground">
          <Gavel aria-hidden="true" className="size-4" />
          {t('history.decisions')}
        </h2>
        {creative.decisions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-3 py-4 text-sm text-muted">{t('history.noDecisions')}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="decision-log">
            {creative.decisions.map((entry) => (
              <DecisionRow key={entry.id} entry={entry} side={side} />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="history-versions" className="flex min-w-0 flex-col gap-3">
        <h2 id="history-versions" className="flex items-center gap-2 text-base font-semibold text-foreground">
          <Layers aria-hidden="true" className="size-4" />
          {t('history.versions')}
        </h2>
        <ol className="flex flex-col gap-2" data-testid="version-list">
          {[...creative.versions].reverse().map((version, index) => (
            <VersionRow key={version.id} version={version} newest={index === 0} onOpen={() => onOpenVersion(version.version)} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function DecisionRow({ entry, side }: { entry: CreativeDecisionEntry; side: ReviewSide }) {
  const { t } = useTranslation('creatives');
  const time = useTimeText();
  const facts = [
    t('review.versionOption', { version: entry.version }),
    t(`history.step.${entry.step}`),
    t('history.via', { channel: t(`history.channel.${entry.channel}`) }),
    ...(side === 'team' && entry.ip ? [t('history.ip', { ip: entry.ip })] : []),
  ];
  return (
    <li className="flex min-w-0 flex-col gap-1.5 rounded-xl border border-border bg-surface p-3" data-testid="decision-entry">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${decisionLook[entry.decision]}`}>{t(`decision.done.${entry.decision}`)}</span>
        <span className="text-sm font-medium break-words text-foreground">{entry.deciderName}</span>
        {side === 'team' && entry.deciderEmail ? <span className="text-xs break-all text-muted">{entry.deciderEmail}</span> : null}
      </div>
      <p className="text-xs text-muted">
        <time dateTime={entry.createdAt}>{time.absolute(entry.createdAt)}</time> · {facts.join(' · ')}
      </p>
      {entry.comment ? <p className="rounded-lg bg-default px-3 py-2 text-sm whitespace-pre-line text-foreground">{entry.comment}</p> : null}
    </li>
  );
}

function VersionRow({ version, newest, onOpen }: { version: CreativeVersion; newest: boolean; onOpen: () => void }) {
  const { t, i18n } = useTranslation('creatives');
  const time = useTimeText();
  const label = t('review.versionOption', { version: version.version });
  const uploaded = version.uploadedBy ? t('history.uploadedBy', { name: version.uploadedBy }) : t('history.uploaded');
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-xl border border-border bg-surface p-3" data-testid="version-entry">
      <CreativeThumb media={version.media} previewUrl={version.previewUrl} blurDataUrl={version.blurDataUrl} className="size-14 shrink-0 rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={onOpen}
            className="rounded text-sm font-medium text-foreground underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
            aria-label={t('history.open', { version: version.version })}
          >
            {label}
          </button>
          {newest ? <span className="rounded-full bg-default px-2 py-0.5 text-xs text-foreground">{t('history.newest')}</span> : null}
        </p>
        <p className="text-xs text-muted">
          {uploaded} · <time dateTime={version.createdAt}>{time.absolute(version.createdAt)}</time> ·{' '}
          {sizeText(version.size, i18n.language === 'en' ? 'en-GB' : 'nl-NL')}
        </p>
        <p className="truncate text-xs text-muted">{version.fileName}</p>
        {version.note ? <p className="text-sm whitespace-pre-line text-foreground">{version.note}</p> : null}
      </div>
      <a
        href={`/api/files/${encodeURIComponent(version.fileId)}`}
        download={version.fileName}
        className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true, className: 'shrink-0' })}
        aria-label={t('history.download', { version: version.version, file: version.fileName })}
      >
        <Download aria-hidden="true" className="size-4" />
      </a>
    </li>
  );
}
