/** Ad accounts are for the active company's marketeers and admins; clients see none. */
import type { MemberRole } from '../../../common/roles.js';

export const accountRoles: readonly MemberRole[] = ['admin', 'marketeer'];
