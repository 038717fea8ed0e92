import { Button } from '@heroui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormField, fieldsOf } from '../../../../../../common/forms/form-schema';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { type BuilderForm, builderFormKey } from '../api/builder-api';
import { type BuilderDraft, type BuilderState, builderReducer, draftOf, findField, initialBuilderState, positionOf } from '../builder-state';
import { sourceOf } from '../form-source';
import { useAutosave } from '../hooks/use-autosave';
import { type DragAnnouncement, useFieldDrag } from '../hooks/use-field-drag';
import { useProblemText } from '../hooks/use-problem-text';
import { type PaletteItem, newField } from '../palette';
import { schemaProblems } from '../schema-problems';
import { BuilderBanners } from './builder-banners';
import { BuilderCanvas } from './builder-canvas';
import { type BuilderMeta, type BuilderMode, BuilderHeader } from './builder-header';
import { BuilderPreview } from './builder-preview';
import type { FieldMenuAction } from './canvas-field';
import { FieldPalette, PaletteMenu } from './field-palette';
import { FieldSettings } from './field-settings';
import { FormSettingsPanel } from './form-settings';
import { useBuilderActions } from './use-builder-actions';
import { LeaveGuard } from './leave-guard';

/** Three columns (palette, canvas, settings) from here; narrower, they stack and the palette is a menu. */
const wideQuery = '(min-width: 1024px)';

export function metaOf(form: BuilderForm): BuilderMeta {
  return { status: form.status, currentVersion: form.currentVersion, hasUnpublishedChanges: form.hasUnpublishedChanges, publicToken: form.publicToken };
}

interface RemovedField {
  label: string;
  snapshot: BuilderState;
}

/**
 * The form builder for one loaded form: the reducer holds what is edited (builder-state.ts),
 * autosave sends it, and the layout shows palette, canvas and settings — or the preview.
 */
