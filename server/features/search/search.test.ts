/** Global search (issue 18): each kind found, scoped to the company and the actor's rights, hostile input refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/schemas/search.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { addMember, createAdAccount } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { checklistsOf } from '../checklists/test-kit.js';

let t: TestApp;

interface Agency extends TestAgency {
  account: { id: string; accountId: string };
  noteId: string;
  replyId: string;
  sannesChecklist: string;
  marksChecklist: string;
}

async function agency(label: string): Promise<Agency> {
  const base = await createAgency(t, label, { sanne: { name: `Sanne Zonneveld ${label}`, email: `sanne.${label}.${Date.now()}@zonneveld.nl` } });
  const { admin, tokens } = base;
  const account = await createAdAccount(t.db, admin.company.id, { name: `Bakkerij Zonnebloem ${label}`, accountId: `act_${label}4242`, platform: 'google' });
  const cookies = { sid: tokens.sanne };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/notes',
    cookies,
    payload: { adAccountId: account.id, title: `Voorjaarsactie lancering ${label}` },
  });
  expect(created.statusCode).toBe(201);
  const noteId = created.json().note.id as string;
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/notes/${noteId}/comments`,
    cookies,
    payload: { content: 'De budgetverhoging voor Pasen is goedgekeurd door de klant.' },
  });
  expect(reply.statusCode).toBe(201);
  const sannesChecklist = await checklistsOf(t.app, tokens.sanne).make({ title: `Lanceringsdraaiboek ${label}` });
  const marksChecklist = await checklistsOf(t.app, tokens.mark).make({ title: `Wekelijkse budgetcontrole ${label}` });
  return { ...base, account, noteId, replyId: reply.json().comment.id, sannesChecklist, marksChecklist };
}

const search = (token: string, query: string) => t.app.inject({ method: 'GET', url: `/api/search?${query}`, cookies: { sid: token } });

async function found(token: string, q: string, extra = ''): Promise<SearchResponse> {
  const res = await search(token, `q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResponse;
}

const itemsOf = (answer: SearchResponse, kind: string) => answer.groups.find((g) => g.kind === kind)?.items ?? [];
const allIds = (answer: SearchResponse) => answer.groups.flatMap((g) => g.items.map((i) => i.id));

let a: Agency;
let b: Agency;

beforeAll(async () => {
  t = await createTestApp();
  a = await agency('alfa');
  b = await agency('beta');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/search', () => {
  it('finds an ad account by the start of its name and by its platform id, and opens it', async () => {
    const byName = itemsOf(await found(a.tokens.sanne, 'bakk'), 'account');
    expect(byName).toEqual([
      {
        id: a.account.id,
        kind: 'account',
        title: 'Bakkerij Zonnebloem alfa',
        subtitle: 'Google · act_alfa4242',
        href: `/accounts?account=act_alfa4242&platform=google`,
        match: 'name',
      },
    ]);
    const byId = itemsOf(await found(a.tokens.sanne, 'alfa424'), 'account');
    expect(byId.map((i) => [i.id, i.match])).toEqual([[a.account.id, 'id']]);
    // A name typed slightly wrong still finds it (trigram word similarity).
    expect(itemsOf(await found(a.tokens.sanne, 'zonnebleom'), 'account').map((i) => i.id)).toEqual([a.account.id]);
  });

  it('finds a note by the start of a title word, Dutch stemming included, and opens its conversation', async () => {
    for (const q of ['voorjaar', 'Voorjaarsactie lan', 'lanceringen']) {
      const notes = itemsOf(await found(a.tokens.mark, q), 'note');
      expect(notes, q).toEqual([
        {
          id: a.noteId,
          kind: 'note',
          title: 'Voorjaarsactie lancering alfa',
          subtitle: 'Bakkerij Zonnebloem alfa',
          href: `/accounts?account=act_alfa4242&platform=google&view=conversation&note=${a.noteId}`,
          match: 'title',
        },
      ]);
    }
  });

  it('finds a note by a word in a reply and opens that reply', async () => {
    const notes = itemsOf(await found(a.tokens.mark, 'budgetverh'), 'note');
    expect(notes).toEqual([
      {
        id: a.replyId,
        kind: 'note',
        title: 'Voorjaarsactie lancering alfa',
        subtitle: 'De budgetverhoging voor Pasen is goedgekeurd door de klant.',
        href: `/accounts?account=act_alfa4242&platform=google&view=conversation&note=${a.noteId}&comment=${a.replyId}`,
        match: 'reply',
      },
    ]);
  });

  it('keeps the reply words in step when a reply is removed', async () => {
    const cookies = { sid: a.tokens.sanne };
    const reply = await t.app.inject({ method: 'POST', url: `/api/notes/${a.noteId}/comments`, cookies, payload: { content: 'Paasbrunch voorbereid' } });
    expect(itemsOf(await found(a.tokens.sanne, 'paasbrun'), 'note').map((i) => i.id)).toEqual([reply.json().comment.id]);
    await t.app.inject({ method: 'DELETE', url: `/api/notes/${a.noteId}/comments/${reply.json().comment.id}`, cookies });
    expect(itemsOf(await found(a.tokens.sanne, 'paasbrun'), 'note')).toEqual([]);
  });

  it('finds a checklist by part of its title and a member by name and e-mail', async () => {
    const checklists = itemsOf(await found(a.tokens.sanne, 'draaiboek'), 'checklist');
    expect(checklists).toEqual([
      {
        id: a.sannesChecklist,
        kind: 'checklist',
        title: 'Lanceringsdraaiboek alfa',
        subtitle: null,
        href: `/checklists?checklist=${a.sannesChecklist}`,
        match: 'title',
      },
    ]);
    const byName = itemsOf(await found(a.tokens.mark, 'Sanne Zon'), 'member');
    expect(byName).toEqual([
      {
        id: a.sanne.user.id,
        kind: 'member',
        title: a.sanne.user.name,
        subtitle: `Marketeer · ${a.sanne.email}`,
        href: `/settings?tab=team&member=${a.sanne.user.id}`,
        match: 'name',
      },
    ]);
    const byEmail = itemsOf(await found(a.tokens.mark, 'sanne.alfa'), 'member');
    expect(byEmail.map((i) => [i.id, i.match])).toEqual([[a.sanne.user.id, 'email']]);
  });

  it('answers the groups in order with their Dutch labels, and only the kinds asked for', async () => {
    const answer = await found(a.tokens.admin, 'alfa');
    expect(answer.query).toBe('alfa');
    expect(answer.groups.map((g) => [g.kind, g.label])).toEqual([
      ['account', 'Advertentieaccounts'],
      ['note', 'Notities'],
      ['checklist', 'Checklists'],
      ['member', 'Teamleden'],
    ]);
    const some = await found(a.tokens.admin, 'alfa', '&kinds=member,note&limit=1');
    expect(some.groups.map((g) => [g.kind, g.items.length])).toEqual([
      ['note', 1],
      ['member', 1],
    ]);
  });

  it("never finds another company's accounts, notes, checklists or members", async () => {
    for (const q of ['beta', 'bakkerij', 'voorjaarsactie', 'budgetverhoging', 'wekelijkse', 'draaiboek', 'eva', 'sanne']) {
      const ids = allIds(await found(a.tokens.admin, q));
      for (const foreign of [
        b.account.id,
        b.noteId,
        b.replyId,
        b.sannesChecklist,
        b.marksChecklist,
        b.admin.user.id,
        b.sanne.user.id,
        b.mark.user.id,
        b.client.user.id,
      ]) {
        expect(ids, q).not.toContain(foreign);
      }
    }
  });

  it('gives a marketeer only the checklists they own or that are shared with them, an admin all', async () => {
    expect(itemsOf(await found(a.tokens.sanne, 'wekelijkse budget'), 'checklist')).toEqual([]);
    expect(itemsOf(await found(a.tokens.admin, 'wekelijkse budget'), 'checklist').map((i) => i.id)).toEqual([a.marksChecklist]);
    const shared = await checklistsOf(t.app, a.tokens.mark).share(a.marksChecklist, { userId: a.sanne.user.id });
    expect(shared.statusCode, shared.body).toBeLessThan(300);
    expect(itemsOf(await found(a.tokens.sanne, 'wekelijkse budget'), 'checklist').map((i) => i.id)).toEqual([a.marksChecklist]);
  });

  it('refuses a client (the portal has no search) and a visitor without a session', async () => {
    const asClient = await search(a.tokens.client, 'q=bakkerij');
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().error.code).toBe('FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/search?q=bakkerij' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('follows the active company: a marketeer of two companies finds only the active one', async () => {
    await addMember(t.db, a.sanne.user.id, b.admin.company.id, 'marketeer');
    const token = await logInAs(t.app, a.sanne);
    const ids = allIds(await found(token, 'bakkerij'));
    expect(ids).toContain(a.account.id);
    expect(ids).not.toContain(b.account.id);
  });

  it('answers no groups for an empty or one-character query', async () => {
    for (const q of ['', ' ', 'b', '  a  ']) expect(await found(a.tokens.admin, q)).toEqual({ query: q.trim(), groups: [] });
    expect((await search(a.tokens.admin, '')).json()).toEqual({ query: '', groups: [] });
  });

  it('finds nothing, without an error, for text that is only punctuation or tsquery syntax', async () => {
    for (const q of ["'&|!:*()", '%%', '__', '\\', 'a & b | !c', "o'neil:*"]) {
      const res = await search(a.tokens.admin, `q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect(allIds(await found(a.tokens.admin, '%%'))).toEqual([]);
  });

  it('refuses hostile input with a 400 and a Dutch message, never a 500', async () => {
    const cases: [string, string][] = [
      [`q=${encodeURIComponent('bakk\u0000erij')}`, 'TEXT_INVALID_CHARACTERS'],
      [`q=${encodeURIComponent('bakk\u0007')}`, 'TEXT_INVALID_CHARACTERS'],
      [`q=${encodeURIComponent('\u001b[31mrood')}`, 'TEXT_INVALID_CHARACTERS'],
      [`q=${'a'.repeat(10_000)}`, 'SEARCH_QUERY_TOO_LONG'],
      [`q=${'a'.repeat(101)}`, 'SEARCH_QUERY_TOO_LONG'],
      ['q=bakkerij&q=zon', 'SEARCH_QUERY_INVALID'],
      ['q=bakkerij&kinds=account,planet', 'SEARCH_OPTIONS_INVALID'],
      ['q=bakkerij&kinds=', 'SEARCH_OPTIONS_INVALID'],
      ['q=bakkerij&kinds=account&kinds=note', 'SEARCH_OPTIONS_INVALID'],
      ['q=bakkerij&limit=0', 'SEARCH_OPTIONS_INVALID'],
      ['q=bakkerij&limit=21', 'SEARCH_OPTIONS_INVALID'],
      ['q=bakkerij&limit=abc', 'SEARCH_OPTIONS_INVALID'],
      ['q=bakkerij&limit=1.5', 'SEARCH_OPTIONS_INVALID'],
    ];
    for (const [query, code] of cases) {
      const res = await search(a.tokens.admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe(code);
      expect(res.json().error.message, query).toMatch(/[a-z]/);
    }
    // 100 characters is still a search.
    expect((await search(a.tokens.admin, `q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });
});
