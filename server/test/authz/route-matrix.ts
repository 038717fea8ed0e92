/**
 * The authorization matrix: for every route the server registers, what anonymous, a client, a
 * marketeer, an admin and a member of another company get back — on their own objects, a
 * colleague's and another company's (the id swap). route-matrix.test.ts fails when a registered
 * route has no row, and when a row names a route that is no longer registered.
 *
 * Adding a route: add its row to its area's file in rows/ (or a new file, listed below), keyed
 * `METHOD /url` exactly as registered. A row is a preset for who may call it (expectations.ts),
 * and for a route about an object the target kind (targets/) and the request made from it:
 *
 *   'PATCH /api/notes/:id': row({
 *     target: note,
 *     request: ({ t }) => ({ params: { id: t.id }, body: { title: 'Bijgewerkt' } }),
 *     expect: makerOrAdmin(200),
 *   }),
 *
 * A route that answers differently for another kind of object (a draft beside a creative shared
 * with the client) has a further row under a label, made with `variant` (route-row.ts).
 *
 * A row that deletes its object says `fresh: true` (a new object per request); a row that changes
 * the asker's account or session (sign-in, password, 2FA, logout) says `freshActor: true`. Every
 * 2xx answer is also checked for ids of objects the asker may not read (targets/ say who may).
 */
import type { HTTPMethods } from 'fastify';
import type { RouteRow, RouteTable } from './route-row.js';
import { accountRows } from './rows/account.js';
import { adAccountRows } from './rows/ad-accounts.js';
import { calendarSettingsRows } from './rows/calendar-settings.js';
import { calendarRows } from './rows/calendar.js';
import { checklistRows } from './rows/checklists.js';
import { clientRows } from './rows/clients.js';
import { companyRows } from './rows/company.js';
import { creativeRows } from './rows/creatives.js';
import { creativeImportRows } from './rows/creative-imports.js';
import { dashboardRows } from './rows/dashboard.js';
import { developerRows } from './rows/developer.js';
import { formRows } from './rows/forms.js';
import { fileRows } from './rows/files.js';
import { formAnswerRows } from './rows/forms-answer.js';
import { noteRows } from './rows/notes.js';
import { notificationRows } from './rows/notifications.js';
import { portalCalendarRows } from './rows/portal-calendar.js';
import { publicRows } from './rows/public.js';
import { searchRows } from './rows/search.js';
import { signInRows } from './rows/sign-in.js';

const tables: readonly RouteTable[] = [
  publicRows,
  signInRows,
  accountRows,
  companyRows,
  notificationRows,
  noteRows,
  checklistRows,
  searchRows,
  dashboardRows,
  clientRows,
  calendarRows,
  portalCalendarRows,
  adAccountRows,
  formRows,
  developerRows,
  calendarSettingsRows,
  fileRows,
  formAnswerRows,
  creativeRows,
  creativeImportRows,
];

function merge(parts: readonly RouteTable[]): RouteTable {
  const merged: RouteTable = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) throw new Error(`the route matrix has two rows for ${key}`);
      merged[key] = value;
    }
  }
  return merged;
}

export const routeMatrix: RouteTable = merge(tables);

export function routeKey(method: HTTPMethods, url: string): string {
  return `${method} ${url}`;
}

/** The row of a registered route: its own, else the pattern row that matches it. */
export function rowFor(method: HTTPMethods, url: string): { key: string; row: RouteRow<unknown> } | null {
  const key = routeKey(method, url);
  const exact = routeMatrix[key];
  if (exact && !exact.matches) return { key, row: exact };
  for (const [label, row] of Object.entries(routeMatrix)) {
    if (row.matches?.(method, url)) return { key: label, row };
  }
  return null;
}
