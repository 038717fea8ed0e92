/**
 * What changed between two versions of a form (issue 35): fields added, removed and changed — a
 * changed label, type, options (added, removed or relabelled), required, or conditions. Behind the
 * `form_modification` notification ("changed fields listed") and the builder's publish dialog.
 * Fields are matched by id (stable across versions); moving a field is no change.
 */
import { fieldsOf, type FormField, type FormSchema } from './form-schema.js';

export const fieldChangeKinds = ['label', 'type', 'options', 'required', 'conditions'] as const;
export type FieldChangeKind = (typeof fieldChangeKinds)[number];

export interface ChangedField {
  id: string;
  /** The label in the new version. */
  label: string;
  /** The label before, when it changed. */
  oldLabel?: string;
  changes: FieldChangeKind[];
}

export interface VersionDiff {
  added: { id: string; label: string }[];
  removed: { id: string; label: string }[];
  changed: ChangedField[];
}

const optionsOf = (field: FormField) => ('options' in field ? field.options : []);
const stable = (value: unknown) => JSON.stringify(value ?? null);

function changesOf(before: FormField, after: FormField): FieldChangeKind[] {
  const changes: FieldChangeKind[] = [];
  if (before.label !== after.label) changes.push('label');
  if (before.type !== after.type) changes.push('type');
  if (stable(optionsOf(before)) !== stable(optionsOf(after))) changes.push('options');
  if (Boolean(before.required) !== Boolean(after.required)) changes.push('required');
  if (stable(before.showIf) !== stable(after.showIf)) changes.push('conditions');
  return changes;
}

export function versionDiff(oldSchema: FormSchema, newSchema: FormSchema): VersionDiff {
  const before = new Map(fieldsOf(oldSchema).map((f) => [f.id, f]));
  const after = new Map(fieldsOf(newSchema).map((f) => [f.id, f]));
  const diff: VersionDiff = { added: [], removed: [], changed: [] };
  for (const [id, field] of after) {
    const old = before.get(id);
    if (!old) {
      diff.added.push({ id, label: field.label });
      continue;
    }
    const changes = changesOf(old, field);
    if (changes.length > 0) diff.changed.push({ id, label: field.label, ...(changes.includes('label') ? { oldLabel: old.label } : {}), changes });
  }
  for (const [id, field] of before) if (!after.has(id)) diff.removed.push({ id, label: field.label });
  return diff;
}

export const isEmptyDiff = (diff: VersionDiff) => diff.added.length + diff.removed.length + diff.changed.length === 0;

/** The diff in one Dutch sentence for a notification ("Toegevoegd: Budget. Gewijzigd: Naam. Verwijderd: Telefoon."). */
export function describeDiff(diff: VersionDiff, max = 5): string {
  const list = (items: { label: string }[]) => {
    const labels = items.map((i) => `"${i.label}"`);
    return labels.length > max ? `${labels.slice(0, max).join(', ')} en ${labels.length - max} meer` : labels.join(', ');
  };
  const parts: string[] = [];
  if (diff.added.length > 0) parts.push(`Toegevoegd: ${list(diff.added)}.`);
  if (diff.changed.length > 0) parts.push(`Gewijzigd: ${list(diff.changed)}.`);
  if (diff.removed.length > 0) parts.push(`Verwijderd: ${list(diff.removed)}.`);
  return parts.join(' ');
}

/** Every field id the diff names (added, changed, removed). */
export const diffFieldIds = (diff: VersionDiff): string[] => [...diff.added, ...diff.changed, ...diff.removed].map((f) => f.id);
