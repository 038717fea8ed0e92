/**
 * Client contacts in global search (issue 34): found by name (part of it, or typed slightly wrong)
 * and by e-mail address; a result opens the client's page at the contact; scoped to the active
 * company (never another agency's contacts); a client user gets no search at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/schemas/search.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { addMember } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { clientsOf } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;
const ids = { aClient: '', aContact: '', aArchivedContact: '', bContact: '' };

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
  const alfa = clientsOf(t, a.tokens.sanne);
  ids.aClient = (await alfa.create({ name: 'Bakkerij Zonnebloem' })).id;
  ids.aContact = (await alfa.addContact(ids.aClient, { name: 'Wilhelmina Brouwer', email: 'w.brouwer@zonnebloem.nl', jobTitle: 'Eigenaar' })).id;
  const archived = (await alfa.create({ name: 'Oude Klant' })).id;
  ids.aArchivedContact = (await alfa.addContact(archived, { name: 'Wilhelmina de Oude', email: 'oud@klant.nl' })).id;
  await alfa.call('PUT', `/api/clients/${archived}/status`, { status: 'archived' });
  const beta = clientsOf(t, b.tokens.sanne);
  const betaClient = (await beta.create({ name: 'Bakkerij Beta' })).id;
  ids.bContact = (await beta.addContact(betaClient, { name: 'Wilhelmina Brouwer', email: 'w.brouwer@beta.nl' })).id;
});
afterAll(() => t.close());

async function contacts(token: string, q: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, cookies: { sid: token } });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<SearchResponse>();
  return answer.groups.find((g) => g.kind === 'contact')?.items ?? [];
}

describe('GET /api/search: client contacts', () => {
  it('finds a contact by part of the name and opens the client at that contact', async () => {
    const [first] = await contacts(a.tokens.sanne, 'wilhelmina bro');
    expect(first).toEqual({
      id: ids.aContact,
      kind: 'contact',
      title: 'Wilhelmina Brouwer',
      subtitle: 'Bakkerij Zonnebloem · Eigenaar · w.brouwer@zonnebloem.nl',
      href: `/clients?client=${ids.aClient}&contact=${ids.aContact}`,
      match: 'name',
    });
    // A name typed slightly wrong still finds it.
    expect((await contacts(a.tokens.mark, 'wilhelmnia')).map((i) => i.id)).toContain(ids.aContact);
  });

  it('finds a contact by e-mail address, and says so', async () => {
    const found = await contacts(a.tokens.admin, 'brouwer@zonneb');
    expect(found.map((i) => [i.id, i.match])).toEqual([[ids.aContact, 'email']]);
  });

  it("puts an archived client's contacts last and says the client is archived", async () => {
    const found = await contacts(a.tokens.sanne, 'wilhelmina');
    expect(found.map((i) => i.id)).toEqual([ids.aContact, ids.aArchivedContact]);
    expect(found[1]!.subtitle).toBe('Oude Klant · oud@klant.nl · Gearchiveerd');
  });

  it("never finds another agency's contacts, also for a marketeer of both in the other one", async () => {
    for (const q of ['wilhelmina', 'brouwer', 'w.brouwer@beta.nl', 'beta.nl']) {
      expect(
        (await contacts(a.tokens.admin, q)).map((i) => i.id),
        q,
      ).not.toContain(ids.bContact);
    }
    expect((await contacts(b.tokens.sanne, 'wilhelmina')).map((i) => i.id)).toEqual([ids.bContact]);
    await addMember(t.db, a.mark.user.id, b.admin.company.id, 'marketeer');
    const token = await logInAs(t.app, a.mark);
    const found = (await contacts(token, 'wilhelmina')).map((i) => i.id);
    expect(found).toContain(ids.aContact);
    expect(found).not.toContain(ids.bContact);
  });

  it('answers only contacts when asked for that kind, and refuses a client user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=wilhelmina&kinds=contact', cookies: { sid: a.tokens.admin } });
    expect(res.json<SearchResponse>().groups.map((g) => [g.kind, g.label])).toEqual([['contact', 'Contactpersonen']]);
    const asClient = await t.app.inject({ method: 'GET', url: '/api/search?q=wilhelmina&kinds=contact', cookies: { sid: a.tokens.client } });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().error.code).toBe('FORBIDDEN');
  });
});
