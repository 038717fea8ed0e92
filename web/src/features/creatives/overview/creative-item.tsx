import { Checkbox } from '@heroui/react';
import { CalendarClock, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreativeListItem } from '../../../../../common/schemas/creatives';
import { useNow } from '../../../lib/use-now';
import { useTimeText } from '../../../lib/use-time-text';
import { CreativeStatusChip } from '../components/creative-status-chip';
import { CreativeThumb } from '../components/creative-thumb';

interface CreativeItemProps {
  creative: CreativeListItem;
  layout: 'grid' | 'list';
  /** Where the creative opens (the team's /creatives or the portal's tab), or what opens it (the portal's preview has no address). */
  open: string | (() => void);
  /** Selection for bulk actions (the team's list only). */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

/** Whether the due date has passed while the creative still waits for a decision. */
const isOverdue = (creative: CreativeListItem, now: number) =>
  creative.dueAt !== null && creative.status === 'in_review' && new Date(creative.dueAt).getTime() < now;

/**
 * One creative as a card of the grid (its picture, name, client and campaign, status, due date,
 * version and open comments) or a row of the list (the same, on one line). The name is the link;
 * the checkbox selects it for "Naar review sturen".
 */
export function CreativeItem({ creative, layout, open, selected, onSelect }: CreativeItemProps) {
  const { t } = useTranslation('creatives');
  const time = useTimeText();
  const now = useNow(60_000);
  const overdue = isOverdue(creative, now.getTime());
  const due = creative.dueAt ? (
    <span className={`inline-flex items-center gap-1 text-xs ${overdue ? 'font-medium text-danger' : 'text-muted'}`}>
      <CalendarClock aria-hidden="true" className="size-3.5" />
      {overdue ? t('item.overdue', { when: time.absolute(creative.dueAt) }) : t('item.due', { when: time.absolute(creative.dueAt) })}
    </span>
  ) : null;
  const comments =
    creative.openComments > 0 ? (
      <span className="inline-flex items-center gap-1 text-xs text-muted">
        <MessageSquare aria-hidden="true" className="size-3.5" />
        {t('item.openComments', { count: creative.openComments })}
      </span>
    ) : null;
  const select = onSelect ? (
    <Checkbox
      isSelected={selected ?? false}
      onChange={onSelect}
      aria-label={t('item.select', { name: creative.name })}
      variant="secondary"
      className="shrink-0"
    >
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
    </Checkbox>
  ) : null;
  const where = [creative.client.name, creative.campaign].filter(Boolean).join(' · ');
  const name = (className: string) =>
    typeof open === 'string' ? (
      <Link to={open} className={className}>
        {creative.name}
      </Link>
    ) : (
      <button type="button" onClick={open} className={`text-left outline-none ${className}`}>
        {creative.name}
      </button>
    );

  if (layout === 'list') {
    return (
      <li className="flex items-center gap-3 rounded-xl border border-border bg-surface p-2 pr-3" data-testid="creative-item" data-creative-id={creative.id}>
        {select}
        <CreativeThumb media={creative.media} previewUrl={creative.previewUrl} blurDataUrl={creative.blurDataUrl} className="size-14 shrink-0 rounded-lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {name('truncate text-sm font-medium text-foreground hover:underline focus-visible:underline')}
          <span className="truncate text-xs text-muted">{where}</span>
          <div className="flex flex-wrap gap-x-3 gap-y-0.5 sm:hidden">
            {due}
            {comments}
          </div>
        </div>
        <div className="hidden shrink-0 flex-col items-end gap-0.5 sm:flex">
          {due}
          {comments}
        </div>
        <span className="hidden shrink-0 text-xs text-muted md:inline">{t('item.version', { version: creative.currentVersion })}</span>
        <CreativeStatusChip status={creative.status} />
      </li>
    );
  }
  return (
    <li
      className="relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface"
      data-testid="creative-item"
      data-creative-id={creative.id}
    >
      <CreativeThumb media={creative.media} previewUrl={creative.previewUrl} blurDataUrl={creative.blurDataUrl} className="aspect-square w-full" />
      {select ? <div className="absolute top-2 left-2 rounded-md bg-surface/90 p-1">{select}</div> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        {name('line-clamp-2 text-sm font-medium text-foreground after:absolute after:inset-0 hover:underline focus-visible:underline')}
        <span className="truncate text-xs text-muted">{where}</span>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <CreativeStatusChip status={creative.status} />
          <span className="text-xs text-muted">{t('item.versionShort', { version: creative.currentVersion })}</span>
        </div>
        {due}
        {comments}
      </div>
    </li>
  );
}
