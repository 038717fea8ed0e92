/** The real Facebook client against the local fake Graph API (server/test/fake-ad-platforms.ts), over HTTP. */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAdPlatforms, type FakeAdPlatforms, type FakeFacebookAccount } from '../../test/fake-ad-platforms.js';
import { createFacebookClient } from './facebook.js';
import type { AdClientOptions } from './http.js';
import { AdPlatformError, mapFacebookStatus } from './types.js';

const app = { appId: 'test-facebook-app', appSecret: 'test-facebook-secret' };
const redirectUri = 'http://app.test/api/ad-platforms/facebook/callback';
let fake: FakeAdPlatforms;

beforeAll(async () => {
  fake = await startFakeAdPlatforms({
    facebook: { ...app, pageSize: 25 },
    google: { clientId: 'unused', clientSecret: 'unused', developerToken: 'unused' },
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(options?: AdClientOptions, graphUrl = fake.facebook.graphUrl) {
  return createFacebookClient({ ...app, graphUrl, authorizeUrl: fake.facebook.authorizeUrl }, options);
}

/** Runs the dialog (the fake redirects back at once) and returns what arrives at the callback. */
async function authorize(url: string): Promise<URLSearchParams> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!).searchParams;
}

async function connect(): Promise<string> {
  const facebook = client();
  const callback = await authorize(facebook.authorizationUrl({ redirectUri, state: 'state-1' }));
  const { accessToken } = await facebook.exchangeCode({ code: callback.get('code')!, redirectUri });
  return accessToken;
}

async function failure(promise: Promise<unknown>): Promise<AdPlatformError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AdPlatformError);
  return error as AdPlatformError;
}

const statuses = [1, 2, 3, 7, 101, 999];
function accounts(count: number): FakeFacebookAccount[] {
  return Array.from({ length: count }, (_, i) => ({
    account_id: String(900_000_000 + i),
    name: `Klant ${i + 1}`,
    account_status: statuses[i % statuses.length]!,
    currency: 'EUR',
    amount_spent: String(1000 * i + 45),
    spend_cap: i % 2 === 0 ? '0' : String(50_000 + i),
  }));
}

/** A fetch that lets `edit` rewrite each JSON answer of the Graph API. */
function rewritingFetch(edit: (body: Record<string, unknown>, url: URL) => void, seen: string[] = []): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    seen.push(url.origin);
    const response = await fetch(input, init);
    const body = (await response.json()) as Record<string, unknown>;
    edit(body, url);
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
  };
}

describe('Facebook Login', () => {
  it('builds the dialog URL with ads_read and the code flow', () => {
    const url = new URL(client().authorizationUrl({ redirectUri, state: 'abc' }));
    expect(url.origin + url.pathname).toBe(fake.facebook.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: app.appId,
      redirect_uri: redirectUri,
      state: 'abc',
      response_type: 'code',
      scope: 'ads_read',
    });
  });

  it('exchanges the code for a short-lived token and that for a long-lived one', async () => {
    const facebook = client();
    const callback = await authorize(facebook.authorizationUrl({ redirectUri, state: 'state-1' }));
    expect(callback.get('state')).toBe('state-1');
    const { accessToken, expiresAt } = await facebook.exchangeCode({ code: callback.get('code')!, redirectUri });

    const [first, second, ...rest] = fake.facebook.requests().map((path) => new URL(path, 'http://x'));
    expect(rest).toEqual([]);
    expect(first!.pathname).toBe('/v21.0/oauth/access_token');
    expect(first!.searchParams.get('code')).toBe(callback.get('code'));
    expect(second!.searchParams.get('grant_type')).toBe('fb_exchange_token');
    const shortLived = second!.searchParams.get('fb_exchange_token');
    expect(shortLived).toBeTruthy();
    expect(accessToken).not.toBe(shortLived);
    expect(Math.abs(expiresAt!.getTime() - (Date.now() + 5_184_000_000))).toBeLessThan(5_000);
    expect(await facebook.me(accessToken)).toEqual({ id: '10000000000000001', name: 'Facebook Testgebruiker' });
  });

  it('refuses a code used twice and a wrong app secret as upstream errors', async () => {
    const facebook = client();
    const code = (await authorize(facebook.authorizationUrl({ redirectUri, state: 's' }))).get('code')!;
    await facebook.exchangeCode({ code, redirectUri });
    const reused = await failure(facebook.exchangeCode({ code, redirectUri }));
    expect(reused).toMatchObject({ kind: 'upstream', details: { status: 400, upstreamCode: 100 } });

    const wrongSecret = createFacebookClient({ ...app, appSecret: 'nope', graphUrl: fake.facebook.graphUrl, authorizeUrl: fake.facebook.authorizeUrl });
    const code2 = (await authorize(wrongSecret.authorizationUrl({ redirectUri, state: 's' }))).get('code')!;
    expect(await failure(wrongSecret.exchangeCode({ code: code2, redirectUri }))).toMatchObject({ kind: 'upstream', details: { upstreamCode: 1 } });
  });
});

