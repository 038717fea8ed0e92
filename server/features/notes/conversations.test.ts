/**
 * Issue 18 on conversations: a `notitie` opens its note (defect 2), the opening message is no reply
 * (defect 6), the author edits their own reply ("bewerkt"), and a note is resolved and reopened
 * by whoever may edit it, live for the colleagues.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationHref, notificationTarget } from '../../../common/rules/notification-target.js';
import { channelName, type ServerMessage } from '../../../common/realtime.js';
import type { Note, NoteComment, NoteDetailResponse, NoteListResponse } from '../../../common/schemas/notes.js';
import type { Notification } from '../../../common/schemas/notifications.js';
import { createAdAccount, createUser, type TestUser } from '../../test/factories.js';
import { useListeningApp } from '../../test/realtime-client.js';
import { logInAs } from '../../test/test-app.js';
import { inboxOf } from '../notifications/test-kit.js';

const live = useListeningApp();

function as(app: FastifyInstance, token: string) {
  const cookies = { sid: token };
  return {
    token,
    create: (payload: object) => app.inject({ method: 'POST', url: '/api/notes', cookies, payload }),
    get: (id: string) => app.inject({ method: 'GET', url: `/api/notes/${id}`, cookies }),
    list: (query = '') => app.inject({ method: 'GET', url: `/api/notes${query}`, cookies }),
    comment: (id: string, content: string) => app.inject({ method: 'POST', url: `/api/notes/${id}/comments`, cookies, payload: { content } }),
    edit: (id: string, commentId: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/notes/${id}/comments/${commentId}`, cookies, payload }),
    removeComment: (id: string, commentId: string) => app.inject({ method: 'DELETE', url: `/api/notes/${id}/comments/${commentId}`, cookies }),
    resolve: (id: string, payload: object) => app.inject({ method: 'PUT', url: `/api/notes/${id}/resolved`, cookies, payload }),
  };
}

interface Team {
  a: TestUser;
  b: TestUser;
  admin: TestUser;
  accountId: string;
  /** The account's id on its platform (unique across the test database). */
  platformId: string;
  asA: ReturnType<typeof as>;
  asB: ReturnType<typeof as>;
  asAdmin: ReturnType<typeof as>;
}

async function team(): Promise<Team> {
  const a = await createUser(live.t.db, { name: 'Anna Smit' });
  const b = await createUser(live.t.db, { company: a.company, name: 'Bram Kok' });
  const admin = await createUser(live.t.db, { company: a.company, role: 'admin', name: 'Eva Baas' });
  const account = await createAdAccount(live.t.db, a.company.id, { name: 'Bakkerij de Vries', platform: 'google' });
  return {
    a,
    b,
    admin,
    accountId: account.id,
    platformId: account.accountId,
    asA: as(live.t.app, await logInAs(live.t.app, a)),
    asB: as(live.t.app, await logInAs(live.t.app, b)),
    asAdmin: as(live.t.app, await logInAs(live.t.app, admin)),
  };
}

const inbox = async (who: { token: string }) => (await inboxOf(live.t.app, who.token).list()).json().items as Notification[];

