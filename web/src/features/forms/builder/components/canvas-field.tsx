import { Button, Dropdown, Label } from '@heroui/react';
import { ArrowDown, ArrowUp, Copy, CornerDownRight, GripVertical, MoreHorizontal, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../../../common/forms/form-schema';
import { paletteItemOf } from '../palette';
import { fieldIcons } from './field-icons';

export type FieldMenuAction = 'up' | 'down' | 'duplicate' | 'remove' | `page:${string}`;

interface CanvasFieldProps {
  field: FormField;
  pageId: string;
  isSelected: boolean;
  isLifted: boolean;
  isDragging: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Other pages the field can move to: id and 1-based number. */
  otherPages: { id: string; n: number }[];
  /** The error text at this field, or null. */
  error: string | null;
  handle: Record<string, unknown>;
  moveHintId: string;
  onSelect: () => void;
  onAction: (action: FieldMenuAction) => void;
  /** The field's settings shown under it (narrow screens). */
  children?: ReactNode;
}

/** One field on the canvas: its handle, a summary that selects it, its menu, and its error. */
export function CanvasField({
  field,
  pageId,
  isSelected,
  isLifted,
  isDragging,
  canMoveUp,
  canMoveDown,
  otherPages,
  error,
  handle,
  moveHintId,
  onSelect,
  onAction,
  children,
}: CanvasFieldProps) {
  const { t } = useTranslation('formBuilder');
  const detailsId = useId();
  const item = paletteItemOf(field);
  const Icon = fieldIcons[item];
  const label = field.label.trim() || t('canvas.noLabel');
  const kind = t(`items.${item}`);
  const badges = [
    field.required && field.type !== 'content' ? t('canvas.required') : null,
    field.showIf ? t('canvas.conditional') : null,
    field.type === 'hidden' ? t('canvas.hiddenFromLink', { param: field.param }) : null,
  ].filter((badge): badge is string => badge !== null);

  return (
    <li
      data-drop-slot=""
      data-page-id={pageId}
      data-before-id={field.id}
      data-field-id={field.id}
      className={[
        'rounded-xl border bg-surface transition-shadow',
        isSelected ? 'border-accent ring-2 ring-accent/30' : error ? 'border-danger' : 'border-border',
        isLifted || isDragging ? 'shadow-lg ring-2 ring-focus' : '',
        isDragging ? 'opacity-90' : '',
      ].join(' ')}
    >
      <div className="flex items-start gap-1 p-2">
        <button
          type="button"
          {...handle}
          aria-label={t('move.handle', { label })}
          aria-describedby={moveHintId}
          className="mt-0.5 inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted outline-none hover:bg-default hover:text-foreground focus-visible:ring-2 focus-visible:ring-focus active:cursor-grabbing aria-pressed:bg-accent-soft aria-pressed:text-accent-soft-foreground"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onSelect}
          aria-label={t('canvas.select', { label })}
          aria-describedby={detailsId}
          aria-current={isSelected ? 'true' : undefined}
          className="flex min-w-0 flex-1 flex-col items-start gap-1 rounded-md px-1 py-0.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <span className="flex w-full min-w-0 items-center gap-2">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <span className={`min-w-0 break-words ${field.type === 'content' ? 'font-semibold' : 'font-medium'} text-foreground`}>
              {label}
              {field.required && field.type !== 'content' ? (
                <span aria-hidden="true" className="text-danger">
                  {' '}
                  *
                </span>
              ) : null}
            </span>
          </span>
          <span id={detailsId} className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <span>{kind}</span>
            {badges.map((badge) => (
              <span key={badge} className="rounded-full bg-default px-2 py-0.5 text-foreground">
                {badge}
              </span>
            ))}
            {error ? <span className="sr-only">{`${t('canvas.error')}: ${error}`}</span> : null}
          </span>
          {field.help ? <span className="line-clamp-2 text-xs text-muted">{field.help}</span> : null}
          {'options' in field ? <span className="line-clamp-1 text-xs text-muted">{field.options.map((o) => o.label).join(' · ')}</span> : null}
        </button>
        <Dropdown>
          <Button size="sm" variant="ghost" isIconOnly aria-label={t('fieldMenu.label', { label })} className="shrink-0">
            <MoreHorizontal aria-hidden="true" className="size-4" />
          </Button>
          <Dropdown.Popover placement="bottom end">
            <Dropdown.Menu
              aria-label={t('fieldMenu.label', { label })}
              onAction={(key) => onAction(String(key) as FieldMenuAction)}
              disabledKeys={[...(canMoveUp ? [] : ['up']), ...(canMoveDown ? [] : ['down'])]}
            >
              <Dropdown.Item id="up" textValue={t('fieldMenu.up')}>
                <ArrowUp aria-hidden="true" className="size-4 shrink-0" />
                <Label>{t('fieldMenu.up')}</Label>
              </Dropdown.Item>
              <Dropdown.Item id="down" textValue={t('fieldMenu.down')}>
                <ArrowDown aria-hidden="true" className="size-4 shrink-0" />
                <Label>{t('fieldMenu.down')}</Label>
              </Dropdown.Item>
              {otherPages.map((page) => (
                <Dropdown.Item key={page.id} id={`page:${page.id}`} textValue={t('fieldMenu.toPage', { n: page.n })}>
                  <CornerDownRight aria-hidden="true" className="size-4 shrink-0" />
                  <Label>{t('fieldMenu.toPage', { n: page.n })}</Label>
                </Dropdown.Item>
              ))}
              <Dropdown.Item id="duplicate" textValue={t('fieldMenu.duplicate')}>
                <Copy aria-hidden="true" className="size-4 shrink-0" />
                <Label>{t('fieldMenu.duplicate')}</Label>
              </Dropdown.Item>
              <Dropdown.Item id="remove" textValue={t('fieldMenu.remove')} variant="danger">
                <Trash2 aria-hidden="true" className="size-4 shrink-0" />
                <Label>{t('fieldMenu.remove')}</Label>
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown.Popover>
        </Dropdown>
      </div>
      {error ? (
        <p className="px-3 pb-2 text-xs text-danger" aria-hidden="true">
          {error}
        </p>
      ) : null}
      {children ? <div className="border-t border-border p-3">{children}</div> : null}
    </li>
  );
}
