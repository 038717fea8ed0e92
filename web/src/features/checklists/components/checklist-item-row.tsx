import { Button, Checkbox, Dropdown, FieldError, Input, Label, TextField } from '@heroui/react';
import { Check, GripVertical, MoreVertical, Pencil, Trash2, X } from 'lucide-react';
import { type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistLimits } from '../../../../../common/checklist-constants';
import type { ChecklistItem } from '../../../../../common/schemas/checklists';
import { useTimeText } from '../../../lib/use-time-text';
import type { ReorderHandleProps } from '../hooks/use-item-reorder';

/**
 * React Aria hides the real checkbox input (1 px, clipped) inside the label. Here it lies,
 * invisible, exactly over the drawn box (above its check mark, which has z-10): the box and the
 * text both tick it, and the input itself can be clicked (browser tests `check()` it by its name)
 * instead of being covered.
 */
// Written out in full, so Tailwind finds every class.
const clickableInput = [
  '[&_[data-slot=checkbox-content]]:relative',
  '[&_[data-slot=checkbox-content]>span:has(>input)]:!top-0.5',
  '[&_[data-slot=checkbox-content]>span:has(>input)]:!left-0',
  '[&_[data-slot=checkbox-content]>span:has(>input)]:!m-0',
  '[&_[data-slot=checkbox-content]>span:has(>input)]:!size-4',
  '[&_[data-slot=checkbox-content]>span:has(>input)]:![clip:auto]',
  '[&_[data-slot=checkbox-content]>span:has(>input)]:![clip-path:none]',
  '[&_[data-slot=checkbox-content]>span:has(>input)]:z-20',
  '[&_input]:absolute [&_input]:inset-0 [&_input]:m-0 [&_input]:size-full [&_input]:cursor-pointer [&_input]:opacity-0',
].join(' ');

interface ChecklistItemRowProps {
  item: ChecklistItem;
  /** A template's items are not ticked. */
  isTemplate: boolean;
  canEdit: boolean;
  /** The drag handle (none when the items cannot be moved). */
  handle: ReorderHandleProps | null;
  moveHintId: string;
  isDragging: boolean;
  isSaving: boolean;
  /** Below the `sm` breakpoint edit and delete share one menu, leaving the text room. */
  isNarrow: boolean;
  now: Date;
  onToggle: (item: ChecklistItem, done: boolean) => void;
  /** Saves new text; `done` reports the outcome (an error's text keeps the editor open). */
  onSave: (item: ChecklistItem, content: string, done: (error: string | null) => void) => void;
  onRemove: (item: ChecklistItem) => void;
}

/**
 * One item: its checkbox (the item's text is the checkbox's name), who ticked it and when, and for
 * those who may edit: a handle to move it, edit in place (Enter saves, Escape cancels) and delete.
 * Memoized (the callbacks and handle are stable): a tick re-renders its own row, not all of them.
 */
