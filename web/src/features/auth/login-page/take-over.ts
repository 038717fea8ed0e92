import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dropStaticLogin, readStaticLogin, type StaticLogin } from './static-copy';

/** Every namespace the login screen's first view reads (its route loads them, app/router.tsx). */
const loginNamespaces = ['auth', 'common', 'errors', 'public', 'signup'] as const;

/** Removes the static copy and puts the cursor where it was, now in the app's own field. */
function finishTakeOver(focus: StaticLogin['focus']): void {
  dropStaticLogin();
  if (!focus) return;
  const input = document.querySelector<HTMLInputElement>(`#root input[name="${focus}"]`);
  if (!input) return;
  input.focus();
  // An email field has no selection to set (setSelectionRange throws there): its cursor stays where focus puts it.
  if (input.type !== 'email') input.setSelectionRange(input.value.length, input.value.length);
}

/**
 * The take-over, from the login screen: once every text of the screen is loaded (never a raw key
 * on screen) and its form is in the DOM, the latest typed values go to `carryOver` when they
 * differ from the first render's, and the static copy goes. Nothing happens without a static copy.
 */
export function useStaticLoginTakeOver(firstValues: { email: string; password: string }, carryOver: (latest: StaticLogin) => void): void {
  const { ready } = useTranslation([...loginNamespaces]);
  const done = useRef(false);
  const carry = useRef(carryOver);
  useLayoutEffect(() => {
    carry.current = carryOver;
  });
  useLayoutEffect(() => {
    if (!ready || done.current) return;
    const latest = readStaticLogin();
    if (!latest) return;
    done.current = true;
    if (latest.email !== firstValues.email || latest.password !== firstValues.password) carry.current(latest);
    finishTakeOver(latest.focus);
    // Compared with the values of the render in which the texts were ready (the hidden form takes no typing).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
