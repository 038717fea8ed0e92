import { z } from 'zod';

/**
 * /api/account/*: the signed-in user's own security settings (Settings → Beveiliging).
 * Enabling and disabling two-factor sign-in and changing the password ask for the current password.
 */

const currentPassword = z.string().max(1024).default('');
const newPasswordFields = {
  password: z.string().max(1024).default(''),
  confirmPassword: z.string().max(1024).default(''),
};

/** GET /api/account/security */
export const securityOverviewResponse = z.object({
  mfaEnabled: z.boolean(),
  /** Unused backup codes left (0 when two-factor sign-in is off). */
  backupCodesRemaining: z.number().int(),
  /** False for accounts made through Google that never set a password. */
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
});
export type SecurityOverviewResponse = z.infer<typeof securityOverviewResponse>;

/** POST /api/account/two-factor/setup: starts enabling; a new secret waits for confirmation. */
export const twoFactorSetupRequest = z.object({ currentPassword });
export type TwoFactorSetupRequest = z.input<typeof twoFactorSetupRequest>;
export const twoFactorSetupResponse = z.object({
  /** Base32 secret for typing in by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG data: URL. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

/** POST /api/account/two-factor/enable: confirms the pending secret with a code from the app. */
export const twoFactorEnableRequest = z.object({ code: z.string().trim().max(32) });
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableRequest>;
/** Ten single-use backup codes, shown once. */
export const backupCodesResponse = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodesResponse = z.infer<typeof backupCodesResponse>;
export const backupCodeCount = 10;

/** POST /api/account/two-factor/disable (204) and POST /api/account/two-factor/backup-codes (new set). */
export const currentPasswordRequest = z.object({ currentPassword });
export type CurrentPasswordRequest = z.input<typeof currentPasswordRequest>;

/**
 * POST /api/account/password: 204. The user's other sessions end. `currentPassword` is required
 * when the account has a password (hasPassword).
 */
export const changePasswordRequest = z.object({ currentPassword, ...newPasswordFields });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** GET /api/account/sessions: the user's active sessions, the current one first, then by last seen. */
export const accountSession = z.object({
  id: z.string().uuid(),
  /** Readable device, e.g. 'Chrome op Windows'; 'Onbekend apparaat' without a user agent. */
  device: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionsResponse = z.object({ sessions: z.array(accountSession) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;

/** DELETE /api/account/sessions/:id (204; CURRENT_SESSION for the current one). */
export const sessionIdParams = z.object({ id: z.string().uuid() });
/** POST /api/account/sessions/revoke-others */
export const revokeOthersResponse = z.object({ revoked: z.number().int() });
export type RevokeOthersResponse = z.infer<typeof revokeOthersResponse>;
