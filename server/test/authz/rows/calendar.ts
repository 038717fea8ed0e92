/**
 * Matrix rows of the agency's calendar (issue 20): the company's team reads and changes every event
 * of the company (a shared calendar); another company's event answers 404; client users get 403;
 * only a contact moment's owner records its outcome.
 */
import { teamObject, teamOnly, type Expectations } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { calendarEvent, pastContactEvent } from '../targets/calendar.js';

const range = { from: '2027-05-03T00:00:00.000Z', to: '2027-05-10T00:00:00.000Z' };
const newEvent = { kind: 'internal', title: 'Nieuw overleg', start: '2027-05-04T08:00:00.000Z', end: '2027-05-04T09:00:00.000Z', timeZone: 'Europe/Amsterdam' };

/** The owner alone: a colleague (an admin too) is refused with the code, another company's is unknown. */
const ownerOnly = (outcome: number): Expectations => {
  const member = { own: outcome, colleague: 403, foreign: 404 };
  return { anonymous: 401, client: 403, marketeer: member, admin: member, otherCompany: 404 };
};

export const calendarRows: RouteTable = {
  'GET /api/calendar/events': row({ target: calendarEvent, request: () => ({ query: range }), expect: teamOnly(200) }),
  'GET /api/calendar/events/:id': row({ target: calendarEvent, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'POST /api/calendar/events': row({ request: () => ({ body: newEvent }), expect: teamOnly(201) }),
  'PATCH /api/calendar/events/:id': row({
    target: calendarEvent,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, body: { title: 'Verplaatst', version: 1 } }),
    expect: teamObject(200),
  }),
  'DELETE /api/calendar/events/:id': row({
    target: calendarEvent,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, query: { version: '1' } }),
    expect: teamObject(204),
  }),
  'POST /api/calendar/events/:id/outcome': row({
    target: pastContactEvent,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, body: { outcome: 'afgerond', version: 1 } }),
    expect: ownerOnly(200),
  }),
};