export function FormBuilder({ form }: { form: BuilderForm }) {
  const { t } = useTranslation('formBuilder');
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const [{ unreadable, ...source }] = useState(() => sourceOf(form));
  const [state, dispatch] = useReducer(builderReducer, source, initialBuilderState);
  const [meta, setMeta] = useState<BuilderMeta>(() => metaOf(form));
  const [mode, setMode] = useState<BuilderMode>(form.status === 'archived' ? 'preview' : 'build');
  const [announcement, setAnnouncement] = useState('');
  const [removed, setRemoved] = useState<RemovedField | null>(null);
  const [stash, setStash] = useState<BuilderDraft | null>(null);
  const isWide = useMediaQuery(wideQuery);
  const canvasRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('documentTitle', { title: state.title.trim() || t('untitled') }));

  const draft = useMemo(() => draftOf(state), [state]);
  const localProblems = useMemo(() => schemaProblems(state.schema), [state.schema]);
  const titleMissing = state.title.trim() === '';
  const hasProblems = titleMissing || Object.keys(localProblems).length > 0;
  const isArchived = meta.status === 'archived';
  const autosave = useAutosave({
    formId: form.id,
    initialRevision: form.revision,
    draft,
    hasProblems,
    enabled: !isArchived,
    onSaved: (saved) => {
      setMeta(metaOf(saved));
      queryClient.setQueryData(builderFormKey(form.id), saved);
    },
  });
  const problems: Record<string, string> = { ...autosave.serverProblems, ...localProblems };
  const fieldIds = new Set(fieldsOf(state.schema).map((field) => field.id));
  const problemCount = Object.keys(problems).length + (titleMissing && !problems.title ? 1 : 0);
  const errorOf = (fieldId: string) => problemText(problems[fieldId]);

  const actions = useBuilderActions({ formId: form.id, kind: state.kind, autosave, hasProblems, setMeta, dispatch, settings: state.settings });

  const describe = (fieldId: string, at: BuilderState) => {
    const position = positionOf(at.schema, fieldId);
    const field = findField(at.schema, fieldId);
    return {
      label: field?.label.trim() || t('canvas.noLabel'),
      position: (position?.index ?? 0) + 1,
      count: position?.count ?? 1,
      page: (position?.pageIndex ?? 0) + 1,
    };
  };
  const announce = (what: DragAnnouncement, fieldId: string, at: BuilderState) => setAnnouncement(t(`move.${what}`, describe(fieldId, at)));
  const drag = useFieldDrag({ state, dispatch, canvasRef, announce });

  const texts = {
    label: (item: PaletteItem) => {
      const own: Partial<Record<PaletteItem, string>> = {
        email: t('defaults.email'),
        phone: t('defaults.phone'),
        consent: t('defaults.consent'),
        rating: t('defaults.rating'),
        file: t('defaults.file'),
        content: t('defaults.content'),
        hidden: t('defaults.hidden'),
        ad_objective: t('defaults.ad_objective'),
        ad_budget: t('defaults.ad_budget'),
        ad_schedule: t('defaults.ad_schedule'),
        ad_locations: t('defaults.ad_locations'),
        ad_audience: t('defaults.ad_audience'),
        ad_placements: t('defaults.ad_placements'),
        ad_primary_text: t('defaults.ad_primary_text'),
        ad_headline: t('defaults.ad_headline'),
        ad_description: t('defaults.ad_description'),
        ad_call_to_action: t('defaults.ad_call_to_action'),
        ad_landing_url: t('defaults.ad_landing_url'),
        ad_creatives: t('defaults.ad_creatives'),
      };
      return own[item] ?? t('defaults.question');
    },
    option: (n: number) => t('defaults.option', { n }),
  };

  /** A palette click: after the selected field (on its page), else at the end of `pageId` or the last page. */
  const addField = (item: PaletteItem, pageId?: string) => {
    const field = newField(item, texts);
    const selectedPage = state.selectedId ? state.schema.pages[positionOf(state.schema, state.selectedId)?.pageIndex ?? -1]?.id : undefined;
    const page = pageId ?? selectedPage ?? state.schema.pages.at(-1)?.id ?? 'pagina_1';
    const afterId = pageId === undefined || pageId === selectedPage ? state.selectedId : null;
    dispatch({ type: 'addField', field, pageId: page, afterId });
    setAnnouncement(t('palette.added', { kind: t(`items.${item}`) }));
  };

  const removeField = (field: FormField) => {
    setRemoved({ label: field.label.trim() || t('canvas.noLabel'), snapshot: state });
    dispatch({ type: 'removeField', fieldId: field.id });
  };

  const onFieldAction = (field: FormField, action: FieldMenuAction) => {
    if (action === 'up' || action === 'down') {
      const moveAction = { type: 'moveFieldBy', fieldId: field.id, delta: action === 'up' ? -1 : 1 } as const;
      dispatch(moveAction);
      announce('moved', field.id, builderReducer(state, moveAction));
    } else if (action === 'duplicate') {
      dispatch({ type: 'duplicateField', fieldId: field.id, copyLabel: t('defaults.copy', { label: field.label }) });
    } else if (action === 'remove') {
      removeField(field);
    } else {
      const moveAction = { type: 'moveField', fieldId: field.id, pageId: action.slice('page:'.length), beforeId: null } as const;
      dispatch(moveAction);
      announce('dropped', field.id, builderReducer(state, moveAction));
    }
  };

  /** 409: the newest version replaces the editor; what was typed is kept to put back. */
  const reload = async () => {
    const fresh = await actions.reload();
    if (!fresh) return;
    setStash(draft);
    const next = sourceOf(fresh);
    dispatch({ type: 'load', source: next });
    autosave.reset(fresh, draftOf(initialBuilderState(next)));
    setMeta(metaOf(fresh));
  };

  const reapply = () => {
    if (!stash) return;
    dispatch({
      type: 'load',
      source: {
        title: stash.title,
        description: stash.description,
        kind: state.kind,
        schema: stash.formData,
        // The public link is switched on its own (PUT): the server's current state stays.
        settings: { ...stash.settings, publicLink: state.settings.publicLink },
      },
    });
    setStash(null);
  };

  const selected = findField(state.schema, state.selectedId);
  const settingsOf = (field: FormField) => (
    <FieldSettings
      field={field}
      schema={state.schema}
      dispatch={dispatch}
      problem={problems[field.id]}
      idFollowsLabel={state.idFollowsLabel.includes(field.id)}
      publicToken={meta.publicToken}
      onClose={() => dispatch({ type: 'select', fieldId: null })}
      onRemove={() => removeField(field)}
    />
  );
  const formSettings = (
    <FormSettingsPanel
      title={state.title}
      description={state.description}
      settings={state.settings}
      schema={state.schema}
      dispatch={dispatch}
      publicToken={meta.publicToken}
      isPublished={meta.status === 'published'}
      isSwitchingPublic={actions.isSwitchingPublic}
      onPublicLink={actions.switchPublicLink}
      problems={problems}
    />
  );

  const labelOf = (fieldId: string) => findField(state.schema, fieldId)?.label.trim() || fieldId;
  const listed = [
    ...(titleMissing && !problems.title ? [{ key: 'title', isField: false, text: t('form.titleRequired') }] : []),
    ...Object.entries(problems).map(([key, code]) => ({
      key,
      isField: fieldIds.has(key),
      text: fieldIds.has(key) ? t('problems.field', { label: labelOf(key), error: problemText(code) }) : (problemText(code) ?? ''),
    })),
  ];

  // The canvas on both widths; a narrow screen shows a field's settings inside it.
  const canvasProps = {
    schema: state.schema,
    kind: state.kind,
    selectedId: state.selectedId,
    dispatch,
    errorOf,
    canvasRef,
    drag,
    announcement,
    onAddToPage: (pageId: string, item: PaletteItem) => addField(item, pageId),
    onFieldAction,
  };

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="form-builder">
      <BuilderHeader
        title={state.title}
        kind={state.kind}
        meta={meta}
        saveStatus={autosave.status}
        savedAt={autosave.savedAt}
        problemCount={problemCount}
        isUnsaved={autosave.isUnsaved}
        mode={mode}
        onMode={setMode}
        onPublish={actions.publish}
        isPublishing={actions.isPublishing}
        onRetry={autosave.retry}
        onReload={() => void reload()}
      />
      <BuilderBanners
        unreadable={unreadable}
        isArchived={isArchived}
        hasStash={stash !== null}
        onReapply={reapply}
        onDiscardStash={() => setStash(null)}
        problems={mode === 'build' ? listed : []}
        onSelectProblem={(key) => dispatch({ type: 'select', fieldId: key })}
        removedLabel={removed?.label ?? null}
        onUndoRemove={() => {
          if (!removed) return;
          const { snapshot } = removed;
          dispatch({
            type: 'load',
            source: {
              title: state.title,
              description: state.description,
              kind: state.kind,
              schema: snapshot.schema,
              settings: { ...snapshot.settings, publicLink: state.settings.publicLink },
            },
          });
          setRemoved(null);
        }}
        onDismissRemoved={() => setRemoved(null)}
        isConflictOpen={autosave.status.kind === 'conflict' && !actions.conflictDismissed}
        onReload={() => void reload()}
        onConflictLater={actions.dismissConflict}
        isReloading={actions.isReloading}
      />
      {mode === 'preview' ? (
        <BuilderPreview title={state.title.trim() || t('untitled')} description={state.description} schema={state.schema} />
      ) : isWide ? (
        <div className="grid grid-cols-[12rem_minmax(0,1fr)_20rem] items-start gap-6 xl:grid-cols-[13rem_minmax(0,1fr)_24rem]">
          <div className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto pr-1">
            <FieldPalette kind={state.kind} onAdd={(item) => addField(item)} />
          </div>
          <BuilderCanvas {...canvasProps} renderInlineSettings={null} />
          <aside
            aria-label={selected ? t('panel.field') : t('panel.form')}
            className="sticky top-4 flex max-h-[calc(100dvh-2rem)] flex-col gap-3 overflow-y-auto rounded-2xl border border-border bg-surface p-4"
          >
            {selected ? settingsOf(selected) : formSettings}
          </aside>
        </div>
      ) : (
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <PaletteMenu kind={state.kind} label={t('palette.label')} onAdd={(item) => addField(item)} variant="primary" />
            {selected ? (
              <Button size="sm" variant="secondary" onPress={() => dispatch({ type: 'select', fieldId: null })}>
                {t('panel.showForm')}
              </Button>
            ) : null}
          </div>
          <BuilderCanvas {...canvasProps} renderInlineSettings={settingsOf} />
          <div className="rounded-2xl border border-border bg-surface p-4">{formSettings}</div>
        </div>
      )}
      <LeaveGuard isUnsaved={autosave.isUnsaved && !isArchived} flush={autosave.flush} />
    </div>
  );
}
