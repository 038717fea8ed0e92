import {
  type FormCondition,
  type FormField,
  type FormKind,
  type FormPage,
  type FormSchema,
  type FormSettings,
  type VisibilityRule,
  fieldsOf,
} from '../../../../../common/forms/form-schema';
import { adjustCondition } from './conditions';
import { fieldIdFromLabel, newPageId, optionValueFromLabel } from './field-ids';

/**
 * The form builder's state and every change to it as one pure reducer: what is edited (title,
 * description, the schema of pages and fields, the settings), which field is selected, and which
 * new fields still take their id from their label. The screen dispatches; autosave sends
 * `title`, `description`, `schema` and `settings` as they are.
 */
export interface BuilderState {
  title: string;
  description: string;
  kind: FormKind;
  schema: FormSchema;
  settings: FormSettings;
  /** The field whose settings show; null: the form's settings. */
  selectedId: string | null;
  /**
   * Fields added in this session whose id is still made from their label as it is typed. A field
   * leaves the list (its id is then fixed) once it is no longer selected or its id is edited.
   */
  idFollowsLabel: string[];
}

/** What a form brings from the server. */
export interface BuilderSource {
  title: string;
  description: string | null;
  kind: FormKind;
  schema: FormSchema;
  settings: FormSettings;
}

export type FieldPatch = Partial<FormField>;

export type BuilderAction =
  | { type: 'load'; source: BuilderSource }
  | { type: 'setTitle'; title: string }
  | { type: 'setDescription'; description: string }
  | { type: 'setSettings'; patch: Partial<FormSettings> }
  | { type: 'select'; fieldId: string | null }
  /** `field.id` is replaced by one made from its label. Lands after `afterId`, else at the end of `pageId`. */
  | { type: 'addField'; field: FormField; pageId: string; afterId?: string | null }
  | { type: 'duplicateField'; fieldId: string; copyLabel: string }
  | { type: 'updateField'; fieldId: string; patch: FieldPatch }
  | { type: 'renameFieldId'; fieldId: string; next: string }
  | { type: 'removeField'; fieldId: string }
  /** Before `beforeId` on `pageId`, or at its end when null. */
  | { type: 'moveField'; fieldId: string; pageId: string; beforeId: string | null }
  /** One place up or down in reading order, across page boundaries. */
  | { type: 'moveFieldBy'; fieldId: string; delta: -1 | 1 }
  | { type: 'addPage'; title?: string }
  | { type: 'renamePage'; pageId: string; title: string }
  /** Its fields move to the page before it (the next one for the first page); the last page stays. */
  | { type: 'removePage'; pageId: string }
  | { type: 'addOption'; fieldId: string; label: string }
  | { type: 'renameOption'; fieldId: string; value: string; label: string }
  | { type: 'removeOption'; fieldId: string; value: string }
  | { type: 'moveOption'; fieldId: string; value: string; delta: -1 | 1 }
  | { type: 'setShowIf'; fieldId: string; rule: VisibilityRule | undefined };

export function initialBuilderState(source: BuilderSource): BuilderState {
  return {
    title: source.title,
    description: source.description ?? '',
    kind: source.kind,
    schema: source.schema.pages.length > 0 ? source.schema : { pages: [{ id: 'pagina_1', fields: [] }] },
    settings: source.settings,
    selectedId: null,
    idFollowsLabel: [],
  };
}

// ---------------------------------------------------------------- helpers

export interface FieldPosition {
  pageIndex: number;
  /** Index on its page. */
  index: number;
  /** Fields on its page. */
  count: number;
}

export function positionOf(schema: FormSchema, fieldId: string): FieldPosition | null {
  for (const [pageIndex, page] of schema.pages.entries()) {
    const index = page.fields.findIndex((field) => field.id === fieldId);
    if (index >= 0) return { pageIndex, index, count: page.fields.length };
  }
  return null;
}

export function findField(schema: FormSchema, fieldId: string | null): FormField | null {
  if (fieldId === null) return null;
  return fieldsOf(schema).find((field) => field.id === fieldId) ?? null;
}

function allIds(schema: FormSchema, except?: string): Set<string> {
  const ids = new Set(fieldsOf(schema).map((field) => field.id));
  if (except !== undefined) ids.delete(except);
  return ids;
}

function mapFields(schema: FormSchema, map: (field: FormField) => FormField): FormSchema {
  return { pages: schema.pages.map((page) => ({ ...page, fields: page.fields.map(map) })) };
}

function mapField(schema: FormSchema, fieldId: string, map: (field: FormField) => FormField): FormSchema {
  return mapFields(schema, (field) => (field.id === fieldId ? map(field) : field));
}

/** A field whose rule lost its conditions shows always (no empty rule: the schema wants ≥ 1 condition). */
function withConditions(field: FormField, conditions: FormCondition[]): FormField {
  const next = { ...field };
  if (conditions.length === 0 || !field.showIf) delete next.showIf;
  else next.showIf = { ...field.showIf, conditions };
  return next;
}

