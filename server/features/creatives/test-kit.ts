/** Calls of the creatives API and creative files for the creatives tests. */
import { expect } from 'vitest';
import type { CreativeCommentsResponse, CreativeDetail, CreativeListResponse } from '../../../common/schemas/creatives.js';
import type { TestApp } from '../../test/test-app.js';
import { pngBytes, uploadOk } from '../files/test-kit.js';
import { creativeUploadPurpose } from './files-bridge.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A PNG creative of this size (a different colour per `seed`, so versions differ). */
export async function creativePng(width = 1080, height = 1080): Promise<Buffer> {
  return pngBytes(width, height);
}

/** Uploads a creative file as `sid` and answers its id. */
export async function uploadCreative(t: Pick<TestApp, 'app'>, sid: string, bytes?: Buffer, filename = 'banner.png'): Promise<string> {
  return uploadOk(t.app, { sid, filename, purpose: creativeUploadPurpose, bytes: bytes ?? (await creativePng(400, 400)) });
}

export function creativesOf(t: Pick<TestApp, 'app'>, sid: string) {
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, cookies: { sid }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async (method: Method, url: string, payload: unknown, status: number) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  return {
    call,
    ok,
    async create(body: { clientId: string; name?: string; fileId: string } & Record<string, unknown>): Promise<CreativeDetail> {
      return (await ok('POST', '/api/creatives', { name: 'Zomeractie feed', ...body }, 201)).json<{ creative: CreativeDetail }>().creative;
    },
    async get(id: string): Promise<CreativeDetail> {
      return (await ok('GET', `/api/creatives/${id}`, undefined, 200)).json<{ creative: CreativeDetail }>().creative;
    },
    async list(query = ''): Promise<CreativeListResponse> {
      return (await ok('GET', `/api/creatives${query}`, undefined, 200)).json<CreativeListResponse>();
    },
    async addVersion(id: string, body: { fileId: string } & Record<string, unknown>): Promise<CreativeDetail> {
      return (await ok('POST', `/api/creatives/${id}/versions`, body, 201)).json<{ creative: CreativeDetail }>().creative;
    },
    async review(id: string): Promise<CreativeDetail> {
      return (await ok('POST', `/api/creatives/${id}/review`, undefined, 200)).json<{ creative: CreativeDetail }>().creative;
    },
    async decide(id: string, body: { version: number; decision: string; comment?: string }): Promise<CreativeDetail> {
      return (await ok('POST', `/api/creatives/${id}/decisions`, body, 200)).json<{ creative: CreativeDetail }>().creative;
    },
    async comments(id: string, version: number): Promise<CreativeCommentsResponse> {
      return (await ok('GET', `/api/creatives/${id}/versions/${version}/comments`, undefined, 200)).json<CreativeCommentsResponse>();
    },
    async comment(id: string, body: Record<string, unknown>) {
      return (await ok('POST', `/api/creatives/${id}/comments`, body, 201)).json<{ comment: CreativeCommentsResponse['comments'][number] }>().comment;
    },
  };
}
