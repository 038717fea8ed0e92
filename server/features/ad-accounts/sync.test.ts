/**
 * Account sync against local fakes of the Graph API and the Google Ads API: the real clients,
 * the OAuth connect flow, paging, upsert idempotence, accounts gone upstream, alerts with their
 * notifications, expired tokens and another company's account.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountDetailResponse, AccountListResponse, SyncResponse } from '../../../common/schemas/ad-accounts.js';
import { adAccounts, adPlatformConnections } from '../../db/schema/index.js';
import { createAdAccount, createUser } from '../../test/factories.js';
import {
  fakeAdPlatformsEnv,
  startFakeAdPlatforms,
  type FakeAdPlatforms,
  type FakeAdPlatformsOptions,
  type FakeFacebookAccount,
} from '../../test/fake-ad-platforms.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { createMailDelivery } from '../../lib/mail/delivery.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { inboxOf } from '../notifications/test-kit.js';
import { createPlatformClients } from './platform-clients.js';
import { startSyncLoop } from './sync-loop.js';
import { accountsOf } from './test-kit.js';

const fakeOptions: FakeAdPlatformsOptions = {
  facebook: { appId: 'fb-app', appSecret: 'fb-secret', pageSize: 25 },
  google: { clientId: 'g-client', clientSecret: 'g-secret', developerToken: 'dev-token' },
};

let fake: FakeAdPlatforms;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeAdPlatforms(fakeOptions);
  t = await createTestApp({
    env: { ...fakeAdPlatformsEnv(fake, fakeOptions), GOOGLE_CLIENT_ID: 'g-client', GOOGLE_CLIENT_SECRET: 'g-secret', AD_SYNC_INTERVAL_MINUTES: '0' },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** Runs the browser's part of the OAuth flow: our /connect, the fake's consent page, our /callback. */
async function connect(app: FastifyInstance, token: string, platform: 'facebook' | 'google'): Promise<string> {
  const start = await app.inject({ method: 'GET', url: `/api/integrations/${platform}/connect`, cookies: { sid: token } });
  expect(start.statusCode).toBe(302);
  const flowCookie = start.cookies.find((c) => c.name === `ad_oauth_${platform}`)!;
  const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const callback = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { sid: token, [flowCookie.name]: flowCookie.value },
  });
  expect(callback.statusCode).toBe(302);
  return callback.headers.location as string;
}

const fbAccounts = (n: number, prefix: string, over: Partial<FakeFacebookAccount> = {}): FakeFacebookAccount[] =>
  Array.from({ length: n }, (_, i) => ({
    account_id: `${prefix}${String(i).padStart(3, '0')}`,
    name: `Account ${i}`,
    account_status: 1,
    currency: 'EUR',
    amount_spent: '1000',
    spend_cap: '0',
    ...over,
  }));

async function connectedTeam() {
  const admin = await createUser(t.db, { role: 'admin' });
  const token = await logInAs(t.app, admin);
  return { admin, token, api: accountsOf(t.app, token) };
}

let prefixSeq = 0;
const prefix = () => `9${Date.now() % 1e9}${++prefixSeq}`;

