/**
 * Server-issued captchas (spec: 5 characters A–Z 0–9; typed input is upper-cased). One is issued
 * per form, lives 10 minutes and is deleted by the first check, right or wrong.
 */
import { randomInt } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { captchaCodeLength, captchaTtlMinutes, type CaptchaPurpose, type CaptchaResponse } from '../../../common/schemas/auth.js';
import type { Db } from '../../db/database.js';
import { captchas } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { captchaAlphabet } from './glyphs.js';
import { pngDataUrl, renderCaptchaPng } from './image.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCaptchaCode(): string {
  return Array.from({ length: captchaCodeLength }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
}

export async function issueCaptcha(db: Db, purpose: CaptchaPurpose, now = new Date()): Promise<CaptchaResponse> {
  await db.delete(captchas).where(lte(captchas.expiresAt, now));
  const code = createCaptchaCode();
  const expiresAt = new Date(now.getTime() + captchaTtlMinutes * 60_000);
  const [row] = await db.insert(captchas).values({ code, purpose, createdAt: now, expiresAt }).returning({ id: captchas.id });
  return { captchaId: row!.id, image: pngDataUrl(renderCaptchaPng(code)), expiresAt: expiresAt.toISOString() };
}

/**
 * Checks and uses up a captcha: CAPTCHA_REQUIRED when none was shown or nothing was typed,
 * CAPTCHA_INVALID when it is unknown, expired, issued for another form, or the code differs.
 */
export async function verifyCaptcha(db: Db, input: { captchaId: string; captchaCode: string; purpose: CaptchaPurpose }, now = new Date()): Promise<void> {
  const typed = input.captchaCode.trim().toUpperCase();
  if (!input.captchaId || !typed) throw new AppError('CAPTCHA_REQUIRED', { fields: { captchaCode: 'CAPTCHA_REQUIRED' } });
  const invalid = new AppError('CAPTCHA_INVALID', { fields: { captchaCode: 'CAPTCHA_INVALID' } });
  if (!uuidPattern.test(input.captchaId)) throw invalid;
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, input.captchaId), eq(captchas.purpose, input.purpose)))
    .returning({ code: captchas.code, expiresAt: captchas.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.code !== typed) throw invalid;
}

/** The code of a live captcha, for the browser tests' test hook only. */
export async function peekCaptchaCode(db: Db, captchaId: string): Promise<string | null> {
  if (!uuidPattern.test(captchaId)) return null;
  const [row] = await db.select({ code: captchas.code }).from(captchas).where(eq(captchas.id, captchaId));
  return row?.code ?? null;
}
