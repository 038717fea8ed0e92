import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { channelName, realtimeCloseCodes } from '../../../common/realtime.js';
import { addMember, createCompany, createUser } from '../../test/factories.js';
import { useListeningApp } from '../../test/realtime-client.js';
import { logInAs, testAppOrigin } from '../../test/test-app.js';

const live = useListeningApp();
const open = live.open;

describe('GET /api/realtime', () => {
  it('refuses an upgrade without a valid session, and from another site', async () => {
    await expect(open(null)).rejects.toThrow('upgrade refused: 401');
    await expect(open('x'.repeat(43))).rejects.toThrow('upgrade refused: 401');
    const { email, password } = await createUser(live.t.db);
    const token = await logInAs(live.t.app, { email, password });
    await expect(open(token, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused: 403');
    const socket = await open(token, { origin: testAppOrigin });
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });

  it('admits only the own notification channel and the own company channel', async () => {
    const me = await createUser(live.t.db);
    const other = await createUser(live.t.db);
    const socket = await open(await logInAs(live.t.app, me));

    expect(await socket.subscribe(channelName('notifications', me.user.id))).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe(channelName('company', me.company.id))).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe(channelName('notifications', other.user.id))).toMatchObject({ type: 'refused', code: 'FORBIDDEN' });
    expect(await socket.subscribe(channelName('company', other.company.id))).toMatchObject({ type: 'refused', code: 'FORBIDDEN' });
  });

  it('refuses many random ids and malformed channel names (fuzz)', async () => {
    const me = await createUser(live.t.db);
    const socket = await open(await logInAs(live.t.app, me));
    const kinds = ['notifications', 'company'] as const;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => socket.subscribe(channelName(kinds[i % 2]!, randomUUID()))));
    expect(answers.every((a) => a.type === 'refused' && a.code === 'FORBIDDEN')).toBe(true);

    const malformed = [
      `notifications:${me.user.id.toUpperCase()}`,
      `notifications:${me.user.id} `,
      `notifications:${me.user.id}:x`,
      `notifications:`,
      `notes:${me.company.id}`,
      `company:${me.company.id}'--`,
      ':',
      'notifications',
      `NOTIFICATIONS:${me.user.id}`,
    ];
    for (const channel of malformed) {
      expect(await socket.subscribe(channel)).toMatchObject({ type: 'refused', code: 'INVALID_CHANNEL' });
    }
    // Nothing was admitted: an event on the own channel is the only one this socket can get.
    const own = await socket.subscribe(channelName('notifications', me.user.id));
    expect(own.type).toBe('subscribed');
  });

  it('refuses a client member of the company its company channel', async () => {
    const company = await createCompany(live.t.db);
    const client = await createUser(live.t.db, { isClient: true, company });
    const socket = await open(await logInAs(live.t.app, client));
    expect(await socket.subscribe(channelName('company', company.id))).toMatchObject({ type: 'refused', code: 'FORBIDDEN' });
  });

  it('delivers bus events to the subscribed sockets only', async () => {
    const me = await createUser(live.t.db);
    const other = await createUser(live.t.db, { company: me.company });
    const mine = await open(await logInAs(live.t.app, me));
    const theirs = await open(await logInAs(live.t.app, other));
    await mine.subscribe(channelName('company', me.company.id));
    await theirs.subscribe(channelName('notifications', other.user.id));

    const delivered = live.t.app.realtime.broadcast(channelName('company', me.company.id), { name: 'test.ping', n: 1 });
    expect(delivered).toBe(1);
    expect(await mine.next((m) => m.type === 'event')).toMatchObject({ channel: channelName('company', me.company.id), event: { name: 'test.ping', n: 1 } });
    await new Promise((r) => setTimeout(r, 50));
    expect(theirs.messages.some((m) => m.type === 'event')).toBe(false);
  });

  it('answers ping with pong and closes on a protocol error', async () => {
    const me = await createUser(live.t.db);
    const socket = await open(await logInAs(live.t.app, me));
    socket.socket.send(JSON.stringify({ type: 'ping', ref: 7 }));
    expect(await socket.next((m) => m.type === 'pong')).toEqual({ type: 'pong', ref: 7 });
    socket.socket.send('{"type":"nonsense"}');
    expect((await socket.closed).code).toBe(realtimeCloseCodes.protocolError);
  });

  it('closes the sockets of a session signed out or revoked elsewhere', async () => {
    const me = await createUser(live.t.db);
    const first = await logInAs(live.t.app, me);
    const second = await logInAs(live.t.app, me);
    const a = await open(first);
    const b = await open(second);

    const revoke = await live.t.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', cookies: { sid: second } });
    expect(revoke.statusCode).toBe(200);
    expect((await a.closed).code).toBe(realtimeCloseCodes.sessionEnded);

    const logout = await live.t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid: second } });
    expect(logout.statusCode).toBe(204);
    expect((await b.closed).code).toBe(realtimeCloseCodes.sessionEnded);
  });

  it('withdraws a company channel when the membership ends', async () => {
    const company = await createCompany(live.t.db);
    const me = await createUser(live.t.db);
    await addMember(live.t.db, me.user.id, company.id, 'marketeer');
    const socket = await open(await logInAs(live.t.app, me));
    expect(await socket.subscribe(channelName('company', company.id))).toMatchObject({ type: 'subscribed' });

    const { companyUsers } = await import('../../db/schema/index.js');
    const { and, eq } = await import('drizzle-orm');
    await live.t.db.delete(companyUsers).where(and(eq(companyUsers.userId, me.user.id), eq(companyUsers.companyId, company.id)));
    await live.t.app.events.publish({ topic: 'memberships.changed', payload: { userId: me.user.id } });
    expect(await socket.next((m) => m.type === 'refused' && m.ref === null)).toMatchObject({
      channel: channelName('company', company.id),
      code: 'FORBIDDEN',
    });
    expect(live.t.app.realtime.broadcast(channelName('company', company.id), { name: 'x' })).toBe(0);
  });
});
