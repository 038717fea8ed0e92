/**
 * Creatives of the matrix (issue 36): made through the API by the owner when they are on the team,
 * else by their company's marketeer, from a PNG uploaded through tus with the purpose `creative`,
 * for a new client of the owner's company — for a client user, a client they are a portal contact
 * of. The company's team reads every creative; a client user only their own client's, and only
 * once a version was shared with them (sent to the client's step, here with `reviewFlow:
 * 'client_only'`). Another client's or another company's creative is unknown to them.
 */
import { randomUUID } from 'node:crypto';
import type { CreativeComment, CreativeDetail, ReviewFlow } from '../../../../common/schemas/creatives.js';
import { clientContacts, clients } from '../../../db/schema/index.js';
import { uploadCreative } from '../../../features/creatives/test-kit.js';
import { pngBytes } from '../../../features/files/test-kit.js';
import { uniqueEmail } from '../../factories.js';
import { latestMail, linkIn } from '../../outbox.js';
import { testAppOrigin } from '../../test-app.js';
import { isTeam, postAs, sameCompany, type Target } from '../target.js';
import { companyOf, type Person, type World } from '../world.js';

export interface CreativeTarget {
  id: string;
  clientId: string;
  versionId: string;
  fileId: string;
}

/** Who makes the owner's creatives: the owner on the team, else their company's marketeer (a client user makes none). */
export const makerOf = (w: World, owner: Person): Person => (isTeam(owner) ? owner : companyOf(w, owner).marketeer);

/** A small PNG (made once: the matrix makes many creatives). */
let png: Promise<Buffer> | null = null;

/** Uploads a creative file as `person` (a client user may not: their company's marketeer uploads it). */
export const uploadAs = async (w: World, person: Person): Promise<string> =>
  uploadCreative({ app: w.app }, makerOf(w, person).sid, await (png ??= pngBytes(64, 64)));

/** The team of the creative's company. */
const teamReaders = (owner: Person, viewer: Person) => sameCompany(owner, viewer) && isTeam(viewer);

/** Once shared: also the client user it was made for (a portal contact of its client). */
const sharedReaders = (owner: Person, viewer: Person) => teamReaders(owner, viewer) || (viewer.role === 'client' && owner.user.id === viewer.user.id);

/**
 * A new client of the owner's company with a contact who has an address: for a client user, the
 * contact is their portal account; else a contact without one.
 */
async function makeClient(w: World, owner: Person): Promise<{ clientId: string; contactId: string; contactEmail: string }> {
  const [client] = await w.db
    .insert(clients)
    .values({ companyId: owner.company.id, name: `Creatievenklant van ${owner.label} ${randomUUID().slice(0, 8)}` })
    .returning({ id: clients.id });
  const linked = owner.role === 'client';
  const contactEmail = linked ? owner.email : uniqueEmail('contact');
  const [contact] = await w.db
    .insert(clientContacts)
    .values({
      clientId: client!.id,
      companyId: owner.company.id,
      name: linked ? owner.label : 'Contactpersoon',
      email: contactEmail,
      userId: linked ? owner.user.id : null,
    })
    .returning({ id: clientContacts.id });
  return { clientId: client!.id, contactId: contact!.id, contactEmail };
}

/** A creative of `clientId` made through the API by `maker`, from a new upload. */
async function makeCreative(
  w: World,
  maker: Person,
  clientId: string,
  flow: { reviewFlow?: ReviewFlow; sendToReview?: boolean } = {},
): Promise<CreativeTarget> {
  const fileId = await uploadAs(w, maker);
  const { creative } = await postAs<{ creative: CreativeDetail }>(w, maker, '/api/creatives', {
    clientId,
    name: `Creative van ${maker.label}`,
    fileId,
    ...flow,
  });
  return { id: creative.id, clientId, versionId: creative.versions[0]!.id, fileId };
}

const idsOf = (t: CreativeTarget) => [t.id, t.versionId, t.fileId];

/** For POST /api/creatives: a client of the owner's company to make a creative for. */
export const creativeClient: Target<{ id: string }> = {
  name: 'client for a creative',
  ownership: 'company',
  make: async (w, owner) => ({ id: (await makeClient(w, owner)).clientId }),
};

/** A concept: never shown to the client (not even to the client user it was made for). */
export const draftCreative: Target<CreativeTarget> = {
  name: 'draft creative',
  ownership: 'company',
  async make(w, owner) {
    const { clientId } = await makeClient(w, owner);
    return makeCreative(w, makerOf(w, owner), clientId);
  },
  ids: idsOf,
  readableBy: teamReaders,
};

export type SharedCreativeTarget = CreativeTarget & { contactId: string; contactEmail: string };

/** A creative waiting for the client's step (so shared with the client), of a new client. */
async function makeShared(w: World, owner: Person): Promise<SharedCreativeTarget> {
  const { clientId, contactId, contactEmail } = await makeClient(w, owner);
  const shared = await makeCreative(w, makerOf(w, owner), clientId, { reviewFlow: 'client_only', sendToReview: true });
  return { ...shared, contactId, contactEmail };
}

/** Shared with the client, and a draft of the same client beside it (the list's client filter finds two for the team, one for the client user). */
export const sharedCreative: Target<SharedCreativeTarget & { draftId: string }> = {
  name: 'creative shared with the client',
  ownership: 'personal',
  async make(w, owner) {
    const shared = await makeShared(w, owner);
    const draft = await makeCreative(w, makerOf(w, owner), shared.clientId);
    return { ...shared, draftId: draft.id };
  },
  ids: idsOf,
  readableBy: sharedReaders,
};

