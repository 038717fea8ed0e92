import { Chip } from '@heroui/react';
import { ChevronRight, CircleCheck, CircleDashed, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChecklistRun } from '../../../../../common/schemas/checklists';
import { Avatar } from '../../../components/ui/avatar';
import { useChecklistTime } from '../hooks/use-checklist-time';

/**
 * 'Geschiedenis': the finished periods of a recurring checklist, newest first (at most 20). Each
 * shows its dates and 'x/y gedaan', and opens to who ticked what and when.
 */
export function ChecklistHistory({ history, checklistId }: { history: readonly ChecklistRun[]; checklistId: string }) {
  const { t } = useTranslation('checklists');
  const headingId = `history-${checklistId}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2" data-testid="checklist-history">
      <div className="flex items-center gap-2">
        <History aria-hidden="true" className="size-4 text-muted" />
        <h3 id={headingId} className="text-base font-semibold text-foreground">
          {t('history.title')}
        </h3>
      </div>
      {history.length === 0 ? (
        <p className="text-sm text-muted">{t('history.empty')}</p>
      ) : (
        <>
          <p className="text-xs text-muted">{t('history.intro')}</p>
          <ol className="flex min-w-0 flex-col gap-1.5">
            {history.map((run) => (
              <HistoryRun key={run.id} run={run} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function HistoryRun({ run }: { run: ChecklistRun }) {
  const { t } = useTranslation('checklists');
  const time = useChecklistTime();
  const complete = run.itemCount > 0 && run.doneCount === run.itemCount;
  return (
    <li data-testid="history-entry" data-run-id={run.id}>
      <details className="group rounded-xl border border-border bg-surface">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none hover:bg-default/40 focus-visible:ring-2 focus-visible:ring-focus [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted transition-transform group-open:rotate-90 motion-reduce:transition-none" />
          <span className="min-w-0 flex-1 text-foreground">{time.period(run.periodStart, run.periodEnd)}</span>
          <span className="shrink-0 text-xs font-medium text-muted tabular-nums">{t('history.done', { done: run.doneCount, total: run.itemCount })}</span>
          {complete ? (
            <Chip size="sm" variant="soft" color="success" className="shrink-0">
              {t('history.completed')}
            </Chip>
          ) : null}
        </summary>
        <div className="overflow-x-auto border-t border-border px-3 py-2">
          <ul className="flex min-w-0 flex-col gap-1.5">
            {run.entries.map((entry) => (
              <li key={entry.itemId} className="flex min-w-0 items-start gap-2 text-sm" data-testid="history-item" data-done={entry.completedAt !== null}>
                {entry.completedAt ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="break-words text-foreground">{entry.content}</span>
                  <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
                    {entry.completedAt ? (
                      <>
                        {entry.completedBy ? <Avatar person={entry.completedBy} size="xs" decorative className="size-4 text-[0.5rem]" /> : null}
                        <time dateTime={entry.completedAt} title={time.long(entry.completedAt)} className="min-w-0 truncate">
                          {entry.completedBy
                            ? t('history.by', { name: entry.completedBy.name || entry.completedBy.email, time: time.short(entry.completedAt) })
                            : t('history.at', { time: time.short(entry.completedAt) })}
                        </time>
                      </>
                    ) : (
                      t('history.notDone')
                    )}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
