/**
 * Sending a published form to clients with an optional deadline (POST /api/forms/:id/send), and
 * withdrawing a send. Every client must be an active client of the company (404 otherwise, the
 * same as an unknown id, and nothing is sent). Sending again to a client updates the deadline and
 * makes the reminder due again (reminder_sent_at reset); a completed send stays completed. Each
 * client's portal users get a mail in the agency's look with a link to the form in their portal,
 * and the portal hears of it live.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FormDetail, SendFormRequest } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { clients, formAssignments, formSubmissions, users, type FormRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { queueMail, type OutgoingMail } from '../../lib/mail/outbox.js';
import { agencyBrand, brandedMail, type Brand } from '../clients/mails.js';
import { emitPortalChange, portalUsers } from '../portal/live.js';
import { clock, formsChanged, type FormsCtx, requireNotArchived } from './kit.js';
import type { FormsActor } from './policy.js';
import { formDetailOf, formRowFor } from './read-forms.js';
import { removeSubmissionFiles } from './submission-files.js';

/** Where a client opens the form in their portal. */
export const portalFormHref = (clientId: string, formId: string) =>
  `/clientportal/forms?client=${encodeURIComponent(clientId)}&form=${encodeURIComponent(formId)}`;

const deadlineText = (deadline: Date) =>
  new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
    deadline,
  );

export function formSentMail(input: {
  to: string;
  name: string | null;
  form: Pick<FormRow, 'id' | 'title' | 'description' | 'kind'>;
  clientId: string;
  clientName: string;
  deadline: Date | null;
  brand: Brand;
  appOrigin: string;
}): OutgoingMail {
  const what = input.form.kind === 'ad_brief' ? 'een briefing' : 'een formulier';
  return brandedMail(input.to, `${input.brand.name} vraagt je ${input.form.title} in te vullen`, 'form-sent', {
    brand: input.brand,
    paragraphs: [
      input.name ? `Hallo ${input.name},` : 'Hallo,',
      `${input.brand.name} heeft ${what} voor ${input.clientName} klaargezet: ${input.form.title}.`,
      ...(input.form.description ? [input.form.description] : []),
      ...(input.deadline ? [`Graag ingevuld vóór ${deadlineText(input.deadline)}.`] : []),
      'Je antwoorden worden tussendoor bewaard, dus je kunt later verder.',
    ],
    action: { label: 'Invullen in het klantportaal', url: `${input.appOrigin}${portalFormHref(input.clientId, input.form.id)}` },
  });
}

async function mailPortalUsers(tx: Db, ctx: FormsCtx, form: FormRow, client: { id: string; name: string }, deadline: Date | null, brand: Brand) {
  const ids = await portalUsers(tx, form.companyId, client.id);
  if (ids.length === 0) return;
  const people = await tx.select({ email: users.email, name: users.name }).from(users).where(inArray(users.id, ids));
  for (const person of people) {
    await queueMail(
      tx,
      formSentMail({ to: person.email, name: person.name, form, clientId: client.id, clientName: client.name, deadline, brand, appOrigin: ctx.env.appOrigin }),
    );
  }
}

export async function sendForm(ctx: FormsCtx, who: FormsActor, id: string, input: SendFormRequest): Promise<FormDetail> {
  const now = clock(ctx);
  const deadline = input.deadline ? new Date(input.deadline) : null;
  if (deadline && deadline.getTime() <= now.getTime()) throw new AppError('FORM_DEADLINE_PAST', { fields: { deadline: 'FORM_DEADLINE_PAST' } });
  const detail = await transactionWithEvents(ctx, async (tx, emit) => {
    const form = await formRowFor(tx, who, id, { lock: true });
    requireNotArchived(form);
    if (form.status !== 'published' || form.currentVersion === null) throw new AppError('FORM_NOT_PUBLISHED');
    const wanted = [...new Set(input.clientIds)];
    const found = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.companyId, who.companyId), inArray(clients.id, wanted), eq(clients.status, 'active')));
    if (found.length !== wanted.length) throw new AppError('NOT_FOUND');
    const brand = await agencyBrand(tx, who.companyId, ctx.env.appOrigin);
    for (const client of found) {
      await tx
        .insert(formAssignments)
        .values({ formId: form.id, companyId: who.companyId, clientId: client.id, deadline, sentBy: who.userId, sentAt: now })
        .onConflictDoUpdate({
          target: [formAssignments.formId, formAssignments.clientId],
          set: { deadline, sentBy: who.userId, sentAt: now, reminderSentAt: null },
        });
      await mailPortalUsers(tx, ctx, form, client, deadline, brand);
      await emitPortalChange(tx, emit, { companyId: who.companyId, clientId: client.id });
    }
    formsChanged(emit, who.companyId);
    return formDetailOf(tx, form);
  });
  ctx.mail.kick();
  return detail;
}

/** Withdraws a send: the client no longer sees the form; a draft they started is removed (submitted answers stay). */
export async function withdrawSend(ctx: FormsCtx, who: FormsActor, formId: string, assignmentId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const form = await formRowFor(tx, who, formId, { lock: true });
    const [send] = await tx
      .select()
      .from(formAssignments)
      .where(and(eq(formAssignments.id, assignmentId), eq(formAssignments.formId, form.id), eq(formAssignments.companyId, who.companyId)));
    if (!send) throw new AppError('NOT_FOUND');
    const drafts = await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.formId, form.id), eq(formSubmissions.clientId, send.clientId), eq(formSubmissions.state, 'draft')));
    await removeSubmissionFiles(
      ctx.files,
      tx,
      drafts.map((d) => d.id),
    );
    if (drafts.length > 0)
      await tx.delete(formSubmissions).where(
        inArray(
          formSubmissions.id,
          drafts.map((d) => d.id),
        ),
      );
    await emitPortalChange(tx, emit, { companyId: who.companyId, clientId: send.clientId });
    await tx.delete(formAssignments).where(eq(formAssignments.id, send.id));
    formsChanged(emit, who.companyId);
  });
}
