/**
 * Matrix rows of creative review (/api/creatives/*, /api/review-links/*, issue 36). One set of
 * routes serves the team's /creatives and the portal's Creatives: the company's admins and
 * marketeers reach every creative of the company; a client user signs in to the same routes
 * (no 403 at the door) and reaches only creatives of their own client that were shared with them
 * — a draft, another client's or another company's answers 404, like an unknown id. What only the
 * team does (make, change, upload versions, send to review, put live, mail links, the per-client
 * setting) is refused to a client user with 403 FORBIDDEN before any creative is looked up. A
 * comment is edited or deleted by its author only; resolved by anyone who sees it. The e-mail
 * review link needs no session: the token is the proof. The team's "Bekijk als klant"
 * (/api/clients/:clientId/portal-preview/creatives…) reads what the client's portal users see.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultSafeZones } from '../../../../common/rules/ad-placements.js';
import { creatives } from '../../../db/schema/index.js';
import { answers, everyone, refused, signedIn, teamCreateNaming, teamObject, type Expectations, type Outcome } from '../expectations.js';
import { row, variant, type RouteTable } from '../route-row.js';
import {
  approvedCreative,
  creativeClient,
  creativeComment,
  draftCreative,
  internalComment,
  reviewLink,
  sharedCreative,
  unsharedVersionComment,
  uploadAs,
  waitingCreative,
} from '../targets/creatives.js';
import type { World } from '../world.js';

/** Shared with the client: its team, and the client user of its client (own); another client's or company's is 404. */
const clientSees = (outcome: Outcome): Expectations => ({ ...teamObject(outcome), client: { own: outcome, colleague: 404, foreign: 404 } });

/** Not shared with the client (a draft): the team's; a client user gets 404, also for their own client's. */
const teamSeesDraft = (outcome: Outcome): Expectations => ({ ...teamObject(outcome), client: 404 });

/** Changed by its author only: a colleague's (also an admin's colleague's) is 403; what the asker cannot see is 404. */
const authorOnly = (outcome: Outcome): Expectations => {
  const team = { own: outcome, colleague: 403, foreign: 404 };
  return { ...clientSees(outcome), marketeer: team, admin: team };
};

const total = (n: number) => answers({ total: n });

const revisionOf = async (w: World, id: string) =>
  (await w.db.select({ revision: creatives.revision }).from(creatives).where(eq(creatives.id, id)))[0]?.revision ?? 1;

