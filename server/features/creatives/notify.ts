/**
 * Who hears what of a creative (issue 36), all through the one producer (`createNotifications`:
 * preferences, mail, live):
 * - it waits for the team's step: the client's account managers (else the company's admins);
 * - it waits for the client's step: the client's portal users, with the agency's branded mail
 *   leading to the portal's Creatives;
 * - a decision: its maker and the client's account managers;
 * - a deadline near: whoever the waiting step is for.
 * Never the person who caused it. Each opens the creative (and the comment, where there is one).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ReviewDecision, ReviewStep } from '../../../common/creative-constants.js';
import type { Db } from '../../db/database.js';
import { clientManagers, companyUsers, type CreativeRow } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';
import { agencyBrand, brandedMail } from '../clients/mails.js';
import type { NotificationContent } from '../notifications/content.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { portalUsers } from '../portal/live.js';
import type { CreativesCtx } from './kit.js';

export const decisionLabels: Record<ReviewDecision, string> = {
  approve: 'goedgekeurd',
  approve_with_changes: 'goedgekeurd met wijzigingen',
  request_changes: 'wijzigingen gevraagd',
  reject: 'afgewezen',
};

/** The portal's Creatives with the client and creative chosen. */
export const portalCreativeHref = (clientId: string, creativeId: string) =>
  `/clientportal/creatives?${new URLSearchParams({ client: clientId, creative: creativeId }).toString()}`;

/** The client's account managers, else the company's admins (someone must look). */
export async function teamReviewersOf(tx: Db, companyId: string, clientId: string): Promise<string[]> {
  const managers = await tx.select({ id: clientManagers.userId }).from(clientManagers).where(eq(clientManagers.clientId, clientId));
  if (managers.length > 0) return managers.map((r) => r.id);
  const admins = await tx
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, 'admin')));
  return admins.map((r) => r.id);
}

async function managersOf(tx: Db, clientId: string): Promise<string[]> {
  const rows = await tx.select({ id: clientManagers.userId }).from(clientManagers).where(eq(clientManagers.clientId, clientId));
  return rows.map((r) => r.id);
}

type CreativeNews = Pick<CreativeRow, 'id' | 'companyId' | 'clientId' | 'name' | 'ownerId'> & { clientName: string };

function content(
  creative: CreativeNews,
  type: NotificationContent['type'],
  title: string,
  description: string | null,
  commentId: string | null = null,
): NotificationContent {
  return { type, title, description, clientName: creative.clientName, clientId: creative.clientId, creativeId: creative.id, commentId, platform: null };
}

/** Tells the reviewers of `step` that the creative waits for them; answers whether mail was queued. */
export async function notifyReviewStep(
  tx: Db,
  emit: Emit,
  ctx: CreativesCtx,
  creative: CreativeNews,
  step: ReviewStep,
  version: number,
  actorId: string,
): Promise<boolean> {
  const title = `Ter review: ${creative.name}`;
  if (step === 'internal') {
    const recipients = (await teamReviewersOf(tx, creative.companyId, creative.clientId)).filter((id) => id !== actorId);
    const { mailedTo } = await createNotifications(tx, emit, {
      recipients,
      companyId: creative.companyId,
      appOrigin: ctx.env.appOrigin,
      content: content(creative, 'creative_review', title, `Versie ${version} wacht op de interne beoordeling.`),
    });
    return mailedTo.length > 0;
  }
  const recipients = (await portalUsers(tx, creative.companyId, creative.clientId)).filter((id) => id !== actorId);
  if (recipients.length === 0) return false;
  const brand = await agencyBrand(tx, creative.companyId, ctx.env.appOrigin);
  const url = `${ctx.env.appOrigin}${portalCreativeHref(creative.clientId, creative.id)}`;
  const description = `${brand.name} vraagt je versie ${version} van ${creative.name} te beoordelen.`;
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients,
    companyId: creative.companyId,
    appOrigin: ctx.env.appOrigin,
    content: content(creative, 'creative_review', title, description),
    mail: (recipient): OutgoingMail =>
      brandedMail(recipient.email, title, 'creative_review', {
        brand,
        paragraphs: [
          recipient.name ? `Hallo ${recipient.name},` : 'Hallo,',
          description,
          'Je kunt opmerkingen op de creative zelf tekenen en daarna je beslissing geven.',
        ],
        action: { label: 'Bekijken en beoordelen', url },
      }),
  });
  return mailedTo.length > 0;
}

/** Tells the creative's maker and the client's account managers of a decision. */
export async function notifyDecision(
  tx: Db,
  emit: Emit,
  ctx: CreativesCtx,
  creative: CreativeNews,
  input: { decision: ReviewDecision; version: number; deciderName: string; deciderId: string | null; comment: string | null },
): Promise<boolean> {
  const recipients = new Set(await managersOf(tx, creative.clientId));
  if (creative.ownerId) recipients.add(creative.ownerId);
  if (input.deciderId) recipients.delete(input.deciderId);
  if (recipients.size === 0) return false;
  const owners = await tx
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(
      and(eq(companyUsers.companyId, creative.companyId), inArray(companyUsers.userId, [...recipients]), inArray(companyUsers.role, ['admin', 'marketeer'])),
    );
  const description = [`${input.deciderName}: versie ${input.version} ${decisionLabels[input.decision]}.`, input.comment].filter(Boolean).join(' ');
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients: owners.map((r) => r.id),
    companyId: creative.companyId,
    appOrigin: ctx.env.appOrigin,
    content: content(creative, 'creative_decision', `${creative.name}: ${decisionLabels[input.decision]}`, description),
  });
  return mailedTo.length > 0;
}
