/**
 * The rule the live tests hold every change to: a socket receives an event about an object only
 * if its user could read that object through the REST API just before or just after the change
 * (before: a deletion, a removed share), and every user who can read it afterwards receives it.
 */
import { objectKey, objectOf, worldUsers, type EventObject, type LiveEvent, type WorldUser } from './live-world.js';

export type ReadFn = (user: WorldUser, object: EventObject) => boolean;

/** The distinct objects the step's events are about. */
export function objectsOf(events: Record<WorldUser, LiveEvent[]>): EventObject[] {
  const byKey = new Map<string, EventObject>();
  for (const user of worldUsers) for (const e of events[user]) byKey.set(objectKey(objectOf(e)), objectOf(e));
  return [...byKey.values()];
}

/** Reads `objects` for every user once (async), for a synchronous ReadFn. */
export async function readAll(objects: readonly EventObject[], canRead: (user: WorldUser, o: EventObject) => Promise<boolean>): Promise<ReadFn> {
  const known = new Map<string, boolean>();
  for (const o of objects) for (const u of worldUsers) known.set(`${u}|${objectKey(o)}`, await canRead(u, o));
  return (user, object) => known.get(`${user}|${objectKey(object)}`) ?? false;
}

/** The problems of one step (empty when the rule held), each naming the user, event and object. */
export function violations(events: Record<WorldUser, LiveEvent[]>, before: ReadFn, after: ReadFn): string[] {
  const problems: string[] = [];
  const sent = new Map<string, { name: string; object: EventObject }>();
  for (const user of worldUsers) {
    for (const e of events[user]) {
      const object = objectOf(e);
      sent.set(`${e.event.name}|${objectKey(object)}`, { name: e.event.name, object });
      if (!before(user, object) && !after(user, object)) problems.push(`${user} received ${e.event.name} about ${objectKey(object)}, which it cannot read`);
    }
  }
  for (const { name, object } of sent.values()) {
    for (const user of worldUsers) {
      if (!after(user, object)) continue;
      const got = events[user].some((e) => e.event.name === name && objectKey(objectOf(e)) === objectKey(object));
      if (!got) problems.push(`${user} can read ${objectKey(object)} but did not receive ${name}`);
    }
  }
  return problems;
}

/** The names of the users who received an event named `name`. */
export const receivers = (events: Record<WorldUser, LiveEvent[]>, name: string): WorldUser[] =>
  worldUsers.filter((u) => events[u].some((e) => e.event.name === name));