/** A creative waiting for the owner's decision: the client's step for a client user, the team's own step for the team. */
export const waitingCreative: Target<CreativeTarget> = {
  name: 'creative waiting for a decision',
  ownership: 'personal',
  async make(w, owner) {
    if (owner.role === 'client') return makeShared(w, owner);
    const { clientId } = await makeClient(w, owner);
    return makeCreative(w, owner, clientId, { reviewFlow: 'internal_and_client', sendToReview: true });
  },
  ids: idsOf,
  readableBy: sharedReaders,
};

/** A creative the client approved in the portal (for a team owner, a portal user made for its client decides). */
export const approvedCreative: Target<CreativeTarget> = {
  name: 'approved creative',
  ownership: 'company',
  async make(w, owner) {
    const made = await makeShared(w, owner);
    const decider = owner.role === 'client' ? owner : await w.newPerson(owner.company, 'client', `portal user of ${owner.label}'s client`);
    if (decider !== owner) {
      await w.db
        .insert(clientContacts)
        .values({ clientId: made.clientId, companyId: owner.company.id, name: decider.label, email: decider.email, userId: decider.user.id });
    }
    const decided = await w.app.inject({
      method: 'POST',
      url: `/api/creatives/${made.id}/decisions`,
      cookies: { sid: decider.sid },
      payload: { version: 1, decision: 'approve' },
    });
    if (decided.statusCode !== 200) throw new Error(`approving a creative as ${decider.label}: ${decided.statusCode} ${decided.body}`);
    return made;
  },
  ids: idsOf,
  readableBy: sharedReaders,
};

/** A comment by the owner on a creative shared with the client (a client user comments on their own client's). */
export const creativeComment: Target<{ id: string; commentId: string }> = {
  name: 'creative comment',
  ownership: 'personal',
  async make(w, owner) {
    const { id } = await makeShared(w, owner);
    const { comment } = await postAs<{ comment: CreativeComment }>(w, owner, `/api/creatives/${id}/comments`, {
      version: 1,
      body: `Opmerking van ${owner.label}`,
    });
    return { id, commentId: comment.id };
  },
  ids: (t) => [t.commentId],
  readableBy: sharedReaders,
};

/**
 * The team's internal comment on a creative shared with the client: the client user reads the
 * creative and its comments, never this one (its id is all the leak check is given).
 */
export const internalComment: Target<{ id: string; clientId: string; commentId: string }> = {
  name: 'internal creative comment',
  ownership: 'personal',
  async make(w, owner) {
    const { id, clientId } = await makeShared(w, owner);
    const body = { version: 1, body: 'Intern: kleur klopt niet', internal: true };
    const { comment } = await postAs<{ comment: CreativeComment }>(w, makerOf(w, owner), `/api/creatives/${id}/comments`, body);
    return { id, clientId, commentId: comment.id };
  },
  ids: (t) => [t.commentId],
  readableBy: teamReaders,
};

/**
 * The team's comment on a version never shared with the client: version 1 went to the client,
 * version 2 stayed a concept and got the comment, version 3 went to the client. The client user
 * reads versions 1 and 3 with their comments, never version 2's (its id is all the leak check is given).
 */
export const unsharedVersionComment: Target<{ id: string; commentId: string }> = {
  name: 'comment on a version not shared',
  ownership: 'personal',
  async make(w, owner) {
    const { id } = await makeShared(w, owner);
    const maker = makerOf(w, owner);
    await postAs(w, maker, `/api/creatives/${id}/versions`, { fileId: await uploadAs(w, maker) });
    const { comment } = await postAs<{ comment: CreativeComment }>(w, maker, `/api/creatives/${id}/comments`, { version: 2, body: 'Nog niet voor de klant' });
    await postAs(w, maker, `/api/creatives/${id}/versions`, { fileId: await uploadAs(w, maker), sendToReview: true });
    return { id, commentId: comment.id };
  },
  ids: (t) => [t.commentId],
  readableBy: teamReaders,
};

/** The file of a draft creative's version (it has a preview picture): the company's team reads it. */
export const creativeFile: Target<{ id: string }> = {
  name: 'creative version file',
  ownership: 'company',
  async make(w, owner) {
    const { clientId } = await makeClient(w, owner);
    return { id: (await makeCreative(w, makerOf(w, owner), clientId)).fileId };
  },
  ids: (t) => [t.id],
};

/**
 * The token of an e-mail review link, as the mail carries it: a creative waiting for the client,
 * mailed by the company's marketeer to a new contact of its client. Whoever holds it may use it.
 */
export const reviewLink: Target<{ token: string }> = {
  name: 'e-mail review link',
  ownership: 'unowned',
  async make(w, owner) {
    const marketeer = companyOf(w, owner).marketeer;
    const made = await makeShared(w, marketeer);
    const sent = await w.app.inject({
      method: 'POST',
      url: `/api/creatives/${made.id}/review-links`,
      cookies: { sid: marketeer.sid },
      payload: { contactIds: [made.contactId] },
    });
    if (sent.statusCode !== 200) throw new Error(`mailing a review link: ${sent.statusCode} ${sent.body}`);
    const link = linkIn(await latestMail(w.db, made.contactEmail, 'creative-review-link'), `${testAppOrigin}/beoordelen/`);
    return { token: link.slice(link.lastIndexOf('/') + 1) };
  },
};
