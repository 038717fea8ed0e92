/** Ad accounts are for the active company's marketeers and admins; clients see none. */
import type { MemberRole } from '../../../common/roles.js';
import { memberListRoles } from '../company/policy.js';

export const accountRoles: readonly MemberRole[] = memberListRoles;
