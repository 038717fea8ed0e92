/** Users, companies, memberships and sessions: the tables the session kernel works on. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberRoles, userRoles } from '../../../common/roles.js';
import { userLanguages } from '../../../common/user-profile.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The agency's colour (#rrggbb) in the client portal and its mails (Settings → Bedrijf). */
  brandColor: text('brand_color'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lowercased (enforced by a check constraint). */
    email: text('email').notNull().unique('users_email_unique'),
    name: text('name').notNull().default(''),
    /** argon2id; null for users who only sign in with an external provider. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    role: text('role', { enum: userRoles }).notNull().default('member'),
    isClient: boolean('is_client').notNull().default(false),
    /** The primary company. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    avatarUrl: text('avatar_url'),
    avatarColor: text('avatar_color'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /**
     * When the person proved they hold the mailbox (a link from a mail: the sign-up's confirmation,
     * invitation, password reset; or Google's verified address). Null after a password sign-up until
     * its confirmation link is used: until then the account never links to Google, invites or sees
     * invitations by address (docs/decisions/0004-sign-in-security.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    facebookToken: text('facebook_token'),
    facebookTokenExpiresAt: timestamp('facebook_token_expires_at', { withTimezone: true }),
    /** The workspace's language for this person (Settings → Profiel). */
    language: text('language', { enum: userLanguages }).notNull().default('nl'),
    /** IANA time zone the person's times are shown in (Settings → Profiel). */
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('member', 'marketeer', 'admin')`),
    check('users_email_normalised_check', sql`${t.email} = lower(btrim(${t.email}))`),
    check('users_language_check', sql`${t.language} in ('nl', 'en')`),
    index('users_company_id_idx').on(t.companyId),
  ],
);

export const companyUsers = pgTable(
  'company_users',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoles }).notNull(),
    createdAt: createdAt(),
    /**
     * A client user's portal access to a client was last closed (the client archived or deleted,
     * the contact removed): with no client left, the portal says the agency closed the access.
     */
    portalClosedAt: timestamp('portal_closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'company_users_pkey', columns: [t.userId, t.companyId] }),
    index('company_users_company_id_idx').on(t.companyId),
    check('company_users_role_check', sql`${t.role} in ('admin', 'marketeer', 'client')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeCompanyId: uuid('active_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
