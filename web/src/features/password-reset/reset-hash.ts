/**
 * The hash route of the reset mail (spec section 2): `<APP_URL>/#/reset-password?token=<token>`.
 * The token stays in the fragment, so it never reaches a server log or a Referer header.
 */
export const resetPasswordHashPrefix = '#/reset-password';

/** Whether the location's hash opens the password-reset screen, whatever the path. */
export function isResetPasswordHash(hash: string): boolean {
  return hash.startsWith(resetPasswordHashPrefix);
}

/** The token of the hash's query part; '' when there is none. */
export function resetTokenFromHash(hash: string): string {
  if (!isResetPasswordHash(hash)) return '';
  const rest = hash.slice(resetPasswordHashPrefix.length);
  const queryStart = rest.indexOf('?');
  if (queryStart === -1) return '';
  return (new URLSearchParams(rest.slice(queryStart + 1)).get('token') ?? '').trim();
}
