/**
 * The invitation token of a /set-password link (`/set-password#token=<token>`). It travels in the
 * fragment so it never reaches a server log. `null` when the link lost it.
 */
export function invitationTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token')?.trim();
  return token ? token : null;
}
