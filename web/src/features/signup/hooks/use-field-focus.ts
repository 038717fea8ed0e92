import { createRef, type RefObject, useCallback, useState } from 'react';

export type FieldRefs<Field extends string> = Record<Field, RefObject<HTMLInputElement | null>> & {
  submit: RefObject<HTMLButtonElement | null>;
};

function createFieldRefs<Field extends string>(fields: readonly Field[]): FieldRefs<Field> {
  const inputs = Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()]));
  return { ...inputs, submit: createRef<HTMLButtonElement>() } as FieldRefs<Field>;
}

/**
 * Focuses the element once it can take focus: after an error the form re-renders and the submit
 * button is enabled again a moment later. Gives up after about half a second.
 */
export function focusWhenReady(target: () => HTMLElement | null | undefined, tries = 30): void {
  const element = target();
  if (element && !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true') {
    element.focus();
    return;
  }
  if (tries > 0) window.requestAnimationFrame(() => focusWhenReady(target, tries - 1));
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
