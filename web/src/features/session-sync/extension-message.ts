import type { MeResponse, Membership, SessionUser } from '../../../../common/schemas/auth';

/**
 * The window messages that keep the browser extension in step with the session (spec section 1):
 * `update`, `signed in`, `signed out`. They carry no token or user data: the extension asks the
 * API itself with the cookie it shares with the app.
 */
export const extensionMessageSource = 'marketing-werkplek';

export const extensionMessageTypes = ['signed in', 'signed out', 'update'] as const;
export type ExtensionMessageType = (typeof extensionMessageTypes)[number];

export interface ExtensionMessage {
  type: ExtensionMessageType;
  source: typeof extensionMessageSource;
}

export function buildExtensionMessage(type: ExtensionMessageType): ExtensionMessage {
  return { type, source: extensionMessageSource };
}

/** The session as last seen by this tab. */
export interface SessionSnapshot {
  user: SessionUser;
  activeCompanyId: string | null;
  /** Unknown when the snapshot comes from the app-storage entry, which does not keep them. */
  memberships?: readonly Membership[];
}

export function snapshotOf(me: MeResponse): SessionSnapshot {
  return { user: me.user, activeCompanyId: me.activeCompanyId, memberships: me.memberships };
}

function sameUser(a: SessionUser, b: SessionUser): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof SessionUser)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

function sameMemberships(a: readonly Membership[], b: readonly Membership[]): boolean {
  return a.length === b.length && a.every((m, i) => m.companyId === b[i]?.companyId && m.companyName === b[i]?.companyName && m.role === b[i]?.role);
}

/**
 * What the extension must hear when the session goes from `previous` to `next`: 'signed in' when
 * a session appears (or another user's replaces it), 'update' when the signed-in user's data
 * changes, 'signed out' when it ends; null when nothing changed.
 */
export function sessionTransition(previous: SessionSnapshot | null, next: MeResponse | null): ExtensionMessageType | null {
  if (!previous) return next ? 'signed in' : null;
  if (!next) return 'signed out';
  if (previous.user.id !== next.user.id) return 'signed in';
  if (!sameUser(previous.user, next.user) || previous.activeCompanyId !== next.activeCompanyId) return 'update';
  if (previous.memberships && !sameMemberships(previous.memberships, next.memberships)) return 'update';
  return null;
}
