import { z } from 'zod';
import { memberRoles } from '../roles.js';
import { meResponse } from './auth.js';
import { safeOneLine } from './text-rules.js';

/**
 * Onboarding (/onboarding), invitations (Settings → Team) and accepting an invitation by setting a
 * password (/set-password#token=…).
 */

/** Days an invitation link stays valid. */
export const invitationTtlDays = 7;

export const pendingInvitation = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  companyName: z.string(),
  role: z.enum(memberRoles),
  invitedByName: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/**
 * GET /api/onboarding: invitations waiting for the signed-in user's e-mail address; empty until the
 * address is proven (`users.email_verified_at`), since anyone can sign up with any address.
 */
export const onboardingStateResponse = z.object({ invitations: z.array(pendingInvitation) });
export type OnboardingStateResponse = z.infer<typeof onboardingStateResponse>;

export const onboardingCompany = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), name: safeOneLine(z.string().max(200)) }),
  /**
   * One of the pending invitations by id (only for a proven address, `users.email_verified_at`),
   * or any invitation for the user's address by the token from its mail.
   */
  z.object({ action: z.literal('join'), invitationId: z.string().uuid().optional(), token: z.string().max(128).optional() }),
  /** Already a member somewhere (e.g. after /set-password): keep the memberships as they are. */
  z.object({ action: z.literal('keep') }),
]);
export type OnboardingCompany = z.infer<typeof onboardingCompany>;

/**
 * POST /api/onboarding/complete: saves the profile, creates or joins the company (one
 * transaction) and sets onboarding_completed. Answers the new MeResponse.
 */
export const completeOnboardingRequest = z.object({
  name: safeOneLine(z.string().max(200)),
  /** One of the avatar palette's keys (common/rules/avatar.ts), or null for the automatic colour. */
  avatarColor: z.string().max(32).nullable().default(null),
  company: onboardingCompany,
});
export type CompleteOnboardingRequest = z.input<typeof completeOnboardingRequest>;
export const completeOnboardingResponse = meResponse;

/** POST /api/company/invitations (admins): invite someone by e-mail to the active company. */
export const createInvitationRequest = z.object({
  email: z.string().trim().max(254),
  role: z.enum(memberRoles),
  /**
   * For role client: whose portal the person gets (required, INVITATION_CLIENT_REQUIRED), so an
   * invitation never gives an empty portal. Ignored for the team's roles.
   */
  clientId: z.string({ message: 'CLIENT_UNKNOWN' }).uuid({ message: 'CLIENT_UNKNOWN' }).nullish(),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequest>;

export const companyInvitation = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: z.enum(memberRoles),
  invitedByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitation>;
/** GET /api/company/invitations (admins): pending invitations of the active company. */
export const companyInvitationsResponse = z.object({ invitations: z.array(companyInvitation) });
export type CompanyInvitationsResponse = z.infer<typeof companyInvitationsResponse>;
/**
 * The answer of POST /api/company/invitations: always `invited` (a mail with the /set-password link
 * went out), whether or not the address has an account, so the answer tells nothing about it.
 */
export const createInvitationResponse = z.object({
  outcome: z.literal('invited'),
  invitation: companyInvitation,
});
export type CreateInvitationResponse = z.infer<typeof createInvitationResponse>;
/** DELETE /api/company/invitations/:id (admins): 204. */
export const invitationIdParams = z.object({ id: z.string().uuid() });

/** POST /api/auth/invitation/check: what an invitation token is for (set-password screen). */
export const invitationCheckRequest = z.object({ token: z.string().max(128) });
export const invitationCheckResponse = z.object({
  email: z.string(),
  companyName: z.string(),
  invitedByName: z.string(),
  role: z.enum(memberRoles),
  /** The address already has an account: sign in and accept, instead of setting a password. */
  accountExists: z.boolean(),
  /**
   * An invitation to the client portal (role client): the agency's logo (or null) and the person's
   * name as the agency wrote it on the contact (or null), to welcome them as a client; null for a
   * team invitation. Nothing more: the screen needs no other detail of the agency or the client.
   */
  portal: z.object({ logoUrl: z.string().nullable(), name: z.string().nullable() }).nullable(),
});
export type InvitationCheckResponse = z.infer<typeof invitationCheckResponse>;

/**
 * POST /api/auth/invitation/accept: creates the account with this name and password, adds the
 * membership and signs in (201 MeResponse + session cookie). The user then finishes /onboarding.
 */
export const acceptInvitationRequest = z.object({
  token: z.string().max(128),
  name: safeOneLine(z.string().max(200)).default(''),
  password: z.string().max(1024).default(''),
  confirmPassword: z.string().max(1024).default(''),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;

/**
 * POST /api/auth/invitation/accept-existing (signed in as the invited address): accepts the
 * invitation with the token from the mail; the membership is added with the invited role, the
 * session switches to that company. 200 MeResponse; INVITATION_INVALID, INVITATION_OTHER_ACCOUNT.
 */
export const acceptExistingInvitationRequest = z.object({ token: z.string().max(128) });
export type AcceptExistingInvitationRequest = z.infer<typeof acceptExistingInvitationRequest>;
