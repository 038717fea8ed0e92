/**
 * Google Drive (API v3) with the per-file `drive.file` scope: the app sees only the files the
 * person opened with it or picked for it. OAuth 2.0 with PKCE and offline access (a refresh
 * token we keep sealed), the files the app may read (`files.list`), one file's metadata
 * (`files.get`), its bytes (`files.get?alt=media`) and a Google Doc, Slides, Sheet or Drawing
 * exported (`files.export`). Every URL is a setting, so the tests run this code against
 * server/test/fake-google-drive.ts.
 */
import { z } from 'zod';
import type { DriveImportSettings } from '../../../env.js';
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

export const driveScope = 'https://www.googleapis.com/auth/drive.file';

const fileFields = 'id,name,mimeType,size,modifiedTime,thumbnailLink,trashed';
const upstreamFile = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(1000).default(''),
  mimeType: z.string().max(255),
  // int64 as a string, as Google sends it; absent for Google Docs and folders.
  size: z.union([z.string(), z.number()]).nullish(),
  modifiedTime: z.string().nullish(),
  thumbnailLink: z.string().nullish(),
  trashed: z.boolean().nullish(),
});
export type DriveUpstreamFile = z.infer<typeof upstreamFile>;

const listBody = z.object({ files: z.array(upstreamFile).default([]), nextPageToken: z.string().nullish() });

export interface DriveClient {
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  listFiles(accessToken: string, pageToken: string | undefined): Promise<z.infer<typeof listBody>>;
  getFile(accessToken: string, fileId: string): Promise<DriveUpstreamFile>;
  /** Where a binary file's bytes are (with the access token in the Authorization header). */
  mediaUrl(fileId: string): string;
  /** Where a Google Doc/Slides/Sheet/Drawing is exported as `mimeType`. */
  exportUrl(fileId: string, mimeType: string): string;
}

/** What Google says went wrong: `error.errors[0].reason` (notFound, exportSizeLimitExceeded …). */
export function driveFailure(answer: Pick<JsonAnswer, 'status' | 'body' | 'label'>): ProviderError {
  const parsed = z
    .object({ error: z.object({ errors: z.array(z.object({ reason: z.string().optional() })).optional(), status: z.string().optional() }) })
    .safeParse(answer.body);
  const reason = parsed.success ? (parsed.data.error.errors?.[0]?.reason ?? parsed.data.error.status) : undefined;
  return new ProviderError(kindOfStatus(answer.status), `drive ${answer.label} answered ${answer.status}${reason ? ` (${reason})` : ''}`, {
    status: answer.status,
    ...(reason ? { reason } : {}),
  });
}

export function createDriveClient(settings: DriveImportSettings, transport: ProviderTransport = defaultTransport()): DriveClient {
  const oauth = { clientId: settings.clientId, clientSecret: settings.clientSecret, tokenUrl: settings.tokenUrl };
  const filesUrl = (path = '', query: Record<string, string | undefined> = {}) => {
    const u = new URL(`${settings.apiUrl}/drive/v3/files${path}`);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) u.searchParams.set(key, value);
    return u;
  };
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, accept: 'application/json' });

  async function call<T extends z.ZodType>(schema: T, target: URL, accessToken: string): Promise<z.output<T>> {
    const answer = await requestJson(transport, target, { headers: bearer(accessToken) });
    if (!answer.ok) throw driveFailure(answer);
    return parseAnswer(schema, answer);
  }

  return {
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const u = new URL(settings.authorizeUrl);
      u.searchParams.set('response_type', 'code');
      u.searchParams.set('client_id', settings.clientId);
      u.searchParams.set('redirect_uri', redirectUri);
      u.searchParams.set('scope', driveScope);
      u.searchParams.set('state', state);
      u.searchParams.set('code_challenge', codeChallenge);
      u.searchParams.set('code_challenge_method', 'S256');
      // A refresh token, every time the person connects (Google sends one only with consent).
      u.searchParams.set('access_type', 'offline');
      u.searchParams.set('prompt', 'consent');
      u.searchParams.set('include_granted_scopes', 'true');
      return u.toString();
    },
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      requestTokens(transport, oauth, { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri }),
    refresh: (refreshToken) => requestTokens(transport, oauth, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    listFiles: (accessToken, pageToken) =>
      call(
        listBody,
        filesUrl('', {
          q: 'trashed = false',
          orderBy: 'modifiedTime desc',
          pageSize: '50',
          fields: `nextPageToken,files(${fileFields})`,
          supportsAllDrives: 'true',
          includeItemsFromAllDrives: 'true',
          pageToken,
        }),
        accessToken,
      ),
    getFile: (accessToken, fileId) =>
      call(upstreamFile, filesUrl(`/${encodeURIComponent(fileId)}`, { fields: fileFields, supportsAllDrives: 'true' }), accessToken),
    mediaUrl: (fileId) => filesUrl(`/${encodeURIComponent(fileId)}`, { alt: 'media', supportsAllDrives: 'true' }).toString(),
    exportUrl: (fileId, mimeType) => filesUrl(`/${encodeURIComponent(fileId)}/export`, { mimeType }).toString(),
  };
}

/** Google's own formats and what each is exported as for review (null: not a creative). */
export const googleExportOf: Record<string, { mimeType: string; extension: string; importAs: 'pdf' | 'png' } | null> = {
  'application/vnd.google-apps.document': { mimeType: 'application/pdf', extension: 'pdf', importAs: 'pdf' },
  'application/vnd.google-apps.presentation': { mimeType: 'application/pdf', extension: 'pdf', importAs: 'pdf' },
  'application/vnd.google-apps.spreadsheet': { mimeType: 'application/pdf', extension: 'pdf', importAs: 'pdf' },
  'application/vnd.google-apps.drawing': { mimeType: 'image/png', extension: 'png', importAs: 'png' },
};
