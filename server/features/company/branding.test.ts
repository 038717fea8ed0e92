/**
 * Settings → Bedrijf (issue 19): the agency's logo, judged by its content and re-encoded (PNG or
 * JPEG up to 1 MB, no SVG, no decompression bombs), served from the portal's public address, and
 * the brand colour. Admins change them; the team reads them.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandingResponse } from '../../../common/schemas/clients.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { uniqueEmail } from '../../test/factories.js';
import { latestMail } from '../../test/outbox.js';
import { createTestApp, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';

let t: TestApp;
let a: TestAgency;
beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'merk');
});
afterAll(() => t.close());

/** A PNG whose header declares `width` × `height` grey pixels, with only a few rows of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(4 * (width + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (sid: string, body: Buffer | string, type: string) =>
  t.app.inject({ method: 'PUT', url: '/api/company/logo', cookies: { sid }, headers: { 'content-type': type }, payload: body });
const image = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const picture = sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } });
  return (format === 'png' ? picture.png() : picture.jpeg()).toBuffer();
};

describe('the logo', () => {
  it('re-encodes a PNG or JPEG to a PNG of at most 512 px and serves it publicly by its versioned address', async () => {
    const res = await upload(a.tokens.admin, await image(1200, 600, 'jpeg'), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { agency } = res.json<BrandingResponse>();
    expect(agency.logoUrl).toMatch(new RegExp(`^/api/portal/logo/${a.admin.company.id}\\?v=\\d+$`));
    const served = await t.app.inject({ method: 'GET', url: agency.logoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 256]);
    // A PNG sent with a wrong content type is still a PNG.
    expect((await upload(a.tokens.admin, await image(64, 64), 'application/octet-stream')).statusCode).toBe(200);
    // The client portal and the team read the same address.
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/me', cookies: { sid: a.tokens.client } })).json()).toMatchObject({
      agency: { logoUrl: expect.stringContaining('/api/portal/logo/') },
    });
  });

  it('refuses SVG, GIF, text, a broken PNG, too small, too large and too many pixels', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>';
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const png = await image(64, 64);
    const cases: [Buffer | string, string, number, string][] = [
      [svg, 'image/svg+xml', 400, 'LOGO_INVALID'],
      [gif, 'image/gif', 400, 'LOGO_INVALID'],
      ['just text', 'text/plain', 400, 'LOGO_INVALID'],
      [png.subarray(0, 60), 'image/png', 400, 'LOGO_INVALID'],
      [await image(16, 16), 'image/png', 400, 'LOGO_TOO_SMALL'],
      [Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'image/png', 413, 'LOGO_TOO_LARGE'],
      [Buffer.alloc(3 * 1024 * 1024), 'image/png', 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [body, type, status, code] of cases) {
      const res = await upload(a.tokens.admin, body, type);
      expect([type, res.statusCode, res.json().error.code]).toEqual([type, status, code]);
    }
    // A picture that declares 20,000 × 20,000 pixels in a few bytes (a decompression bomb).
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const res = await upload(a.tokens.admin, bomb, 'image/png');
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'LOGO_INVALID']);
  });

  it('only admins change it; removing it ends its address', async () => {
    expect((await upload(a.tokens.sanne, await image(64, 64), 'image/png')).statusCode).toBe(403);
    expect((await upload(a.tokens.client, await image(64, 64), 'image/png')).statusCode).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/company/logo', cookies: { sid: a.tokens.admin } });
    expect(removed.json()).toMatchObject({ agency: { logoUrl: null } });
    expect((await t.app.inject({ method: 'GET', url: `/api/portal/logo/${a.admin.company.id}` })).statusCode).toBe(404);
  });
});

describe('the brand colour', () => {
  it('takes #rrggbb (or #rgb), refuses anything else, and clears with null', async () => {
    const patch = (brandColor: string | null, sid = a.tokens.admin) =>
      t.app.inject({ method: 'PATCH', url: '/api/company/branding', cookies: { sid }, payload: { brandColor } });
    expect((await patch('#1D4ED8')).json()).toMatchObject({ agency: { brandColor: '#1d4ed8' } });
    expect((await patch('#abc')).json()).toMatchObject({ agency: { brandColor: '#aabbcc' } });
    for (const wrong of ['red', '#12345', 'url(javascript:x)']) {
      const res = await patch(wrong);
      expect([wrong, res.statusCode, res.json().error.fields]).toEqual([wrong, 400, { brandColor: 'BRAND_COLOR_INVALID' }]);
    }
    expect((await patch('#123456', a.tokens.sanne)).statusCode).toBe(403);
    expect((await patch(null)).json()).toMatchObject({ agency: { brandColor: null } });
    expect((await t.app.inject({ method: 'GET', url: '/api/company/branding', cookies: { sid: a.tokens.mark } })).statusCode).toBe(200);
  });
});

describe('mails to clients', () => {
  it('carry the agency’s logo (an absolute address) and its colour on the button', async () => {
    const agency = await createAgency(t, 'mailmerk');
    expect((await upload(agency.tokens.admin, await image(64, 64), 'image/png')).statusCode).toBe(200);
    await t.app.inject({ method: 'PATCH', url: '/api/company/branding', cookies: { sid: agency.tokens.admin }, payload: { brandColor: '#1d4ed8' } });
    const api = clientsOf(t, agency.tokens.sanne);
    const client = await api.create({ name: 'Merkklant' });
    const email = uniqueEmail('merk');
    const contact = await api.addContact(client.id, { name: 'Merk Contact', email });
    await api.invite(client.id, contact.id);
    const mail = await latestMail(t.db, email, 'client-invitation');
    expect(mail?.html).toContain(`src="${testAppOrigin}/api/portal/logo/${agency.admin.company.id}?v=`);
    expect(mail?.html).toContain('background:#1d4ed8;color:#ffffff');
  });
});
