/** Notes and conversations: validation, assignments, notifications, live events and tenant isolation. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelName, type ServerMessage } from '../../../common/realtime.js';
import type { Note, NoteDetailResponse, NoteListResponse } from '../../../common/schemas/notes.js';
import { addMember, createAdAccount, createUser, type TestUser } from '../../test/factories.js';
import { useListeningApp } from '../../test/realtime-client.js';
import { logInAs } from '../../test/test-app.js';
import { inboxOf } from '../notifications/test-kit.js';

const live = useListeningApp();

function notesOf(app: FastifyInstance, token: string) {
  const cookies = { sid: token };
  return {
    list: (query = '') => app.inject({ method: 'GET', url: `/api/notes${query}`, cookies }),
    get: (id: string) => app.inject({ method: 'GET', url: `/api/notes/${id}`, cookies }),
    create: (payload: object) => app.inject({ method: 'POST', url: '/api/notes', cookies, payload }),
    update: (id: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/notes/${id}`, cookies, payload }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `/api/notes/${id}`, cookies }),
    assign: (id: string, userIds: string[]) => app.inject({ method: 'PUT', url: `/api/notes/${id}/assignments`, cookies, payload: { userIds } }),
    comment: (id: string, content: string) => app.inject({ method: 'POST', url: `/api/notes/${id}/comments`, cookies, payload: { content } }),
    removeComment: (id: string, commentId: string) => app.inject({ method: 'DELETE', url: `/api/notes/${id}/comments/${commentId}`, cookies }),
  };
}

interface Team {
  a: TestUser;
  b: TestUser;
  accountId: string;
  asA: ReturnType<typeof notesOf>;
  asB: ReturnType<typeof notesOf>;
  tokenA: string;
  tokenB: string;
}

async function team(): Promise<Team> {
  const a = await createUser(live.t.db);
  const b = await createUser(live.t.db, { company: a.company });
  const account = await createAdAccount(live.t.db, a.company.id, { name: 'Bakkerij de Vries', clientName: 'De Vries' });
  const tokenA = await logInAs(live.t.app, a);
  const tokenB = await logInAs(live.t.app, b);
  return { a, b, accountId: account.id, asA: notesOf(live.t.app, tokenA), asB: notesOf(live.t.app, tokenB), tokenA, tokenB };
}

describe('notes', () => {
  let t: Team;
  beforeAll(async () => {
    t = await team();
  });

  it('needs an ad account of the company, with the spec message', async () => {
    for (const payload of [{ title: 'Zonder account' }, { title: 'Leeg', adAccountId: '' }, { title: 'Onzin', adAccountId: 'abc' }]) {
      const res = await t.asA.create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'NOTE_ACCOUNT_REQUIRED',
        message: 'Account ID is required',
        fields: { adAccountId: 'NOTE_ACCOUNT_REQUIRED' },
      });
    }
    const unknown = await t.asA.create({ title: 'Onbekend', adAccountId: randomUUID() });
    expect(unknown.json().error.code).toBe('NOTE_ACCOUNT_REQUIRED');
  });

  it('validates title, lengths and assignees, reporting every field', async () => {
    const res = await t.asA.create({ adAccountId: t.accountId, title: '   ', campaignName: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ title: 'NOTE_TITLE_REQUIRED', campaignName: 'CAMPAIGN_NAME_TOO_LONG' });
    const long = await t.asA.create({ adAccountId: t.accountId, title: 'x'.repeat(201) });
    expect(long.json().error.code).toBe('NOTE_TITLE_TOO_LONG');
    const stranger = await createUser(live.t.db);
    const foreign = await t.asA.create({ adAccountId: t.accountId, title: 'Toewijzing', assigneeIds: [stranger.user.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('ASSIGNEE_NOT_COLLEAGUE');
    const client = await createUser(live.t.db, { isClient: true, company: t.a.company });
    const toClient = await t.asA.create({ adAccountId: t.accountId, title: 'Toewijzing', assigneeIds: [client.user.id] });
    expect(toClient.json().error.code).toBe('ASSIGNEE_NOT_COLLEAGUE');
  });

  it('assigns the creator when nobody is chosen, with source website and the account client', async () => {
    const res = await t.asA.create({ adAccountId: t.accountId, title: '  Budget   verhogen ' });
    expect(res.statusCode).toBe(201);
    const note = res.json().note as Note;
    expect(note).toMatchObject({ title: 'Budget verhogen', source: 'website', clientName: 'De Vries', commentCount: 0 });
    expect(note.adAccount).toMatchObject({ id: t.accountId, name: 'Bakkerij de Vries', platform: 'facebook' });
    expect(note.assignments.map((a) => a.userId)).toEqual([t.a.user.id]);
    expect(note.creator?.id).toBe(t.a.user.id);
  });

  it('notifies the assignees but not the author, on a new note and on a comment', async () => {
    const before = (await inboxOf(live.t.app, t.tokenB).list()).json().items.length as number;
    const created = await t.asA.create({
      adAccountId: t.accountId,
      title: 'Creatives vervangen',
      assigneeIds: [t.a.user.id, t.b.user.id],
      message: 'Graag voor vrijdag',
    });
    const note = created.json().note as Note;
    // The opening message is not a reply (issue 18, defect 6).
    expect(note.commentCount).toBe(0);
    const inboxB = (await inboxOf(live.t.app, t.tokenB).list()).json().items as {
      type: string;
      title: string;
      accountId: string;
      noteTitle: string;
      platform: string;
    }[];
    expect(inboxB.length).toBe(before + 1);
    expect(inboxB[0]).toMatchObject({ type: 'notitie', noteTitle: 'Creatives vervangen', platform: 'facebook', title: 'Nieuwe notitie: Creatives vervangen' });
    const inboxA = (await inboxOf(live.t.app, t.tokenA).list()).json().items as { noteTitle: string }[];
    expect(inboxA.some((n) => n.noteTitle === 'Creatives vervangen')).toBe(false);

    const reply = await t.asB.comment(note.id, 'Komt goed');
    expect(reply.statusCode).toBe(201);
    const inboxA2 = (await inboxOf(live.t.app, t.tokenA).list()).json().items as { title: string; description: string }[];
    expect(inboxA2[0]).toMatchObject({ title: 'Nieuwe reactie op: Creatives vervangen', description: 'Komt goed' });
    const detail = (await t.asA.get(note.id)).json() as NoteDetailResponse;
    expect(detail.comments.map((c) => c.content)).toEqual(['Graag voor vrijdag', 'Komt goed']);
    expect(detail.comments[1]!.user?.id).toBe(t.b.user.id);
  });

  it('lets only the creator or an admin edit and delete; everyone comments and assigns', async () => {
    const note = (await t.asA.create({ adAccountId: t.accountId, title: 'Van A' })).json().note as Note;
    expect((await t.asB.update(note.id, { title: 'Door B' })).statusCode).toBe(403);
    expect((await t.asB.remove(note.id)).statusCode).toBe(403);
    const edited = await t.asA.update(note.id, { title: 'Door A', campaignName: 'Zomer' });
    expect(edited.json().note).toMatchObject({ title: 'Door A', campaignName: 'Zomer' });
    const assigned = await t.asB.assign(note.id, [t.b.user.id]);
    expect(assigned.json().note.assignments.map((a: { userId: string }) => a.userId)).toEqual([t.b.user.id]);
    const reset = await t.asB.assign(note.id, []);
    expect(reset.json().note.assignments.map((a: { userId: string }) => a.userId)).toEqual([t.a.user.id]);
    const comment = (await t.asA.comment(note.id, 'Van mij')).json().comment as { id: string };
    expect((await t.asB.removeComment(note.id, comment.id)).statusCode).toBe(403);
    expect((await t.asA.removeComment(note.id, comment.id)).statusCode).toBe(204);
    expect((await t.asA.remove(note.id)).statusCode).toBe(204);
    expect((await t.asA.get(note.id)).statusCode).toBe(404);
  });

  it('filters mine, assigned, account, client and search, paging newest activity first', async () => {
    const mine = await team();
    const other = await createAdAccount(live.t.db, mine.a.company.id, { name: 'Fietsen Jansen' });
    const made: Note[] = [];
    for (let i = 0; i < 55; i++) {
      const res = await mine.asA.create({
        adAccountId: i % 2 ? other.id : mine.accountId,
        title: `Notitie ${i}`,
        clientName: i % 5 === 0 ? 'Klant Vijf' : null,
      });
      made.push(res.json().note);
    }
    await mine.asB.create({ adAccountId: mine.accountId, title: 'Van B aan A', assigneeIds: [mine.a.user.id] });
    const page1 = (await mine.asA.list()).json() as NoteListResponse;
    expect(page1.notes).toHaveLength(50);
    expect(page1.notes[0]!.title).toBe('Van B aan A');
    const page2 = (await mine.asA.list(`?cursor=${page1.nextCursor}`)).json() as NoteListResponse;
    expect(page2.notes).toHaveLength(6);
    expect(page2.nextCursor).toBeNull();
    expect(new Set([...page1.notes, ...page2.notes].map((n) => n.id)).size).toBe(56);

    expect(((await mine.asB.list('?filter=mine')).json() as NoteListResponse).notes.map((n) => n.title)).toEqual(['Van B aan A']);
    expect(((await mine.asB.list('?filter=assigned')).json() as NoteListResponse).notes).toHaveLength(0);
    const accountNotes = ((await mine.asA.list(`?account=${other.id}`)).json() as NoteListResponse).notes;
    expect(accountNotes).toHaveLength(27);
    expect(((await mine.asA.list('?client=klant%20vijf')).json() as NoteListResponse).notes).toHaveLength(11);
    expect(((await mine.asA.list('?q=notitie%205')).json() as NoteListResponse).notes.map((n) => n.title).sort()).toEqual([
      'Notitie 5',
      'Notitie 50',
      'Notitie 51',
      'Notitie 52',
      'Notitie 53',
      'Notitie 54',
    ]);
    expect(((await mine.asA.list('?q=jansen')).json() as NoteListResponse).notes).toHaveLength(27);
    expect((await mine.asA.list('?cursor=nope')).statusCode).toBe(400);
  });

  it('pages by a smaller limit when asked, and refuses one above 50', async () => {
    const mine = await team();
    for (let i = 0; i < 7; i++) await mine.asA.create({ adAccountId: mine.accountId, title: `Notitie ${i}` });
    const whole = (await mine.asA.list()).json() as NoteListResponse;
    const pages: Note[][] = [];
    let cursor: string | null = null;
    do {
      const page = (await mine.asA.list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json() as NoteListResponse;
      pages.push(page.notes);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(whole.notes);
    for (const limit of ['0', '51', 'drie']) expect((await mine.asA.list(`?limit=${limit}`)).statusCode).toBe(400);
  });

  it('isolates companies: no reading or writing another company’s notes, also by id swap', async () => {
    const ours = await team();
    const theirs = await team();
    const note = (await theirs.asA.create({ adAccountId: theirs.accountId, title: 'Geheim' })).json().note as Note;
    expect((await ours.asA.get(note.id)).statusCode).toBe(404);
    expect((await ours.asA.update(note.id, { title: 'Overgenomen' })).statusCode).toBe(404);
    expect((await ours.asA.remove(note.id)).statusCode).toBe(404);
    expect((await ours.asA.assign(note.id, [ours.a.user.id])).statusCode).toBe(404);
    expect((await ours.asA.comment(note.id, 'Hallo')).statusCode).toBe(404);
    const listed = ((await ours.asA.list()).json() as NoteListResponse).notes;
    expect(listed.some((n) => n.id === note.id)).toBe(false);
    // Writing a note on their account from our company.
    const swap = await ours.asA.create({ adAccountId: theirs.accountId, title: 'Op hun account' });
    expect(swap.json().error.code).toBe('NOTE_ACCOUNT_REQUIRED');
    expect(((await theirs.asA.get(note.id)).json() as NoteDetailResponse).note.title).toBe('Geheim');
  });

  it('keeps clients out', async () => {
    const client = await createUser(live.t.db, { isClient: true, company: t.a.company });
    const asClient = notesOf(live.t.app, await logInAs(live.t.app, client));
    expect((await asClient.list()).statusCode).toBe(403);
    expect((await asClient.create({ adAccountId: t.accountId, title: 'Klant' })).statusCode).toBe(403);
  });

  it('sends created, updated, assignment, comment and deleted events on the company channel only', async () => {
    const mine = await team();
    const outsider = await createUser(live.t.db);
    await addMember(live.t.db, outsider.user.id, mine.a.company.id, 'client');
    const socketB = await live.open(mine.tokenB);
    const channel = channelName('company', mine.a.company.id);
    expect(await socketB.subscribe(channel)).toMatchObject({ type: 'subscribed' });
    const named = (name: string) => (m: ServerMessage) => m.type === 'event' && m.channel === channel && m.event.name === name;

    const note = (await mine.asA.create({ adAccountId: mine.accountId, title: 'Live', assigneeIds: [mine.b.user.id] })).json().note as Note;
    expect(await socketB.next(named('note.created'))).toMatchObject({ event: { note: { id: note.id, title: 'Live' } } });
    await mine.asA.update(note.id, { title: 'Live 2' });
    expect(await socketB.next(named('note.updated'))).toMatchObject({ event: { note: { id: note.id, title: 'Live 2' } } });
    await mine.asA.assign(note.id, [mine.a.user.id, mine.b.user.id]);
    const assignments = await socketB.next(named('note.assignments'));
    expect(assignments).toMatchObject({ event: { noteId: note.id } });
    await mine.asA.comment(note.id, 'x'.repeat(4000));
    // A comment too large for the bus becomes a refetch signal.
    expect(await socketB.next((m) => named('note.comment')(m) || named('note.changed')(m))).toMatchObject({ type: 'event' });
    await mine.asA.remove(note.id);
    expect(await socketB.next(named('note.deleted'))).toMatchObject({ event: { id: note.id } });
    const socketClient = await live.open(await logInAs(live.t.app, outsider));
    expect(await socketClient.subscribe(channel)).toMatchObject({ type: 'refused' });
  });
});
