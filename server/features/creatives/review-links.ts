/**
 * E-mail review links (issue 36): the team mails a client's contacts a link to the version that
 * waits for the client; the contact opens it without signing in, comments, and decides once.
 * - A link is a row bound to one contact and one version, valid until `expires_at`
 *   (CREATIVE_REVIEW_LINK_HOURS); the token in the mail is `<row id>.<expiry>.<HMAC>` with the
 *   app's secret, so a guessed or altered token is refused before the database is asked.
 * - The decision is single use: `used_at` is set in the deciding transaction with a conditional
 *   update, so two clicks (or two tabs) record one decision.
 * - A link decides only while its version is the newest and waits for the client; an expired
 *   one answers 410, a used one 409, and none works when the agency turned e-mail decisions off
 *   for the client or the contact was removed (the row goes with them).
 * The files of the version are served through links signed for an hour (never a guessable URL).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReviewDecision } from '../../../common/creative-constants.js';
import { reviewLinkHref } from '../../../common/routes.js';
import type { AddCommentBody, ReviewLinkResponse } from '../../../common/schemas/creatives.js';
import type { Db } from '../../db/database.js';
import { clientContacts, clients, companies, creativeClientSettings, creativeReviewLinks, creatives, creativeVersions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { queueMail } from '../../lib/mail/outbox.js';
import { agencyBrand, brandedMail } from '../clients/mails.js';
import type { FileSigner } from '../files/signing.js';
import { commentsOnVersion, insertComment } from './comments.js';
import { clock, creativeChanged, type CreativesCtx } from './kit.js';
import { requireTeam, type CreativesActor } from './policy.js';
import { emailDecisionsOn, loadVersions, versionOf, type FileAddress } from './read-creatives.js';
import { recordDecision } from './review.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The signer's link signature, in its own name space (no file id looks like this). */
const signatureOf = (signer: FileSigner, id: string, expires: number) => signer.signLink(`creative-review:${id}`, expires);

