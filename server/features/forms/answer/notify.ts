/**
 * The answer side's notifications (issue 35), all through the one producer `createNotifications`
 * (preferences, inbox, live count, mail) inside the change's transaction; the caller kicks
 * ctx.mail after its commit when a mail was queued.
 *
 * - `formulier`: a submission arrived — to the client's account managers (a public one: the form's
 *   owner, else the company's admins).
 * - `form_modification`: a client edited a submission (to the account managers), or a form a
 *   client started or submitted was published again (to that client's portal users,
 *   `notifyFormRepublished`, called by the publish).
 * - `deadline_reminder`: a send's deadline nears (deadline-job.ts).
 *
 * A client's portal users get the agency's branded mail with a link to the portal's Formulieren.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { clientManagers, clients, companyUsers, formSubmissions, forms } from '../../../db/schema/index.js';
import type { Env } from '../../../env.js';
import type { Emit } from '../../../lib/events/with-events.js';
import type { OutgoingMail } from '../../../lib/mail/outbox.js';
import { agencyBrand, brandedMail } from '../../clients/mails.js';
import { createNotifications } from '../../notifications/create-notifications.js';
import type { NotificationContent } from '../../notifications/content.js';
import { portalUsers } from '../../portal/live.js';

export interface NotifyCtx {
  env: Pick<Env, 'appOrigin'>;
}

/** The client's account managers (createNotifications keeps those still on the team). */
export async function accountManagersOf(tx: Db, clientId: string): Promise<string[]> {
  const rows = await tx.select({ id: clientManagers.userId }).from(clientManagers).where(eq(clientManagers.clientId, clientId));
  return rows.map((r) => r.id);
}

/** Who hears of a public submission: the form's owner, else the company's admins. */
export async function publicRecipientsOf(tx: Db, companyId: string, ownerId: string | null): Promise<string[]> {
  if (ownerId) {
    const [owner] = await tx
      .select({ id: companyUsers.userId })
      .from(companyUsers)
      .where(and(eq(companyUsers.userId, ownerId), eq(companyUsers.companyId, companyId), inArray(companyUsers.role, ['admin', 'marketeer'])));
    if (owner) return [owner.id];
  }
  const admins = await tx
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, 'admin')));
  return admins.map((r) => r.id);
}

/** The portal's Formulieren with the client and form chosen. */
export function portalFormsHref(clientId: string, formId: string): string {
  return `/clientportal/forms?${new URLSearchParams({ client: clientId, form: formId }).toString()}`;
}

/** "Gewijzigde velden: "Budget", "Startdatum"" (the labels of the changed fields). */
export function changedFieldsText(labels: readonly string[]): string | null {
  if (labels.length === 0) return null;
  return `Gewijzigde velden: ${labels.map((l) => `"${l}"`).join(', ')}`;
}

/** Notifies a client's portal users with the agency's branded mail (link to the portal's Formulieren). */
export async function notifyClientUsers(
  tx: Db,
  emit: Emit,
  ctx: NotifyCtx,
  input: { companyId: string; clientId: string; formId: string; content: NotificationContent; mailLead: string; now?: Date },
): Promise<boolean> {
  const recipients = await portalUsers(tx, input.companyId, input.clientId);
  if (recipients.length === 0) return false;
  const appOrigin = ctx.env.appOrigin;
  const brand = await agencyBrand(tx, input.companyId, appOrigin);
  const url = `${appOrigin}${portalFormsHref(input.clientId, input.formId)}`;
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients,
    companyId: input.companyId,
    appOrigin,
    ...(input.now ? { now: input.now } : {}),
    content: { ...input.content, clientId: input.clientId, formId: input.formId },
    mail: (recipient): OutgoingMail =>
      brandedMail(recipient.email, input.content.title, input.content.type, {
        brand,
        paragraphs: [recipient.name ? `Hallo ${recipient.name},` : 'Hallo,', input.mailLead, ...(input.content.description ? [input.content.description] : [])],
        action: { label: 'Naar het formulier', url },
      }),
  });
  return mailedTo.length > 0;
}