describe('Facebook', () => {
  it("lets a marketeer connect, renew their own connection, but not replace a colleague's working one (an admin may)", async () => {
    const { admin, token: adminToken } = await connectedTeam();
    const sanne = await createUser(t.db, { company: admin.company });
    const mark = await createUser(t.db, { company: admin.company });
    const [sanneToken, markToken] = [await logInAs(t.app, sanne), await logInAs(t.app, mark)];
    const connectedBy = async () =>
      (await t.db.select().from(adPlatformConnections).where(eq(adPlatformConnections.companyId, admin.company.id)))[0]?.connectedBy;
    const refused = '/settings?tab=koppelingen&error=AD_PLATFORM_REPLACE_FORBIDDEN&platform=facebook';

    expect(await connect(t.app, sanneToken, 'facebook')).toBe('/settings?tab=koppelingen&connected=facebook');
    expect(await connectedBy()).toBe(sanne.user.id);
    // Mark is refused before the visit to Facebook…
    const start = await t.app.inject({ method: 'GET', url: '/api/integrations/facebook/connect', cookies: { sid: markToken } });
    expect(start.headers.location).toBe(refused);
    // …and, had he started while nothing was connected, when he comes back after Sanne connected.
    await t.db.delete(adPlatformConnections).where(eq(adPlatformConnections.companyId, admin.company.id));
    const markFlow = await t.app.inject({ method: 'GET', url: '/api/integrations/facebook/connect', cookies: { sid: markToken } });
    const markCookie = markFlow.cookies.find((c) => c.name === 'ad_oauth_facebook')!;
    const markBack = new URL((await fetch(markFlow.headers.location as string, { redirect: 'manual' })).headers.get('location')!);
    expect(await connect(t.app, sanneToken, 'facebook')).toBe('/settings?tab=koppelingen&connected=facebook');
    const late = await t.app.inject({
      method: 'GET',
      url: `${markBack.pathname}${markBack.search}`,
      cookies: { sid: markToken, [markCookie.name]: markCookie.value },
    });
    expect(late.headers.location).toBe(refused);
    expect(await connectedBy()).toBe(sanne.user.id);
    // Sanne renews her own connection.
    expect(await connect(t.app, sanneToken, 'facebook')).toBe('/settings?tab=koppelingen&connected=facebook');
    const list = (await accountsOf(t.app, markToken).list()).json() as AccountListResponse;
    expect(list.platforms[0]).toMatchObject({ platform: 'facebook', connectedById: sanne.user.id });
    // A connection whose token no longer works may be renewed by any colleague.
    await t.db
      .update(adPlatformConnections)
      .set({ tokenExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(adPlatformConnections.companyId, admin.company.id));
    expect(await connect(t.app, markToken, 'facebook')).toBe('/settings?tab=koppelingen&connected=facebook');
    expect(await connectedBy()).toBe(mark.user.id);
    expect(await connect(t.app, adminToken, 'facebook')).toBe('/settings?tab=koppelingen&connected=facebook');
    expect(await connectedBy()).toBe(admin.user.id);
  });

  it('connects through Facebook Login, keeps the token server-side sealed, and reports the state', async () => {
    const { admin, token, api } = await connectedTeam();
    expect(await connect(t.app, token, 'facebook')).toBe('/settings?tab=koppelingen&connected=facebook');
    const [row] = await t.db.select().from(adPlatformConnections).where(eq(adPlatformConnections.companyId, admin.company.id));
    expect(row).toMatchObject({ platform: 'facebook', externalName: 'Facebook Testgebruiker', connectedBy: admin.user.id });
    expect(row!.sealedToken).toMatch(/^v1\./);
    expect(row!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 86_400_000);
    const list = (await api.list()).json() as AccountListResponse;
    expect(list.syncDue).toBe(true);
    expect(list.platforms[0]).toMatchObject({
      platform: 'facebook',
      configured: true,
      connected: true,
      status: 'never',
      externalName: 'Facebook Testgebruiker',
    });
    expect(JSON.stringify(list)).not.toContain(row!.sealedToken!);
  });

  it('refuses a callback without the flow cookie or with another state', async () => {
    const { token } = await connectedTeam();
    const forged = await t.app.inject({ method: 'GET', url: '/api/integrations/facebook/callback?code=x&state=y', cookies: { sid: token } });
    expect(forged.headers.location).toBe('/settings?tab=koppelingen&error=AD_PLATFORM_CONNECT_FAILED&platform=facebook');
    const cancelled = await t.app.inject({ method: 'GET', url: '/api/integrations/facebook/callback?error=access_denied&state=y', cookies: { sid: token } });
    expect(cancelled.headers.location).toBe('/settings?tab=koppelingen&error=AD_PLATFORM_CONNECT_CANCELLED&platform=facebook');
  });

  it('follows 3 Graph API pages and upserts idempotently', async () => {
    const { admin, token, api } = await connectedTeam();
    await connect(t.app, token, 'facebook');
    const p = prefix();
    fake.facebook.setAccounts(fbAccounts(60, p));
    const first = (await api.sync()).json() as SyncResponse;
    expect(first.results).toEqual([
      { platform: 'facebook', outcome: 'synced', count: 60, removed: 0, error: null },
      { platform: 'google', outcome: 'not_connected', count: 0, removed: 0, error: null },
    ]);
    expect(fake.facebook.requests().filter((r) => r.includes('/me/adaccounts'))).toHaveLength(3);
    const ids = async () =>
      (await t.db.select({ id: adAccounts.id, name: adAccounts.name }).from(adAccounts).where(eq(adAccounts.companyId, admin.company.id))).sort((a, b) =>
        a.id.localeCompare(b.id),
      );
    const before = await ids();
    expect(before).toHaveLength(60);

    // Fresh within 5 minutes: a sync without force skips; with force it runs and changes nothing twice.
    expect(((await api.sync()).json() as SyncResponse).results[0]!.outcome).toBe('skipped');
    fake.facebook.setAccounts(fbAccounts(60, p, { name: 'Hernoemd' }));
    expect(((await api.sync(true)).json() as SyncResponse).results[0]!.outcome).toBe('synced');
    const after = await ids();
    expect(after.map((a) => a.id)).toEqual(before.map((a) => a.id));
    expect(new Set(after.map((a) => a.name))).toEqual(new Set(['Hernoemd']));
    const list = (await api.list()).json() as AccountListResponse;
    expect(list.syncDue).toBe(false);
    expect(list.accounts[0]).toMatchObject({ source: 'sync', status: 'active', amountSpent: 1000, spendCap: null, currency: 'EUR' });
  });

  it('a sync asked while another is under way waits for it and answers its outcome', async () => {
    const { admin, token, api } = await connectedTeam();
    await connect(t.app, token, 'facebook');
    fake.facebook.setAccounts(fbAccounts(2, prefix()));
    const running = eq(adPlatformConnections.companyId, admin.company.id);
    // The background loop (or another instance) holds the claim.
    await t.db.update(adPlatformConnections).set({ syncStartedAt: new Date() }).where(running);
    const asked = api.sync();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.db.select().from(adAccounts).where(eq(adAccounts.companyId, admin.company.id))).length).toBe(0);
    // It ends having stored the accounts: the waiting request says so.
    await createAdAccount(t.db, admin.company.id, { platform: 'facebook' });
    await t.db.update(adPlatformConnections).set({ syncStartedAt: null, lastSyncAt: new Date(), lastErrorCode: null }).where(running);
    expect(((await asked).json() as SyncResponse).results[0]).toEqual({ platform: 'facebook', outcome: 'synced', count: 1, removed: 0, error: null });

    // One that failed: the waiting request reports the failure.
    await t.db.update(adPlatformConnections).set({ syncStartedAt: new Date() }).where(running);
    const again = api.sync(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.db.update(adPlatformConnections).set({ syncStartedAt: null, lastErrorCode: 'AD_SYNC_RATE_LIMITED' }).where(running);
    expect(((await again).json() as SyncResponse).results[0]).toMatchObject({
      platform: 'facebook',
      outcome: 'failed',
      error: { code: 'AD_SYNC_RATE_LIMITED' },
    });
  });

  it('marks an account that disappeared upstream instead of deleting it, and clears the mark when it returns', async () => {
    const { token, api } = await connectedTeam();
    await connect(t.app, token, 'facebook');
    const accounts = fbAccounts(3, prefix());
    fake.facebook.setAccounts(accounts);
    await api.sync(true);
    fake.facebook.setAccounts(accounts.slice(0, 2));
    expect(((await api.sync(true)).json() as SyncResponse).results[0]).toMatchObject({ count: 2, removed: 1 });
    const gone = await api.detail('facebook', accounts[2]!.account_id);
    expect((gone.json() as AccountDetailResponse).account.removedUpstreamAt).not.toBeNull();
    fake.facebook.setAccounts(accounts);
    await api.sync(true);
    expect(((await api.detail('facebook', accounts[2]!.account_id)).json() as AccountDetailResponse).account.removedUpstreamAt).toBeNull();
  });

  it('raises budget and status alerts once, notifying the assignees (else the admins), and resolves them', async () => {
    const { admin, token, api } = await connectedTeam();
    const colleague = await createUser(t.db, { company: admin.company });
    await connect(t.app, token, 'facebook');
    const p = prefix();
    fake.facebook.setAccounts([
      { account_id: `${p}1`, name: 'Bijna op', account_status: 1, currency: 'EUR', amount_spent: '95000', spend_cap: '100000' },
      { account_id: `${p}2`, name: 'Gaat uit', account_status: 1, currency: 'EUR', amount_spent: '100', spend_cap: '0' },
    ]);
    await api.sync(true);
    const budget = (await api.detail('facebook', `${p}1`)).json() as AccountDetailResponse;
    expect(budget.account.openAlerts).toEqual(['budget_warning']);
    expect(budget.alerts[0]).toMatchObject({ type: 'budget_warning', resolvedAt: null, details: { amountSpent: 95000, spendCap: 100000, currency: 'EUR' } });
    const adminInbox = (await inboxOf(t.app, token).list()).json().items as { type: string; title: string; description: string; accountId: string }[];
    const warning = adminInbox.find((n) => n.type === 'budget_warning')!;
    expect(warning).toMatchObject({ title: 'Budgetwaarschuwing: Bijna op', accountId: `${p}1` });
    // Intl puts a no-break space between the euro sign and the amount.
    expect(warning.description.replace(/\u00a0/g, ' ')).toBe('95% van de bestedingslimiet is gebruikt (€ 950,00 van € 1.000,00).');

    const second = ((await api.detail('facebook', `${p}2`)).json() as AccountDetailResponse).account;
    await api.assign(second.id, [colleague.user.id]);
    fake.facebook.setAccounts([
      { account_id: `${p}1`, name: 'Bijna op', account_status: 1, currency: 'EUR', amount_spent: '95000', spend_cap: '500000' },
      { account_id: `${p}2`, name: 'Gaat uit', account_status: 2, currency: 'EUR', amount_spent: '100', spend_cap: '0' },
    ]);
    await api.sync(true);
    const resolved = (await api.detail('facebook', `${p}1`)).json() as AccountDetailResponse;
    expect(resolved.account.openAlerts).toEqual([]);
    expect(resolved.alerts[0]!.resolvedAt).not.toBeNull();
    const colleagueInbox = (await inboxOf(t.app, await logInAs(t.app, colleague)).list()).json().items as { type: string; title: string }[];
    expect(colleagueInbox.map((n) => [n.type, n.title])).toEqual([['campaign_alert', 'Account uitgeschakeld: Gaat uit']]);
    // The same state again raises nothing new.
    await api.sync(true);
    expect(((await api.detail('facebook', `${p}2`)).json() as AccountDetailResponse).alerts).toHaveLength(1);
  });

  it('reports an expired token with a Dutch message, drops it, and asks to connect again', async () => {
    const { token, api } = await connectedTeam();
    await connect(t.app, token, 'facebook');
    fake.facebook.expireTokens();
    const res = (await api.sync(true)).json() as SyncResponse;
    expect(res.results[0]).toMatchObject({
      outcome: 'failed',
      error: { code: 'AD_SYNC_TOKEN_EXPIRED', message: 'De koppeling met Facebook is verlopen. Koppel opnieuw via Instellingen → Koppelingen.' },
    });
    expect(res.platforms[0]).toMatchObject({ connected: false, status: 'expired' });
    expect(((await api.sync(true)).json() as SyncResponse).results[0]!.outcome).toBe('not_connected');
  });

  it('reports other API errors per platform and keeps the token', async () => {
    const { token, api } = await connectedTeam();
    await connect(t.app, token, 'facebook');
    fake.facebook.failNext('rate_limit');
    const limited = (await api.sync(true)).json() as SyncResponse;
    expect(limited.results[0]!.error!.code).toBe('AD_SYNC_RATE_LIMITED');
    expect(limited.platforms[0]).toMatchObject({ connected: true, status: 'error' });
    fake.facebook.failNext('server');
    expect(((await api.sync(true)).json() as SyncResponse).results[0]!.error!.code).toBe('AD_SYNC_UNAVAILABLE');
    fake.facebook.setAccounts(fbAccounts(1, prefix()));
    expect(((await api.sync(true)).json() as SyncResponse).results[0]!.outcome).toBe('synced');
  });

  it('leaves an account another company holds with that company', async () => {
    const { admin, token, api } = await connectedTeam();
    const other = await createUser(t.db);
    const taken = await createAdAccount(t.db, other.company.id, { name: 'Van de buren' });
    await connect(t.app, token, 'facebook');
    fake.facebook.setAccounts([{ account_id: taken.accountId, name: 'Overgenomen?', account_status: 1, currency: 'EUR' }]);
    await api.sync(true);
    const [row] = await t.db.select().from(adAccounts).where(eq(adAccounts.id, taken.id));
    expect(row).toMatchObject({ companyId: other.company.id, name: 'Van de buren' });
    expect(((await api.list()).json() as AccountListResponse).accounts).toHaveLength(0);
    expect(admin.company.id).not.toBe(other.company.id);
  });
});