/** Conditions on `targetId` made to fit it again (an option removed, a kind changed). */
function refitConditionsOn(schema: FormSchema, targetId: string): FormSchema {
  const target = findField(schema, targetId);
  if (!target) return schema;
  return mapFields(schema, (field) =>
    field.showIf?.conditions.some((c) => c.fieldId === targetId)
      ? withConditions(
          field,
          field.showIf.conditions.map((c) => (c.fieldId === targetId ? adjustCondition(target, c) : c)),
        )
      : field,
  );
}

function renameReferences(state: BuilderState, from: string, to: string): Pick<BuilderState, 'schema' | 'settings'> {
  const schema = mapFields(state.schema, (field) =>
    field.showIf?.conditions.some((c) => c.fieldId === from)
      ? withConditions(
          field,
          field.showIf.conditions.map((c) => (c.fieldId === from ? { ...c, fieldId: to } : c)),
        )
      : field,
  );
  const settings = state.settings.copyToEmailFieldId === from ? { ...state.settings, copyToEmailFieldId: to } : state.settings;
  return { schema, settings };
}

function withoutField(schema: FormSchema, fieldId: string): FormSchema {
  return { pages: schema.pages.map((page) => ({ ...page, fields: page.fields.filter((field) => field.id !== fieldId) })) };
}

function insertField(schema: FormSchema, field: FormField, pageId: string, beforeId: string | null): FormSchema {
  return {
    pages: schema.pages.map((page) => {
      if (page.id !== pageId) return page;
      const fields = [...page.fields];
      const at = beforeId === null ? -1 : fields.findIndex((f) => f.id === beforeId);
      fields.splice(at < 0 ? fields.length : at, 0, field);
      return { ...page, fields };
    }),
  };
}

/** Where a field lands one place up or down in reading order: before a field of a page, or at a page's end. */
export function targetOfStep(schema: FormSchema, fieldId: string, delta: -1 | 1): { pageId: string; beforeId: string | null } | null {
  const at = positionOf(schema, fieldId);
  if (!at) return null;
  const page = schema.pages[at.pageIndex] as FormPage;
  if (delta === -1) {
    if (at.index > 0) return { pageId: page.id, beforeId: page.fields[at.index - 1]!.id };
    const previous = schema.pages[at.pageIndex - 1];
    return previous ? { pageId: previous.id, beforeId: null } : null;
  }
  if (at.index < at.count - 1) return { pageId: page.id, beforeId: page.fields[at.index + 2]?.id ?? null };
  const next = schema.pages[at.pageIndex + 1];
  return next ? { pageId: next.id, beforeId: next.fields[0]?.id ?? null } : null;
}

function updateOptions(schema: FormSchema, fieldId: string, update: (options: { value: string; label: string }[]) => { value: string; label: string }[]) {
  return mapField(schema, fieldId, (field) => ('options' in field ? ({ ...field, options: update(field.options) } as FormField) : field));
}

