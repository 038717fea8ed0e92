import { Button, FieldError, Input, Label, TextField } from '@heroui/react';
import { CircleCheck, Plus } from 'lucide-react';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistLimits } from '../../../../../common/checklist-constants';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import type { ChecklistDetail, ChecklistItem } from '../../../../../common/schemas/checklists';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCreateItem } from '../api/create-item';
import { useDeleteItemNow } from '../api/delete-item';
import { useReorderItems } from '../api/reorder-items';
import { useUpdateItem } from '../api/update-item';
import { useChecklistTime } from '../hooks/use-checklist-time';
import { useItemReorder } from '../hooks/use-item-reorder';
import { useUndoableDelete } from '../hooks/use-undoable-delete';
import { ChecklistItemRow } from './checklist-item-row';
import { ChecklistProgress } from './checklist-progress';
import { useLatest } from '../../../lib/use-latest';

/** Below Tailwind's `sm` breakpoint an item's edit and delete share one menu. */
const narrowQuery = '(max-width: 639.98px)';

interface ChecklistItemsProps {
  detail: ChecklistDetail;
  companyId: string | null;
  me: Person | null;
  now: Date;
}

/**
 * The checklist's items: progress, 'Voltooid' when all are done, ticking (optimistic), editing in
 * place, deleting with 'Ongedaan maken', moving by drag or keyboard, and adding (Enter adds).
 */
