/** Settings → Team: changing a member's role and removing a member (admins only, never the last admin). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelName } from '../../../common/realtime.js';
import { adAccountAssignees, companyUsers, sessions, users } from '../../db/schema/index.js';
import { addMember, createAdAccount, createCompany, createUser } from '../../test/factories.js';
import { useListeningApp } from '../../test/realtime-client.js';
import { logInAs } from '../../test/test-app.js';

const live = useListeningApp();
const app = () => live.t.app;
const db = () => live.t.db;

const changeRole = (token: string, userId: string, role: unknown) =>
  app().inject({ method: 'PATCH', url: `/api/company/members/${userId}`, cookies: { sid: token }, payload: { role } });
const remove = (token: string, userId: string) => app().inject({ method: 'DELETE', url: `/api/company/members/${userId}`, cookies: { sid: token } });
const me = (token: string) => app().inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
const members = (token: string) => app().inject({ method: 'GET', url: '/api/company/members', cookies: { sid: token } });

async function team() {
  const admin = await createUser(db(), { role: 'admin', name: 'Anna Admin' });
  const marketeer = await createUser(db(), { company: admin.company, name: 'Bert Marketeer' });
  return { admin, marketeer, company: admin.company, adminToken: await logInAs(app(), admin) };
}

describe('PATCH /api/company/members/:userId', () => {
  it('makes a marketeer admin and back, and the new role counts on their very next request', async () => {
    const { admin, marketeer, adminToken } = await team();
    const theirToken = await logInAs(app(), marketeer);
    // Their actor is cached now (a first request), as a marketeer.
    expect((await app().inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid: theirToken } })).statusCode).toBe(403);

    const promoted = await changeRole(adminToken, marketeer.user.id, 'admin');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: marketeer.user.id, role: 'admin', name: 'Bert Marketeer' });
    expect((await app().inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid: theirToken } })).statusCode).toBe(200);
    expect((await me(theirToken)).json().memberships).toEqual([{ companyId: admin.company.id, companyName: admin.company.name, role: 'admin' }]);

    const demoted = await changeRole(adminToken, marketeer.user.id, 'marketeer');
    expect(demoted.json()).toMatchObject({ role: 'marketeer' });
    expect((await app().inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid: theirToken } })).statusCode).toBe(403);
  });

  it('never demotes the last admin, themselves included; with a second admin they may step down', async () => {
    const { admin, marketeer, adminToken } = await team();
    const refused = await changeRole(adminToken, admin.user.id, 'marketeer');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'LAST_ADMIN',
      message: 'Een bedrijf heeft altijd minstens één admin nodig. Maak eerst iemand anders admin.',
    });

    expect((await changeRole(adminToken, marketeer.user.id, 'admin')).statusCode).toBe(200);
    const stepDown = await changeRole(adminToken, admin.user.id, 'marketeer');
    expect(stepDown.statusCode).toBe(200);
    // The admin's own next request already works as a marketeer.
    expect((await changeRole(adminToken, marketeer.user.id, 'marketeer')).statusCode).toBe(403);
  });

  it('does not let two admins demote each other at the same time', async () => {
    const { marketeer, adminToken, admin } = await team();
    await changeRole(adminToken, marketeer.user.id, 'admin');
    const otherToken = await logInAs(app(), marketeer);
    const answers = await Promise.all([changeRole(adminToken, marketeer.user.id, 'marketeer'), changeRole(otherToken, admin.user.id, 'marketeer')]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // One wins; the other is refused (LAST_ADMIN, or FORBIDDEN when its author was demoted first).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await db()
      .select()
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, admin.company.id), eq(companyUsers.role, 'admin')));
    expect(admins).toHaveLength(1);
  });

  it('refuses a marketeer (403), a client member (409), an unknown role (400), and another company’s member (404)', async () => {
    const { admin, marketeer, adminToken, company } = await team();
    const marketeerToken = await logInAs(app(), marketeer);
    const forbidden = await changeRole(marketeerToken, admin.user.id, 'marketeer');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');

    const client = await createUser(db(), { company, isClient: true });
    const clientRole = await changeRole(adminToken, client.user.id, 'marketeer');
    expect(clientRole.statusCode).toBe(409);
    expect(clientRole.json().error.code).toBe('MEMBER_ROLE_CLIENT');

    for (const role of ['client', 'owner', 42, null, '<script>']) {
      const bad = await changeRole(adminToken, marketeer.user.id, role);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ code: 'MEMBER_ROLE_INVALID', message: 'Kies de rol admin of marketeer' });
    }
    expect((await changeRole(adminToken, 'not-a-uuid', 'admin')).statusCode).toBe(400);

    const outsider = await createUser(db());
    const foreign = await changeRole(adminToken, outsider.user.id, 'admin');
    expect(foreign.statusCode).toBe(404);
    const [row] = await db().select().from(companyUsers).where(eq(companyUsers.userId, outsider.user.id));
    expect(row?.role).toBe('marketeer');
    expect((await changeRole(adminToken, crypto.randomUUID(), 'admin')).statusCode).toBe(404);
  });
});

describe('DELETE /api/company/members/:userId', () => {
  it('removes a member: gone from the team, their session moves to their other company on this instance at once', async () => {
    const { marketeer, adminToken, company } = await team();
    const elsewhere = await createCompany(db(), 'Ander Bureau');
    await addMember(db(), marketeer.user.id, elsewhere.id, 'marketeer');
    const theirToken = await logInAs(app(), marketeer);
    expect((await me(theirToken)).json().activeCompanyId).toBe(company.id);
    expect((await members(theirToken)).statusCode).toBe(200);

    expect((await remove(adminToken, marketeer.user.id)).statusCode).toBe(204);

    const after = (await me(theirToken)).json();
    expect(after.activeCompanyId).toBe(elsewhere.id);
    expect(after.memberships.map((m: { companyId: string }) => m.companyId)).toEqual([elsewhere.id]);
    const ids = (await members(theirToken)).json().members.map((m: { id: string }) => m.id);
    expect(ids).not.toContain((await me(adminToken)).json().user.id);
    const adminView = (await members(adminToken)).json().members.map((m: { id: string }) => m.id);
    expect(adminView).not.toContain(marketeer.user.id);
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, marketeer.user.id));
    expect(session?.activeCompanyId).toBeNull();
    const [user] = await db().select().from(users).where(eq(users.id, marketeer.user.id));
    expect(user?.companyId).toBeNull();
  });

  it('refuses the removed member’s next request in that company when they have no other company', async () => {
    const { marketeer, adminToken, company } = await team();
    const account = await createAdAccount(db(), company.id);
    await db().insert(adAccountAssignees).values({ adAccountId: account.id, userId: marketeer.user.id });
    const theirToken = await logInAs(app(), marketeer);
    expect((await members(theirToken)).statusCode).toBe(200);

    expect((await remove(adminToken, marketeer.user.id)).statusCode).toBe(204);
    const refused = await members(theirToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NO_ACTIVE_COMPANY');
    expect(await db().select().from(adAccountAssignees).where(eq(adAccountAssignees.userId, marketeer.user.id))).toEqual([]);
  });

  it('takes the company channel from the removed member’s live sockets', async () => {
    const { marketeer, adminToken, company } = await team();
    const socket = await live.open(await logInAs(app(), marketeer));
    expect(await socket.subscribe(channelName('company', company.id))).toMatchObject({ type: 'subscribed' });

    expect((await remove(adminToken, marketeer.user.id)).statusCode).toBe(204);
    expect(await socket.next((m) => m.type === 'refused' && m.ref === null)).toMatchObject({ channel: channelName('company', company.id), code: 'FORBIDDEN' });
    expect(app().realtime.broadcast(channelName('company', company.id), { name: 'x' })).toBe(0);
  });

  it('never removes the last admin, not even themselves; a marketeer may not remove anyone; another company’s member is 404', async () => {
    const { admin, marketeer, adminToken } = await team();
    const self = await remove(adminToken, admin.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('LAST_ADMIN');

    const marketeerToken = await logInAs(app(), marketeer);
    expect((await remove(marketeerToken, admin.user.id)).statusCode).toBe(403);

    const outsider = await createUser(db());
    expect((await remove(adminToken, outsider.user.id)).statusCode).toBe(404);
    expect(await db().select().from(companyUsers).where(eq(companyUsers.userId, outsider.user.id))).toHaveLength(1);

    const client = await createUser(db(), { company: admin.company, isClient: true });
    expect((await remove(adminToken, client.user.id)).statusCode).toBe(204);
    expect((await app().inject({ method: 'DELETE', url: `/api/company/members/${marketeer.user.id}` })).statusCode).toBe(401);
  });
});
