/**
 * The hash route of the mail "Bevestig je e-mailadres": `<APP_URL>/#/confirm-email?token=<token>`.
 * The token stays in the fragment, so it never reaches a server log or a Referer header.
 */
export const confirmEmailHashPrefix = '#/confirm-email';

/** Whether the location's hash opens the confirmation screen, whatever the path. */
export function isConfirmEmailHash(hash: string): boolean {
  return hash === confirmEmailHashPrefix || hash.startsWith(`${confirmEmailHashPrefix}?`);
}

/** The token of the hash's query part; '' when there is none. */
export function confirmTokenFromHash(hash: string): string {
  if (!isConfirmEmailHash(hash)) return '';
  const queryStart = hash.indexOf('?');
  if (queryStart === -1) return '';
  return (new URLSearchParams(hash.slice(queryStart + 1)).get('token') ?? '').trim();
}
