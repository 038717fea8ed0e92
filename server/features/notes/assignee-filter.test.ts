/** GET /api/notes?assignee=: the sidebar's marketeer selector filters the notes by assignee (issue 18, defect 4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdAccount, createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/notes?assignee=', () => {
  it("lists only the notes assigned to that colleague, in the asker's company only", async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const sanne = await createUser(t.db, { company: admin.company });
    const mark = await createUser(t.db, { company: admin.company });
    const account = await createAdAccount(t.db, admin.company.id);
    const token = await logInAs(t.app, admin);
    const create = async (title: string, assigneeIds: string[]) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notes',
        cookies: { sid: token },
        payload: { adAccountId: account.id, title, assigneeIds },
      });
      expect(response.statusCode).toBe(201);
    };
    await create('Voor Sanne', [sanne.user.id]);
    await create('Voor beiden', [sanne.user.id, mark.user.id]);
    await create('Voor Mark', [mark.user.id]);

    const titles = async (query: string, as = token) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/notes?${query}`, cookies: { sid: as } });
      expect(response.statusCode).toBe(200);
      return (response.json().notes as { title: string }[]).map((n) => n.title).sort();
    };
    expect(await titles(`assignee=${sanne.user.id}`)).toEqual(['Voor Sanne', 'Voor beiden']);
    expect(await titles(`assignee=${mark.user.id}&q=beiden`)).toEqual(['Voor beiden']);
    // With "Aan mij toegewezen" both must hold.
    expect(await titles(`assignee=${mark.user.id}&filter=assigned`, await logInAs(t.app, sanne))).toEqual(['Voor beiden']);
    expect(await titles(`assignee=${admin.user.id}`)).toEqual([]);

    // Another company's admin filtering on Sanne finds nothing of this company.
    const outsider = await createUser(t.db, { role: 'admin' });
    expect(await titles(`assignee=${sanne.user.id}`, await logInAs(t.app, outsider))).toEqual([]);
  });

  it('refuses an assignee that is not an id with 400', async () => {
    const person = await createUser(t.db);
    for (const bad of ['nope', "'; drop table notes;--", 'x'.repeat(500)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/notes?assignee=${encodeURIComponent(bad)}`,
        cookies: { sid: await logInAs(t.app, person) },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