export function ChecklistItems({ detail, companyId, me, now }: ChecklistItemsProps) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const time = useChecklistTime();
  const { checklist } = detail;
  const canEdit = checklist.access.canEdit;
  const isTemplate = checklist.isTemplate;
  const update = useUpdateItem(companyId, me);
  const reorder = useReorderItems(companyId);
  const deleteNow = useDeleteItemNow(companyId);
  const moveHintId = useId();
  const [announcement, setAnnouncement] = useState('');

  const removal = useUndoableDelete(
    (itemId) => deleteNow({ checklistId: checklist.id, itemId }),
    (error) => toast.danger(t('items.delete.failed'), { description: errorText(error) }),
  );
  const visible = detail.items.filter((item) => !removal.isRemoved(item.id));
  const byId = new Map(visible.map((item) => [item.id, item]));

  const { order, listRef, draggingId, handleProps } = useItemReorder({
    ids: visible.map((item) => item.id),
    onCommit: (itemIds, done) => {
      // Items waiting for their delete are still on the server: they keep their place at the end.
      const all = [...itemIds, ...detail.items.filter((item) => removal.isRemoved(item.id)).map((item) => item.id)];
      reorder.mutate(
        { checklistId: checklist.id, itemIds: all },
        {
          onError: (error) => toast.danger(t('items.move.failed'), { description: errorText(error) }),
          onSettled: done,
        },
      );
    },
    onMoved: (id, index, count) => setAnnouncement(t('items.move.moved', { content: byId.get(id)?.content ?? '', position: index + 1, count })),
  });
  const ordered = order.map((id) => byId.get(id)).filter((item): item is ChecklistItem => item !== undefined);
  const done = visible.filter((item) => item.isCompleted).length;
  const isCompleted = visible.length > 0 && done === visible.length;
  const canMove = canEdit && ordered.length > 1;

  const isNarrow = useMediaQuery(narrowQuery);

  // The rows get callbacks that stay the same (they call the latest render's handlers), so a tick
  // or a new text re-renders only the row whose item changed.
  const handlers = useLatest({
    toggle: (item: ChecklistItem, isCompleted: boolean) =>
      update.mutate(
        { checklistId: checklist.id, itemId: item.id, changes: { isCompleted } },
        { onError: (error) => toast.danger(t('items.tickFailed'), { description: errorText(error) }) },
      ),
    saveText: (item: ChecklistItem, content: string, finish: (error: string | null) => void) =>
      update.mutate(
        { checklistId: checklist.id, itemId: item.id, changes: { content } },
        { onSuccess: () => finish(null), onError: (error) => finish(errorText(error)) },
      ),
    remove: (item: ChecklistItem) => removal.remove({ id: item.id, content: item.content }),
  });
  const onToggle = useCallback((item: ChecklistItem, isCompleted: boolean) => handlers.current.toggle(item, isCompleted), [handlers]);
  const onSave = useCallback(
    (item: ChecklistItem, content: string, finish: (error: string | null) => void) => handlers.current.saveText(item, content, finish),
    [handlers],
  );
  const onRemove = useCallback((item: ChecklistItem) => handlers.current.remove(item), [handlers]);

  return (
    <section aria-labelledby={`items-${checklist.id}`} className="flex min-w-0 flex-col gap-3" data-testid="checklist-items">
      <div className="flex flex-col gap-2">
        <h3 id={`items-${checklist.id}`} className="text-base font-semibold text-foreground">
          {t('items.title')}
        </h3>
        {!isTemplate && visible.length > 0 ? <ChecklistProgress doneCount={done} itemCount={visible.length} isCompleted={isCompleted} /> : null}
      </div>
      {!isTemplate && isCompleted ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl bg-success-soft px-4 py-3 text-success-soft-foreground"
          data-testid="checklist-completed-banner"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="min-w-0 text-sm">
            <span className="block font-semibold">{t('completed.title')}</span>
            {checklist.nextRefreshAt ? t('completed.bodyRecurring', { date: time.short(checklist.nextRefreshAt) }) : t('completed.body')}
          </p>
        </div>
      ) : null}
      {isTemplate ? <p className="text-sm text-muted">{t('detail.templateHint')}</p> : null}
      {!canEdit && !isTemplate ? <p className="text-sm text-muted">{t('detail.readOnly')}</p> : null}
      <p id={moveHintId} className="sr-only">
        {t('items.move.hint')}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {ordered.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">{canEdit ? t('items.empty') : t('items.emptyReadOnly')}</p>
      ) : (
        <div className="-mx-1.5 overflow-x-auto px-1.5">
          <ol ref={listRef} aria-label={t('items.label', { title: checklist.title })} className="flex min-w-0 flex-col gap-0.5">
            {ordered.map((item) => (
              <ChecklistItemRow
                key={item.id}
                item={item}
                isTemplate={isTemplate}
                canEdit={canEdit}
                handle={canMove ? handleProps(item.id) : null}
                moveHintId={moveHintId}
                isDragging={draggingId === item.id}
                isSaving={update.isPending && update.variables.itemId === item.id}
                isNarrow={isNarrow}
                now={now}
                onToggle={onToggle}
                onSave={onSave}
                onRemove={onRemove}
              />
            ))}
          </ol>
        </div>
      )}
      {removal.undoable.map((entry) => (
        <div
          key={entry.id}
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-default px-3 py-2 text-sm text-foreground"
          data-testid="item-undo"
        >
          <span className="min-w-0 break-words">{t('items.delete.removed', { content: entry.content })}</span>
          <Button size="sm" variant="secondary" onPress={() => removal.undo(entry.id)}>
            {t('items.delete.undo')}
          </Button>
        </div>
      ))}
      {canEdit ? <AddItemForm checklistId={checklist.id} companyId={companyId} /> : null}
    </section>
  );
}

/** 'Nieuwe taak': Enter (or the button) adds it at the end and keeps the focus here for the next. A failed add keeps the text. */
function AddItemForm({ checklistId, companyId }: { checklistId: string; companyId: string | null }) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const create = useCreateItem(companyId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setError(null);
    create.mutate(
      { checklistId, content },
      {
        onSuccess: () => {
          setContent('');
          inputRef.current?.focus();
        },
        onError: (cause) => setError(errorText(cause)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex items-start gap-2" data-testid="add-item-form">
      <TextField
        value={content}
        onChange={setContent}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        fullWidth
        variant="secondary"
        className="min-w-0 flex-1"
        maxLength={checklistLimits.itemMax}
      >
        <Label className="sr-only">{t('items.add.label')}</Label>
        <Input ref={inputRef} placeholder={t('items.add.placeholder')} fullWidth className="min-w-0" autoComplete="off" />
        <FieldError>{error}</FieldError>
      </TextField>
      <Button type="submit" variant="secondary" isDisabled={create.isPending} className="shrink-0">
        <Plus aria-hidden="true" />
        <span className="hidden sm:inline">{t('items.add.button')}</span>
        <span className="sr-only sm:hidden">{t('items.add.button')}</span>
      </Button>
    </form>
  );
}