/** A token shaped like a real one whose signature is not the app's. */
const forgedToken = () => `${randomUUID()}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
const linkInvalid = everyone(refused(404, 'CREATIVE_REVIEW_LINK_INVALID'));

export const creativeRows: RouteTable = {
  // The server's safe zones: the same for anyone signed in who reviews creatives (team or client user).
  'GET /api/creatives/ad-placements': row({ expect: signedIn(answers({ safeZones: defaultSafeZones })) }),
  // The client filter on a client with a shared creative and a draft: the team finds both, its client user the shared one.
  'GET /api/creatives': row({
    target: sharedCreative,
    request: ({ t }) => ({ query: { clientId: t.clientId } }),
    expect: {
      anonymous: 401,
      client: { own: total(1), colleague: total(0), foreign: total(0) },
      marketeer: { own: total(2), colleague: total(2), foreign: total(0) },
      admin: { own: total(2), colleague: total(2), foreign: total(0) },
      otherCompany: total(0),
    },
  }),
  // Another company's client is refused like an unknown one.
  'POST /api/creatives': row({
    target: creativeClient,
    request: async ({ w, t, me }) => ({ body: { clientId: t.id, name: 'Nieuwe creative', fileId: await uploadAs(w, me) } }),
    expect: teamCreateNaming(201, refused(400, 'CREATIVE_CLIENT_REQUIRED')),
  }),
  'POST /api/creatives/review': row({ target: draftCreative, fresh: true, request: ({ t }) => ({ body: { ids: [t.id] } }), expect: teamObject(200) }),
  'GET /api/creatives/:id': row({ target: sharedCreative, request: ({ t }) => ({ params: { id: t.id } }), expect: clientSees(200) }),
  'GET /api/creatives/:id <a draft>': variant(
    'GET /api/creatives/:id',
    row({ target: draftCreative, request: ({ t }) => ({ params: { id: t.id } }), expect: teamSeesDraft(200) }),
  ),
  'PATCH /api/creatives/:id': row({
    target: draftCreative,
    request: async ({ w, t }) => ({ params: { id: t.id }, body: { revision: await revisionOf(w, t.id), name: 'Bijgewerkte creative' } }),
    expect: teamObject(200),
  }),
  'DELETE /api/creatives/:id': row({ target: draftCreative, fresh: true, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(204) }),
  'POST /api/creatives/:id/versions': row({
    target: draftCreative,
    fresh: true,
    request: async ({ w, t, me }) => ({ params: { id: t.id }, body: { fileId: await uploadAs(w, me) } }),
    expect: teamObject(201),
  }),
  'POST /api/creatives/:id/review': row({ target: draftCreative, fresh: true, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  // The team decides its own step, a client user the client's (each asks about a creative waiting for them).
  'POST /api/creatives/:id/decisions': row({
    target: waitingCreative,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, body: { version: 1, decision: 'approve' } }),
    expect: clientSees(200),
  }),
  'POST /api/creatives/:id/live': row({ target: approvedCreative, fresh: true, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'POST /api/creatives/:id/review-links': row({
    target: sharedCreative,
    request: ({ t }) => ({ params: { id: t.id }, body: { contactIds: [t.contactId] } }),
    expect: teamObject(200),
  }),
  'GET /api/creatives/client-settings/:id': row({ target: draftCreative, request: ({ t }) => ({ params: { id: t.clientId } }), expect: teamObject(200) }),
  'PUT /api/creatives/client-settings/:id': row({
    target: draftCreative,
    request: ({ t }) => ({ params: { id: t.clientId }, body: { emailDecisions: true } }),
    expect: teamObject(200),
  }),
  // On a shared creative with an internal comment: the client user reads the comments, never that one.
  'GET /api/creatives/:id/versions/:version/comments': row({
    target: internalComment,
    request: ({ t }) => ({ params: { id: t.id, version: '1' } }),
    expect: clientSees(200),
  }),
  'GET /api/creatives/:id/versions/:version/comments <a draft>': variant(
    'GET /api/creatives/:id/versions/:version/comments',
    row({ target: draftCreative, request: ({ t }) => ({ params: { id: t.id, version: '1' } }), expect: teamSeesDraft(200) }),
  ),
  // Version 3 is shared, version 2 was not: the client user reads none of version 2's comments, also not as "still open from version 2".
  'GET /api/creatives/:id/versions/:version/comments <after a version not shared>': variant(
    'GET /api/creatives/:id/versions/:version/comments',
    row({ target: unsharedVersionComment, request: ({ t }) => ({ params: { id: t.id, version: '3' } }), expect: clientSees(200) }),
  ),
  'GET /api/creatives/:id/mentionable': row({ target: sharedCreative, request: ({ t }) => ({ params: { id: t.id } }), expect: clientSees(200) }),
  'POST /api/creatives/:id/comments': row({
    target: sharedCreative,
    request: ({ t }) => ({ params: { id: t.id }, body: { version: 1, body: 'Logo groter', annotation: { shape: { type: 'pin', x: 0.5, y: 0.25 } } } }),
    expect: clientSees(201),
  }),
  'POST /api/creatives/:id/comments <a draft>': variant(
    'POST /api/creatives/:id/comments',
    row({ target: draftCreative, request: ({ t }) => ({ params: { id: t.id }, body: { version: 1, body: 'Logo groter' } }), expect: teamSeesDraft(201) }),
  ),
  'PATCH /api/creatives/:id/comments/:commentId': row({
    target: creativeComment,
    request: ({ t }) => ({ params: { id: t.id, commentId: t.commentId }, body: { body: 'Logo nog groter' } }),
    expect: authorOnly(200),
  }),
  'PATCH /api/creatives/:id/comments/:commentId <resolve>': variant(
    'PATCH /api/creatives/:id/comments/:commentId',
    row({ target: creativeComment, request: ({ t }) => ({ params: { id: t.id, commentId: t.commentId }, body: { resolved: true } }), expect: clientSees(200) }),
  ),
  // A comment on a version the client never saw is unknown to them, like the version.
  'PATCH /api/creatives/:id/comments/:commentId <on a version not shared>': variant(
    'PATCH /api/creatives/:id/comments/:commentId',
    row({
      target: unsharedVersionComment,
      fresh: true,
      request: ({ t }) => ({ params: { id: t.id, commentId: t.commentId }, body: { resolved: true } }),
      expect: { ...clientSees(200), client: 404 },
    }),
  ),
  'DELETE /api/creatives/:id/comments/:commentId': row({
    target: creativeComment,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, commentId: t.commentId } }),
    expect: authorOnly(204),
  }),

  // "Bekijk als klant": the company's team reads a client's creatives as its portal users do — the shared one,
  // not the draft beside it, no internal comment; a client user is refused at the door, another company's client is unknown.
  'GET /api/clients/:clientId/portal-preview/creatives': row({
    target: sharedCreative,
    request: ({ t }) => ({ params: { clientId: t.clientId } }),
    expect: teamObject(total(1)),
  }),
  'GET /api/clients/:clientId/portal-preview/creatives/:id': row({
    target: sharedCreative,
    request: ({ t }) => ({ params: { clientId: t.clientId, id: t.id } }),
    expect: teamObject(200),
  }),
  'GET /api/clients/:clientId/portal-preview/creatives/:id <a draft>': variant(
    'GET /api/clients/:clientId/portal-preview/creatives/:id',
    row({ target: sharedCreative, request: ({ t }) => ({ params: { clientId: t.clientId, id: t.draftId } }), expect: teamObject(404) }),
  ),
  'GET /api/clients/:clientId/portal-preview/creatives/:id/versions/:version/comments': row({
    target: internalComment,
    request: ({ t }) => ({ params: { clientId: t.clientId, id: t.id, version: '1' } }),
    expect: teamObject(answers({ comments: [], carriedOver: [] })),
  }),

  // The e-mail review link: no session needed, whoever holds a valid token; a forged one is unknown to everyone.
  'GET /api/review-links/:token': row({ request: () => ({ params: { token: forgedToken() } }), expect: linkInvalid }),
  'GET /api/review-links/:token <a valid link>': variant(
    'GET /api/review-links/:token',
    row({ target: reviewLink, request: ({ t }) => ({ params: { token: t.token } }), expect: everyone(200) }),
  ),
  'POST /api/review-links/:token/decision': row({ request: () => ({ params: { token: forgedToken() }, body: { decision: 'approve' } }), expect: linkInvalid }),
  'POST /api/review-links/:token/decision <a valid link>': variant(
    'POST /api/review-links/:token/decision',
    row({ target: reviewLink, fresh: true, request: ({ t }) => ({ params: { token: t.token }, body: { decision: 'approve' } }), expect: everyone(204) }),
  ),
  'POST /api/review-links/:token/comments': row({
    request: () => ({ params: { token: forgedToken() }, body: { version: 1, body: 'Mooi' } }),
    expect: linkInvalid,
  }),
  'POST /api/review-links/:token/comments <a valid link>': variant(
    'POST /api/review-links/:token/comments',
    row({ target: reviewLink, request: ({ t }) => ({ params: { token: t.token }, body: { version: 1, body: 'Mooi' } }), expect: everyone(204) }),
  ),
  // Last, once the client user's own drafts exist: everything the asker may read (the leak check: never a
  // draft, another client's or company's creative).
  'GET /api/creatives <everything>': variant('GET /api/creatives', row({ expect: { ...everyone(200), anonymous: 401 } })),
  // The due-date reminders run now (developer-only); at a moment long past nothing is due.
  'POST /api/test/creatives/due-reminders': row({ localOnly: true, request: () => ({ body: { now: '2001-01-01T00:00:00Z' } }), expect: everyone(200) }),
};
