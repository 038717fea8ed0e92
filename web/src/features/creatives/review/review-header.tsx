import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';
import { FormSelect } from '../../../components/ui/form-select';
import { useNow } from '../../../lib/use-now';
import { useTimeText } from '../../../lib/use-time-text';
import { CreativeStatusChip } from '../components/creative-status-chip';
import type { ReviewSide } from './review-side';

interface ReviewHeaderProps {
  creative: CreativeDetail;
  side: ReviewSide;
  /** The version shown. */
  version: number;
  onVersion: (version: number) => void;
  /** The team's actions (TeamActions), or nothing. */
  actions: ReactNode;
}

/**
 * The creative's name (the page's h1; in the portal, under the portal's own h1), its client and
 * campaign, its status and where its review stands, its due date, the version picker and, for
 * the team, its actions.
 */
export function ReviewHeader({ creative, side, version, onVersion, actions }: ReviewHeaderProps) {
  const { t } = useTranslation('creatives');
  const time = useTimeText();
  const now = useNow();
  const Heading = side === 'team' ? 'h1' : 'h2';
  const where = [creative.client.name, creative.campaign].filter(Boolean).join(' · ');
  const waiting =
    creative.status !== 'in_review' || creative.reviewStep === null
      ? null
      : creative.reviewStep === 'internal'
        ? t('review.waiting.internal')
        : side !== 'team'
          ? t('review.waiting.you')
          : t('review.waiting.client');
  const overdue = creative.dueAt !== null && creative.status === 'in_review' && new Date(creative.dueAt).getTime() < now.getTime();
  const newest = creative.versions.at(-1)?.version ?? creative.currentVersion;

  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="text-2xl font-semibold tracking-tight break-words text-foreground" data-testid="creative-name">
            {creative.name}
          </Heading>
          <p className="text-sm text-muted">{where}</p>
        </div>
        {actions}
      </div>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <FormSelect
          label={t('review.version')}
          value={String(version)}
          options={[...creative.versions].reverse().map((v) => ({
            id: String(v.version),
            label: v.version === newest ? t('review.versionNewest', { version: v.version }) : t('review.versionOption', { version: v.version }),
          }))}
          onChange={(value) => onVersion(Number(value))}
          testId="creative-version-picker"
          className="w-full min-w-0 sm:w-56"
        />
        <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1">
          <CreativeStatusChip status={creative.status} />
          {waiting ? <span className="text-sm text-foreground">{waiting}</span> : null}
          {creative.dueAt ? (
            <span className={`inline-flex items-center gap-1 text-sm ${overdue ? 'font-medium text-danger' : 'text-muted'}`}>
              <CalendarClock aria-hidden="true" className="size-4" />
              {overdue ? t('item.overdue', { when: time.absolute(creative.dueAt) }) : t('item.due', { when: time.absolute(creative.dueAt) })}
            </span>
          ) : null}
          {side === 'team' ? <span className="text-sm text-muted">{t(`flow.${creative.reviewFlow}`)}</span> : null}
        </div>
      </div>
    </header>
  );
}
