/**
 * What creatives add to the shared places (issue 36), each scoped like the creatives API: global
 * search (the team's: every creative of the company, by name, campaign and client), the calendar's
 * due dates (still to be reviewed, with the client and marketeer filters), the portal's "Actie
 * vereist" (a client user's creatives waiting for their decision, only their clients', only
 * shared ones) and the clients list's open items (in review). Another company sees none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarRangeResponse } from '../../../common/schemas/calendar.js';
import type { ClientListResponse, PortalOverviewResponse, PortalPreviewResponse } from '../../../common/schemas/clients.js';
import type { CreativeDetail } from '../../../common/schemas/creatives.js';
import type { SearchResponse } from '../../../common/schemas/search.js';
import { clientManagers } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { clientWithPortalUser } from '../forms/test-kit.js';
import { creativesOf, uploadCreative } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;
const day = 86_400_000;
const base = Date.now();
const at = (days: number) => new Date(base + days * day).toISOString();

/** Agency a: client Zonnebloem (with a portal user) and client Molen (another portal user); agency b: one client. */
const w = {} as {
  zon: { id: string; name: string };
  molen: { id: string; name: string };
  zonSid: string;
  molenSid: string;
  toClient: CreativeDetail;
  draft: CreativeDetail;
  internal: CreativeDetail;
  approved: CreativeDetail;
  molens: CreativeDetail;
  others: CreativeDetail;
  othersClient: { id: string };
};

async function made(sid: string, body: { clientId: string; name: string } & Record<string, unknown>): Promise<CreativeDetail> {
  return creativesOf(t, sid).create({ fileId: await uploadCreative(t, sid), ...body });
}

async function get<T>(sid: string, url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, cookies: { sid } });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

const status = async (sid: string, url: string) => (await t.app.inject({ method: 'GET', url, cookies: { sid } })).statusCode;

const searchIds = async (sid: string, q: string) =>
  (await get<SearchResponse>(sid, `/api/search?kinds=creative&q=${encodeURIComponent(q)}`)).groups.flatMap((g) => g.items.map((i) => i.id));

const deadlines = async (sid: string, filters = '') =>
  (
    await get<CalendarRangeResponse>(sid, `/api/calendar/events?kinds=deadline&from=${encodeURIComponent(at(-1))}&to=${encodeURIComponent(at(20))}${filters}`)
  ).deadlines.filter((d) => d.source === 'creatives');

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'Reg');
  b = await createAgency(t, 'Ander');
  const zon = await clientWithPortalUser(t.db, a.admin, 'Tuincentrum Zonnebloem');
  const molen = await clientWithPortalUser(t.db, a.admin, 'Bakkerij De Molen');
  w.zon = zon.client;
  w.molen = molen.client;
  w.zonSid = await logInAs(t.app, zon.portal);
  w.molenSid = await logInAs(t.app, molen.portal);
  // Mark manages Zonnebloem (the marketeer filter); Sanne makes the creatives.
  await t.db.insert(clientManagers).values({ clientId: w.zon.id, userId: a.mark.user.id });
  const s = a.tokens.sanne;
  w.toClient = await made(s, {
    clientId: w.zon.id,
    name: 'Zomeractie feed',
    campaign: 'Zomer 2027',
    dueAt: at(3),
    reviewFlow: 'client_only',
    sendToReview: true,
  });
  w.draft = await made(s, { clientId: w.zon.id, name: 'Herfstbanner', campaign: 'Najaar', dueAt: at(4) });
  w.internal = await made(s, { clientId: w.zon.id, name: 'Winterstory', campaign: 'Zomer 2027', dueAt: at(5), sendToReview: true });
  w.approved = await made(s, { clientId: w.zon.id, name: 'Zomeractie reels', dueAt: at(2), reviewFlow: 'client_only', sendToReview: true });
  await creativesOf(t, w.zonSid).decide(w.approved.id, { version: 1, decision: 'approve' });
  w.molens = await made(s, { clientId: w.molen.id, name: 'Zomeractie brood', dueAt: at(6), reviewFlow: 'client_only', sendToReview: true });
  w.othersClient = await clientsOf(t, b.tokens.sanne).create({ name: 'Tuincentrum Zonnebloem' });
  w.others = await made(b.tokens.sanne, { clientId: w.othersClient.id, name: 'Zomeractie feed', dueAt: at(3), reviewFlow: 'client_only', sendToReview: true });
});
afterAll(() => t.close());

describe('global search', () => {
  it('finds the company’s creatives by name, campaign and client, and opens them on /creatives', async () => {
    const answer = await get<SearchResponse>(a.tokens.mark, '/api/search?q=zomeractie');
    const group = answer.groups.find((g) => g.kind === 'creative');
    expect(group?.label).toBe('Creatives');
    expect(group?.items.map((i) => i.id).sort()).toEqual([w.toClient.id, w.approved.id, w.molens.id].sort());
    const feed = group!.items.find((i) => i.id === w.toClient.id)!;
    expect(feed).toMatchObject({
      title: 'Zomeractie feed',
      href: `/creatives?creative=${w.toClient.id}`,
      subtitle: 'Tuincentrum Zonnebloem · Zomer 2027 · Ter review',
    });
    // A concept too (search finds what exists), by its campaign; and every creative of a client by the client's name.
    expect((await searchIds(a.tokens.sanne, 'najaar')).sort()).toEqual([w.draft.id]);
    expect((await searchIds(a.tokens.sanne, 'zomer 2027')).sort()).toEqual([w.toClient.id, w.internal.id].sort());
    expect((await searchIds(a.tokens.admin, 'zonnebloem')).sort()).toEqual([w.toClient.id, w.draft.id, w.internal.id, w.approved.id].sort());
    // A word typed slightly wrong still finds it.
    expect(await searchIds(a.tokens.sanne, 'winterstroy')).toEqual([w.internal.id]);
  });

  it('is the team’s: another company finds only its own, a client user has no search', async () => {
    expect(await searchIds(b.tokens.sanne, 'zomeractie')).toEqual([w.others.id]);
    expect(await searchIds(b.tokens.sanne, 'zonnebloem')).toEqual([w.others.id]);
    expect(await status(w.zonSid, '/api/search?q=zomeractie')).toBe(403);
  });
});

