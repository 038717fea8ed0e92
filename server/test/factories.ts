/**
 * Test data. Every test makes its own company and users (unique e-mail addresses), so tests never
 * truncate and can run in parallel against one shared PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import type { MemberRole, UserRole } from '../../common/roles.js';
import type { Db } from '../db/database.js';
import { adAccounts, companies, companyUsers, users, type AdAccountRow, type CompanyRow, type UserRow } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';

export const testPassword = 'Geheim123!';

const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

export function uniqueEmail(label = 'gebruiker'): string {
  return `${label}-${randomUUID()}@test.nl`;
}

export async function createCompany(db: Db, name = `Bedrijf ${randomUUID().slice(0, 8)}`): Promise<CompanyRow> {
  const [company] = await db.insert(companies).values({ name }).returning();
  return company!;
}

export async function addMember(db: Db, userId: string, companyId: string, role: MemberRole): Promise<void> {
  await db.insert(companyUsers).values({ userId, companyId, role });
}

export interface CreateUserOptions {
  role?: UserRole;
  isClient?: boolean;
  /** The role in `company`; by default client for clients, admin for admins, else marketeer. */
  memberRole?: MemberRole | null;
  /** null: an account without a password (external sign-in only). */
  password?: string | null;
  /** The primary company; a fresh one when omitted. */
  company?: CompanyRow;
  email?: string;
  name?: string;
  /**
   * Whether the address counts as proven (users.email_verified_at set), as for an account made
   * through an invitation or Google. Default true; false: an account from a password sign-up.
   */
  emailVerified?: boolean;
}

export interface TestUser {
  user: UserRow;
  company: CompanyRow;
  email: string;
  password: string;
}

function defaultMemberRole(role: UserRole, isClient: boolean): MemberRole {
  if (isClient) return 'client';
  return role === 'admin' ? 'admin' : 'marketeer';
}

export async function createUser(db: Db, options: CreateUserOptions = {}): Promise<TestUser> {
  const role = options.role ?? 'marketeer';
  const isClient = options.isClient ?? false;
  const company = options.company ?? (await createCompany(db));
  const password = options.password === undefined ? testPassword : options.password;
  const email = options.email ?? uniqueEmail(isClient ? 'klant' : role);
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: options.name ?? `Test ${role} ${randomUUID().slice(0, 6)}`,
      passwordHash: password === null ? null : await hashOnce(password),
      role,
      isClient,
      onboardingCompleted: true,
      emailVerifiedAt: options.emailVerified === false ? null : new Date(),
      companyId: company.id,
    })
    .returning();
  const memberRole = options.memberRole === undefined ? defaultMemberRole(role, isClient) : options.memberRole;
  if (memberRole) await addMember(db, user!.id, company.id, memberRole);
  return { user: user!, company, email, password: password ?? '' };
}

let accountSeq = 0;

/** An ad account of `companyId` (added by hand unless overridden); a fresh platform id each time. */
export async function createAdAccount(db: Db, companyId: string, values: Partial<typeof adAccounts.$inferInsert> = {}): Promise<AdAccountRow> {
  accountSeq += 1;
  const [account] = await db
    .insert(adAccounts)
    .values({
      accountId: `${Date.now()}${String(accountSeq).padStart(4, '0')}${Math.floor(Math.random() * 1000)}`,
      name: `Account ${accountSeq}`,
      platform: 'facebook',
      companyId,
      status: 'active',
      currency: 'EUR',
      ...values,
    })
    .returning();
  return account!;
}
