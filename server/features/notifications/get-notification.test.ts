import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationResponse } from '../../../common/schemas/notifications.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { notify } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (sid: string, id: string) => t.app.inject({ method: 'GET', url: `/api/notifications/${id}`, cookies: { sid } });

describe('GET /api/notifications/:id (a deadline reminder without a form is shown on the dashboard from it)', () => {
  it("answers the recipient's own notification; someone else's, a deleted one and an unknown id are the same 404", async () => {
    const me = await createUser(t.db);
    const colleague = await createUser(t.db, { company: me.company });
    const made = await notify(t.app, t.db, {
      recipients: [me.user.id, colleague.user.id],
      companyId: me.company.id,
      content: { type: 'deadline_reminder', title: 'Deadline nadert: contentkalender april', description: 'Vrijdag klaar.' },
    });
    const mine = made.find((n) => n.recipientId === me.user.id);
    const theirs = made.find((n) => n.recipientId === colleague.user.id);
    const sid = await logInAs(t.app, me);
    const own = await get(sid, mine!.id);
    expect(own.statusCode).toBe(200);
    expect(notificationResponse.parse(own.json()).notification).toMatchObject({
      id: mine!.id,
      type: 'deadline_reminder',
      title: 'Deadline nadert: contentkalender april',
      description: 'Vrijdag klaar.',
      recipientId: me.user.id,
    });

    const other = await get(sid, theirs!.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('NOT_FOUND');
    expect((await get(sid, crypto.randomUUID())).json()).toEqual(other.json());

    await t.app.inject({ method: 'POST', url: '/api/notifications/delete', cookies: { sid }, payload: { ids: [mine!.id] } });
    expect((await get(sid, mine!.id)).statusCode).toBe(404);
    expect((await get(sid, 'geen-id')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/notifications/${theirs!.id}` })).statusCode).toBe(401);
  });
});
