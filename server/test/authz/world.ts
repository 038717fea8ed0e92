/**
 * The people of the authorization matrix: company A (admin, marketeer, a colleague marketeer, a
 * teammate who only receives shares and assignments, and a client) and company B (an admin and a
 * marketeer), each with a session. Sessions are started directly (no captcha, no password check),
 * so building the world costs a few inserts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MemberRole } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
import { companies, type CompanyRow, type UserRow } from '../../db/schema/index.js';
import { startSession } from '../../lib/session.js';
import { createUser } from '../factories.js';
import type { ActorName } from './expectations.js';

export interface Person {
  /** Who this is in a failure message: 'marketeer of A'. */
  label: string;
  user: UserRow;
  email: string;
  password: string;
  company: CompanyRow;
  role: MemberRole;
  /** The session token (the `sid` cookie). */
  sid: string;
}

export interface Company {
  row: CompanyRow;
  admin: Person;
  marketeer: Person;
}

export interface World {
  app: FastifyInstance;
  db: Db;
  a: Company & { colleague: Person; teammate: Person; client: Person };
  b: Company;
  /** The person each signed-in actor is (anonymous asks as A's marketeer without the cookie). */
  actors: Record<Exclude<ActorName, 'anonymous'>, Person>;
  /** A new member of `company` with a session of their own, for requests that change the account they act as. */
  newPerson(company: CompanyRow, role: MemberRole, label: string): Promise<Person>;
}

/**
 * A company made two days ago: the matrix is about roles, not the stricter limits of a company
 * younger than a day (invitations).
 */
async function establishedCompany(db: Db, name: string): Promise<CompanyRow> {
  const createdAt = new Date(Date.now() - 2 * 24 * 60 * 60_000);
  const [company] = await db
    .insert(companies)
    .values({ name: `${name} ${randomUUID().slice(0, 8)}`, createdAt, updatedAt: createdAt })
    .returning();
  return company!;
}

export async function buildWorld(app: FastifyInstance, db: Db, sessionTtlDays: number): Promise<World> {
  const newPerson = async (company: CompanyRow, role: MemberRole, label: string): Promise<Person> => {
    const made = await createUser(db, {
      company,
      role: role === 'admin' ? 'admin' : 'marketeer',
      isClient: role === 'client',
      memberRole: role,
    });
    const { token } = await startSession(db, { userId: made.user.id, ttlDays: sessionTtlDays });
    return { label, user: made.user, email: made.email, password: made.password, company, role, sid: token };
  };
  const [rowA, rowB] = await Promise.all([establishedCompany(db, 'Bedrijf A'), establishedCompany(db, 'Bedrijf B')]);
  const [admin, marketeer, colleague, teammate, client, adminB, marketeerB] = await Promise.all([
    newPerson(rowA, 'admin', 'admin of A'),
    newPerson(rowA, 'marketeer', 'marketeer of A'),
    newPerson(rowA, 'marketeer', "marketeer's colleague in A"),
    newPerson(rowA, 'marketeer', 'teammate in A'),
    newPerson(rowA, 'client', 'client of A'),
    newPerson(rowB, 'admin', 'admin of B'),
    newPerson(rowB, 'marketeer', 'marketeer of B'),
  ]);
  return {
    app,
    db,
    a: { row: rowA, admin, marketeer, colleague, teammate, client },
    b: { row: rowB, admin: adminB, marketeer: marketeerB },
    actors: { client, marketeer, admin, otherCompany: adminB },
    newPerson,
  };
}

/** The other member of the same company who receives shares and assignments from `owner`. */
export function teammateOf(w: World, owner: Person): Person {
  if (owner.company.id === w.b.row.id) return owner.user.id === w.b.marketeer.user.id ? w.b.admin : w.b.marketeer;
  return w.a.teammate;
}

/** The company's admin and its marketeer, for objects only they can make. */
export function companyOf(w: World, person: Person): Company {
  return person.company.id === w.b.row.id ? w.b : w.a;
}
