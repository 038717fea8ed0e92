/**
 * The Facebook half of the fake ad platforms: the Login dialog (redirects back at once), the
 * Graph API's oauth/access_token (code and fb_exchange_token), /me and /me/adaccounts with
 * cursor paging. Mounted under {url}/facebook by fake-ad-platforms.ts.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { httpUrl, randomToken, send, sendBrokenJson, type FakeAdPlatformFailure } from './fake-ad-platforms-shared.js';

export const fakeFacebookAccountSchema = z.object({
  /** Digits, without act_. */
  account_id: z.string().regex(/^\d{1,30}$/),
  name: z.string(),
  /** Graph's code: 1 active, 2 disabled, 3 unsettled, 101 closed … */
  account_status: z.number().int(),
  currency: z.string(),
  /** Minor units as a string, like Graph; default "0". */
  amount_spent: z.string().regex(/^\d+$/).optional(),
  /** "0" (the default) means no cap. */
  spend_cap: z.string().regex(/^\d+$/).optional(),
});
export type FakeFacebookAccount = z.infer<typeof fakeFacebookAccountSchema>;

export interface FakeFacebookOptions {
  appId: string;
  appSecret: string;
  /** The most accounts per page, whatever limit asks (Graph's own cap is 100). Lower it to force paging. */
  pageSize?: number;
  /** The accounts at start and after reset(). */
  accounts?: FakeFacebookAccount[];
}

export const fakeFacebookUser = { id: '10000000000000001', name: 'Facebook Testgebruiker' };

const accountFields = new Set(['id', 'name', 'account_id', 'account_status', 'currency', 'amount_spent', 'spend_cap']);
const defaultLimit = 25;
const graphMaxLimit = 100;
const shortLivedSeconds = 3600;
const longLivedSeconds = 5_184_000;

function graphError(res: ServerResponse, status: number, error: { message: string; type: string; code: number; error_subcode?: number }): void {
  send(res, status, { error: { ...error, fbtrace_id: randomToken(8) } });
}

