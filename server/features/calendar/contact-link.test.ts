/**
 * A contact moment filled from one of its client's contact persons (issue 34): the contact's id is
 * stored as a link, the fields are the event's own copy (kept when the contact changes or is
 * removed), and only a contact of the event's own client may be linked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientContact } from '../../../common/schemas/clients.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { calendarOf, errorOf, eventBody } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;
let bakkerij: string;
let slagerij: string;
let jan: ClientContact;
let piet: ClientContact;
let foreign: ClientContact;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
  const clients = clientsOf(t, a.tokens.sanne);
  bakkerij = (await clients.create({ name: 'Bakkerij Jansen' })).id;
  slagerij = (await clients.create({ name: 'Slagerij Pietersen' })).id;
  jan = await clients.addContact(bakkerij, { name: 'Jan Jansen', email: 'jan@bakkerij.nl', phone: '06 12345678' });
  piet = await clients.addContact(slagerij, { name: 'Piet Pietersen', email: 'piet@slagerij.nl' });
  const beta = clientsOf(t, b.tokens.sanne);
  const betaClient = (await beta.create({ name: 'Klant van beta' })).id;
  foreign = await beta.addContact(betaClient, { name: 'Vreemde Contactpersoon', email: 'vreemd@beta.nl' });
});
afterAll(() => t.close());

const start = '2027-05-03T09:00:00.000Z';
const fromJan = { type: 'telefoon', name: 'Jan Jansen', company: 'Bakkerij Jansen', email: 'jan@bakkerij.nl', phone: '+31612345678' } as const;

describe('contact moments linked to a client contact', () => {
  it('stores the contact as a link and keeps its own copy when the contact changes or is removed', async () => {
    const api = calendarOf(t, a.tokens.sanne);
    const made = await api.create(eventBody(start, { kind: 'contact', title: 'Jan bellen', clientId: bakkerij, contact: { ...fromJan, contactId: jan.id } }));
    expect(made.contact).toEqual({ ...fromJan, priority: 'normaal', contactId: jan.id });
    expect((await api.detail(made.id)).event.contact?.contactId).toBe(jan.id);

    // The contact changes: the event still says what it said, and still links to Jan.
    const renamed = await clientsOf(t, a.tokens.sanne).call('PATCH', `/api/clients/${bakkerij}/contacts/${jan.id}`, {
      name: 'Jan de Bakker',
      phone: '0687654321',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await api.detail(made.id)).event.contact).toEqual({ ...fromJan, priority: 'normaal', contactId: jan.id });

    // The contact is removed: the link goes, the fields stay.
    const extra = await clientsOf(t, a.tokens.sanne).addContact(bakkerij, { name: 'Els Jansen', phone: '0611111111' });
    const withEls = await api.create(
      eventBody(start, { kind: 'contact', clientId: bakkerij, contact: { type: 'whatsapp', name: 'Els Jansen', phone: '0611111111', contactId: extra.id } }),
    );
    const removed = await clientsOf(t, a.tokens.sanne).call('DELETE', `/api/clients/${bakkerij}/contacts/${extra.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await api.detail(withEls.id)).event.contact).toMatchObject({ type: 'whatsapp', name: 'Els Jansen', phone: '+31611111111', contactId: null });
  });

  it('changes the link, and drops it when the event moves to another client', async () => {
    const api = calendarOf(t, a.tokens.mark);
    const made = await api.create(eventBody(start, { kind: 'contact', clientId: bakkerij, contact: { ...fromJan, contactId: jan.id } }));
    // Unlinked on purpose: the fields stay as typed.
    const unlinked = await api.update(made.id, { contact: { ...fromJan, contactId: null }, version: made.version });
    expect(unlinked.contact).toMatchObject({ name: 'Jan Jansen', contactId: null });
    const relinked = await api.update(made.id, { contact: { ...fromJan, contactId: jan.id }, version: unlinked.version });
    expect(relinked.contact?.contactId).toBe(jan.id);
    // Another client without a contact of theirs: Jan is not the slagerij's, the link goes.
    const moved = await api.update(made.id, { clientId: slagerij, version: relinked.version });
    expect(moved.client?.id).toBe(slagerij);
    expect(moved.contact).toMatchObject({ name: 'Jan Jansen', contactId: null });
    // Another client together with one of its contacts.
    const toPiet = await api.update(made.id, {
      clientId: slagerij,
      contact: { type: 'email', name: 'Piet Pietersen', email: 'piet@slagerij.nl', contactId: piet.id },
      version: moved.version,
    });
    expect(toPiet.contact).toMatchObject({ type: 'email', contactId: piet.id });
    // A follow-up keeps the link.
    const past = await api.create(
      eventBody('2020-01-06T09:00:00.000Z', { kind: 'contact', clientId: slagerij, contact: { type: 'email', email: 'piet@slagerij.nl', contactId: piet.id } }),
    );
    const { followUp } = await api.outcome(past.id, { outcome: 'opvolgen', followUpDays: 7, version: past.version });
    expect(followUp?.contact?.contactId).toBe(piet.id);
  });

  it("refuses a contact of another client, another agency's contact, a contact without a client and a malformed id", async () => {
    const api = calendarOf(t, a.tokens.sanne);
    const cases: [object, number, string][] = [
      [{ clientId: slagerij, contact: { ...fromJan, contactId: jan.id } }, 400, 'CALENDAR_CONTACT_UNKNOWN'],
      [{ clientId: bakkerij, contact: { ...fromJan, contactId: foreign.id } }, 400, 'CALENDAR_CONTACT_UNKNOWN'],
      [{ clientId: null, contact: { ...fromJan, contactId: jan.id } }, 400, 'CALENDAR_CONTACT_UNKNOWN'],
      [{ clientId: bakkerij, contact: { ...fromJan, contactId: 'jan' } }, 400, 'CALENDAR_CONTACT_UNKNOWN'],
      [{ clientId: bakkerij, contact: { ...fromJan, contactId: 42 } }, 400, 'CALENDAR_CONTACT_UNKNOWN'],
    ];
    for (const [extra, status, code] of cases) {
      const res = await api.call('POST', '/api/calendar/events', { ...eventBody(start, { kind: 'contact' }), ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(errorOf(res).code, JSON.stringify(extra)).toBe(code);
      expect(errorOf(res).fields?.['contact.contactId'], JSON.stringify(extra)).toBe(code);
    }
    // The same on a change.
    const made = await api.create(eventBody(start, { kind: 'contact', clientId: bakkerij, contact: fromJan }));
    const res = await api.call('PATCH', `/api/calendar/events/${made.id}`, { contact: { ...fromJan, contactId: piet.id }, version: made.version });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('CALENDAR_CONTACT_UNKNOWN');
  });
});