describe('calendar due dates', () => {
  it('shows the creatives still to be reviewed, with their client, opening /creatives', async () => {
    const list = await deadlines(a.tokens.sanne);
    expect(list.map((d) => d.key).sort()).toEqual([w.toClient, w.draft, w.internal, w.molens].map((c) => `creatives:${c.id}`).sort());
    const feed = list.find((d) => d.key === `creatives:${w.toClient.id}`)!;
    expect(feed).toMatchObject({
      title: 'Review: Zomeractie feed',
      at: at(3),
      href: `/creatives?creative=${w.toClient.id}`,
      client: { id: w.zon.id, name: 'Tuincentrum Zonnebloem' },
      done: false,
    });
    expect(feed.ownerIds.sort()).toEqual([a.sanne.user.id, a.mark.user.id].sort());
  });

  it('follows the client and marketeer filters', async () => {
    expect((await deadlines(a.tokens.sanne, `&clients=${w.molen.id}`)).map((d) => d.key)).toEqual([`creatives:${w.molens.id}`]);
    // Mark manages Zonnebloem; the admin neither made nor manages any.
    const marks = await deadlines(a.tokens.sanne, `&owners=${a.mark.user.id}`);
    expect(marks.map((d) => d.key).sort()).toEqual([w.toClient, w.draft, w.internal].map((c) => `creatives:${c.id}`).sort());
    expect(await deadlines(a.tokens.sanne, `&owners=${a.admin.user.id}`)).toEqual([]);
  });

  it('is the team’s of the company: another company sees its own, a client user has no calendar', async () => {
    expect((await deadlines(b.tokens.mark)).map((d) => d.key)).toEqual([`creatives:${w.others.id}`]);
    expect(await status(w.zonSid, `/api/calendar/events?from=${encodeURIComponent(at(-1))}&to=${encodeURIComponent(at(20))}`)).toBe(403);
  });
});

describe('the portal’s "Actie vereist"', () => {
  const actions = (overview: PortalOverviewResponse) => overview.actionRequired.filter((i) => i.kind === 'creative');

  it('lists a client user’s creatives waiting for their decision, with the due date, opening the portal’s Creatives', async () => {
    const overview = await get<PortalOverviewResponse>(w.zonSid, `/api/portal/clients/${w.zon.id}/overview`);
    // Not the concept, not the one at the team's step, not the approved one.
    expect(actions(overview)).toEqual([
      {
        kind: 'creative',
        id: w.toClient.id,
        title: 'Beoordelen: Zomeractie feed',
        deadline: at(3),
        href: `/clientportal/creatives?client=${w.zon.id}&creative=${w.toClient.id}`,
      },
    ]);
    expect(actions(await get<PortalOverviewResponse>(w.molenSid, `/api/portal/clients/${w.molen.id}/overview`)).map((i) => i.id)).toEqual([w.molens.id]);
  });

  it('never shows another client’s, and the team sees the same in "Bekijk als klant" of its own company only', async () => {
    expect(await status(w.zonSid, `/api/portal/clients/${w.molen.id}/overview`)).toBe(404);
    const preview = await get<PortalPreviewResponse>(a.tokens.mark, `/api/clients/${w.zon.id}/portal-preview`);
    expect(actions(preview.overview).map((i) => i.id)).toEqual([w.toClient.id]);
    expect(await status(b.tokens.admin, `/api/clients/${w.zon.id}/portal-preview`)).toBe(404);
  });

  it('drops the creative once the client decided', async () => {
    const creative = await made(a.tokens.sanne, { clientId: w.molen.id, name: 'Broodactie', reviewFlow: 'client_only', sendToReview: true });
    const ids = async () => actions(await get<PortalOverviewResponse>(w.molenSid, `/api/portal/clients/${w.molen.id}/overview`)).map((i) => i.id);
    expect(await ids()).toContain(creative.id);
    await creativesOf(t, w.molenSid).decide(creative.id, { version: 1, decision: 'request_changes', comment: 'Logo groter' });
    expect(await ids()).not.toContain(creative.id);
  });
});

describe('the clients list’s open items', () => {
  it('counts each client’s creatives in review, for its own company', async () => {
    const rows = (await get<ClientListResponse>(a.tokens.sanne, '/api/clients')).clients;
    // Zonnebloem: the one at the client's step and the one at the team's (not the concept, not the approved one).
    expect(rows.find((c) => c.id === w.zon.id)?.openItemCount).toBe(2);
    expect(rows.find((c) => c.id === w.molen.id)?.openItemCount).toBe(1);
    const theirs = (await get<ClientListResponse>(b.tokens.sanne, '/api/clients')).clients;
    expect(theirs.map((c) => [c.id, c.openItemCount])).toEqual([[w.othersClient.id, 1]]);
  });
});
