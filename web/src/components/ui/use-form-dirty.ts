import { useState } from 'react';

/** Plain values (text, numbers, booleans, null, arrays, objects) compared by content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Whether `values` differ from `initial` by content (for a form whose starting point changes, e.g. a chosen template). */
export function isFormChanged(initial: unknown, values: unknown): boolean {
  return !sameValue(initial, values);
}

/**
 * Whether a form's values differ from what it started with (its first render): the dirty flag a
 * dialog's form reports to DialogFrame / FormDialog (`isDirty`), so closing asks before it throws
 * typed changes away (discard-guard.tsx). Typing a field back to what it was makes it clean again.
 */
export function useFormDirty(values: unknown): boolean {
  const [initial] = useState(() => values);
  return !sameValue(initial, values);
}
