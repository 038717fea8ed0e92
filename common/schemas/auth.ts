import { z } from 'zod';
import { memberRoles, userRoles } from '../roles.js';

/** Request and response shapes of /api/auth/*, shared by server and web. Messages are error codes. */

export const loginRequest = z.object({
  email: z.string().trim().min(1, 'EMAIL_REQUIRED').max(254),
  password: z.string().min(1, 'PASSWORD_REQUIRED').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(userRoles),
  isClient: z.boolean(),
  onboardingCompleted: z.boolean(),
  avatarUrl: z.string().nullable(),
  avatarColor: z.string().nullable(),
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const membership = z.object({
  companyId: z.string().uuid(),
  companyName: z.string(),
  role: z.enum(memberRoles),
});
export type Membership = z.infer<typeof membership>;

/** GET /api/auth/me and the answer of a successful login. */
export const meResponse = z.object({
  user: sessionUser,
  memberships: z.array(membership),
  activeCompanyId: z.string().uuid().nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;

/** POST /api/auth/active-company */
export const switchCompanyRequest = z.object({ companyId: z.string().uuid() });
export type SwitchCompanyRequest = z.infer<typeof switchCompanyRequest>;
