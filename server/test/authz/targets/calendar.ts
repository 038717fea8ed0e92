/**
 * Calendar events of the matrix (issue 20): an event of the owner's company, owned and made by the
 * owner, written straight into the table (a client user makes no team events). Every team member
 * of the company reads every event; client users read none through /api/calendar.
 */
import { calendarEvents } from '../../../db/schema/index.js';
import type { Target } from '../target.js';
import type { Person, World } from '../world.js';

async function makeEvent(w: World, owner: Person, kind: 'internal' | 'contact', startsAt: Date): Promise<{ id: string }> {
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const [row] = await w.db
    .insert(calendarEvents)
    .values({
      companyId: owner.company.id,
      kind,
      title: `Afspraak van ${owner.label}`,
      startsAt,
      endsAt,
      lastEndsAt: endsAt,
      timeZone: 'Europe/Amsterdam',
      ownerId: owner.user.id,
      createdBy: owner.user.id,
      ...(kind === 'contact' ? { contactType: 'chat' as const, contactPriority: 'normaal' as const } : {}),
    })
    .returning({ id: calendarEvents.id });
  return { id: row!.id };
}

export const calendarEvent: Target<{ id: string }> = {
  name: 'calendar event',
  ownership: 'company',
  make: (w, owner) => makeEvent(w, owner, 'internal', new Date('2027-05-03T08:00:00.000Z')),
  ids: (t) => [t.id],
};

/** A contact moment of the owner's that is over: its outcome is due. */
export const pastContactEvent: Target<{ id: string }> = {
  name: 'past contact moment',
  ownership: 'company',
  make: (w, owner) => makeEvent(w, owner, 'contact', new Date(Date.now() - 24 * 3_600_000)),
  ids: (t) => [t.id],
};
