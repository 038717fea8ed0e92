/**
 * Canva Connect (https://www.canva.dev/docs/connect/): OAuth 2.0 authorization code with PKCE
 * (S256) on Canva's authorization page, the token endpoint `{api}/v1/oauth/token` (client
 * credentials in a Basic header, server side only), the person's designs (`GET /v1/designs`, one
 * design `GET /v1/designs/{id}`) and export jobs (`POST /v1/exports`, polled with
 * `GET /v1/exports/{id}` until `success` or `failed`; the links it answers expire). Every URL is
 * a setting, so the tests run this code against server/test/fake-canva.ts.
 */
import { z } from 'zod';
import type { CanvaExportFormat } from '../../../../common/schemas/creative-imports.js';
import type { CanvaImportSettings } from '../../../env.js';
import {
  defaultTransport,
  kindOfStatus,
  parseAnswer,
  ProviderError,
  requestJson,
  requestTokens,
  type JsonAnswer,
  type ProviderTransport,
  type TokenSet,
} from './provider-http.js';

/** Reading the designs' list and metadata, and exporting their content. */
export const canvaScopes = ['design:meta:read', 'design:content:read'];

const thumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() }).nullish();
const design = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(1000).nullish(),
  thumbnail,
  page_count: z.number().int().nullish(),
  updated_at: z.number().nullish(),
});
export type CanvaUpstreamDesign = z.infer<typeof design>;

const designsBody = z.object({ items: z.array(design).default([]), continuation: z.string().nullish() });
const designBody = z.object({ design });
const jobBody = z.object({
  job: z.object({
    id: z.string().min(1).max(200),
    status: z.enum(['in_progress', 'success', 'failed']),
    urls: z.array(z.string()).nullish(),
    error: z.object({ code: z.string().optional(), message: z.string().optional() }).nullish(),
  }),
});
export type CanvaExportJob = z.infer<typeof jobBody>['job'];

export interface CanvaClient {
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  listDesigns(accessToken: string, input: { query?: string | undefined; continuation?: string | undefined }): Promise<z.infer<typeof designsBody>>;
  getDesign(accessToken: string, designId: string): Promise<CanvaUpstreamDesign>;
  createExport(accessToken: string, input: { designId: string; format: CanvaExportFormat; page?: number; vertical: boolean }): Promise<CanvaExportJob>;
  getExport(accessToken: string, jobId: string): Promise<CanvaExportJob>;
}

/** The export format Canva wants for ours: JPEG needs a quality, a video a resolution and orientation. */
export function exportFormatOf(input: { format: CanvaExportFormat; page?: number; vertical: boolean }): Record<string, unknown> {
  switch (input.format) {
    case 'png':
      return { type: 'png', pages: [input.page ?? 1] };
    case 'jpg':
      return { type: 'jpg', quality: 92, pages: [input.page ?? 1] };
    case 'pdf':
      return { type: 'pdf' };
    case 'mp4':
      return { type: 'mp4', quality: input.vertical ? 'vertical_1080p' : 'horizontal_1080p' };
  }
}

export function createCanvaClient(settings: CanvaImportSettings, transport: ProviderTransport = defaultTransport()): CanvaClient {
  const oauth = { clientId: settings.clientId, clientSecret: settings.clientSecret, tokenUrl: `${settings.apiUrl}/v1/oauth/token` };
  const url = (path: string, query: Record<string, string | undefined> = {}) => {
    const u = new URL(`${settings.apiUrl}${path}`);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) u.searchParams.set(key, value);
    return u;
  };
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, accept: 'application/json' });

  function failure(answer: JsonAnswer): ProviderError {
    const code = z.object({ code: z.string() }).safeParse(answer.body);
    const reason = code.success ? code.data.code : undefined;
    return new ProviderError(kindOfStatus(answer.status), `canva ${answer.label} answered ${answer.status}${reason ? ` (${reason})` : ''}`, {
      status: answer.status,
      ...(reason ? { reason } : {}),
    });
  }

  async function call<T extends z.ZodType>(schema: T, target: URL, init: RequestInit): Promise<z.output<T>> {
    const answer = await requestJson(transport, target, init);
    if (!answer.ok) throw failure(answer);
    return parseAnswer(schema, answer);
  }

  return {
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const u = new URL(settings.authorizeUrl);
      u.searchParams.set('response_type', 'code');
      u.searchParams.set('client_id', settings.clientId);
      u.searchParams.set('redirect_uri', redirectUri);
      u.searchParams.set('scope', canvaScopes.join(' '));
      u.searchParams.set('state', state);
      u.searchParams.set('code_challenge', codeChallenge);
      // Canva's documentation spells the method in lower case.
      u.searchParams.set('code_challenge_method', 's256');
      return u.toString();
    },
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      requestTokens(transport, oauth, { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri }),
    refresh: (refreshToken) => requestTokens(transport, oauth, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    listDesigns: (accessToken, { query, continuation }) =>
      call(designsBody, url('/v1/designs', { query, continuation, ownership: 'any', sort_by: query ? 'relevance' : 'modified_descending' }), {
        headers: bearer(accessToken),
      }),
    async getDesign(accessToken, designId) {
      return (await call(designBody, url(`/v1/designs/${encodeURIComponent(designId)}`), { headers: bearer(accessToken) })).design;
    },
    async createExport(accessToken, input) {
      const body = JSON.stringify({ design_id: input.designId, format: exportFormatOf(input) });
      return (await call(jobBody, url('/v1/exports'), { method: 'POST', headers: { ...bearer(accessToken), 'content-type': 'application/json' }, body })).job;
    },
    async getExport(accessToken, jobId) {
      return (await call(jobBody, url(`/v1/exports/${encodeURIComponent(jobId)}`), { headers: bearer(accessToken) })).job;
    },
  };
}
