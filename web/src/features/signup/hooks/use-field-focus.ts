import { createRef, type RefObject, useCallback, useState } from 'react';
import { focusWhenReady } from '../../../lib/focus-when-ready';

export type FieldRefs<Field extends string> = Record<Field, RefObject<HTMLInputElement | null>> & {
  submit: RefObject<HTMLButtonElement | null>;
};

function createFieldRefs<Field extends string>(fields: readonly Field[]): FieldRefs<Field> {
  const inputs = Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()]));
  return { ...inputs, submit: createRef<HTMLButtonElement>() } as FieldRefs<Field>;
}

/**
 * One ref per input plus the submit button, and `focus(field)`: moves focus there once React
 * has rendered the error and re-enabled the form (`null`: the submit button).
 */
export function useFieldFocus<Field extends string>(fields: readonly Field[]) {
  const [refs] = useState(() => createFieldRefs(fields));
  const focus = useCallback(
    (field: Field | null) => {
      focusWhenReady(() => (field === null ? refs.submit : refs[field]).current);
    },
    [refs],
  );
  return { refs, focus };
}
