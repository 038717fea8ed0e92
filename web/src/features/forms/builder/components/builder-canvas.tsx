import { Button, Input, Label, TextField } from '@heroui/react';
import { FilePlus2, Trash2 } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormField, type FormKind, type FormSchema, formLimits } from '../../../../../../common/forms/form-schema';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import type { BuilderAction } from '../builder-state';
import type { PaletteItem } from '../palette';
import { CanvasField, type FieldMenuAction } from './canvas-field';
import { PaletteMenu } from './field-palette';

interface BuilderCanvasProps {
  schema: FormSchema;
  kind: FormKind;
  selectedId: string | null;
  dispatch: (action: BuilderAction) => void;
  /** Error text per field id. */
  errorOf: (fieldId: string) => string | null;
  canvasRef: RefObject<HTMLDivElement | null>;
  drag: { liftedId: string | null; draggingId: string | null; handleProps: (fieldId: string) => Record<string, unknown> };
  announcement: string;
  onAddToPage: (pageId: string, item: PaletteItem) => void;
  onFieldAction: (field: FormField, action: FieldMenuAction) => void;
  /** The selected field's settings under it (narrow screens); null on wide screens. */
  renderInlineSettings: ((field: FormField) => ReactNode) | null;
}

/** The form's pages with their fields: select, move (drag, keyboard, menu), add, and the pages' titles. */
export function BuilderCanvas({
  schema,
  kind,
  selectedId,
  dispatch,
  errorOf,
  canvasRef,
  drag,
  announcement,
  onAddToPage,
  onFieldAction,
  renderInlineSettings,
}: BuilderCanvasProps) {
  const { t } = useTranslation('formBuilder');
  const moveHintId = useId();
  const [removingPage, setRemovingPage] = useState<string | null>(null);
  const pageCount = schema.pages.length;
  const flat = schema.pages.flatMap((page) => page.fields.map((field) => field.id));
  const removing = schema.pages.findIndex((page) => page.id === removingPage);
  const removingFields = removing >= 0 ? schema.pages[removing]!.fields.length : 0;

  return (
    <div ref={canvasRef} className="flex min-w-0 flex-col gap-4" role="region" aria-label={t('canvas.label')} data-testid="builder-canvas">
      <p id={moveHintId} className="sr-only">
        {t('move.hint')}
      </p>
      <p aria-live="assertive" className="sr-only" data-testid="move-announcement">
        {announcement}
      </p>
      {schema.pages.map((page, pageIndex) => {
        const n = pageIndex + 1;
        const headingId = `builder-page-${page.id}`;
        return (
          <section
            key={page.id}
            aria-labelledby={headingId}
            className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-default/40 p-3 sm:p-4"
            data-testid="builder-page"
          >
            <header className="flex flex-wrap items-end gap-2">
              <h2 id={headingId} className="w-full text-xs font-semibold tracking-wide text-muted uppercase">
                {pageCount > 1 ? t('canvas.pageOf', { n, count: pageCount }) : t('canvas.page', { n })}
              </h2>
              <TextField
                value={page.title ?? ''}
                onChange={(title) => dispatch({ type: 'renamePage', pageId: page.id, title })}
                maxLength={formLimits.title}
                fullWidth
                variant="secondary"
                className="min-w-0 flex-1"
              >
                <Label className="sr-only">{t('canvas.pageTitle', { n })}</Label>
                <Input fullWidth className="min-w-0 font-medium" placeholder={t('canvas.pageTitlePlaceholder')} />
              </TextField>
              {pageCount > 1 ? (
                <Button size="sm" variant="ghost" isIconOnly aria-label={t('canvas.removePage', { n })} onPress={() => setRemovingPage(page.id)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </header>
            <ol aria-label={t('canvas.pageFields', { n })} className="flex flex-col gap-2">
              {page.fields.map((field) => {
                const index = flat.indexOf(field.id);
                const isSelected = field.id === selectedId;
                return (
                  <CanvasField
                    key={field.id}
                    field={field}
                    pageId={page.id}
                    isSelected={isSelected}
                    isLifted={drag.liftedId === field.id}
                    isDragging={drag.draggingId === field.id}
                    canMoveUp={index > 0 || pageIndex > 0}
                    canMoveDown={index < flat.length - 1 || pageIndex < pageCount - 1}
                    otherPages={schema.pages.map((other, i) => ({ id: other.id, n: i + 1 })).filter((other) => other.id !== page.id)}
                    error={errorOf(field.id)}
                    handle={drag.handleProps(field.id)}
                    moveHintId={moveHintId}
                    onSelect={() => dispatch({ type: 'select', fieldId: field.id })}
                    onAction={(action) => onFieldAction(field, action)}
                  >
                    {isSelected && renderInlineSettings ? renderInlineSettings(field) : null}
                  </CanvasField>
                );
              })}
            </ol>
            <div
              data-drop-slot=""
              data-page-id={page.id}
              data-before-id=""
              className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-3"
            >
              {page.fields.length === 0 ? <p className="text-sm text-muted">{t('canvas.emptyPage')}</p> : null}
              <PaletteMenu kind={kind} label={t('canvas.addToPage', { n })} onAdd={(item) => onAddToPage(page.id, item)} variant="tertiary" />
            </div>
          </section>
        );
      })}
      {pageCount < formLimits.pages ? (
        <Button variant="secondary" className="self-start" onPress={() => dispatch({ type: 'addPage' })}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {t('canvas.addPage')}
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={removingPage !== null}
        title={t('canvas.removePageTitle', { n: removing + 1 })}
        confirmLabel={t('canvas.removePageConfirm')}
        busyLabel={t('canvas.removePageConfirm')}
        isBusy={false}
        onCancel={() => setRemovingPage(null)}
        onConfirm={() => {
          if (removingPage) dispatch({ type: 'removePage', pageId: removingPage });
          setRemovingPage(null);
        }}
      >
        <p>{removingFields === 0 ? t('canvas.removePageEmpty') : t('canvas.removePageBody', { count: removingFields, target: removing > 0 ? removing : 1 })}</p>
      </ConfirmDialog>
    </div>
  );
}
