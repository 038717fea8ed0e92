import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { addMember, createCompany, createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { mayListMembers } from './policy.js';
import { listCompanyMembers } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const members = (token: string) => t.app.inject({ method: 'GET', url: '/api/company/members', cookies: { sid: token } });

describe('GET /api/company/members', () => {
  it("lists only the active company's members, never another company's users", async () => {
    const admin = await createUser(t.db, { role: 'admin', name: 'Anna Admin' });
    const colleague = await createUser(t.db, { company: admin.company, name: 'Bert Marketeer' });
    const client = await createUser(t.db, { company: admin.company, isClient: true, name: 'Cor Klant' });
    const outsider = await createUser(t.db, { name: 'Ootje Buiten' });
    const token = await logInAs(t.app, admin);

    const response = await members(token);
    expect(response.statusCode).toBe(200);
    const list = response.json().members as { id: string; role: string; email: string }[];
    expect(list.map((m) => m.id).sort()).toEqual([admin.user.id, colleague.user.id, client.user.id].sort());
    expect(list.find((m) => m.id === client.user.id)?.role).toBe('client');
    expect(list.some((m) => m.id === outsider.user.id || m.email === outsider.email)).toBe(false);
  });

  it('follows the company switch', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const other = await createUser(t.db);
    await addMember(t.db, admin.user.id, other.company.id, 'admin');
    const token = await logInAs(t.app, admin);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/active-company',
      cookies: { sid: token },
      payload: { companyId: other.company.id },
    });

    const ids = (await members(token)).json().members.map((m: { id: string }) => m.id);
    expect(ids.sort()).toEqual([admin.user.id, other.user.id].sort());
  });

  it('refuses a client member with 403 FORBIDDEN', async () => {
    const client = await createUser(t.db, { isClient: true });
    const response = await members(await logInAs(t.app, client));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('answers 409 NO_ACTIVE_COMPANY without any membership, and 401 without a session', async () => {
    const loner = await createUser(t.db, { memberRole: null });
    const response = await members(await logInAs(t.app, loner));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'NO_ACTIVE_COMPANY', message: 'Geen actief bedrijf geselecteerd' });
    expect((await t.app.inject({ method: 'GET', url: '/api/company/members' })).statusCode).toBe(401);
  });
});

describe('listCompanyMembers policy', () => {
  it('allows admins and marketeers, not clients', () => {
    expect(mayListMembers('admin')).toBe(true);
    expect(mayListMembers('marketeer')).toBe(true);
    expect(mayListMembers('client')).toBe(false);
  });

  it('is enforced by the service itself, not only by the route', async () => {
    const company = await createCompany(t.db);
    const actor: Actor = { userId: crypto.randomUUID(), sessionId: crypto.randomUUID(), activeCompanyId: company.id, memberRole: 'client', memberships: [] };
    await expect(listCompanyMembers({ db: t.db, actor })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(listCompanyMembers({ db: t.db, actor: { ...actor, activeCompanyId: null, memberRole: null } })).rejects.toBeInstanceOf(AppError);
  });
});
