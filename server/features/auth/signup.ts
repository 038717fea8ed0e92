/**
 * Sign-up (spec sections 4 and 5): captcha, name, e-mail, password rules, confirmation, then the
 * account with role 'member' and onboarding_completed false, and in the same transaction the mail
 * "Bevestig je e-mailadres" (the address is not proven until its link is used). The caller signs
 * the user in and kicks the mail delivery.
 */
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import { verifyCaptcha } from '../captcha/service.js';
import { normaliseEmail } from './credentials.js';
import { queueEmailConfirmation } from './email-confirmation.js';

const emailFormat = z.email();

/** EMAIL_REQUIRED or EMAIL_INVALID for an address that cannot be an account's; the normalised address otherwise. */
export function checkEmailAddress(email: string): string {
  const normalised = normaliseEmail(email);
  if (!normalised) throw new AppError('EMAIL_REQUIRED', { fields: { email: 'EMAIL_REQUIRED' } });
  if (!emailFormat.safeParse(normalised).success) throw new AppError('EMAIL_INVALID', { fields: { email: 'EMAIL_INVALID' } });
  return normalised;
}

/** NAME_REQUIRED for a blank name; the trimmed name otherwise. */
export function checkName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new AppError('NAME_REQUIRED', { fields: { name: 'NAME_REQUIRED' } });
  return trimmed;
}

export interface SignupInput {
  captchaId: string;
  captchaCode: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Creates the account; resolves with the new user's id. EMAIL_TAKEN when the address has an account. */
export async function signUp({ db, appOrigin, input }: { db: Db; appOrigin: string; input: SignupInput }): Promise<string> {
  await verifyCaptcha(db, { captchaId: input.captchaId, captchaCode: input.captchaCode, purpose: 'signup' });
  const name = checkName(input.name);
  const email = checkEmailAddress(input.email);
  assertAcceptablePassword(input.password, input.confirmPassword);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, name, passwordHash, role: 'member', onboardingCompleted: false }).returning({ id: users.id });
      if (!user) throw new AppError('SIGNUP_FAILED');
      await queueEmailConfirmation(tx, { userId: user.id, email, appOrigin });
      return user.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', { fields: { email: 'EMAIL_TAKEN' } });
    throw err;
  }
}