interface SubmissionNews {
  companyId: string;
  formId: string;
  formTitle: string;
  submissionId: string;
  client: { id: string; name: string } | null;
}

/** `formulier`: to the client's account managers, or for a public one to `recipients`. */
export async function notifyFormSubmitted(tx: Db, emit: Emit, ctx: NotifyCtx, news: SubmissionNews & { recipients: readonly string[] }): Promise<boolean> {
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients: news.recipients,
    companyId: news.companyId,
    appOrigin: ctx.env.appOrigin,
    content: {
      type: 'formulier',
      title: `Nieuwe inzending: ${news.formTitle}`,
      description: news.client ? `${news.client.name} heeft het formulier ingevuld.` : 'Ingevuld via de openbare link.',
      formTitle: news.formTitle,
      formId: news.formId,
      submissionId: news.submissionId,
      clientId: news.client?.id ?? null,
      clientName: news.client?.name ?? null,
      platform: null,
    },
  });
  return mailedTo.length > 0;
}

/** `form_modification`: a client changed a submitted form's answers — to the account managers, with the changed fields. */
export async function notifyFormEdited(
  tx: Db,
  emit: Emit,
  ctx: NotifyCtx,
  news: SubmissionNews & { client: { id: string; name: string }; changedLabels: readonly string[] },
) {
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients: await accountManagersOf(tx, news.client.id),
    companyId: news.companyId,
    appOrigin: ctx.env.appOrigin,
    content: {
      type: 'form_modification',
      title: `Inzending aangepast: ${news.formTitle}`,
      description: [`${news.client.name} heeft de antwoorden aangepast.`, changedFieldsText(news.changedLabels)].filter(Boolean).join(' '),
      formTitle: news.formTitle,
      formId: news.formId,
      submissionId: news.submissionId,
      clientId: news.client.id,
      clientName: news.client.name,
    },
  });
  return mailedTo.length > 0;
}

/**
 * A form was published again (the manage side's publish calls this inside its transaction, after
 * the new version is stored): `form_modification` to the portal users of every client with a draft
 * or a submission of the form, with the changed fields' labels. Answers whether a mail was queued
 * (then kick ctx.mail after the commit).
 *
 *   await transactionWithEvents(ctx, async (tx, emit) => {
 *     …publish…
 *     mailed = await notifyFormRepublished(tx, { env: ctx.env, emit }, { formId, companyId, changedLabels });
 *   });
 *   if (mailed) ctx.mail.kick();
 */
export async function notifyFormRepublished(
  tx: Db,
  ctx: NotifyCtx & { emit: Emit },
  input: { formId: string; companyId: string; changedLabels: readonly string[]; formTitle?: string },
): Promise<boolean> {
  const rows = await tx
    .selectDistinct({ clientId: formSubmissions.clientId, clientName: clients.name })
    .from(formSubmissions)
    .innerJoin(clients, eq(clients.id, formSubmissions.clientId))
    .where(and(eq(formSubmissions.formId, input.formId), eq(formSubmissions.companyId, input.companyId), eq(formSubmissions.source, 'portal')));
  const title = input.formTitle ?? (await formTitleOf(tx, input.formId));
  let mailed = false;
  for (const row of rows) {
    if (!row.clientId) continue;
    const told = await notifyClientUsers(tx, ctx.emit, ctx, {
      companyId: input.companyId,
      clientId: row.clientId,
      formId: input.formId,
      mailLead: `Het formulier "${title}" is aangepast.`,
      content: {
        type: 'form_modification',
        title: `Formulier aangepast: ${title}`,
        description: changedFieldsText(input.changedLabels),
        formTitle: title,
        formId: input.formId,
        clientName: row.clientName,
      },
    });
    mailed ||= told;
  }
  return mailed;
}

async function formTitleOf(tx: Db, formId: string): Promise<string> {
  const [row] = await tx.select({ title: forms.title }).from(forms).where(eq(forms.id, formId));
  return row?.title ?? '';
}