export const ChecklistItemRow = memo(function ChecklistItemRow({
  item,
  isTemplate,
  canEdit,
  handle,
  moveHintId,
  isDragging,
  isSaving,
  isNarrow,
  now,
  onToggle,
  onSave,
  onRemove,
}: ChecklistItemRowProps) {
  const { t } = useTranslation('checklists');
  const time = useTimeText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The tick shows in the same frame as the click: the cached item follows a moment later (the
  // mutation's optimistic write), after which it is the cache that counts again.
  const [tick, setTick] = useState<boolean | null>(null);
  if (tick !== null && tick === item.isCompleted) setTick(null);
  const isTicked = tick ?? item.isCompleted;
  const doneId = `item-done-${item.id}`;

  const stopEditing = () => {
    setDraft(null);
    setError(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-edit-item="${CSS.escape(item.id)}"]`)?.focus());
  };

  const save = () => {
    if (draft === null) return;
    if (draft.trim() === item.content) {
      stopEditing();
      return;
    }
    onSave(item, draft, (failure) => {
      if (failure) setError(failure);
      else stopEditing();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stopEditing();
    }
  };

  const doneText =
    item.isCompleted && item.completedAt
      ? item.completedBy
        ? t('items.doneBy', { name: item.completedBy.name || item.completedBy.email, time: time.relativeInSentence(item.completedAt, now) })
        : t('items.doneAt', { time: time.relativeInSentence(item.completedAt, now) })
      : null;

  return (
    <li
      data-reorder-id={item.id}
      data-testid="checklist-item"
      data-item-id={item.id}
      data-completed={isTicked}
      className={`group flex min-w-0 items-start gap-1.5 rounded-lg px-1.5 py-1.5 transition-colors ${
        isDragging ? 'relative z-10 bg-surface shadow-lg ring-2 ring-accent' : 'hover:bg-default/40'
      }`}
    >
      {handle ? (
        <button
          type="button"
          {...handle}
          aria-label={t('items.move.label', { content: item.content })}
          aria-describedby={moveHintId}
          className="mt-0.5 inline-flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted outline-none hover:bg-default hover:text-foreground focus-visible:ring-2 focus-visible:ring-focus active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {draft !== null ? (
        <form
          className="flex min-w-0 flex-1 items-start gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TextField
            value={draft}
            onChange={setDraft}
            isInvalid={Boolean(error)}
            validationBehavior="aria"
            fullWidth
            variant="secondary"
            className="min-w-0 flex-1"
            maxLength={checklistLimits.itemMax}
          >
            <Label className="sr-only">{t('items.edit.input')}</Label>
            <Input autoFocus onKeyDown={onKeyDown} fullWidth className="min-w-0" />
            <FieldError>{error}</FieldError>
          </TextField>
          <Button type="submit" size="sm" variant="primary" isIconOnly aria-label={t('items.edit.save')} isDisabled={isSaving} className="size-9 min-w-9">
            <Check aria-hidden="true" className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            isIconOnly
            aria-label={t('items.edit.cancel')}
            onPress={stopEditing}
            isDisabled={isSaving}
            className="size-9 min-w-9"
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </form>
      ) : (
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-1">
          {isTemplate ? (
            <span className="flex min-w-0 items-start gap-2 text-sm break-words text-foreground">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-muted" />
              <span className="min-w-0">{item.content}</span>
            </span>
          ) : (
            <Checkbox
              isSelected={isTicked}
              onChange={(done) => {
                setTick(done);
                onToggle(item, done);
              }}
              // Read-only, not disabled: the text stays readable, the box says it cannot be changed.
              isReadOnly={!canEdit}
              aria-describedby={doneText ? doneId : undefined}
              variant="secondary"
              className={`min-w-0 ${clickableInput}`}
              data-testid="checklist-item-checkbox"
            >
              <Checkbox.Content className="min-w-0 items-start gap-2.5">
                <Checkbox.Control className="mt-0.5 shrink-0">
                  <Checkbox.Indicator />
                </Checkbox.Control>
                <span className={`min-w-0 text-sm break-words ${isTicked ? 'text-muted line-through decoration-muted' : 'text-foreground'}`}>
                  {item.content}
                </span>
              </Checkbox.Content>
            </Checkbox>
          )}
          {doneText ? (
            <span id={doneId} className="pl-7 text-xs text-muted" data-testid="checklist-item-done-by">
              {doneText}
            </span>
          ) : null}
        </div>
      )}
      {canEdit && draft === null && !isNarrow ? (
        // Edit and delete show on hover and keyboard focus (and always on touch screens, which cannot hover).
        <span className="flex shrink-0 items-center opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100">
          <Button
            size="sm"
            variant="ghost"
            isIconOnly
            aria-label={t('items.edit.label', { content: item.content })}
            onPress={() => setDraft(item.content)}
            className="size-8 min-w-8 text-muted"
            data-edit-item={item.id}
          >
            <Pencil aria-hidden="true" className="size-3.5" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            isIconOnly
            aria-label={t('items.delete.label', { content: item.content })}
            onPress={() => onRemove(item)}
            className="size-8 min-w-8 text-muted hover:text-danger focus-visible:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
          </Button>
        </span>
      ) : null}
      {canEdit && draft === null && isNarrow ? (
        <span className="shrink-0">
          <Dropdown>
            <Button size="sm" variant="ghost" isIconOnly aria-label={t('items.menu', { content: item.content })} className="size-8 min-w-8 text-muted">
              <MoreVertical aria-hidden="true" className="size-4" />
            </Button>
            <Dropdown.Popover placement="bottom end">
              <Dropdown.Menu
                onAction={(key) => (key === 'edit' ? setDraft(item.content) : onRemove(item))}
                aria-label={t('items.menu', { content: item.content })}
              >
                <Dropdown.Item id="edit" textValue={t('items.edit.action')}>
                  <Pencil aria-hidden="true" className="size-4 shrink-0" />
                  <Label>{t('items.edit.action')}</Label>
                </Dropdown.Item>
                <Dropdown.Item id="delete" textValue={t('items.delete.action')} variant="danger">
                  <Trash2 aria-hidden="true" className="size-4 shrink-0" />
                  <Label>{t('items.delete.action')}</Label>
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown.Popover>
          </Dropdown>
        </span>
      ) : null}
    </li>
  );
});
