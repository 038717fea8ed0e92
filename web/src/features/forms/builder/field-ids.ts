import { fieldId } from '../../../../../common/forms/form-schema';

/** The longest field id the server accepts (`fieldId` in common/forms/form-schema.ts). */
const maxIdLength = 40;
/** An option's stored value (`choiceOption.value`). */
const maxValueLength = 60;

/**
 * A slug of a Dutch label: lower case, accents dropped (é → e, ĳ → ij), every run of other
 * characters one `_`, no `_` at either end. Empty when nothing usable is left.
 */
export function slugOf(label: string, maxLength: number = maxIdLength): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, maxLength)
    .replace(/_+$/g, '');
}

/** `base`, or `base_2`, `base_3` … : the first that is not taken (shortened so the suffix fits). */
function uniqueOf(base: string, taken: ReadonlySet<string>, maxLength: number): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/_+$/g, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A new field's id from its label: its slug (starting with a letter, as the server wants; `veld`
 * when the label has none), unique among `taken`. Generated once; later label edits keep it.
 */
export function fieldIdFromLabel(label: string, taken: ReadonlySet<string>): string {
  let base = slugOf(label);
  if (!/^[a-z]/.test(base)) base = base ? slugOf(`veld_${base}`) : 'veld';
  return uniqueOf(base, taken, maxIdLength);
}

/** A new option's stored value from its label, unique among the field's values (never changed on rename). */
export function optionValueFromLabel(label: string, taken: ReadonlySet<string>): string {
  return uniqueOf(slugOf(label, maxValueLength) || 'optie', taken, maxValueLength);
}

/** Why a typed field id cannot be used (an error code of common/errors.ts), or null when it can. */
export function fieldIdProblem(id: string, otherIds: ReadonlySet<string>): 'FORM_FIELD_ID_INVALID' | 'FORM_FIELD_ID_DUPLICATE' | null {
  if (!fieldId.safeParse(id).success) return 'FORM_FIELD_ID_INVALID';
  if (otherIds.has(id)) return 'FORM_FIELD_ID_DUPLICATE';
  return null;
}

/** A page id not yet used (`pagina_2`, …): page ids are only unique keys, never shown. */
export function newPageId(taken: ReadonlySet<string>): string {
  for (let n = taken.size + 1; ; n += 1) {
    const id = `pagina_${n}`;
    if (!taken.has(id)) return id;
  }
}