describe('listing ad accounts', () => {
  it('follows three pages and returns every account once, mapped', async () => {
    fake.facebook.setAccounts(accounts(60));
    const token = await connect();
    const listed = await client().listAdAccounts(token);

    const pages = fake.facebook.requests().filter((path) => path.startsWith('/v21.0/me/adaccounts'));
    expect(pages).toHaveLength(3); // 25 + 25 + 10: the fake caps the client's limit=100 at 25
    const firstPage = new URL(pages[0]!, 'http://x').searchParams;
    expect(firstPage.get('limit')).toBe('100');
    expect(firstPage.get('access_token')).toBe(token);
    expect(firstPage.get('fields')).toBe('name,account_id,account_status,currency,amount_spent,spend_cap');
    expect(firstPage.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    expect(new URL(pages[2]!, 'http://x').searchParams.get('after')).toBeTruthy();

    expect(listed.map((account) => account.accountId)).toEqual(accounts(60).map((account) => account.account_id));
    expect(listed[0]).toEqual({
      accountId: '900000000',
      name: 'Klant 1',
      currency: 'EUR',
      status: 'active',
      rawStatus: '1',
      amountSpentMinor: 45,
      spendCapMinor: null,
    });
    expect(listed[1]).toMatchObject({ status: 'disabled', rawStatus: '2', amountSpentMinor: 1045, spendCapMinor: 50_001 });
    expect(listed.slice(2, 6).map((account) => account.status)).toEqual(['unsettled', 'pending', 'closed', 'unknown']);
  });

  it('returns an empty list when the user has no ad accounts', async () => {
    const token = await connect();
    expect(await client().listAdAccounts(token)).toEqual([]);
  });

  it('reports an expired token as token_expired', async () => {
    fake.facebook.setAccounts(accounts(3));
    const token = await connect();
    fake.facebook.expireTokens();
    const error = await failure(client().listAdAccounts(token));
    expect(error).toMatchObject({ kind: 'token_expired', details: { status: 400, upstreamCode: 190 } });
    expect(error.message).not.toContain(token);
    expect(await failure(client().me(token))).toMatchObject({ kind: 'token_expired' });
  });

  it('maps a server error, a rate limit and a cut-off body', async () => {
    fake.facebook.setAccounts(accounts(3));
    const token = await connect();
    fake.facebook.failNext('server');
    expect(await failure(client().listAdAccounts(token))).toMatchObject({ kind: 'upstream', details: { status: 500, upstreamCode: 2 } });
    fake.facebook.failNext('rate_limit');
    expect(await failure(client().listAdAccounts(token))).toMatchObject({ kind: 'rate_limited', details: { upstreamCode: 17 } });
    fake.facebook.failNext('bad_json');
    expect(await failure(client().listAdAccounts(token))).toMatchObject({ kind: 'bad_response', details: { status: 200 } });
    fake.facebook.failNext('expired');
    expect(await failure(client().listAdAccounts(token))).toMatchObject({ kind: 'token_expired' });
    expect(await client().listAdAccounts(token)).toHaveLength(3);
  });

  it('fails the whole listing when a later page fails', async () => {
    fake.facebook.setAccounts(accounts(30));
    const token = await connect();
    let calls = 0;
    const armAfterFirstPage: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (++calls === 1) fake.facebook.failNext('server');
      return response;
    };
    expect(await failure(client({ fetch: armAfterFirstPage }).listAdAccounts(token))).toMatchObject({ kind: 'upstream' });
    expect(calls).toBe(2);
  });

  it('treats a 429 without a Graph error body as rate_limited', async () => {
    const tooMany: typeof fetch = async () => new Response('slow down', { status: 429 });
    expect(await failure(client({ fetch: tooMany }).listAdAccounts('token'))).toMatchObject({ kind: 'rate_limited', details: { status: 429 } });
  });

  it('refuses a paging.next that points to another origin, without calling it', async () => {
    fake.facebook.setAccounts(accounts(30));
    const token = await connect();
    const origins: string[] = [];
    const evil = rewritingFetch((body) => {
      const paging = body.paging as { next?: string } | undefined;
      if (paging?.next) paging.next = paging.next.replace(fake.url, 'https://graph.facebook.com.evil.example');
    }, origins);
    const error = await failure(client({ fetch: evil }).listAdAccounts(token));
    expect(error.kind).toBe('bad_response');
    expect(origins).toEqual([fake.url]);
  });

  it('stops a paging loop after 100 pages', async () => {
    fake.facebook.setAccounts(accounts(30));
    const token = await connect();
    let first: string | null = null;
    const loop = rewritingFetch((body, url) => {
      first ??= url.toString();
      (body.paging as { next?: string }).next = first;
    });
    const before = fake.facebook.requests().length;
    expect(await failure(client({ fetch: loop }).listAdAccounts(token))).toMatchObject({ kind: 'bad_response' });
    expect(fake.facebook.requests().length - before).toBe(100);
  });
});

describe('network failures', () => {
  it('reports a refused connection as network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(client({}, `http://127.0.0.1:${port}`).listAdAccounts('token'));
    expect(error).toMatchObject({ kind: 'network' });
    expect(error.message).not.toContain('token');
  });

  it('gives up on a server that does not answer within the time limit', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const started = Date.now();
      const error = await failure(client({ timeoutMs: 50 }, `http://127.0.0.1:${port}`).me('token'));
      expect(error).toMatchObject({ kind: 'network' });
      expect(error.message).toContain('no answer within 50 ms');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('mapFacebookStatus', () => {
  it.each([
    [1, 'active'],
    [2, 'disabled'],
    [3, 'unsettled'],
    [7, 'pending'],
    [8, 'pending'],
    [9, 'pending'],
    [100, 'pending'],
    [101, 'closed'],
    [202, 'closed'],
    [0, 'unknown'],
    [201, 'unknown'],
  ])('%i → %s', (code, status) => {
    expect(mapFacebookStatus(code)).toBe(status);
  });
});
