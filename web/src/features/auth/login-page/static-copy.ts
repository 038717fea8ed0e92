/**
 * /login's first paint is the login screen prerendered at build time (render-login.tsx), inside
 * `#login-static`; the app renders hidden in #root (styles.css) and, once its login screen is
 * there with its texts, takes over: what was typed and where the cursor was carry over, then the
 * static copy goes.
 */
export const staticLoginId = 'login-static';

export interface StaticLogin {
  email: string;
  password: string;
  /** The field that had focus in the static copy. */
  focus: 'email' | 'password' | null;
}

/** What was typed in the static copy; `null` when there is none (any other way the screen was reached). */
export function readStaticLogin(): StaticLogin | null {
  const root = typeof document === 'undefined' ? null : document.getElementById(staticLoginId);
  if (!root) return null;
  const email = root.querySelector<HTMLInputElement>('input[name="email"]');
  const password = root.querySelector<HTMLInputElement>('input[name="password"]');
  const active = document.activeElement;
  return {
    email: email?.value ?? '',
    password: password?.value ?? '',
    focus: active && active === email ? 'email' : active && active === password ? 'password' : null,
  };
}

/** Removes the static copy, if any (also when the app shows something else, e.g. its error screen). */
export function dropStaticLogin(): void {
  document.getElementById(staticLoginId)?.remove();
}
