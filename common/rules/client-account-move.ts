/**
 * Moving an ad account from one client to another ("Account koppelen", issue 34 item 10): an
 * account belongs to one client, and taking it away from a client is for the company's admins and
 * for that client's account managers — or for any colleague when the client has none. The server
 * enforces it (server/features/clients/client-accounts.ts); "Account koppelen" shows why a choice
 * is disabled.
 */
import type { MemberRole } from '../roles.js';

export function mayMoveAccount(role: MemberRole | null | undefined, actorId: string, fromClientManagerIds: readonly string[]): boolean {
  if (role === 'admin') return true;
  if (role !== 'marketeer') return false;
  return fromClientManagerIds.length === 0 || fromClientManagerIds.includes(actorId);
}
