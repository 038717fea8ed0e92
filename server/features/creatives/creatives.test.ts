/**
 * Creative review through the API (issue 36): a marketeer uploads a creative and a second version;
 * comments with annotations stay on their version and open ones are listed on the next; the
 * review goes internal → client; the client sees only what was shared with them, comments and
 * decides; the decision log says who decided what on which version, when and from where.
 */
import { and, eq } from 'drizzle-orm';
import { mentionToken } from '../../../common/mentions.js';
import type { CreativeMentionableResponse } from '../../../common/schemas/creatives.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeDecisions, notifications } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientWithPortalUser } from '../forms/test-kit.js';
import { logInAs } from '../../test/test-app.js';
import { creativePng, creativesOf, uploadCreative } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let client: { id: string; name: string };
let portalSid: string;
let portalUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'Creatief');
  const made = await clientWithPortalUser(t.db, a.admin, 'Bakkerij Creatief');
  client = made.client;
  portalSid = await logInAs(t.app, made.portal);
  portalUserId = made.portal.user.id;
});
afterAll(() => t.close());

describe('a creative, version by version', () => {
  it('is made from an upload, with its measures and a preview picture', async () => {
    const api = creativesOf(t, a.tokens.sanne);
    const fileId = await uploadCreative(t, a.tokens.sanne, await creativePng(1080, 1350));
    const creative = await api.create({ clientId: client.id, fileId, campaign: 'Zomer 2027' });
    expect(creative).toMatchObject({ status: 'draft', currentVersion: 1, media: 'image', width: 1080, height: 1350, campaign: 'Zomer 2027' });
    expect(creative.versions).toHaveLength(1);
    expect(creative.previewUrl).toBe(`/api/files/${fileId}/preview`);
    const preview = await api.call('GET', creative.previewUrl!);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(creative.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
    // The team lists it; the client sees nothing of a concept.
    expect((await api.list(`?clientId=${client.id}`)).creatives.map((c) => c.id)).toContain(creative.id);
    expect((await creativesOf(t, portalSid).list()).creatives).toEqual([]);
    expect((await creativesOf(t, portalSid).call('GET', `/api/creatives/${creative.id}`)).statusCode).toBe(404);
    expect((await creativesOf(t, portalSid).call('GET', creative.previewUrl!)).statusCode).toBe(404);
  });

  it('keeps comments on their version and lists open ones on the next', async () => {
    const api = creativesOf(t, a.tokens.sanne);
    const creative = await api.create({ clientId: client.id, fileId: await uploadCreative(t, a.tokens.sanne) });
    const pin = await api.comment(creative.id, { version: 1, body: 'Logo groter', annotation: { shape: { type: 'pin', x: 0.5, y: 0.25 } } });
    const box = await api.comment(creative.id, {
      version: 1,
      body: 'Deze tekst eruit',
      annotation: { shape: { type: 'rect', x: 0.1, y: 0.1, w: 0.3, h: 0.2 } },
    });
    await api.comment(creative.id, { version: 1, body: 'Eens', parentId: pin.id });
    expect(pin.number).toBe(1);
    expect(box.number).toBe(2);
    await api.ok('PATCH', `/api/creatives/${creative.id}/comments/${box.id}`, { resolved: true }, 200);
    const v2 = await api.addVersion(creative.id, { fileId: await uploadCreative(t, a.tokens.sanne, await creativePng(500, 500)) });
    expect(v2.currentVersion).toBe(2);
    expect((await api.comments(creative.id, 2)).comments).toEqual([]);
    const { carriedOver } = await api.comments(creative.id, 2);
    expect(carriedOver.map((c) => [c.body, c.version, c.number])).toEqual([['Logo groter', 1, 1]]);
    const v1 = await api.comments(creative.id, 1);
    expect(v1.comments.map((c) => c.body)).toEqual(['Logo groter', 'Deze tekst eruit', 'Eens']);
  });

  it('refuses an annotation outside the picture and a file that is no creative', async () => {
    const api = creativesOf(t, a.tokens.sanne);
    const creative = await api.create({ clientId: client.id, fileId: await uploadCreative(t, a.tokens.sanne) });
    const res = await api.call('POST', `/api/creatives/${creative.id}/comments`, {
      version: 1,
      body: 'x',
      annotation: { shape: { type: 'pin', x: 1.5, y: 0 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CREATIVE_ANNOTATION_INVALID');
    const missing = await api.call('POST', '/api/creatives', { clientId: client.id, name: 'x', fileId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the review', () => {
  it('goes from the team to the client, who sees only what was shared and decides', async () => {
    const team = creativesOf(t, a.tokens.sanne);
    const portal = creativesOf(t, portalSid);
    const creative = await team.create({ clientId: client.id, fileId: await uploadCreative(t, a.tokens.sanne) });
    await team.comment(creative.id, { version: 1, body: 'Intern: kleur klopt niet', internal: true });
    const inReview = await team.review(creative.id);
    expect(inReview).toMatchObject({ status: 'in_review', reviewStep: 'internal', mayDecide: 'internal' });
    // Still the team's step: the client sees nothing yet, and cannot decide.
    expect((await portal.call('GET', `/api/creatives/${creative.id}`)).statusCode).toBe(404);
    const approved = await creativesOf(t, a.tokens.mark).decide(creative.id, { version: 1, decision: 'approve' });
    expect(approved).toMatchObject({ status: 'in_review', reviewStep: 'client', mayDecide: null });
    // Now the client sees it (not the internal comment) and gets a notification leading to the portal.
    const seen = await portal.get(creative.id);
    expect(seen).toMatchObject({ status: 'in_review', reviewStep: 'client', mayDecide: 'client' });
    expect(seen.decisions).toEqual([]);
    expect((await portal.comments(creative.id, 1)).comments).toEqual([]);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.recipientId, portalUserId));
    expect(notice).toMatchObject({ type: 'creative_review', creativeId: creative.id, clientId: client.id });
    // The client annotates and asks for changes; internal is ignored for a client.
    const remark = await portal.comment(creative.id, {
      version: 1,
      body: 'Prijs ontbreekt',
      internal: true,
      annotation: { shape: { type: 'arrow', x1: 0.1, y1: 0.1, x2: 0.4, y2: 0.5 } },
    });
    expect(remark).toMatchObject({ internal: false, author: { kind: 'client' } });
    const missingComment = await portal.call('POST', `/api/creatives/${creative.id}/decisions`, { version: 1, decision: 'request_changes' });
    expect(missingComment.statusCode).toBe(400);
    const changes = await portal.decide(creative.id, { version: 1, decision: 'request_changes', comment: 'Prijs toevoegen' });
    expect(changes).toMatchObject({ status: 'changes_requested', reviewStep: null });
    // The team sees the log with who, what, which version, where from.
    const log = (await team.get(creative.id)).decisions;
    expect(log.map((d) => [d.step, d.decision, d.version, d.channel])).toEqual([
      ['client', 'request_changes', 1, 'portal'],
      ['internal', 'approve', 1, 'workspace'],
    ]);
    expect(log[0]!.deciderEmail).not.toBeNull();
    expect((await portal.get(creative.id)).decisions.map((d) => [d.decision, d.deciderEmail, d.ip])).toEqual([['request_changes', null, null]]);
    // A new version is a concept again: the client keeps seeing version 1 with their decision.
    await team.addVersion(creative.id, { fileId: await uploadCreative(t, a.tokens.sanne), sendToReview: true });
    const clientView = await portal.get(creative.id);
    expect(clientView).toMatchObject({ currentVersion: 1, status: 'changes_requested', mayDecide: null });
    expect(clientView.versions.map((v) => v.version)).toEqual([1]);
    expect((await portal.call('GET', `/api/creatives/${creative.id}/versions/2/comments`)).statusCode).toBe(404);
  });

  it('lets the team @mention the client where the client sees the comment', async () => {
    const team = creativesOf(t, a.tokens.sanne);
    const creative = await team.create({ clientId: client.id, fileId: await uploadCreative(t, a.tokens.sanne), reviewFlow: 'client_only', sendToReview: true });
    const mentionable = (await team.ok('GET', `/api/creatives/${creative.id}/mentionable`, undefined, 200)).json<CreativeMentionableResponse>();
    expect(mentionable.clientUserIds).toEqual([portalUserId]);
    expect(mentionable.people.map((p) => p.id)).toEqual(expect.arrayContaining([a.mark.user.id, portalUserId]));
    // The client never sees an internal comment: mentioning them there is refused, naming them, and nothing is stored.
    const internal = await team.call('POST', `/api/creatives/${creative.id}/comments`, {
      version: 1,
      body: `Vraag ${mentionToken(portalUserId)}`,
      internal: true,
    });
    expect(internal.statusCode).toBe(400);
    expect(internal.json()).toMatchObject({ error: { code: 'MENTION_CLIENT_CANNOT_SEE', fields: { content: 'MENTION_CLIENT_CANNOT_SEE' } } });
    expect((await team.comments(creative.id, 1)).comments).toEqual([]);
    // In a comment they see, the portal user and a colleague are both notified, leading to that comment.
    const asked = await team.comment(creative.id, { version: 1, body: `${mentionToken(portalUserId)} klopt de prijs? ${mentionToken(a.mark.user.id)}` });
    expect(asked.mentions.map((m) => m.id)).toEqual([portalUserId, a.mark.user.id]);
    const mentioned = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'mention'), eq(notifications.commentId, asked.id)));
    expect(mentioned.map((n) => n.recipientId).sort()).toEqual([portalUserId, a.mark.user.id].sort());
    expect(mentioned.find((n) => n.recipientId === portalUserId)).toMatchObject({ creativeId: creative.id, clientId: client.id });
    // The client reads the comment with the mention resolved; a client mentions no one.
    expect((await creativesOf(t, portalSid).comments(creative.id, 1)).comments[0]!.mentions.map((m) => m.id)).toEqual([portalUserId, a.mark.user.id]);
    expect((await creativesOf(t, portalSid).ok('GET', `/api/creatives/${creative.id}/mentionable`, undefined, 200)).json()).toEqual({
      people: [],
      clientUserIds: [],
    });
    // An edit that names someone new notifies only them; one who is dropped loses the mention.
    const edited = await team.ok(
      'PATCH',
      `/api/creatives/${creative.id}/comments/${asked.id}`,
      { body: `${mentionToken(a.admin.user.id)} kijk jij even?` },
      200,
    );
    expect(edited.json<{ comment: { mentions: { id: string }[] } }>().comment.mentions.map((m) => m.id)).toEqual([a.admin.user.id]);
    const after = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'mention'), eq(notifications.commentId, asked.id)));
    expect(after.map((n) => n.recipientId).sort()).toEqual([portalUserId, a.mark.user.id, a.admin.user.id].sort());
  });

  it('never lets the decision log be changed', async () => {
    const [row] = await t.db.select().from(creativeDecisions).limit(1);
    const other = row!.decision === 'reject' ? 'approve' : 'reject';
    await expect(t.db.update(creativeDecisions).set({ decision: other }).where(eq(creativeDecisions.id, row!.id))).rejects.toThrow();
    await expect(
      t.db
        .update(creativeDecisions)
        .set({ decidedBy: row!.decidedBy === a.admin.user.id ? a.mark.user.id : a.admin.user.id })
        .where(eq(creativeDecisions.id, row!.id)),
    ).rejects.toThrow();
    const [still] = await t.db.select().from(creativeDecisions).where(eq(creativeDecisions.id, row!.id));
    expect(still).toEqual(row);
  });

  it('refuses a decision on an old version, by the wrong step, or when nothing waits', async () => {
    const team = creativesOf(t, a.tokens.sanne);
    const creative = await team.create({ clientId: client.id, fileId: await uploadCreative(t, a.tokens.sanne), reviewFlow: 'client_only', sendToReview: true });
    expect(creative).toMatchObject({ status: 'in_review', reviewStep: 'client' });
    const wrongStep = await team.call('POST', `/api/creatives/${creative.id}/decisions`, { version: 1, decision: 'approve' });
    expect(wrongStep.json().error.code).toBe('CREATIVE_NOT_YOUR_STEP');
    const old = await creativesOf(t, portalSid).call('POST', `/api/creatives/${creative.id}/decisions`, { version: 2, decision: 'approve' });
    expect(old.json().error.code).toBe('CREATIVE_VERSION_OUTDATED');
    const done = await creativesOf(t, portalSid).decide(creative.id, { version: 1, decision: 'approve' });
    expect(done.status).toBe('approved');
    const again = await creativesOf(t, portalSid).call('POST', `/api/creatives/${creative.id}/decisions`, { version: 1, decision: 'reject' });
    expect(again.json().error.code).toBe('CREATIVE_NOT_IN_REVIEW');
    expect((await team.ok('POST', `/api/creatives/${creative.id}/live`, undefined, 200)).json().creative.status).toBe('live');
    // Decided: it stays, with its log.
    expect((await team.call('DELETE', `/api/creatives/${creative.id}`)).json().error.code).toBe('CREATIVE_HAS_DECISIONS');
  });
});
