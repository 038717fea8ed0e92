/**
 * Joining the BETA waitlist (spec sections 4, 5, 7 and 8): the honeypot, the address rule, then one
 * plain INSERT whose unique violation (23505) is the only duplicate check — never a read first, so
 * sign-ups at the same moment cannot both pass — and the welcome mail queued in the same
 * transaction: once per new address, never for a duplicate. The caller kicks the mail delivery.
 */
import type { WaitlistLanguage } from '../../../common/schemas/waitlist.js';
import { waitlistSourceMaxLength } from '../../../common/schemas/waitlist.js';
import { checkWaitlistEmail } from '../../../common/rules/waitlist-email.js';
import type { Db } from '../../db/database.js';
import { earlyAccessEmails } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail/outbox.js';
import { waitlistWelcomeMail } from './mails.js';

export interface JoinWaitlistInput {
  email: string;
  language: WaitlistLanguage;
  /** The honeypot field. */
  website: string;
  source?: string | undefined;
}

/** 'joined': a row and a queued mail; 'ignored': the honeypot was filled, nothing stored or sent. */
export type JoinWaitlistOutcome = 'joined' | 'ignored';

/** Trimmed and cut to 100 characters (code points, as PostgreSQL's char_length counts); empty → null. */
function cleanSource(source: string | undefined): string | null {
  const trimmed = [...(source ?? '').trim()].slice(0, waitlistSourceMaxLength).join('').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Puts an address on the waitlist. Throws WAITLIST_EMAIL_REQUIRED / EMAIL_INVALID (field email),
 * WAITLIST_EMAIL_TAKEN for an address already on it, WAITLIST_FAILED for anything else.
 */
export async function joinWaitlist({ db, input }: { db: Db; input: JoinWaitlistInput }): Promise<JoinWaitlistOutcome> {
  if (input.website !== '') return 'ignored';
  const checked = checkWaitlistEmail(input.email);
  if (!checked.ok) throw new AppError(checked.code, { fields: { email: checked.code } });
  const { email } = checked;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(earlyAccessEmails).values({ email, language: input.language, source: cleanSource(input.source) });
      await queueMail(tx, waitlistWelcomeMail({ to: email, language: input.language }));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('WAITLIST_EMAIL_TAKEN', { fields: { email: 'WAITLIST_EMAIL_TAKEN' } });
    throw new AppError('WAITLIST_FAILED', { cause: err });
  }
  return 'joined';
}
