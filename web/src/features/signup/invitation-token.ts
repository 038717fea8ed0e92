/**
 * The invitation token of a /set-password link (`/set-password#token=<token>`). It travels in the
 * fragment so it never reaches a server log. `null` when the link lost it.
 */
export function invitationTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token')?.trim();
  return token ? token : null;
}

/**
 * Where the token waits while its holder signs in (an invitation for an existing account): this
 * tab's sessionStorage, so /login?redirect=/set-password comes back to it without the token ever
 * being in a URL the server sees. The key carries no session marker: a sign-out on the way (the
 * wrong account was signed in) keeps it.
 */
export const pendingInvitationKey = 'pending-invitation';

/** The token of the link, else the one waiting in this tab, else null. */
export function invitationTokenOf(hash: string, remembered: string | null): string | null {
  return invitationTokenFromHash(hash) ?? (remembered?.trim() || null);
}

export function rememberInvitationToken(token: string): void {
  try {
    sessionStorage.setItem(pendingInvitationKey, token);
  } catch {
    // Storage unavailable (private mode, blocked): the link in the mail still works.
  }
}

export function rememberedInvitationToken(): string | null {
  try {
    return sessionStorage.getItem(pendingInvitationKey);
  } catch {
    return null;
  }
}

export function forgetInvitationToken(): void {
  try {
    sessionStorage.removeItem(pendingInvitationKey);
  } catch {
    // Nothing was stored.
  }
}
