/**
 * The public website's contact form: the honeypot, the form's rules (common/schemas/contact.ts,
 * every wrong field reported), a limit per sender address, then the message stored and both mails
 * queued in one transaction — all or nothing. The caller kicks the mail delivery.
 */
import { contactForm, type ContactLanguage } from '../../../common/schemas/contact.js';
import { isErrorCode } from '../../../common/errors.js';
import type { Db } from '../../db/database.js';
import { contactMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail/outbox.js';
import { accountKey, type RateLimits } from '../../lib/rate-limit.js';
import { contactConfirmationMail, contactMessageMail } from './mails.js';

export interface SendContactMessageInput {
  name: string;
  email: string;
  company?: string | null | undefined;
  message: string;
  language: ContactLanguage;
  /** The honeypot field. */
  website: string;
}

/** 'sent': a row and two queued mails; 'ignored': the honeypot was filled, nothing stored or sent. */
export type SendContactMessageOutcome = 'sent' | 'ignored';

/** The form's values, or AppError with every wrong field; the top-level code is the first in form order. */
function checkForm(input: SendContactMessageInput) {
  const parsed = contactForm.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const code = isErrorCode(issue.message) ? issue.message : 'VALIDATION_FAILED';
    fields[issue.path.join('.') || '_'] ??= code;
  }
  const [first] = Object.values(fields);
  throw new AppError(isErrorCode(first) ? first : 'VALIDATION_FAILED', { fields });
}

/**
 * Sends a contact-form message to `teamAddress`. Throws AppError 400 with `fields` for a wrong
 * form, RATE_LIMITED after too many messages from one address, CONTACT_FAILED for anything else.
 */
export async function sendContactMessage({
  db,
  rateLimits,
  teamAddress,
  input,
}: {
  db: Db;
  rateLimits: RateLimits;
  teamAddress: string;
  input: SendContactMessageInput;
}): Promise<SendContactMessageOutcome> {
  if (input.website !== '') return 'ignored';
  const message = checkForm(input);
  await rateLimits.consume('contactEmail', accountKey(message.email));
  try {
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ ...message, language: input.language });
      await queueMail(tx, contactMessageMail({ to: teamAddress, message, language: input.language }));
      await queueMail(tx, contactConfirmationMail({ to: message.email, language: input.language }));
    });
  } catch (err) {
    throw new AppError('CONTACT_FAILED', { cause: err });
  }
  return 'sent';
}
