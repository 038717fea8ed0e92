import { Chip, Label, ProgressBar } from '@heroui/react';
import type { TFunction } from 'i18next';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { percentDone } from '../checklist-format';

interface ChecklistProgressProps {
  doneCount: number;
  itemCount: number;
  isCompleted: boolean;
  /** A visible label above the bar (the open checklist); the list rows show only 'x/y'. */
  label?: string;
}

/** Progress bar with 'x/y', green with 'Voltooid' once every item is done. */
export function ChecklistProgress(props: ChecklistProgressProps) {
  const { t } = useTranslation('checklists');
  return <ChecklistProgressView {...props} t={t} />;
}

/** The same, handed `t` by its row (the list asks for the translations once). */
export function ChecklistProgressView({ doneCount, itemCount, isCompleted, label, t }: ChecklistProgressProps & { t: TFunction<'checklists'> }) {
  const value = percentDone(doneCount, itemCount);
  const spoken = t('card.progressLabel', { done: doneCount, total: itemCount });
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid="checklist-progress" data-done={doneCount} data-total={itemCount}>
      <ProgressBar
        value={value}
        color={isCompleted ? 'success' : 'accent'}
        size="sm"
        className="min-w-0 flex-1 gap-1"
        aria-label={label ? undefined : spoken}
        valueLabel={spoken}
      >
        {label ? <Label className="text-sm font-medium text-foreground">{label}</Label> : null}
        <ProgressBar.Track>
          <ProgressBar.Fill />
        </ProgressBar.Track>
      </ProgressBar>
      <span className="shrink-0 text-xs font-medium text-foreground tabular-nums" aria-hidden="true">
        {t('card.progress', { done: doneCount, total: itemCount })}
      </span>
      {isCompleted ? (
        <Chip size="sm" variant="soft" color="success" className="shrink-0" data-testid="checklist-completed">
          <CircleCheck aria-hidden="true" className="size-3" />
          {t('card.completed')}
        </Chip>
      ) : null}
    </div>
  );
}
