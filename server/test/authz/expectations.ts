/**
 * The vocabulary of the authorization matrix (route-matrix.ts): who asks (the five actors), which
 * object they ask about (their own, a colleague's, another company's), what they must get back,
 * and presets for the usual shapes of a row's expectations. A row spreads a preset and overrides
 * what differs, so the exception is what one reads:
 *
 *   expect: { ...teamObject(200), marketeer: { own: 200, colleague: 403, foreign: 404 } }
 */
import type { ErrorCode } from '../../../common/errors.js';

/**
 * anonymous: no session. client, marketeer, admin: members of company A with that role.
 * otherCompany: an admin of company B, the strongest outsider (passes every role check, so only
 * the tenant check can refuse); on a route about an object it always asks for company A's object.
 */
export const actorNames = ['anonymous', 'client', 'marketeer', 'admin', 'otherCompany'] as const;
export type ActorName = (typeof actorNames)[number];
export type MemberActor = Exclude<ActorName, 'anonymous' | 'otherCompany'>;

/**
 * Whose object a member of company A asks about: made by themselves (a client: by the company's
 * marketeer, as clients make no team objects), by a colleague in A, or in company B (the id swap).
 */
export const scopes = ['own', 'colleague', 'foreign'] as const;
export type Scope = (typeof scopes)[number];

export interface OutcomeSpec {
  status: number;
  /** The error envelope's code, when the status alone would not say enough. */
  code?: ErrorCode;
  /** Fields the JSON answer must have with these values (e.g. `{ changed: 0 }` for a batch on others' ids). */
  body?: Record<string, unknown>;
}
export type Outcome = number | OutcomeSpec;
/** One outcome for every scope, or one per scope the row's target has. */
export type PerScope = Outcome | Partial<Record<Scope, Outcome>>;

export interface Expectations {
  anonymous: Outcome;
  client: PerScope;
  marketeer: PerScope;
  admin: PerScope;
  otherCompany: Outcome;
}

/** An error answer with its code: `refused(403, 'ACCOUNT_HAS_FOREIGN_NOTES')`. */
export function refused(status: number, code: ErrorCode): OutcomeSpec {
  return { status, code };
}

/** A 200 whose JSON has these fields. */
export function answers(body: Record<string, unknown>, status = 200): OutcomeSpec {
  return { status, body };
}

/** The same answer for everyone, signed in or not (public routes). */
export function everyone(outcome: Outcome): Expectations {
  return { anonymous: outcome, client: outcome, marketeer: outcome, admin: outcome, otherCompany: outcome };
}

/** Any signed-in user, whatever the role; anonymous 401. */
export function signedIn(outcome: Outcome): Expectations {
  return { ...everyone(outcome), anonymous: 401 };
}

/** The company's marketeers and admins (the outsider in its own company); clients 403, anonymous 401. */
export function teamOnly(outcome: Outcome): Expectations {
  return { anonymous: 401, client: 403, marketeer: outcome, admin: outcome, otherCompany: outcome };
}

/** The company's admins (the outsider in its own company); marketeers and clients 403. */
export function adminOnly(outcome: Outcome): Expectations {
  return { ...teamOnly(outcome), marketeer: 403 };
}

/** A team object: every marketeer and admin of its company; another company's is 404. */
export function teamObject(outcome: Outcome): Expectations {
  const inCompany = { own: outcome, colleague: outcome, foreign: 404 };
  return { anonymous: 401, client: 403, marketeer: inCompany, admin: inCompany, otherCompany: 404 };
}

/** A team object that only its maker and the company's admins may change (a marketeer on a colleague's: 403). */
export function makerOrAdmin(outcome: Outcome): Expectations {
  return { ...teamObject(outcome), marketeer: { own: outcome, colleague: 403, foreign: 404 } };
}

/**
 * A create whose body names a company object (an ad account): the team's own company's works;
 * another company's is refused like an unknown one (`foreign`), by an outsider too.
 */
export function teamCreateNaming(outcome: Outcome, foreign: Outcome): Expectations {
  const member = { own: outcome, foreign };
  return { anonymous: 401, client: 403, marketeer: member, admin: member, otherCompany: foreign };
}

/** A company object for its admins only (marketeers and clients 403 before any lookup). */
export function adminObject(outcome: Outcome): Expectations {
  return { ...teamObject(outcome), marketeer: 403 };
}

/**
 * A personal object (a session, a notification): its owner gets `outcome`, anyone else `others`
 * — another user's id answers as if it did not exist.
 */
export function personalObject(outcome: Outcome, others: Outcome): Expectations {
  const member = { own: outcome, colleague: others, foreign: others };
  return { anonymous: 401, client: member, marketeer: member, admin: member, otherCompany: others };
}

export function outcomeFor(expect: Expectations, actor: ActorName, scope: Scope | null): Outcome | undefined {
  const perScope = expect[actor];
  if (typeof perScope === 'number' || 'status' in perScope) return perScope as Outcome;
  return scope ? perScope[scope] : undefined;
}

export function describeOutcome(outcome: Outcome): string {
  if (typeof outcome === 'number') return String(outcome);
  return [outcome.status, outcome.code, outcome.body ? JSON.stringify(outcome.body) : undefined].filter(Boolean).join(' ');
}