// ---------------------------------------------------------------- the reducer

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load': {
      const next = initialBuilderState(action.source);
      const keep = findField(next.schema, state.selectedId) ? state.selectedId : null;
      return { ...next, selectedId: keep };
    }
    case 'setTitle':
      return { ...state, title: action.title };
    case 'setDescription':
      return { ...state, description: action.description };
    case 'setSettings':
      return { ...state, settings: { ...state.settings, ...action.patch } };
    case 'select': {
      if (action.fieldId === state.selectedId) return state;
      return { ...state, selectedId: action.fieldId, idFollowsLabel: state.idFollowsLabel.filter((id) => id === action.fieldId) };
    }
    case 'addField': {
      const id = fieldIdFromLabel(action.field.label, allIds(state.schema));
      const field = { ...action.field, id } as FormField;
      const page = state.schema.pages.find((p) => p.id === action.pageId) ?? state.schema.pages.at(-1);
      if (!page) return state;
      let beforeId: string | null = null;
      if (action.afterId) {
        const index = page.fields.findIndex((f) => f.id === action.afterId);
        if (index >= 0) beforeId = page.fields[index + 1]?.id ?? null;
      }
      return { ...state, schema: insertField(state.schema, field, page.id, beforeId), selectedId: id, idFollowsLabel: [id] };
    }
    case 'duplicateField': {
      const original = findField(state.schema, action.fieldId);
      const at = positionOf(state.schema, action.fieldId);
      if (!original || !at) return state;
      const label = action.copyLabel;
      const id = fieldIdFromLabel(label, allIds(state.schema));
      const copy = { ...structuredClone(original), id, label } as FormField;
      const page = state.schema.pages[at.pageIndex]!;
      const beforeId = page.fields[at.index + 1]?.id ?? null;
      return { ...state, schema: insertField(state.schema, copy, page.id, beforeId), selectedId: id, idFollowsLabel: [] };
    }
    case 'updateField': {
      const current = findField(state.schema, action.fieldId);
      if (!current) return state;
      let next = { ...current, ...action.patch } as FormField;
      for (const [key, value] of Object.entries(action.patch)) if (value === undefined) delete (next as Record<string, unknown>)[key];
      let result: BuilderState = { ...state, schema: mapField(state.schema, action.fieldId, () => next) };
      if (current.type !== next.type || 'options' in action.patch) result = { ...result, schema: refitConditionsOn(result.schema, next.id) };
      const follows = state.idFollowsLabel.includes(current.id);
      if (follows && action.patch.label !== undefined && action.patch.label.trim() !== '') {
        const id = fieldIdFromLabel(action.patch.label, allIds(result.schema, current.id));
        if (id !== current.id) {
          next = { ...next, id };
          result = { ...result, schema: mapField(result.schema, current.id, () => next) };
          result = {
            ...result,
            ...renameReferences(result, current.id, id),
            selectedId: state.selectedId === current.id ? id : state.selectedId,
            idFollowsLabel: [id],
          };
        }
      }
      return result;
    }
    case 'renameFieldId': {
      if (action.next === action.fieldId || !findField(state.schema, action.fieldId)) return state;
      const renamed = mapField(state.schema, action.fieldId, (field) => ({ ...field, id: action.next }));
      const moved = renameReferences({ ...state, schema: renamed }, action.fieldId, action.next);
      return {
        ...state,
        ...moved,
        selectedId: state.selectedId === action.fieldId ? action.next : state.selectedId,
        idFollowsLabel: state.idFollowsLabel.filter((id) => id !== action.fieldId),
      };
    }
    case 'removeField': {
      let schema = withoutField(state.schema, action.fieldId);
      schema = mapFields(schema, (field) =>
        field.showIf?.conditions.some((c) => c.fieldId === action.fieldId)
          ? withConditions(
              field,
              field.showIf.conditions.filter((c) => c.fieldId !== action.fieldId),
            )
          : field,
      );
      const settings = state.settings.copyToEmailFieldId === action.fieldId ? { ...state.settings, copyToEmailFieldId: null } : state.settings;
      return {
        ...state,
        schema,
        settings,
        selectedId: state.selectedId === action.fieldId ? null : state.selectedId,
        idFollowsLabel: state.idFollowsLabel.filter((id) => id !== action.fieldId),
      };
    }
    case 'moveField': {
      const field = findField(state.schema, action.fieldId);
      if (!field || action.beforeId === action.fieldId || !state.schema.pages.some((p) => p.id === action.pageId)) return state;
      return { ...state, schema: insertField(withoutField(state.schema, action.fieldId), field, action.pageId, action.beforeId) };
    }
    case 'moveFieldBy': {
      const target = targetOfStep(state.schema, action.fieldId, action.delta);
      return target ? builderReducer(state, { type: 'moveField', fieldId: action.fieldId, ...target }) : state;
    }
    case 'addPage': {
      const id = newPageId(new Set(state.schema.pages.map((page) => page.id)));
      const page: FormPage = action.title ? { id, title: action.title, fields: [] } : { id, fields: [] };
      return { ...state, schema: { pages: [...state.schema.pages, page] } };
    }
    case 'renamePage':
      return {
        ...state,
        schema: { pages: state.schema.pages.map((page) => (page.id === action.pageId ? { ...page, title: action.title } : page)) },
      };
    case 'removePage': {
      const index = state.schema.pages.findIndex((page) => page.id === action.pageId);
      if (index < 0 || state.schema.pages.length <= 1) return state;
      const removed = state.schema.pages[index]!;
      const pages = state.schema.pages.filter((page) => page.id !== action.pageId);
      const heirIndex = index > 0 ? index - 1 : 0;
      const heir = pages[heirIndex]!;
      pages[heirIndex] = { ...heir, fields: index > 0 ? [...heir.fields, ...removed.fields] : [...removed.fields, ...heir.fields] };
      return { ...state, schema: { pages } };
    }
    case 'addOption': {
      const schema = updateOptions(state.schema, action.fieldId, (options) => [
        ...options,
        { value: optionValueFromLabel(action.label, new Set(options.map((o) => o.value))), label: action.label },
      ]);
      return { ...state, schema };
    }
    case 'renameOption':
      return {
        ...state,
        schema: updateOptions(state.schema, action.fieldId, (options) => options.map((o) => (o.value === action.value ? { ...o, label: action.label } : o))),
      };
    case 'removeOption': {
      const schema = updateOptions(state.schema, action.fieldId, (options) => options.filter((o) => o.value !== action.value));
      return { ...state, schema: refitConditionsOn(schema, action.fieldId) };
    }
    case 'moveOption':
      return {
        ...state,
        schema: updateOptions(state.schema, action.fieldId, (options) => {
          const from = options.findIndex((o) => o.value === action.value);
          const to = from + action.delta;
          if (from < 0 || to < 0 || to >= options.length) return options;
          const next = [...options];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved!);
          return next;
        }),
      };
    case 'setShowIf':
      return {
        ...state,
        schema: mapField(state.schema, action.fieldId, (field) => {
          const next = { ...field };
          if (action.rule && action.rule.conditions.length > 0) next.showIf = action.rule;
          else delete next.showIf;
          return next;
        }),
      };
  }
}

/** What autosave sends (and compares with what was saved). */
export function draftOf(state: BuilderState) {
  return { title: state.title, description: state.description, formData: state.schema, settings: state.settings };
}
export type BuilderDraft = ReturnType<typeof draftOf>;
