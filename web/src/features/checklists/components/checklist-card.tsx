import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { ChecklistSummary } from '../../../../../common/schemas/checklists';
import { Avatar } from '../../../components/ui/avatar';
import { AvatarStack } from '../../../components/ui/avatar-stack';
import type { PersonOption } from '../../../components/ui/people-select';
import type { ChecklistTime } from '../hooks/use-checklist-time';
import { DeadlineView, IntervalChipView, TypeChipView } from './checklist-chips';
import { ChecklistProgressView } from './checklist-progress';

/** The texts every row uses, looked up once for the whole list (see ChecklistList). */
export interface ChecklistRowText {
  t: TFunction<'checklists'>;
  time: ChecklistTime;
  unknownUser: string;
}

interface ChecklistCardProps {
  checklist: ChecklistSummary;
  /** The colleagues, to show who it is shared with. */
  people: ReadonlyMap<string, PersonOption>;
  now: Date;
  isOpen: boolean;
  onOpen: (id: string) => void;
  text: ChecklistRowText;
}

/**
 * One checklist in the list, a button that opens it: title, type and refresh chips, progress
 * ('x/y', 'Voltooid'), the deadline (red when past), the creator and who it is shared with.
 * Memoized: a tick, opening a checklist or a search re-renders only the rows whose props changed
 * (the list cache keeps unchanged rows' objects; `onOpen` and `people` are stable), not all 500.
 */
export const ChecklistCard = memo(function ChecklistCard({ checklist, people, now, isOpen, onOpen, text }: ChecklistCardProps) {
  const { t, time } = text;
  const creatorName = checklist.creator ? checklist.creator.name || checklist.creator.email : text.unknownUser;
  const shared = checklist.sharedWith.map((id) => people.get(id)).filter((p): p is PersonOption => p !== undefined);

  return (
    <li
      data-testid="checklist-row"
      data-checklist-id={checklist.id}
      data-completed={checklist.isCompleted}
      // Rows far off screen skip style, layout and paint (500 of them make every update slow to lay out).
      className="[contain-intrinsic-size:auto_7rem] [content-visibility:auto]"
    >
      <button
        type="button"
        onClick={() => onOpen(checklist.id)}
        aria-current={isOpen ? 'true' : undefined}
        className={`flex w-full min-w-0 flex-col gap-2 rounded-xl border p-3 text-left outline-none transition-colors hover:bg-default/50 focus-visible:ring-2 focus-visible:ring-focus ${
          // The open one is marked by its border, not a tint: chips keep their contrast on the plain surface.
          isOpen ? 'border-accent bg-surface ring-1 ring-accent' : 'border-border bg-surface'
        }`}
      >
        <span className="flex min-w-0 flex-wrap items-start gap-x-2 gap-y-1">
          <span className="min-w-0 flex-1 basis-40 font-medium break-words text-foreground">{checklist.title}</span>
          <span className="flex flex-wrap gap-1">
            <TypeChipView type={checklist.checklistType} t={t} />
            <IntervalChipView interval={checklist.refreshInterval} settings={checklist.refreshSettings} t={t} />
          </span>
        </span>
        {checklist.itemCount > 0 ? (
          <ChecklistProgressView doneCount={checklist.doneCount} itemCount={checklist.itemCount} isCompleted={checklist.isCompleted} t={t} />
        ) : (
          <span className="text-xs text-muted">{t('card.noItems')}</span>
        )}
        <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          {checklist.deadline ? <DeadlineView deadline={checklist.deadline} now={now} isCompleted={checklist.isCompleted} t={t} time={time} /> : null}
          <span className="inline-flex min-w-0 items-center gap-1.5">
            {checklist.creator ? <Avatar person={checklist.creator} size="xs" decorative /> : null}
            <span className="truncate">{t('card.by', { name: creatorName })}</span>
          </span>
          {shared.length > 0 ? (
            <span className="ml-auto">
              <AvatarStack people={shared} label={t('card.sharedWith', { names: shared.map((p) => p.name || p.email).join(', ') })} />
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
});
