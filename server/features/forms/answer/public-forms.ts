/**
 * A form's public link (issue 35): anyone with the link reads the published form and sends
 * answers — a website's contact or lead form. No session: a server captcha (purpose `form`), a
 * honeypot (`website`: filled in, the answer is 200 as if fine and nothing is stored), per-IP
 * limits (`formPublicIp`, counted first, fake successes too) and the form's closing moment (410
 * FORM_CLOSED). A link of an unknown token, of a form without public link, archived or never
 * published answers 404. The submission goes to the form's owner (else the company's admins) as
 * `formulier`; a copy goes by mail to the answer of `copyToEmailFieldId` when the form sets it.
 */
import { randomUUID } from 'node:crypto';
import { answerSearchText, validateAnswers } from '../../../../common/forms/answers.js';
import { fieldsOf, type FormAnswers, type FormSchema } from '../../../../common/forms/form-schema.js';
import {
  defaultConfirmationMessage,
  type PublicFormResponse,
  type PublicSubmitRequest,
  type PublicSubmitResponse,
} from '../../../../common/schemas/form-answers.js';
import type { Db } from '../../../db/database.js';
import { formSubmissions } from '../../../db/schema/index.js';
import type { AppContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { transactionWithEvents } from '../../../lib/events/with-events.js';
import { queueMail } from '../../../lib/mail/outbox.js';
import { verifyCaptcha } from '../../captcha/service.js';
import { agencyBrand, brandedMail } from '../../clients/mails.js';
import { loadAgency } from '../../portal/overview.js';
import { answerFilesOf, fileIdsIn, syncAnswerFiles } from './files-bridge.js';
import type { settingsOf } from './load.js';
import { openPublicForm, versionSchema } from './load.js';
import { notifyFormSubmitted, publicRecipientsOf } from './notify.js';

type Ctx = Pick<AppContext, 'db' | 'events' | 'env' | 'mail' | 'rateLimits' | 'files'>;

/** GET /api/public/forms/:token */
export async function readPublicForm(db: Db, token: string, now = new Date()): Promise<PublicFormResponse> {
  const form = await openPublicForm(db, token, now);
  const schema = await versionSchema(db, form.id, form.version);
  const agency = await loadAgency(db, form.companyId);
  return {
    form: {
      title: form.title,
      description: form.description,
      kind: form.kind,
      version: form.version,
      schema,
      settings: {
        confirmationMessage: form.settings.confirmationMessage,
        closesAt: form.settings.closesAt,
        sendsCopy: form.settings.copyToEmailFieldId !== null,
      },
      companyName: agency.name,
      brand: { color: agency.brandColor, logoUrl: agency.logoUrl },
    },
  };
}

/** POST /api/public/forms/:token/submit */
export async function submitPublicForm(ctx: Ctx, input: { token: string; ip: string; body: PublicSubmitRequest }): Promise<PublicSubmitResponse> {
  await ctx.rateLimits.consume('formPublicIp', input.ip);
  const now = new Date();
  const form = await openPublicForm(ctx.db, input.token, now);
  const message = form.settings.confirmationMessage ?? defaultConfirmationMessage;
  // The honeypot: a robot filled in the field people never see. It hears the usual answer.
  if (input.body.website && input.body.website.trim() !== '') return { submission: { id: randomUUID() }, message };
  const schema = await versionSchema(ctx.db, form.id, form.version);
  const answers = input.body.answers as FormAnswers;
  const files = await answerFilesOf(ctx.files, ctx.db, { companyId: form.companyId, fileIds: fileIdsIn(schema, answers), ownerId: null, uploaderId: null });
  const { values, errors } = validateAnswers(schema, answers, { mode: 'submit', files });
  // The answers first, so a person fixing a field keeps the captcha they solved.
  if (Object.keys(errors).length > 0) throw new AppError('FORM_ANSWERS_INVALID', { fields: errors });
  await verifyCaptcha(ctx.db, { captchaId: input.body.captchaId, captchaCode: input.body.captchaCode, purpose: 'form' });
  const { id, mailed } = await transactionWithEvents(ctx, async (tx, emit) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        formId: form.id,
        companyId: form.companyId,
        version: form.version,
        source: 'public',
        state: 'submitted',
        status: 'new',
        submissionData: values,
        searchText: answerSearchText(schema, values),
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: formSubmissions.id });
    await syncAnswerFiles(ctx.files, tx, { companyId: form.companyId, fileIds: fileIdsIn(schema, values), submissionId: row!.id, uploaderId: null });
    const notified = await notifyFormSubmitted(tx, emit, ctx, {
      companyId: form.companyId,
      formId: form.id,
      formTitle: form.title,
      submissionId: row!.id,
      client: null,
      recipients: await publicRecipientsOf(tx, form.companyId, form.ownerId),
    });
    const copied = await queueCopy(tx, ctx, { form, schema, values, message });
    return { id: row!.id, mailed: notified || copied };
  });
  if (mailed) ctx.mail.kick();
  return { submission: { id }, message };
}

/** The answers as lines "Vraag: antwoord" for the copy by mail (files by count). */
function answerLines(schema: FormSchema, values: FormAnswers): string[] {
  const lines: string[] = [];
  for (const field of fieldsOf(schema)) {
    const value = values[field.id];
    if (value === undefined || field.type === 'hidden') continue;
    const shown =
      field.type === 'file' || field.type === 'ad_creatives'
        ? `${(value as string[]).length} bestand(en)`
        : answerSearchText({ pages: [{ id: 'p', fields: [field] }] }, { [field.id]: value });
    lines.push(`${field.label}: ${shown}`);
  }
  return lines;
}

async function queueCopy(
  tx: Db,
  ctx: Pick<AppContext, 'env'>,
  input: { form: { companyId: string; title: string; settings: ReturnType<typeof settingsOf> }; schema: FormSchema; values: FormAnswers; message: string },
): Promise<boolean> {
  const fieldId = input.form.settings.copyToEmailFieldId;
  const to = fieldId ? input.values[fieldId] : undefined;
  const field = fieldId ? fieldsOf(input.schema).find((f) => f.id === fieldId) : undefined;
  if (typeof to !== 'string' || field?.type !== 'email') return false;
  const brand = await agencyBrand(tx, input.form.companyId, ctx.env.appOrigin);
  await queueMail(
    tx,
    brandedMail(to, `Je antwoorden: ${input.form.title}`, 'form-copy', {
      brand,
      paragraphs: ['Hallo,', input.message, `Dit heb je ingevuld bij "${input.form.title}":`, ...answerLines(input.schema, input.values)],
    }),
  );
  return true;
}
