import { z } from 'zod';
import type { memberRoles } from '../roles.js';
import { avatarPalette } from '../rules/avatar.js';
import { userLanguages } from '../user-profile.js';
import { fail, oneLineText } from './text-rules.js';

/** Settings → Profiel: GET and PATCH /api/account/profile (the signed-in person's own profile). */

export const profileNameMax = 120;
export const avatarColorKeys = avatarPalette.map((c) => c.key) as [string, ...string[]];

export const profileResponse = z.object({
  name: z.string(),
  email: z.string(),
  avatarColor: z.string().nullable(),
  language: z.enum(userLanguages),
  timeZone: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Whether the runtime knows this IANA time zone (Intl; the server checks with its own ICU data). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Any subset of the fields; each is checked with its own Dutch message. `avatarColor: null` goes
 * back to the colour picked from the name. A time zone must be one the server's Intl knows.
 */
export const updateProfileRequest = z.object({
  name: oneLineText({ max: profileNameMax, tooLong: 'PROFILE_NAME_TOO_LONG', required: 'NAME_REQUIRED' }).optional(),
  avatarColor: z.enum(avatarColorKeys, { message: 'AVATAR_COLOR_INVALID' }).nullable().optional(),
  language: z.enum(userLanguages, { message: 'LANGUAGE_INVALID' }).optional(),
  timeZone: z
    .string({ message: 'TIME_ZONE_INVALID' })
    .max(64, 'TIME_ZONE_INVALID')
    .refine((zone) => isKnownTimeZone(zone), fail('TIME_ZONE_INVALID'))
    .optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

/** The roles the Team screen can give: a client's access is not managed there. */
export const teamRoles = ['admin', 'marketeer'] as const satisfies readonly (typeof memberRoles)[number][];
export type TeamRole = (typeof teamRoles)[number];

export const memberIdParams = z.object({ userId: z.string().uuid() });
export const changeMemberRoleRequest = z.object({ role: z.enum(teamRoles, { message: 'MEMBER_ROLE_INVALID' }) });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequest>;
