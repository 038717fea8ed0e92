import { z } from 'zod';
import { captchaPurposes } from '../auth-constants.js';
import { memberRoles, userRoles } from '../roles.js';
import { userLanguages } from '../user-profile.js';
import { safeOneLine } from './text-rules.js';

/** Request and response shapes of /api/auth/*, shared by server and web. Messages are error codes. */

export {
  captchaCodeLength,
  captchaPurposes,
  captchaTtlMinutes,
  emailConfirmationTtlDays,
  passwordResetTtlMinutes,
  type CaptchaPurpose,
} from '../auth-constants.js';

/** POST /api/auth/captcha */
export const captchaRequest = z.object({ purpose: z.enum(captchaPurposes) });
export type CaptchaRequest = z.infer<typeof captchaRequest>;

export const captchaResponse = z.object({
  captchaId: z.string().uuid(),
  /** A PNG image as a data: URL (the code is only in the picture). */
  image: z.string(),
  expiresAt: z.string(),
});
export type CaptchaResponse = z.infer<typeof captchaResponse>;

/** The captcha fields of a form; presence and correctness are checked by the service, in spec order. */
const captchaFields = {
  captchaId: z.string().max(64).default(''),
  captchaCode: z.string().max(16).default(''),
};

/**
 * POST /api/auth/login. Answers 200 with MeResponse and the session cookie; 401 MFA_REQUIRED
 * (with a short-lived HttpOnly challenge cookie) when the account has two-factor sign-in on.
 */
export const loginRequest = z.object({
  // prefault: a missing key is checked like an empty field, so it gets the same Dutch message.
  email: z.string().trim().min(1, 'EMAIL_REQUIRED').max(254).prefault(''),
  password: z.string().min(1, 'PASSWORD_REQUIRED').max(1024).prefault(''),
  ...captchaFields,
});
export type LoginRequest = z.input<typeof loginRequest>;

/** The code of the 2FA step: six digits, or a backup code (XXXXX-XXXXX, dash optional). */
export const twoFactorCode = z.string().trim().max(32);
/** POST /api/auth/login/two-factor: answers 200 MeResponse and the session cookie. */
export const twoFactorLoginRequest = z.object({ code: twoFactorCode });
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequest>;

/** POST /api/auth/password-reset: always 202, whether or not the address has an account. */
export const passwordResetRequest = z.object({ email: z.string().trim().min(1, 'EMAIL_REQUIRED').max(254).prefault('') });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** POST /api/auth/password-reset/check: whether a reset token can still be used. */
export const passwordResetCheckRequest = z.object({ token: z.string().max(128) });
export const passwordResetCheckResponse = z.object({ valid: z.boolean() });
export type PasswordResetCheckResponse = z.infer<typeof passwordResetCheckResponse>;

/** New-password fields; the rules are checked by the service in spec order (common/rules/password.ts). */
const newPasswordFields = {
  password: z.string().max(1024).default(''),
  confirmPassword: z.string().max(1024).default(''),
};

/** POST /api/auth/password-reset/confirm: 204; every session of the user ends. */
export const passwordResetConfirmRequest = z.object({ token: z.string().max(128), ...newPasswordFields });
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequest>;

/**
 * POST /api/auth/signup: 201 MeResponse with the session cookie (automatic login). Checked in the
 * order of spec section 5: captcha, name, email, password rules, confirmation, common password.
 */
export const signupRequest = z.object({
  ...captchaFields,
  name: safeOneLine(z.string().max(200)).default(''),
  email: z.string().trim().max(254).default(''),
  ...newPasswordFields,
});
export type SignupRequest = z.input<typeof signupRequest>;

/**
 * POST /api/auth/email-confirmation/confirm (public): the token of the link in the mail "Bevestig je
 * e-mailadres". 204; EMAIL_CONFIRMATION_INVALID for an unknown, used or expired link.
 */
export const emailConfirmationConfirmRequest = z.object({ token: z.string().max(128) });
export type EmailConfirmationConfirmRequest = z.infer<typeof emailConfirmationConfirmRequest>;

/**
 * POST /api/auth/email-confirmation/resend (signed in, address not proven yet): a new mail went to
 * `email`. EMAIL_ALREADY_VERIFIED for a proven address; RATE_LIMITED after 3 an hour.
 */
export const emailConfirmationResendResponse = z.object({ email: z.string() });
export type EmailConfirmationResendResponse = z.infer<typeof emailConfirmationResendResponse>;

/** GET /api/auth/providers: which external sign-in providers are configured. */
export const authProvidersResponse = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponse>;

/**
 * GET /api/auth/google/start?intent=login|signup&redirect=/path redirects to Google; Google returns
 * to /api/auth/google/callback, which redirects to the post-login target, or to /login (or /signup)
 * with `?error=<ErrorCode>` (GOOGLE_LOGIN_FAILED, GOOGLE_LOGIN_ERROR, GOOGLE_SIGNUP_FAILED,
 * GOOGLE_SIGNUP_ERROR, GOOGLE_NOT_CONFIGURED).
 */
export const googleIntents = ['login', 'signup'] as const;
export type GoogleIntent = (typeof googleIntents)[number];
export const googleStartQuery = z.object({
  intent: z.enum(googleIntents).default('login'),
  redirect: z.string().max(2048).optional(),
});

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
  /**
   * Whether the address is proven (`users.email_verified_at`: a confirmation or invitation link,
   * a password reset, Google). Sending invitations and joining by invitation id need it.
   */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** Settings → Profiel: the workspace's language (the web switches i18next to it) and IANA time zone. */
  language: z.enum(userLanguages),
  timeZone: z.string(),
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
