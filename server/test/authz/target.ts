/**
 * What a matrix request is about: a kind of object (targets/*.ts) says how to make one for an
 * owner (through the API as the owner where the API makes it, else straight into the tables), its
 * ids (for the leak check) and who may read it.
 */
import type { Person, World } from './world.js';

/**
 * personal: each user has their own (sessions, notifications); only they may read it.
 * authored: made by a marketeer or admin of a company (notes, checklists).
 * company: the company's, whoever made it (ad accounts, submissions, invitations).
 * unowned: anyone holding it may use it (a captcha, a mailed link); asked about once per actor.
 */
export type Ownership = 'personal' | 'authored' | 'company' | 'unowned';

export interface Target<T> {
  name: string;
  ownership: Ownership;
  make(w: World, owner: Person): Promise<T>;
  /** Ids that must never appear in a 2xx answer to someone who may not read the object. */
  ids?(t: T): string[];
  /** Who may read it; by default from the ownership (personal: the owner; else the owner's team). */
  readableBy?(owner: Person, viewer: Person): boolean;
}

export const isTeam = (p: Person) => p.role === 'admin' || p.role === 'marketeer';
export const sameCompany = (a: Person, b: Person) => a.company.id === b.company.id;

export function mayRead<T>(target: Target<T>, owner: Person, viewer: Person): boolean {
  if (target.readableBy) return target.readableBy(owner, viewer);
  if (target.ownership === 'personal') return owner.user.id === viewer.user.id;
  if (target.ownership === 'unowned') return true;
  return sameCompany(owner, viewer) && isTeam(viewer);
}

/** POST as `person`, which must answer 201 (making a target); answers the JSON. */
export async function postAs<R>(w: World, person: Person, url: string, payload: object): Promise<R> {
  const response = await w.app.inject({ method: 'POST', url, payload, cookies: { sid: person.sid } });
  if (response.statusCode !== 201) throw new Error(`making a target: POST ${url} as ${person.label} → ${response.statusCode} ${response.body}`);
  return response.json<R>();
}
