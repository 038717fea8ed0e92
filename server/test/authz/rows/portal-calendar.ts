/**
 * Matrix rows of the portal's Agenda (issue 20): /api/portal/clients/:clientId/calendar* is for
 * client users only (the team, also the client's own account managers, gets 403); a client user
 * reaches only the clients they are linked to — another client of the same agency or another
 * agency's answers 404, like an unknown id. The targets here are a portal client with an account
 * manager of its own, and one with an upcoming shared appointment.
 */
import { randomUUID } from 'node:crypto';
import { addLocalDays, isoWeekday, utcToZoned, zonedToUtc } from '../../../../common/rules/calendar-time.js';
import { calendarEvents, clientContacts, clientManagers, clients } from '../../../db/schema/index.js';
import { teamObject, type Expectations } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { isTeam, sameCompany, type Target } from '../target.js';
import type { Person, World } from '../world.js';

interface PortalCalendarTarget {
  id: string;
  managerId: string;
  eventId: string;
  /** An upcoming appointment the client asked for (the owner may withdraw it). */
  requestId: string;
}

/** The portal is for client users: the team (and an outsider, an admin elsewhere) get 403. */
const portalOnly = (own: number, others: number): Expectations => ({
  anonymous: 401,
  client: { own, colleague: others, foreign: others },
  marketeer: 403,
  admin: 403,
  otherCompany: 403,
});

const zone = 'Europe/Amsterdam';

/** 10:00 on a Wednesday one to two weeks ahead: inside the default working hours. */
function wednesdayMorning(): Date {
  const today = utcToZoned(new Date(), zone);
  let day = addLocalDays({ year: today.year, month: today.month, day: today.day }, 7);
  while (isoWeekday(day) !== 3) day = addLocalDays(day, 1);
  return zonedToUtc({ ...day, hour: 10, minute: 0 }, zone);
}

/**
 * A client of the owner's company (linked to the owner when a client user), a new marketeer of
 * that company as its account manager (an empty calendar: every slot free), and an upcoming
 * appointment with it waiting for the client's answer.
 */
async function makePortalCalendar(w: World, owner: Person): Promise<PortalCalendarTarget> {
  const name = `Agendaklant van ${owner.label} ${randomUUID().slice(0, 8)}`;
  const [client] = await w.db.insert(clients).values({ companyId: owner.company.id, name }).returning({ id: clients.id });
  if (owner.role === 'client') {
    await w.db
      .insert(clientContacts)
      .values({ clientId: client!.id, companyId: owner.company.id, name: owner.label, email: owner.email, userId: owner.user.id });
  }
  const manager = await w.newPerson(owner.company, 'marketeer', `account manager of ${owner.label}`);
  await w.db.insert(clientManagers).values({ clientId: client!.id, userId: manager.user.id });
  const start = new Date(Date.now() + 3 * 86_400_000);
  const end = new Date(start.getTime() + 3_600_000);
  const [event] = await w.db
    .insert(calendarEvents)
    .values({
      companyId: owner.company.id,
      kind: 'appointment',
      title: 'Kwartaaloverleg',
      startsAt: start,
      endsAt: end,
      lastEndsAt: end,
      timeZone: zone,
      ownerId: manager.user.id,
      clientId: client!.id,
    })
    .returning({ id: calendarEvents.id });
  const [request] = await w.db
    .insert(calendarEvents)
    .values({
      companyId: owner.company.id,
      kind: 'appointment',
      title: 'Gevraagd overleg',
      startsAt: new Date(start.getTime() + 86_400_000),
      endsAt: new Date(end.getTime() + 86_400_000),
      lastEndsAt: new Date(end.getTime() + 86_400_000),
      timeZone: zone,
      ownerId: manager.user.id,
      clientId: client!.id,
      status: 'tentative',
      clientResponse: 'accepted',
      requestedBy: owner.user.id,
    })
    .returning({ id: calendarEvents.id });
  return { id: client!.id, managerId: manager.user.id, eventId: event!.id, requestId: request!.id };
}

/** A client user reads it only when linked to the client; the company's team reads every one. */
const portalCalendar: Target<PortalCalendarTarget> = {
  name: 'portal calendar',
  ownership: 'personal',
  make: makePortalCalendar,
  ids: (t) => [t.id, t.eventId, t.requestId],
  readableBy: (owner, viewer) => sameCompany(owner, viewer) && (isTeam(viewer) || (viewer.role === 'client' && owner.user.id === viewer.user.id)),
};

export const portalCalendarRows: RouteTable = {
  'GET /api/clients/:clientId/portal-preview/calendar': row({
    target: portalCalendar,
    request: ({ t }) => ({
      params: { clientId: t.id },
      query: { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    }),
    // "Bekijk als klant": the company's team reads any client's Agenda; client users get 403.
    expect: teamObject(200),
  }),
  'GET /api/portal/clients/:clientId/calendar': row({
    target: portalCalendar,
    request: ({ t }) => ({
      params: { clientId: t.id },
      query: { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    }),
    expect: portalOnly(200, 404),
  }),
  'GET /api/portal/clients/:clientId/calendar/slots': row({
    target: portalCalendar,
    request: ({ t }) => ({ params: { clientId: t.id }, query: { managerId: t.managerId, duration: '30' } }),
    expect: portalOnly(200, 404),
  }),
  'POST /api/portal/clients/:clientId/calendar/requests': row({
    target: portalCalendar,
    fresh: true,
    request: ({ t }) => ({ params: { clientId: t.id }, body: { managerId: t.managerId, start: wednesdayMorning().toISOString(), duration: 30 } }),
    expect: portalOnly(201, 404),
  }),
  'POST /api/portal/clients/:clientId/calendar/:eventId/response': row({
    target: portalCalendar,
    fresh: true,
    request: ({ t }) => ({ params: { clientId: t.id, eventId: t.eventId }, body: { response: 'accepted', version: 1 } }),
    expect: portalOnly(200, 404),
  }),
  'DELETE /api/portal/clients/:clientId/calendar/:eventId': row({
    target: portalCalendar,
    fresh: true,
    request: ({ t }) => ({ params: { clientId: t.id, eventId: t.requestId }, query: { version: '1' } }),
    expect: portalOnly(204, 404),
  }),
};