describe('conversations (issue 18)', () => {
  let t: Team;
  beforeAll(async () => {
    t = await team();
  });

  it('a notitie stores the note id and its link opens that note’s conversation (defect 2)', async () => {
    const note = (await t.asA.create({ adAccountId: t.accountId, title: 'Budget omhoog', assigneeIds: [t.b.user.id], message: 'Kijk je even?' })).json()
      .note as Note;
    const [item] = await inbox(t.asB);
    expect(item).toMatchObject({ type: 'notitie', noteId: note.id, accountId: t.platformId, platform: 'google' });
    expect(notificationHref(notificationTarget(item!))).toBe(`/accounts?account=${t.platformId}&platform=google&view=conversation&note=${note.id}`);
    // A reply's notitie too.
    await t.asA.comment(note.id, 'Nog een vraag');
    const [reply] = await inbox(t.asB);
    expect(reply).toMatchObject({ type: 'notitie', title: 'Nieuwe reactie op: Budget omhoog', noteId: note.id });
  });

  it('counts replies, not the opening message (defect 6), in the list, the detail and after deletes', async () => {
    const note = (await t.asA.create({ adAccountId: t.accountId, title: 'Eén reactie', message: 'Het begin' })).json().note as Note;
    expect(note.commentCount).toBe(0);
    await t.asB.comment(note.id, 'De enige reactie');
    const detail = (await t.asA.get(note.id)).json() as NoteDetailResponse;
    expect(detail.note.commentCount).toBe(1);
    expect(detail.comments.map((c) => [c.content, c.opening])).toEqual([
      ['Het begin', true],
      ['De enige reactie', false],
    ]);
    const listed = ((await t.asA.list(`?account=${t.accountId}`)).json() as NoteListResponse).notes.find((n) => n.id === note.id)!;
    expect(listed.commentCount).toBe(1);
    // Removing the opening message leaves the reply count as it was; a note without one counts every reply.
    await t.asA.removeComment(note.id, detail.comments[0]!.id);
    expect(((await t.asA.get(note.id)).json() as NoteDetailResponse).note.commentCount).toBe(1);
    const bare = (await t.asA.create({ adAccountId: t.accountId, title: 'Zonder begin' })).json().note as Note;
    await t.asA.comment(bare.id, 'Eerste reactie');
    await t.asB.comment(bare.id, 'Tweede reactie');
    const bareDetail = (await t.asA.get(bare.id)).json() as NoteDetailResponse;
    expect(bareDetail.note.commentCount).toBe(2);
    expect(bareDetail.comments.every((c) => !c.opening)).toBe(true);
  });

  it('lets only the author edit a reply, marks it bewerkt, and validates the text', async () => {
    const note = (await t.asA.create({ adAccountId: t.accountId, title: 'Bewerken' })).json().note as Note;
    const reply = (await t.asB.comment(note.id, 'Tikfout')).json().comment as NoteComment;
    expect(reply.editedAt).toBeNull();
    const edited = await t.asB.edit(note.id, reply.id, { content: '  Geen tikfout meer ' });
    expect(edited.statusCode).toBe(200);
    const comment = edited.json().comment as NoteComment;
    expect(comment).toMatchObject({ id: reply.id, content: 'Geen tikfout meer' });
    expect(comment.editedAt).not.toBeNull();
    const shown = ((await t.asA.get(note.id)).json() as NoteDetailResponse).comments.find((c) => c.id === reply.id)!;
    expect(shown).toMatchObject({ content: 'Geen tikfout meer', editedAt: comment.editedAt, createdAt: reply.createdAt });
    // Not the note's creator, not an admin: only the author.
    for (const other of [t.asA, t.asAdmin]) {
      const refused = await other.edit(note.id, reply.id, { content: 'Overschreven' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'COMMENT_NOT_OWN', message: 'Je kunt alleen je eigen reacties bewerken' });
    }
    for (const payload of [{ content: '   ' }, { content: 'x'.repeat(4001) }, {}, { content: 12 }]) {
      expect((await t.asB.edit(note.id, reply.id, payload)).statusCode).toBe(400);
    }
    expect((await t.asB.edit(note.id, 'geen-id', { content: 'Hoi' })).statusCode).toBe(400);
    expect((await t.asB.edit(note.id, randomUUID(), { content: 'Hoi' })).statusCode).toBe(404);
    // The reply of another note is not found through this note.
    const other = (await t.asA.create({ adAccountId: t.accountId, title: 'Ander' })).json().note as Note;
    expect((await t.asB.edit(other.id, reply.id, { content: 'Hoi' })).statusCode).toBe(404);
    // Another company's member gets 404.
    const outsider = await createUser(live.t.db);
    const asOutsider = as(live.t.app, await logInAs(live.t.app, outsider));
    expect((await asOutsider.edit(note.id, reply.id, { content: 'Hoi' })).statusCode).toBe(404);
  });

  it('resolves and reopens a note (creator or admin), live to the colleagues', async () => {
    const note = (await t.asA.create({ adAccountId: t.accountId, title: 'Afhandelen' })).json().note as Note;
    expect(note).toMatchObject({ resolvedAt: null, resolvedBy: null });
    const socket = await live.open(t.asB.token);
    const channel = channelName('company', t.a.company.id);
    await socket.subscribe(channel);
    const updated = (resolved: boolean) => (m: ServerMessage) =>
      m.type === 'event' && m.channel === channel && m.event.name === 'note.updated' && ((m.event.note as Note).resolvedAt !== null) === resolved;

    expect((await t.asB.resolve(note.id, { resolved: true })).statusCode).toBe(403);
    const resolved = await t.asA.resolve(note.id, { resolved: true });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().note).toMatchObject({ id: note.id, resolvedBy: t.a.user.id });
    expect(resolved.json().note.resolvedAt).toEqual(expect.any(String));
    expect(await socket.next(updated(true))).toMatchObject({ event: { note: { id: note.id, resolvedBy: t.a.user.id } } });

    const reopened = await t.asAdmin.resolve(note.id, { resolved: false });
    expect(reopened.json().note).toMatchObject({ resolvedAt: null, resolvedBy: null });
    expect(await socket.next(updated(false))).toMatchObject({ event: { note: { id: note.id, resolvedBy: null } } });
    for (const payload of [{}, { resolved: 'ja' }, { resolved: null }]) expect((await t.asA.resolve(note.id, payload)).statusCode).toBe(400);
  });
});
