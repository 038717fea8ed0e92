/**
 * Who may remove what the whole company shares in the ad accounts (issue 16, finding 4): deleting
 * an account takes its notes along, so a marketeer may delete one only when every note on it is
 * their own (`DELETE /api/notes/:id` would refuse them a colleague's); the company's platform
 * connections are the admins' to end. The server enforces this (server/features/ad-accounts/policy.ts);
 * the screens hide what it refuses.
 */
import type { MemberRole } from '../roles.js';

/** `foreignNoteCount`: notes on the account not created by the actor (a deleted creator's count too). */
export function mayDeleteAccount(role: MemberRole, foreignNoteCount: number): boolean {
  if (role === 'admin') return true;
  return role === 'marketeer' && foreignNoteCount === 0;
}

export function mayDisconnectPlatform(role: MemberRole | null | undefined): boolean {
  return role === 'admin';
}

/**
 * Connecting over a connection whose token still works replaces whose platform account the whole
 * company syncs: that is for admins, and for the colleague who made the connection (renewing their
 * own). A platform that is not connected, or whose token no longer works, any colleague may connect.
 */
export function mayConnectPlatform(
  role: MemberRole | null | undefined,
  actorId: string,
  existing: { connectedById: string | null; usable: boolean } | null,
): boolean {
  if (role !== 'admin' && role !== 'marketeer') return false;
  if (role === 'admin' || !existing || !existing.usable) return true;
  return existing.connectedById === actorId;
}
