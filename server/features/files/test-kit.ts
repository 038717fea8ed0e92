/**
 * Test helpers for stored files: purposes and an owner type of the tests' own (the real ones,
 * `form_answer` and `form_public`, belong to the forms feature), tus requests through inject, and
 * small files whose bytes are what their names say (or lie about).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { FileKind } from '../../../common/schemas/files.js';
import { requireActiveCompany } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

export const testPurpose = 'test_upload';
export const testPublicPurpose = 'test_public';
export const testOwnerType = 'test_owner';

/**
 * `test_upload`: any member signed in, for their active company; the rules come from the params
 * (`kinds`, `maxMb`, `minWidth`). `test_public`: anyone, for the company named in `company`.
 * `test_owner` objects are readable by the team (marketeers, admins) of the file's company.
 */
export function registerTestFileKinds(app: FastifyInstance): void {
  const files = app.files;
  if (files.purpose(testPurpose)) return;
  const rulesOf = (params: Record<string, string>) => ({
    kinds: (params.kinds ?? 'image,pdf').split(',') as FileKind[],
    maxBytes: Number(params.maxMb ?? '5') * 1024 * 1024,
    ...(params.minWidth ? { images: { minWidth: Number(params.minWidth) } } : {}),
  });
  files.registerPurpose(testPurpose, {
    async authorize(_db, who, params) {
      if (!who.actor) throw new AppError('UNAUTHENTICATED');
      const { companyId } = requireActiveCompany(who.actor);
      return { companyId, rules: rulesOf(params) };
    },
  });
  files.registerPurpose(testPublicPurpose, {
    async authorize(_db, _who, params) {
      if (!params.company || !/^[0-9a-f-]{36}$/.test(params.company)) throw new AppError('NOT_FOUND');
      return { companyId: params.company, rules: rulesOf(params) };
    },
  });
  files.registerOwner(testOwnerType, {
    async canRead(_db, actor) {
      return actor.memberRole === 'admin' || actor.memberRole === 'marketeer';
    },
  });
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function uploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
}

export interface CreateUploadInput {
  sid?: string;
  filename: string;
  length: number;
  purpose?: string;
  params?: Record<string, string>;
}

export function tusCreate(app: FastifyInstance, input: CreateUploadInput): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/files/tus',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(input.length),
      'upload-metadata': uploadMetadata({ filename: input.filename, purpose: input.purpose ?? testPurpose, ...input.params }),
    },
    ...(input.sid ? { cookies: { sid: input.sid } } : {}),
  });
}

export function tusPatch(app: FastifyInstance, location: string, body: Buffer, offset: number, sid?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: body,
    ...(sid ? { cookies: { sid } } : {}),
  });
}

/** Creates and finishes an upload in one PATCH; answers the final response (200 with the file, or the refusal). */
export async function uploadBytes(
  app: FastifyInstance,
  input: Omit<CreateUploadInput, 'length'> & { bytes: Buffer },
): Promise<{ created: LightMyRequestResponse; finished: LightMyRequestResponse | null }> {
  const created = await tusCreate(app, { ...input, length: input.bytes.length });
  if (created.statusCode !== 201) return { created, finished: null };
  const finished = await tusPatch(app, created.headers.location as string, input.bytes, 0, input.sid);
  return { created, finished };
}

/** Uploads and answers the new file's id; throws on anything but success. */
export async function uploadOk(app: FastifyInstance, input: Omit<CreateUploadInput, 'length'> & { bytes: Buffer }): Promise<string> {
  const { created, finished } = await uploadBytes(app, input);
  if (!finished) throw new Error(`upload creation failed: ${created.statusCode} ${created.body}`);
  if (finished.statusCode !== 200) throw new Error(`upload failed: ${finished.statusCode} ${finished.body}`);
  return finished.headers['upload-file-id'] as string;
}

export function pngBytes(width = 64, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** A Windows executable's first bytes ("MZ" and the PE header pointer) and padding. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** An empty zip archive (only its end-of-central-directory record) preceded by one stored entry. */
export function zipBytes(): Buffer {
  const name = Buffer.from('hallo.txt');
  const data = Buffer.from('hallo');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The first bytes of an MP4 (an `ftyp` box, brand isom): what file-type reads as video/mp4. */
export function mp4Header(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypisom', 4, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write('isomiso2', 16, 'latin1');
  return box;
}