describe('background sync', () => {
  it('syncs connected companies whose last attempt is older than the interval, and no others', async () => {
    const { admin, token, api } = await connectedTeam();
    await connect(t.app, token, 'facebook');
    const p = prefix();
    fake.facebook.setAccounts(fbAccounts(2, p));
    const mail = createMailDelivery({ db: t.db, smtpUrl: null, from: t.env.mailFrom, log: t.app.log });
    const ctx = { db: t.db, events: t.app.events, env: t.env, mail, secrets: createSecretBox(t.env.secretKey!), clients: createPlatformClients(t.env) };
    const hour = 60 * 60_000;
    let clock = new Date();
    const loop = startSyncLoop({ ctx, log: t.app.log, intervalMs: hour, now: () => clock });
    try {
      expect(await loop.runOnce()).toBeGreaterThanOrEqual(1);
      expect(((await api.list()).json() as AccountListResponse).accounts).toHaveLength(2);
      const [row] = await t.db.select().from(adPlatformConnections).where(eq(adPlatformConnections.companyId, admin.company.id));
      expect(row!.lastSyncAt).not.toBeNull();
      // Within the interval this company is not due again; an hour later it is.
      fake.facebook.setAccounts(fbAccounts(3, p));
      clock = new Date(clock.getTime() + 10 * 60_000);
      await loop.runOnce();
      expect(((await api.list()).json() as AccountListResponse).accounts).toHaveLength(2);
      clock = new Date(clock.getTime() + hour);
      await loop.runOnce();
      expect(((await api.list()).json() as AccountListResponse).accounts).toHaveLength(3);
    } finally {
      await loop.stop();
      await mail.close();
    }
  });
});

describe('Google Ads', () => {
  it('connects with offline access and lists the accessible customers with their names', async () => {
    const { token, api } = await connectedTeam();
    expect(await connect(t.app, token, 'google')).toBe('/settings?tab=koppelingen&connected=google');
    const p = prefix().slice(0, 8);
    fake.google.setCustomers([
      { id: `${p}01`, descriptiveName: 'Tuincentrum Bakker', currencyCode: 'EUR', status: 'ENABLED' },
      { id: `${p}02`, descriptiveName: 'Kapsalon Smit', currencyCode: 'EUR', status: 'SUSPENDED' },
    ]);
    const res = (await api.sync(true)).json() as SyncResponse;
    expect(res.results[1]).toMatchObject({ platform: 'google', outcome: 'synced', count: 2 });
    const accounts = ((await api.list()).json() as AccountListResponse).accounts;
    expect(accounts.map((a) => [a.name, a.platform, a.status])).toEqual([
      ['Kapsalon Smit', 'google', 'disabled'],
      ['Tuincentrum Bakker', 'google', 'active'],
    ]);
  });
});
