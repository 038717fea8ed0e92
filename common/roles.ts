/** A member's role inside one company (company_users.role). */
export const memberRoles = ['admin', 'marketeer', 'client'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** users.role as the spec names it: 'member' is what sign-up creates. */
export const userRoles = ['member', 'marketeer', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** The spec's "marketeer selector is for marketeer or admin only". */
export function mayUseMarketeerSelector(role: string | null | undefined): boolean {
  return role === 'marketeer' || role === 'admin';
}
