/**
 * "Bekijk als klant" for the portal's Creatives: the team reads a client's creatives as its portal
 * users do — only what was shared with them, at the newest shared version, without internal
 * comments and with nothing "mine" — while a client user is refused and another company's admin
 * finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreativeCommentsResponse, CreativeDetailResponse, CreativeListResponse } from '../../../common/schemas/creatives.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { clientWithPortalUser } from '../forms/test-kit.js';
import { creativePng, creativesOf, uploadCreative } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let other: TestAgency;
let client: { id: string };
let otherClient: { id: string };
let portalSid: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'Voorbeeld');
  other = await createAgency(t, 'Elders');
  const made = await clientWithPortalUser(t.db, a.admin, 'Bakkerij Voorbeeld');
  client = made.client;
  portalSid = await logInAs(t.app, made.portal);
  otherClient = (await clientWithPortalUser(t.db, a.admin, 'Slagerij Naast')).client;
});
afterAll(() => t.close());

const previewOf = (clientId: string) => `/api/clients/${clientId}/portal-preview/creatives`;

describe('the portal preview of creatives', () => {
  it('shows the team what the client sees: shared creatives at the newest shared version, no internal comments', async () => {
    const team = creativesOf(t, a.tokens.sanne);
    const draft = await team.create({ clientId: client.id, name: 'Concept', fileId: await uploadCreative(t, a.tokens.sanne) });
    const shared = await team.create({
      clientId: client.id,
      name: 'Gedeeld',
      fileId: await uploadCreative(t, a.tokens.sanne),
      reviewFlow: 'client_only',
      sendToReview: true,
    });
    const open = await team.comment(shared.id, { version: 1, body: 'Voor de klant', annotation: { shape: { type: 'pin', x: 0.5, y: 0.5 } } });
    await team.comment(shared.id, { version: 1, body: 'Intern: kleur klopt niet', internal: true });
    // A second version the team keeps to itself: the client still sees version 1.
    await team.addVersion(shared.id, { fileId: await uploadCreative(t, a.tokens.sanne, await creativePng(500, 500)) });

    const list = (await team.ok('GET', previewOf(client.id), undefined, 200)).json<CreativeListResponse>();
    expect(list.creatives.map((c) => c.id)).toEqual([shared.id]);
    expect(list.creatives[0]).toMatchObject({ currentVersion: 1, openComments: 1 });
    expect((await team.ok('GET', `${previewOf(client.id)}?status=in_review`, undefined, 200)).json<CreativeListResponse>().total).toBe(1);
    // The same answer the client's portal user gets.
    const portal = creativesOf(t, portalSid);
    expect((await portal.list()).creatives).toEqual(list.creatives);

    const { creative } = (await team.ok('GET', `${previewOf(client.id)}/${shared.id}`, undefined, 200)).json<CreativeDetailResponse>();
    expect(creative.versions.map((v) => v.version)).toEqual([1]);
    expect(creative).toMatchObject({ currentVersion: 1, status: 'in_review' });
    expect((await team.call('GET', `${previewOf(client.id)}/${draft.id}`)).statusCode).toBe(404);
    expect((await team.call('GET', `${previewOf(client.id)}/${shared.id}/versions/2/comments`)).statusCode).toBe(404);

    const comments = (await team.ok('GET', `${previewOf(client.id)}/${shared.id}/versions/1/comments`, undefined, 200)).json<CreativeCommentsResponse>();
    expect(comments.comments.map((c) => [c.id, c.body, c.mine])).toEqual([[open.id, 'Voor de klant', false]]);
    // Reading changes nothing: the team's own view still has both comments and version 2.
    expect((await team.comments(shared.id, 1)).comments).toHaveLength(2);
    expect((await team.get(shared.id)).currentVersion).toBe(2);
  });

  it('is one client only: another client of the company has its own preview', async () => {
    const team = creativesOf(t, a.tokens.mark);
    const theirs = await team.create({
      clientId: otherClient.id,
      fileId: await uploadCreative(t, a.tokens.mark),
      reviewFlow: 'client_only',
      sendToReview: true,
    });
    expect((await team.call('GET', `${previewOf(client.id)}/${theirs.id}`)).statusCode).toBe(404);
    expect((await team.call('GET', `${previewOf(client.id)}/${theirs.id}/versions/1/comments`)).statusCode).toBe(404);
    const mine = (await team.ok('GET', previewOf(client.id), undefined, 200)).json<CreativeListResponse>();
    expect(mine.creatives.map((c) => c.id)).not.toContain(theirs.id);
    const list = (await team.ok('GET', previewOf(otherClient.id), undefined, 200)).json<CreativeListResponse>();
    expect(list.creatives.map((c) => c.id)).toEqual([theirs.id]);
  });

  it('refuses a client user and is unknown to another company', async () => {
    const shared = await creativesOf(t, a.tokens.admin).create({
      clientId: client.id,
      fileId: await uploadCreative(t, a.tokens.admin),
      reviewFlow: 'client_only',
      sendToReview: true,
    });
    for (const url of [previewOf(client.id), `${previewOf(client.id)}/${shared.id}`, `${previewOf(client.id)}/${shared.id}/versions/1/comments`]) {
      expect((await creativesOf(t, portalSid).call('GET', url)).statusCode, url).toBe(403);
      expect((await creativesOf(t, a.tokens.client).call('GET', url)).statusCode, url).toBe(403);
      expect((await creativesOf(t, other.tokens.admin).call('GET', url)).statusCode, url).toBe(404);
    }
  });
});