const cursorOf = (index: number) => Buffer.from(`fake-cursor:${index}`).toString('base64url');
function indexOfCursor(cursor: string): number | null {
  const match = /^fake-cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

export function createFakeFacebook(options: FakeFacebookOptions, baseUrl: () => string) {
  let accounts: FakeFacebookAccount[] = [...(options.accounts ?? [])];
  const codes = new Map<string, { redirectUri: string }>();
  /** Issued access tokens; expireTokens() marks them all expired. */
  const tokens = new Map<string, { expired: boolean }>();
  const armed = new Set<FakeAdPlatformFailure>();
  const seen: string[] = [];
  const pageSize = Math.min(options.pageSize ?? graphMaxLimit, graphMaxLimit);

  function issueToken(): string {
    const accessToken = `EAA${randomToken()}`;
    tokens.set(accessToken, { expired: false });
    return accessToken;
  }

  function dialog(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const callback = httpUrl(q.get('redirect_uri'));
    if (q.get('client_id') !== options.appId) return send(res, 400, 'Invalid App ID');
    if (!callback) return send(res, 400, 'redirect_uri missing or not a URL');
    if ((q.get('response_type') ?? 'code') !== 'code') return send(res, 400, 'response_type must be code');
    callback.searchParams.set('state', q.get('state') ?? '');
    if (armed.delete('deny')) {
      callback.searchParams.set('error', 'access_denied');
      callback.searchParams.set('error_reason', 'user_denied');
    } else {
      const code = `AQ${randomToken(32)}`;
      codes.set(code, { redirectUri: q.get('redirect_uri')! });
      callback.searchParams.set('code', code);
    }
    send(res, 302, undefined, { location: callback.toString() });
  }

  function accessToken(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    if (q.get('client_id') !== options.appId) {
      return graphError(res, 400, { message: 'Error validating application. Invalid application ID.', type: 'OAuthException', code: 101 });
    }
    if (q.get('client_secret') !== options.appSecret) {
      return graphError(res, 400, { message: 'Error validating client secret.', type: 'OAuthException', code: 1 });
    }
    if (q.get('grant_type') === 'fb_exchange_token') {
      const previous = tokens.get(q.get('fb_exchange_token') ?? '');
      if (!previous || previous.expired) return refuseToken(res, previous !== undefined);
      return send(res, 200, { access_token: issueToken(), token_type: 'bearer', expires_in: longLivedSeconds });
    }
    const code = q.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code); // single use
    if (!issued) {
      return graphError(res, 400, { message: 'This authorization code has been used.', type: 'OAuthException', code: 100, error_subcode: 36009 });
    }
    if (q.get('redirect_uri') !== issued.redirectUri) {
      return graphError(res, 400, {
        message: 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        type: 'OAuthException',
        code: 100,
        error_subcode: 36008,
      });
    }
    send(res, 200, { access_token: issueToken(), token_type: 'bearer', expires_in: shortLivedSeconds });
  }

  function refuseToken(res: ServerResponse, expired: boolean): void {
    if (expired) {
      return graphError(res, 400, {
        message: 'Error validating access token: Session has expired',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
      });
    }
    graphError(res, 400, { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 });
  }

  /** The request's token when it is valid (query or Authorization header); otherwise answers and returns null. */
  function authenticate(req: IncomingMessage, url: URL, res: ServerResponse): string | null {
    const header = /^(?:Bearer|OAuth) (.+)$/.exec(req.headers.authorization ?? '');
    const token = url.searchParams.get('access_token') ?? header?.[1] ?? '';
    const known = tokens.get(token);
    if (!known || known.expired) {
      refuseToken(res, known !== undefined);
      return null;
    }
    const proof = url.searchParams.get('appsecret_proof');
    if (proof !== null && proof !== createHmac('sha256', options.appSecret).update(token).digest('hex')) {
      graphError(res, 400, { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 });
      return null;
    }
    return token;
  }

  function adAccounts(url: URL, version: string, res: ServerResponse): void {
    const q = url.searchParams;
    const fields = (q.get('fields') ?? 'id').split(',').map((field) => field.trim());
    const unknown = fields.find((field) => !accountFields.has(field));
    if (unknown !== undefined) {
      return graphError(res, 400, {
        message: `(#100) Tried accessing nonexisting field (${unknown}) on node type (AdAccount)`,
        type: 'OAuthException',
        code: 100,
      });
    }
    const asked = Number(q.get('limit') ?? defaultLimit);
    const limit = Math.min(Number.isInteger(asked) && asked > 0 ? asked : defaultLimit, pageSize);
    const after = q.get('after');
    const start = after === null ? 0 : (indexOfCursor(after) ?? -2) + 1;
    if (start < 0) return graphError(res, 400, { message: '(#100) Invalid cursor', type: 'OAuthException', code: 100 });

    const page = accounts.slice(start, start + limit);
    const data = page.map((account) => {
      const full: Record<string, unknown> = {
        id: `act_${account.account_id}`,
        ...account,
        amount_spent: account.amount_spent ?? '0',
        spend_cap: account.spend_cap ?? '0',
      };
      return Object.fromEntries(['id', ...fields].map((field) => [field, full[field]]));
    });
    if (page.length === 0) return send(res, 200, { data });

    const link = (cursor: 'after' | 'before', index: number) => {
      const next = new URL(`${baseUrl()}/facebook/graph/${version}/me/adaccounts`);
      for (const [key, value] of q) if (key !== 'after' && key !== 'before') next.searchParams.set(key, value);
      next.searchParams.set(cursor, cursorOf(index));
      return next.toString();
    };
    const last = start + page.length - 1;
    send(res, 200, {
      data,
      paging: {
        cursors: { before: cursorOf(start), after: cursorOf(last) },
        ...(start > 0 ? { previous: link('before', start) } : {}),
        ...(last < accounts.length - 1 ? { next: link('after', last) } : {}),
      },
    });
  }

  function failure(res: ServerResponse): boolean {
    if (armed.delete('server')) {
      graphError(res, 500, { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2 });
    } else if (armed.delete('rate_limit')) {
      graphError(res, 400, { message: '(#17) User request limit reached', type: 'OAuthException', code: 17, error_subcode: 2446079 });
    } else if (armed.delete('expired')) {
      refuseToken(res, true);
    } else if (armed.delete('bad_json')) {
      sendBrokenJson(res);
    } else {
      return false;
    }
    return true;
  }

  /** `path` is what follows /facebook. */
  function handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): void {
    if (req.method === 'GET' && path === '/dialog/oauth') return dialog(url, res);
    const graph = /^\/graph\/(v\d+\.\d+)(\/.*)$/.exec(path);
    if (req.method !== 'GET' || !graph) return send(res, 404, { error: 'not found' });
    const version = graph[1]!;
    const route = graph[2]!;
    seen.push(`/${version}${route}${url.search}`);
    if (failure(res)) return;
    if (route === '/oauth/access_token') return accessToken(url, res);
    if (route === '/me' || route === '/me/adaccounts') {
      if (authenticate(req, url, res) === null) return;
      if (route === '/me') return send(res, 200, fakeFacebookUser);
      return adAccounts(url, version, res);
    }
    graphError(res, 400, { message: `Unknown path components: ${route}`, type: 'OAuthException', code: 2500 });
  }

  return {
    handle,
    api: {
      setAccounts(next: FakeFacebookAccount[]) {
        accounts = next.map((account) => ({ ...account }));
      },
      /** Every token issued so far stops working (Graph code 190, "Session has expired"). */
      expireTokens() {
        for (const state of tokens.values()) state.expired = true;
      },
      failNext(kind: FakeAdPlatformFailure) {
        armed.add(kind);
      },
      /** Graph requests seen, as `/v21.0/me/adaccounts?fields=…` (path after graphUrl, with the query). */
      requests(): string[] {
        return [...seen];
      },
    },
    reset() {
      accounts = [...(options.accounts ?? [])];
      codes.clear();
      tokens.clear();
      armed.clear();
      seen.length = 0;
    },
  };
}

export type FakeFacebookApi = ReturnType<typeof createFakeFacebook>['api'];
