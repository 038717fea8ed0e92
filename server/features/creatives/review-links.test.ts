/**
 * E-mail review links (issue 36): the team mails a contact a link; the contact opens the version
 * without signing in, comments, and decides once. Used twice, expired, altered, another contact's
 * creative, the newest version moved on, or turned off for the client: refused, nothing recorded.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewLinkResponse } from '../../../common/schemas/creatives.js';
import { clientContacts, creativeDecisions, creativeReviewLinks, mailOutbox } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { clientWithPortalUser } from '../forms/test-kit.js';
import { creativesOf, uploadCreative } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let clientId: string;
let contactId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'Linkjes');
  const made = await clientWithPortalUser(t.db, a.admin, 'Bloemist Linkjes');
  clientId = made.client.id;
  const [contact] = await t.db
    .insert(clientContacts)
    .values({ clientId, companyId: a.admin.company.id, name: 'Joost de Vries', email: 'joost@bloemist.test' })
    .returning();
  contactId = contact!.id;
  await logInAs(t.app, made.portal);
});
afterAll(() => t.close());

/** A creative waiting for the client, and the token of a link mailed to Joost. */
async function linkedCreative(): Promise<{ id: string; token: string }> {
  const api = creativesOf(t, a.tokens.sanne);
  const creative = await api.create({ clientId, fileId: await uploadCreative(t, a.tokens.sanne), reviewFlow: 'client_only', sendToReview: true });
  await api.ok('POST', `/api/creatives/${creative.id}/review-links`, { contactIds: [contactId] }, 200);
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'joost@bloemist.test'));
  const mail = mails.find((m) => m.subject.includes(creative.name) && m.text.includes('/beoordelen/') && !used.has(m.id));
  used.add(mail!.id);
  const token = /\/beoordelen\/([A-Za-z0-9._-]+)/.exec(mail!.text)![1]!;
  return { id: creative.id, token };
}
const used = new Set<string>();

const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/review-links/${token}` });
const decide = (token: string, body: object) => t.app.inject({ method: 'POST', url: `/api/review-links/${token}/decision`, payload: body });

describe('an e-mail review link', () => {
  it('shows the version without signing in, takes a comment and one decision', async () => {
    const { id, token } = await linkedCreative();
    const res = await open(token);
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json<ReviewLinkResponse>();
    expect(review).toMatchObject({ contactName: 'Joost de Vries', mayDecide: true, usedAt: null, creative: { id, clientName: 'Bloemist Linkjes' } });
    // The file is served through a signed link (no session).
    const file = await t.app.inject({ method: 'GET', url: review.version.url });
    expect(file.statusCode).toBe(200);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/review-links/${token}/comments`,
      payload: { version: 99, body: 'Mooi, maar de prijs mist', annotation: { shape: { type: 'pin', x: 0.2, y: 0.8 } } },
    });
    expect(comment.statusCode, comment.body).toBe(204);
    expect((await open(token)).json<ReviewLinkResponse>().comments.map((c) => [c.body, c.author.kind, c.author.name])).toEqual([
      ['Mooi, maar de prijs mist', 'contact', 'Joost de Vries'],
    ]);
    expect((await decide(token, { decision: 'approve' })).statusCode).toBe(204);
    const again = await decide(token, { decision: 'reject' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CREATIVE_REVIEW_LINK_USED');
    const log = await t.db.select().from(creativeDecisions).where(eq(creativeDecisions.creativeId, id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ decision: 'approve', channel: 'email_link', decidedByContact: contactId, deciderName: 'Joost de Vries', decidedBy: null });
    expect((await creativesOf(t, a.tokens.sanne).get(id)).status).toBe('approved');
    expect((await open(token)).json<ReviewLinkResponse>().mayDecide).toBe(false);
  });

  it('refuses an altered token, an expired link, and a link once turned off for the client', async () => {
    const { token } = await linkedCreative();
    const [linkId, expires, signature] = token.split('.');
    expect((await open(`${linkId}.${Number(expires) + 3600}.${signature}`)).json().error.code).toBe('CREATIVE_REVIEW_LINK_INVALID');
    expect((await open(`${linkId}.${expires}.${signature!.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await open('not-a-token-at-all')).statusCode).toBe(404);
    await creativesOf(t, a.tokens.admin).ok('PUT', `/api/creatives/client-settings/${clientId}`, { emailDecisions: false }, 200);
    expect((await decide(token, { decision: 'approve' })).json().error.code).toBe('CREATIVE_REVIEW_LINKS_OFF');
    await creativesOf(t, a.tokens.admin).ok('PUT', `/api/creatives/client-settings/${clientId}`, { emailDecisions: true }, 200);
    await t.db
      .update(creativeReviewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creativeReviewLinks.id, linkId!));
    const expired = await decide(token, { decision: 'approve' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('CREATIVE_REVIEW_LINK_EXPIRED');
  });

  it('cannot decide on a version that is no longer the one waiting, nor be moved to another creative', async () => {
    const first = await linkedCreative();
    const second = await linkedCreative();
    // The team uploads version 2: the link of version 1 shows it but cannot decide.
    await creativesOf(t, a.tokens.sanne).addVersion(first.id, { fileId: await uploadCreative(t, a.tokens.sanne), sendToReview: true });
    expect((await open(first.token)).json<ReviewLinkResponse>().mayDecide).toBe(false);
    expect((await decide(first.token, { decision: 'approve' })).json().error.code).toBe('CREATIVE_VERSION_OUTDATED');
    // A token is bound to its row: another link's signature does not open this link.
    const [idB] = second.token.split('.');
    const [, expiresA, signatureA] = first.token.split('.');
    expect((await open(`${idB}.${expiresA}.${signatureA}`)).statusCode).toBe(404);
    // A contact removed from the client: their link goes with them.
    await t.db.delete(clientContacts).where(and(eq(clientContacts.id, contactId)));
    expect((await open(second.token)).statusCode).toBe(404);
  });
});
