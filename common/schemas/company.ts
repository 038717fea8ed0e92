import { z } from 'zod';
import { memberRoles } from '../roles.js';

/** GET /api/company/members: the active company's members (for the marketeer selector). */
export const companyMember = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  avatarUrl: z.string().nullable(),
  avatarColor: z.string().nullable(),
});
export type CompanyMember = z.infer<typeof companyMember>;

export const companyMembersResponse = z.object({ members: z.array(companyMember) });
export type CompanyMembersResponse = z.infer<typeof companyMembersResponse>;
