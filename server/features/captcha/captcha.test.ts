import { crc32, inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, solveCaptcha, type TestApp } from '../../test/test-app.js';
import { captchaAlphabet, glyphStrokes } from './glyphs.js';
import { captchaImageSize } from '../../../common/auth-constants.js';
import { contrastRatio } from '../../../common/rules/contrast.js';
import { captchaImageHeight, captchaImageWidth, minimumContrast, renderCaptcha, renderCaptchaPng } from './image.js';
import { createCaptchaCode } from './service.js';
import { verifyCaptcha } from './service.js';

/** Reads a PNG file chunk by chunk (checking each CRC with zlib's own) and returns its header and pixel rows. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  const header = chunks[0]!.data;
  return {
    types: chunks.map((chunk) => chunk.type),
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    bitDepth: header[8],
    colourType: header[9],
    interlace: header[12],
    rows: inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data))),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const issue = (purpose: string) => t.app.inject({ method: 'POST', url: '/api/auth/captcha', payload: { purpose } });
const login = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('captcha', () => {
  it('issues a 5-character code of A–Z and 0–9 as a PNG picture; the code is nowhere in the answer as text', async () => {
    const response = await issue('login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ captchaId: string; image: string; expiresAt: string }>();
    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, body.captchaId));
    expect(row!.code).toMatch(/^[A-Z0-9]{5}$/);
    for (const ch of row!.code) expect(captchaAlphabet).toContain(ch);
    expect(body.image.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(body.image.slice('data:image/png;base64,'.length), 'base64');
    const picture = readPng(png);
    const { width, height } = captchaImageSize;
    expect(picture).toMatchObject({ width, height, bitDepth: 8, colourType: 2, interlace: 0 });
    expect(picture.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    // Every row: a filter byte, then the RGB pixels.
    expect(picture.rows.length).toBe(height * (1 + width * 3));
    expect(png.toString('latin1')).not.toContain(row!.code);
    expect(response.body.replace(body.image, '')).not.toContain(row!.code);
    const ttl = new Date(body.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('draws the same code differently every time', () => {
    const first = readPng(renderCaptchaPng('K7WQH'));
    const second = readPng(renderCaptchaPng('K7WQH'));
    expect(first).toMatchObject({ width: captchaImageWidth, height: captchaImageHeight });
    let differing = 0;
    for (let i = 0; i < first.rows.length; i++) if (first.rows[i] !== second.rows[i]) differing++;
    expect(differing / first.rows.length).toBeGreaterThan(0.5);
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([120, 40, 200], [120, 40, 200])).toBe(1);
    // #767676 on white: the well-known 4.54:1, just over AA.
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it('is legible: large characters apart from each other, ink at ≥ 4.5:1 against the background under it', () => {
    for (let n = 0; n < 200; n++) {
      const { metrics } = renderCaptcha(createCaptchaCode());
      expect(metrics.lowestContrast).toBeGreaterThanOrEqual(minimumContrast);
      expect(metrics.glyphHeights).toHaveLength(5);
      expect(Math.min(...metrics.glyphHeights)).toBeGreaterThanOrEqual(0.5 * captchaImageHeight);
      expect(metrics.smallestGap).toBeGreaterThanOrEqual(0);
    }
  });

  it('has a glyph for every character of the alphabet', () => {
    for (const ch of captchaAlphabet) expect(glyphStrokes(ch).length).toBeGreaterThan(0);
    expect(() => renderCaptchaPng(captchaAlphabet)).not.toThrow();
  });

  it('refuses a login without a captcha with CAPTCHA_REQUIRED, before looking at the password', async () => {
    const { email, password } = await createUser(t.db);
    const response = await login({ email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'Vul de captcha in om door te gaan' });
    const typedNothing = await login({ email, password, ...(await solveCaptcha(t.app)), captchaCode: '  ' });
    expect(typedNothing.json().error.code).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses a wrong code with the spec message, and the captcha is used up (single use)', async () => {
    const { email, password } = await createUser(t.db);
    const captcha = await solveCaptcha(t.app);
    const wrong = await login({ email, password, captchaId: captcha.captchaId, captchaCode: captcha.captchaCode === 'AAAAA' ? 'BBBBB' : 'AAAAA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'CAPTCHA_INVALID', message: 'Captcha code is onjuist. Probeer opnieuw.' });
    const retry = await login({ email, password, ...captcha });
    expect(retry.json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('accepts the typed code in lower case (input is upper-cased) and only once', async () => {
    const { email, password } = await createUser(t.db);
    const captcha = await solveCaptcha(t.app);
    const ok = await login({ email, password, captchaId: captcha.captchaId, captchaCode: captcha.captchaCode.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    const again = await login({ email, password, ...captcha });
    expect(again.json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('is bound to its form: a signup captcha does not open the login', async () => {
    const { email, password } = await createUser(t.db);
    const captcha = await solveCaptcha(t.app, 'signup');
    expect((await login({ email, password, ...captcha })).json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('expires after 10 minutes', async () => {
    const captcha = await solveCaptcha(t.app);
    const later = new Date(Date.now() + 10 * 60_000 + 1000);
    await expect(verifyCaptcha(t.db, { ...captcha, purpose: 'login' }, later)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('treats a malformed captcha id as invalid, not as a server error', async () => {
    await expect(verifyCaptcha(t.db, { captchaId: 'nope', captchaCode: 'ABCDE', purpose: 'login' })).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });

  it('refuses an unknown form', async () => {
    expect((await issue('waitlist')).statusCode).toBe(400);
  });
});

describe('the test hook that reveals a captcha', () => {
  it('does not exist without TEST_HOOKS', async () => {
    const plain = await createTestApp({ database: t.database, env: { TEST_HOOKS: 'false' } });
    try {
      const { captchaId } = (await plain.app.inject({ method: 'POST', url: '/api/auth/captcha', payload: { purpose: 'login' } })).json();
      const peek = await plain.app.inject({ method: 'GET', url: `/api/test/captcha/${captchaId}` });
      expect(peek.statusCode).toBe(404);
      expect(peek.body).not.toMatch(/"code":"[A-Z0-9]{5}"/);
    } finally {
      await plain.close();
    }
  });
});