export function reviewToken(signer: FileSigner, id: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expires}.${signatureOf(signer, id, expires)}`;
}

/** The link's id from a token whose signature holds; CREATIVE_REVIEW_LINK_INVALID otherwise. */
function linkIdOf(signer: FileSigner, token: string): string {
  const [id, expires, signature] = token.split('.');
  if (!id || !uuidPattern.test(id) || !expires || !/^\d{1,12}$/.test(expires)) throw new AppError('CREATIVE_REVIEW_LINK_INVALID');
  if (!signer.verify(signatureOf(signer, id, Number(expires)), signature)) throw new AppError('CREATIVE_REVIEW_LINK_INVALID');
  return id;
}

/** The link with its creative and contact, checked: not expired, e-mail decisions on. */
async function openLink(db: Db, signer: FileSigner, token: string, now: Date, options: { lock?: boolean } = {}) {
  const id = linkIdOf(signer, token);
  const query = db
    .select({ link: creativeReviewLinks, contactName: clientContacts.name, contactEmail: clientContacts.email })
    .from(creativeReviewLinks)
    .innerJoin(clientContacts, eq(clientContacts.id, creativeReviewLinks.contactId))
    .where(eq(creativeReviewLinks.id, id));
  const [row] = options.lock ? await query.for('update', { of: creativeReviewLinks }) : await query;
  if (!row) throw new AppError('CREATIVE_REVIEW_LINK_INVALID');
  if (row.link.expiresAt.getTime() <= now.getTime()) throw new AppError('CREATIVE_REVIEW_LINK_EXPIRED');
  const [creative] = await db.select().from(creatives).where(eq(creatives.id, row.link.creativeId));
  if (!creative) throw new AppError('CREATIVE_REVIEW_LINK_INVALID');
  if (!(await emailDecisionsOn(db, creative.clientId))) throw new AppError('CREATIVE_REVIEW_LINKS_OFF');
  return { ...row, creative };
}

/** File links signed for an hour (at most until the review link expires). */
function signedFiles(signer: FileSigner, until: Date, now: Date): FileAddress {
  const expires = Math.floor(Math.min(until.getTime(), now.getTime() + 3_600_000) / 1000);
  const query = (fileId: string) => `expires=${expires}&signature=${signer.signLink(fileId, expires)}`;
  return {
    url: (fileId, mimeType) => `/api/files/${fileId}?${mimeType.startsWith('image/') ? 'inline=1&' : ''}${query(fileId)}`,
    previewUrl: (fileId) => `/api/files/${fileId}/preview?${query(fileId)}`,
  };
}

export async function readReviewLink(ctx: CreativesCtx, token: string): Promise<ReviewLinkResponse> {
  const now = clock(ctx);
  const { link, creative, contactName } = await openLink(ctx.db, ctx.files.signer, token, now);
  const [version] = await loadVersions(ctx.db, eq(creativeVersions.id, link.versionId));
  const [names] = await ctx.db
    .select({ clientName: clients.name, companyName: companies.name })
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(clients.id, creative.clientId));
  const { comments } = await commentsOnVersion(ctx.db, {
    creativeId: creative.id,
    versionId: link.versionId,
    version: version!.version,
    clientView: true,
    readerId: null,
  });
  const waits = creative.status === 'in_review' && creative.reviewStep === 'client' && creative.currentVersion === version!.version;
  return {
    creative: {
      id: creative.id,
      name: creative.name,
      campaign: creative.campaign,
      status: creative.status,
      currentVersion: creative.currentVersion,
      media: version!.media,
      clientName: names?.clientName ?? '',
      companyName: names?.companyName ?? '',
    },
    version: versionOf(version!, signedFiles(ctx.files.signer, link.expiresAt, now)),
    comments,
    contactName,
    mayDecide: waits && link.usedAt === null,
    usedAt: link.usedAt?.toISOString() ?? null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

export async function decideByLink(
  ctx: CreativesCtx,
  token: string,
  input: { decision: ReviewDecision; comment?: string | undefined },
  request: { ip: string; userAgent: string | null },
): Promise<void> {
  const mailed = await transactionWithEvents(ctx, async (tx, emit) => {
    const now = clock(ctx);
    const { link, creative, contactName, contactEmail } = await openLink(tx, ctx.files.signer, token, now, { lock: true });
    const used = await tx
      .update(creativeReviewLinks)
      .set({ usedAt: now })
      .where(and(eq(creativeReviewLinks.id, link.id), isNull(creativeReviewLinks.usedAt)))
      .returning({ id: creativeReviewLinks.id });
    if (used.length === 0) throw new AppError('CREATIVE_REVIEW_LINK_USED');
    const [row] = await tx.select().from(creatives).where(eq(creatives.id, creative.id)).for('update');
    const [version] = await tx.select({ version: creativeVersions.version }).from(creativeVersions).where(eq(creativeVersions.id, link.versionId));
    return recordDecision(
      tx,
      emit,
      ctx,
      row!,
      {
        step: 'client',
        userId: null,
        contactId: link.contactId,
        name: contactName,
        email: contactEmail,
        channel: 'email_link',
        ip: request.ip,
        userAgent: request.userAgent,
      },
      { version: version!.version, decision: input.decision, comment: input.comment || null },
    );
  });
  if (mailed) ctx.mail.kick();
}

export async function commentByLink(ctx: CreativesCtx, token: string, input: AddCommentBody): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const now = clock(ctx);
    const { link, creative, contactName } = await openLink(tx, ctx.files.signer, token, now);
    const [version] = await tx.select({ version: creativeVersions.version }).from(creativeVersions).where(eq(creativeVersions.id, link.versionId));
    await insertComment(
      tx,
      creative,
      { userId: null, contactId: link.contactId, name: contactName, clientSide: true },
      { ...input, version: version!.version },
      now,
    );
    await creativeChanged(tx, emit, { companyId: creative.companyId, clientId: creative.clientId, creativeId: creative.id, clientSees: true });
  });
}

/**
 * Mails a review link for the newest version to each of these contacts of the creative's client
 * (with an address); the creative must wait for the client. Answers how many were sent.
 */
export async function sendReviewLinks(ctx: CreativesCtx, actor: CreativesActor, id: string, contactIds: readonly string[]): Promise<number> {
  const who = requireTeam(actor);
  const sent = await transactionWithEvents(ctx, async (tx) => {
    const [creative] = await tx
      .select()
      .from(creatives)
      .where(and(eq(creatives.id, id), eq(creatives.companyId, who.companyId)));
    if (!creative) throw new AppError('NOT_FOUND');
    if (creative.status !== 'in_review' || creative.reviewStep !== 'client') throw new AppError('CREATIVE_NOT_IN_REVIEW');
    if (!(await emailDecisionsOn(tx, creative.clientId))) throw new AppError('CREATIVE_REVIEW_LINKS_OFF');
    const contacts = await tx
      .select({ id: clientContacts.id, name: clientContacts.name, email: clientContacts.email })
      .from(clientContacts)
      .where(
        and(inArray(clientContacts.id, [...new Set(contactIds)]), eq(clientContacts.clientId, creative.clientId), sql`${clientContacts.email} is not null`),
      );
    if (contacts.length === 0) throw new AppError('NOT_FOUND', { fields: { contactIds: 'NOT_FOUND' } });
    const [version] = await tx
      .select({ id: creativeVersions.id })
      .from(creativeVersions)
      .where(and(eq(creativeVersions.creativeId, id), eq(creativeVersions.version, creative.currentVersion)));
    const brand = await agencyBrand(tx, creative.companyId, ctx.env.appOrigin);
    const expiresAt = new Date(clock(ctx).getTime() + ctx.env.creatives.reviewLinkMs);
    const until = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
      expiresAt,
    );
    for (const contact of contacts) {
      const [link] = await tx
        .insert(creativeReviewLinks)
        .values({ companyId: creative.companyId, creativeId: id, versionId: version!.id, contactId: contact.id, expiresAt })
        .returning({ id: creativeReviewLinks.id });
      const url = `${ctx.env.appOrigin}${reviewLinkHref(reviewToken(ctx.files.signer, link!.id, expiresAt))}`;
      await queueMail(
        tx,
        brandedMail(contact.email!, `Beoordeel ${creative.name}`, 'creative-review-link', {
          brand,
          paragraphs: [
            `Hallo ${contact.name},`,
            `${brand.name} vraagt je versie ${creative.currentVersion} van ${creative.name} te beoordelen. Je hoeft daarvoor niet in te loggen.`,
            `De link werkt tot ${until} en voor één beslissing.`,
          ],
          action: { label: 'Bekijken en beoordelen', url },
        }),
      );
    }
    return contacts.length;
  });
  ctx.mail.kick();
  return sent;
}

/** A client of the team's company, or NOT_FOUND (the per-client setting's target). */
async function requireCompanyClient(ctx: CreativesCtx, actor: CreativesActor, clientId: string): Promise<string> {
  const who = requireTeam(actor);
  const [client] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, who.companyId)));
  if (!client) throw new AppError('NOT_FOUND');
  return who.companyId;
}

/** Whether a client of the company lets its contacts decide from an e-mail link (the team). */
export async function getEmailDecisions(ctx: CreativesCtx, actor: CreativesActor, clientId: string): Promise<boolean> {
  await requireCompanyClient(ctx, actor, clientId);
  return emailDecisionsOn(ctx.db, clientId);
}

/** Turns e-mail decisions on or off for a client of the company (the team). */
export async function setEmailDecisions(ctx: CreativesCtx, actor: CreativesActor, clientId: string, on: boolean): Promise<boolean> {
  const companyId = await requireCompanyClient(ctx, actor, clientId);
  await ctx.db
    .insert(creativeClientSettings)
    .values({ clientId, companyId, emailDecisions: on })
    .onConflictDoUpdate({ target: creativeClientSettings.clientId, set: { emailDecisions: on, updatedAt: clock(ctx) } });
  return on;
}
