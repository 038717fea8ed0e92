/**
 * @mentions (issue 18): in note replies and checklist comments a token per mention is checked,
 * stored in `mentions` and resolved to the current name; each mentioned colleague (never the
 * author) gets a `mention` notification through the producer, as their preferences say, live on
 * their own channel only; an edit notifies only the newly mentioned.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { mentionToken } from '../../../common/mentions.js';
import { channelName, type ServerMessage } from '../../../common/realtime.js';
import { notificationHref, notificationTarget } from '../../../common/rules/notification-target.js';
import type { ChecklistDetail } from '../../../common/schemas/checklists.js';
import type { Note, NoteComment, NoteDetailResponse } from '../../../common/schemas/notes.js';
import type { Notification } from '../../../common/schemas/notifications.js';
import { mentions, users } from '../../db/schema/index.js';
import { createAdAccount, createUser, type TestUser } from '../../test/factories.js';
import { latestMail } from '../../test/outbox.js';
import { useListeningApp } from '../../test/realtime-client.js';
import { logInAs } from '../../test/test-app.js';
import { checklistsOf } from '../checklists/test-kit.js';
import { inboxOf } from '../notifications/test-kit.js';

const live = useListeningApp();

function notes(app: FastifyInstance, token: string) {
  const cookies = { sid: token };
  return {
    create: (payload: object) => app.inject({ method: 'POST', url: '/api/notes', cookies, payload }),
    get: (id: string) => app.inject({ method: 'GET', url: `/api/notes/${id}`, cookies }),
    comment: (id: string, content: string) => app.inject({ method: 'POST', url: `/api/notes/${id}/comments`, cookies, payload: { content } }),
    edit: (id: string, commentId: string, content: string) =>
      app.inject({ method: 'PATCH', url: `/api/notes/${id}/comments/${commentId}`, cookies, payload: { content } }),
    mentionable: (id: string) => app.inject({ method: 'GET', url: `/api/notes/${id}/mentionable`, cookies }),
  };
}

interface Member {
  user: TestUser;
  token: string;
  notes: ReturnType<typeof notes>;
  checklists: ReturnType<typeof checklistsOf>;
  inbox: () => Promise<Notification[]>;
}

async function member(user: TestUser): Promise<Member> {
  const token = await logInAs(live.t.app, user);
  return {
    user,
    token,
    notes: notes(live.t.app, token),
    checklists: checklistsOf(live.t.app, token),
    inbox: async () => (await inboxOf(live.t.app, token).list()).json().items as Notification[],
  };
}

const m = mentionToken;

describe('@mentions', () => {
  let anna: Member;
  let bram: Member;
  let carla: Member;
  let eva: Member;
  let accountId: string;
  beforeAll(async () => {
    const a = await createUser(live.t.db, { name: 'Anna Smit' });
    anna = await member(a);
    bram = await member(await createUser(live.t.db, { company: a.company, name: 'Bram Kok' }));
    carla = await member(await createUser(live.t.db, { company: a.company, name: 'Carla de Wit' }));
    eva = await member(await createUser(live.t.db, { company: a.company, role: 'admin', name: 'Eva Baas' }));
    accountId = (await createAdAccount(live.t.db, a.company.id, { accountId: '5550001111', platform: 'facebook' })).id;
  });

  const newNote = async (title: string) => (await anna.notes.create({ adAccountId: accountId, title })).json().note as Note;

  it('stores a reply’s mentions, resolves names, and notifies the mentioned only — live on their own channel', async () => {
    const note = await newNote('Campagne zomer');
    const socketBram = await live.open(bram.token);
    const socketCarla = await live.open(carla.token);
    expect(await socketBram.subscribe(channelName('notifications', bram.user.user.id))).toMatchObject({ type: 'subscribed' });
    expect(await socketCarla.subscribe(channelName('notifications', carla.user.user.id))).toMatchObject({ type: 'subscribed' });

    const res = await anna.notes.comment(note.id, `Hoi ${m(bram.user.user.id)}, kun jij dit oppakken? ${m(anna.user.user.id)}`);
    expect(res.statusCode).toBe(201);
    const comment = res.json().comment as NoteComment;
    expect(comment.mentions).toEqual([
      { id: bram.user.user.id, name: 'Bram Kok' },
      { id: anna.user.user.id, name: 'Anna Smit' },
    ]);

    const created = (await socketBram.next((msg: ServerMessage) => msg.type === 'event' && msg.event.name === 'notification.created')) as unknown as {
      event: { notification: Notification };
    };
    const notification = created.event.notification;
    expect(notification).toMatchObject({
      type: 'mention',
      title: 'Anna Smit noemde je in Campagne zomer',
      description: 'Hoi @Bram Kok, kun jij dit oppakken? @Anna Smit',
      noteId: note.id,
      commentId: comment.id,
      accountId: '5550001111',
      platform: 'facebook',
    });
    expect(notificationHref(notificationTarget(notification))).toBe(
      `/accounts?account=5550001111&platform=facebook&view=conversation&note=${note.id}&comment=${comment.id}`,
    );
    // Not the author (mentioning themselves), not Carla.
    expect((await anna.inbox()).some((n) => n.type === 'mention')).toBe(false);
    expect((await carla.inbox()).some((n) => n.type === 'mention')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socketCarla.messages.some((msg) => msg.type === 'event' && msg.event.name === 'notification.created')).toBe(false);

    const rows = await live.t.db.select({ userId: mentions.mentionedUserId }).from(mentions).where(eq(mentions.noteCommentId, comment.id));
    expect(rows.map((r) => r.userId).sort()).toEqual([anna.user.user.id, bram.user.user.id].sort());
    const detail = (await anna.notes.get(note.id)).json() as NoteDetailResponse;
    expect(detail.comments.find((c) => c.id === comment.id)!.mentions.map((x) => x.name)).toEqual(['Bram Kok', 'Anna Smit']);
  });

  it('shows the current name, and nothing for a person who is gone (the web shows "@onbekend")', async () => {
    const gone = await createUser(live.t.db, { company: anna.user.company, name: 'Daan Weg' });
    const note = await newNote('Namen');
    const comment = (await anna.notes.comment(note.id, `Voor ${m(bram.user.user.id)} en ${m(gone.user.id)}`)).json().comment as NoteComment;
    await live.t.db.update(users).set({ name: 'Bram Kok-Jansen' }).where(eq(users.id, bram.user.user.id));
    await live.t.db.delete(users).where(eq(users.id, gone.user.id));
    const shown = ((await anna.notes.get(note.id)).json() as NoteDetailResponse).comments.find((c) => c.id === comment.id)!;
    expect(shown.mentions).toEqual([{ id: bram.user.user.id, name: 'Bram Kok-Jansen' }]);
    expect(shown.content).toContain(m(gone.user.id));
    await live.t.db.update(users).set({ name: 'Bram Kok' }).where(eq(users.id, bram.user.user.id));
  });

  it('refuses people outside the company, clients and too many, with a Dutch 400', async () => {
    const note = await newNote('Weigeren');
    const stranger = await createUser(live.t.db, { name: 'Vreemde' });
    const client = await createUser(live.t.db, { company: anna.user.company, isClient: true });
    for (const id of [stranger.user.id, client.user.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await anna.notes.comment(note.id, `Hoi ${m(id)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'MENTION_NOT_COLLEAGUE', fields: { content: 'MENTION_NOT_COLLEAGUE' } });
    }
    const many = Array.from({ length: 21 }, (_, i) => m(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)).join(' ');
    expect((await anna.notes.comment(note.id, many)).json().error.code).toBe('MENTIONS_TOO_MANY');
    // Nothing was stored or sent.
    expect(((await anna.notes.get(note.id)).json() as NoteDetailResponse).comments).toEqual([]);
    // Text that only looks like a mention stays text.
    const plain = await anna.notes.comment(note.id, 'Mail naar bram@demo.nl of @Bram, of @[geen-id]');
    expect(plain.statusCode).toBe(201);
    expect(plain.json().comment.mentions).toEqual([]);
  });

  it('respects the mentioned person’s preferences: off in-app and by e-mail, or by e-mail too', async () => {
    const note = await newNote('Voorkeuren');
    const prefs = inboxOf(live.t.app, carla.token);
    expect((await prefs.setPreferences({ types: [{ type: 'mention', inApp: false, email: false }] })).statusCode).toBe(200);
    const before = (await carla.inbox()).length;
    await anna.notes.comment(note.id, `Stil ${m(carla.user.user.id)}`);
    expect((await carla.inbox()).length).toBe(before);

    await prefs.setPreferences({ types: [{ type: 'mention', inApp: true, email: true }] });
    await anna.notes.comment(note.id, `Luid ${m(carla.user.user.id)}`);
    expect((await carla.inbox())[0]).toMatchObject({ type: 'mention', title: 'Anna Smit noemde je in Voorkeuren' });
    const mail = await latestMail(live.t.db, carla.user.email);
    expect(mail?.subject ?? '').toContain('Anna Smit noemde je in Voorkeuren');
  });

  it('an assignee who is mentioned gets the mention, not also a notitie', async () => {
    const note = (await anna.notes.create({ adAccountId: accountId, title: 'Eén melding', assigneeIds: [bram.user.user.id] })).json().note as Note;
    const before = (await bram.inbox()).length;
    await anna.notes.comment(note.id, `Kijk ${m(bram.user.user.id)}`);
    const items = await bram.inbox();
    expect(items.length).toBe(before + 1);
    expect(items[0]).toMatchObject({ type: 'mention', noteId: note.id });
  });

  it('an edit notifies only the newly mentioned, and drops the mentions no longer in the text', async () => {
    const note = await newNote('Bewerkt');
    const comment = (await bram.notes.comment(note.id, `Voor ${m(anna.user.user.id)}`)).json().comment as NoteComment;
    const annaBefore = (await anna.inbox()).filter((n) => n.type === 'mention').length;
    const evaBefore = (await eva.inbox()).filter((n) => n.type === 'mention').length;
    const edited = await bram.notes.edit(note.id, comment.id, `Voor ${m(anna.user.user.id)} en ${m(eva.user.user.id)}`);
    expect(edited.statusCode).toBe(200);
    expect((edited.json().comment as NoteComment).mentions.map((x) => x.id)).toEqual([anna.user.user.id, eva.user.user.id]);
    expect((await anna.inbox()).filter((n) => n.type === 'mention').length).toBe(annaBefore);
    expect((await eva.inbox()).filter((n) => n.type === 'mention').length).toBe(evaBefore + 1);
    await bram.notes.edit(note.id, comment.id, `Alleen ${m(eva.user.user.id)}`);
    const rows = await live.t.db.select({ userId: mentions.mentionedUserId }).from(mentions).where(eq(mentions.noteCommentId, comment.id));
    expect(rows.map((r) => r.userId)).toEqual([eva.user.user.id]);
    expect((await eva.inbox()).filter((n) => n.type === 'mention').length).toBe(evaBefore + 1);
  });

  it('in a checklist comment: only those who may read it, the link opens the comment', async () => {
    const id = await anna.checklists.make({ title: 'Weekstart', items: ['Budget checken'] });
    // Bram cannot see Anna's private checklist: refused, naming him; the admin can.
    const refused = await anna.checklists.comment(id, `Kijk ${m(bram.user.user.id)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'MENTION_CANNOT_SEE',
      message: 'Bram Kok kan deze checklist niet zien. Deel hem eerst of noem iemand anders.',
    });
    const people = (await live.t.app.inject({ method: 'GET', url: `/api/checklists/${id}/mentionable`, cookies: { sid: anna.token } })).json().people as {
      id: string;
    }[];
    expect(people.map((p) => p.id).sort()).toEqual([anna.user.user.id, eva.user.user.id].sort());

    const ok = await anna.checklists.comment(id, `Klaar ${m(eva.user.user.id)}`);
    expect(ok.statusCode).toBe(201);
    const comment = ok.json().comment as { id: string; mentions: unknown[] };
    expect(comment.mentions).toEqual([{ id: eva.user.user.id, name: 'Eva Baas' }]);
    const [item] = await eva.inbox();
    expect(item).toMatchObject({ type: 'mention', title: 'Anna Smit noemde je in Weekstart', checklistId: id, commentId: comment.id });
    expect(notificationHref(notificationTarget(item!))).toBe(`/checklists?checklist=${id}&comment=${comment.id}`);

    // Shared with Bram: now he can be mentioned; the author edits, an admin may not.
    await anna.checklists.share(id, { userId: bram.user.user.id });
    const edit = (who: Member, content: string) =>
      live.t.app.inject({ method: 'PATCH', url: `/api/checklists/${id}/comments/${comment.id}`, cookies: { sid: who.token }, payload: { content } });
    const edited = await edit(anna, `Klaar ${m(eva.user.user.id)} ${m(bram.user.user.id)}`);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment.editedAt).toEqual(expect.any(String));
    expect((await bram.inbox())[0]).toMatchObject({ type: 'mention', checklistId: id });
    expect((await edit(eva, 'Overschreven')).json().error.code).toBe('COMMENT_NOT_OWN');
    const detail = (await anna.checklists.get(id)).json() as ChecklistDetail;
    expect(detail.comments[0]).toMatchObject({ id: comment.id, mentions: [{ id: eva.user.user.id }, { id: bram.user.user.id }] });
  });

  it('lists who may be mentioned in a note: the company’s marketeers and admins, no clients or outsiders', async () => {
    await createUser(live.t.db, { company: anna.user.company, isClient: true, name: 'Klant' });
    const note = await newNote('Wie');
    const people = (await anna.notes.mentionable(note.id)).json().people as { id: string; name: string }[];
    expect(people.map((p) => p.id).sort()).toEqual([anna, bram, carla, eva].map((x) => x.user.user.id).sort());
    const outsider = await member(await createUser(live.t.db));
    expect((await outsider.notes.mentionable(note.id)).statusCode).toBe(404);
  });
});
