/**
 * Sign-in security: captchas, two-factor secrets and backup codes, pending 2FA sign-ins, password
 * reset and e-mail confirmation tokens, invitations and external identities (Google). Every token is stored as its
 * SHA-256 only; TOTP secrets are encrypted with the app's secret key (server/lib/secret-box.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { captchaPurposes } from '../../../common/auth-constants.js';
import { memberRoles } from '../../../common/roles.js';
import { companies, users } from './core.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Server-issued captchas: single use (deleted when checked), bound to one form, short-lived. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    purpose: text('purpose', { enum: captchaPurposes }).notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);

/** A user's TOTP secret (AES-GCM encrypted), the one waiting for confirmation, and replay protection. */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted'),
  pendingSecretEncrypted: text('pending_secret_encrypted'),
  /** The 30-second time step of the last accepted code: that step and earlier are refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use backup codes for the 2FA step. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('backup_codes_user_id_idx').on(t.userId)],
);

/** A password that was right for an account with 2FA on: waits for the code (HttpOnly cookie). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('login_challenges_token_hash_unique'),
    userId: userRef(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (t) => [index('login_challenges_user_id_idx').on(t.userId), index('login_challenges_expires_at_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * A link that proves a password sign-up's address ("Bevestig je e-mailadres"): single use, valid
 * for days. `email` is the address it was sent to; it proves that address only.
 */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('email_confirmation_tokens_token_hash_unique'),
    userId: userRef(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_confirmation_tokens_user_id_idx').on(t.userId)],
);

/** An invitation to a company by e-mail; accepted through /set-password or /onboarding. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lowercased, like users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: memberRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique('invitations_token_hash_unique'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    check('invitations_role_check', sql`${t.role} in ('admin', 'marketeer', 'client')`),
    index('invitations_email_idx').on(t.email),
    /** One open invitation per address and company; a new one replaces the old. */
    uniqueIndex('invitations_open_unique')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null`),
  ],
);

/** An external account (Google's `sub`) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: ['google'] }).notNull(),
    subject: text('subject').notNull(),
    userId: userRef(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'user_identities_pkey', columns: [t.provider, t.subject] }), index('user_identities_user_id_idx').on(t.userId)],
);

export type InvitationRow = typeof invitations.$inferSelect;
