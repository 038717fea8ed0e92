/**
 * Issue 16, finding 2: control characters and lone surrogates in any route's input answer 400
 * with the field named (never a 500, nothing stored), and bidi overrides in one-line names and
 * titles too; tab and newline in longer text are kept.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklists, contactMessages, earlyAccessEmails, noteComments, notes } from '../db/schema/index.js';
import { createAdAccount, createUser, type TestUser } from '../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../test/test-app.js';

let t: TestApp;
let owner: TestUser;
let cookies: { sid: string };
let accountId: string;
let noteId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  accountId = (await createAdAccount(t.db, owner.company.id)).id;
  cookies = { sid: await logInAs(t.app, owner) };
  const created = await t.app.inject({ method: 'POST', url: '/api/notes', cookies, payload: { adAccountId: accountId, title: 'Budget' } });
  noteId = created.json<{ note: { id: string } }>().note.id;
});
afterAll(() => t.close());

/** Sends `json` as written, so escapes like \ud800 reach the server as the client wrote them. */
const rawJson = (method: 'POST' | 'PATCH' | 'PUT', url: string, json: string) =>
  t.app.inject({ method, url, cookies, payload: json, headers: { 'content-type': 'application/json' } });

const errorOf = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  return (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
};

const companyRows = async (table: typeof notes | typeof checklists) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.companyId, owner.company.id)))[0]!.n;

describe('refused characters in any input', () => {
  it('answers 400 TEXT_INVALID_CHARACTERS with the field for NUL, other controls and lone surrogates, storing nothing', async () => {
    const notesBefore = await companyRows(notes);
    const checklistsBefore = await companyRows(checklists);
    const sender = `c-${randomUUID()}@test.nl`;
    const waitlister = `w-${randomUUID()}@test.nl`;
    const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, Record<string, string>]> = [
      [rawJson('POST', '/api/notes', `{"adAccountId":"${accountId}","title":"Budget\\u0000"}`), { title: 'TEXT_INVALID_CHARACTERS' }],
      [rawJson('POST', '/api/notes', `{"adAccountId":"${accountId}","title":"a\\ud800b"}`), { title: 'TEXT_INVALID_CHARACTERS' }],
      [rawJson('POST', '/api/notes', `{"adAccountId":"${accountId}","title":"ok","message":"\\udc00 los"}`), { message: 'TEXT_INVALID_CHARACTERS' }],
      [rawJson('PATCH', `/api/notes/${noteId}`, '{"campaignName":"bel\\u0007"}'), { campaignName: 'TEXT_INVALID_CHARACTERS' }],
      [rawJson('POST', `/api/notes/${noteId}/comments`, '{"content":"regel\\u000bregel"}'), { content: 'TEXT_INVALID_CHARACTERS' }],
      [rawJson('POST', '/api/accounts', '{"platform":"facebook","accountId":"123","name":"x\\u001b[31m"}'), { name: 'TEXT_INVALID_CHARACTERS' }],
      [rawJson('POST', '/api/checklists', '{"title":"Week","items":["een","twee\\u007f","drie"]}'), { 'items.1': 'TEXT_INVALID_CHARACTERS' }],
      [rawJson('POST', '/api/checklists', '{"title":"Week","refreshSettings":{"time":"08:00\\u0000"}}'), { 'refreshSettings.time': 'TEXT_INVALID_CHARACTERS' }],
      // A refused key names the object that holds it ('_' at the top).
      [rawJson('POST', '/api/checklists', '{"title":"Week","\\u0000":1}'), { _: 'TEXT_INVALID_CHARACTERS' }],
      [
        rawJson('POST', '/api/onboarding/complete', '{"name":"Eva","company":{"action":"create","name":"\\u0000"}}'),
        { 'company.name': 'TEXT_INVALID_CHARACTERS' },
      ],
      [rawJson('POST', '/api/contact', `{"name":"Anna","email":"${sender}","message":"Hallo daar\\u0000, bel me"}`), { message: 'TEXT_INVALID_CHARACTERS' }],
      [rawJson('POST', '/api/waitlist', `{"email":"${waitlister}","source":"/\\u0000"}`), { source: 'TEXT_INVALID_CHARACTERS' }],
      [t.app.inject({ method: 'GET', url: '/api/notes?q=%00', cookies }), { q: 'TEXT_INVALID_CHARACTERS' }],
      [t.app.inject({ method: 'GET', url: '/api/notes?client=De%00Vries', cookies }), { client: 'TEXT_INVALID_CHARACTERS' }],
      [t.app.inject({ method: 'GET', url: '/api/accounts/facebook/%00', cookies }), { accountId: 'TEXT_INVALID_CHARACTERS' }],
      [t.app.inject({ method: 'DELETE', url: '/api/accounts/%00', cookies }), { id: 'TEXT_INVALID_CHARACTERS' }],
    ];
    for (const [response, fields] of cases) {
      const error = errorOf(await response);
      expect(error).toEqual({ code: 'TEXT_INVALID_CHARACTERS', message: 'Dit veld bevat tekens die niet zijn toegestaan.', fields });
    }
    expect(await companyRows(notes)).toBe(notesBefore);
    expect(await companyRows(checklists)).toBe(checklistsBefore);
    expect(await t.db.select().from(noteComments).where(eq(noteComments.noteId, noteId))).toEqual([]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, sender))).toEqual([]);
    expect(await t.db.select().from(earlyAccessEmails).where(eq(earlyAccessEmails.email, waitlister))).toEqual([]);
  });

  it('answers a path that is no valid percent-encoding, or too long, in the same envelope', async () => {
    const surrogate = await t.app.inject({ method: 'GET', url: '/api/notes/%ED%A0%80', cookies });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Controleer de ingevulde gegevens.' } });
    const long = await t.app.inject({ method: 'DELETE', url: `/api/notes/${'x'.repeat(5000)}`, cookies });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('names every refused field, the first one as the code', async () => {
    const error = errorOf(await rawJson('POST', '/api/contact', '{"name":"A\\u0001","email":"a@b.nl","company":"\\ud83d","message":"Hallo"}'));
    expect(error.fields).toEqual({ name: 'TEXT_INVALID_CHARACTERS', company: 'TEXT_INVALID_CHARACTERS' });
  });

  it('keeps tab, newline, CRLF and surrogate pairs in a comment', async () => {
    const content = 'Punt 1:\tbudget\nPunt 2:\r\nbel 🍰';
    const response = await t.app.inject({ method: 'POST', url: `/api/notes/${noteId}/comments`, cookies, payload: { content } });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ comment: { content: string } }>().comment.content).toBe(content);
    const [row] = await t.db.select().from(noteComments).where(eq(noteComments.noteId, noteId));
    expect(row?.content).toBe(content);
  });
});

describe('text the server cuts', () => {
  it('cuts a comment for the inbox between characters, never inside an emoji', async () => {
    const colleague = await createUser(t.db, { company: owner.company });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      cookies,
      payload: { adAccountId: accountId, title: 'Lang bericht', assigneeIds: [colleague.user.id] },
    });
    const id = created.json<{ note: { id: string } }>().note.id;
    // The 139th and 140th UTF-16 units are one emoji.
    const content = `${'a'.repeat(138)}🍰${'b'.repeat(20)}`;
    expect((await t.app.inject({ method: 'POST', url: `/api/notes/${id}/comments`, cookies, payload: { content } })).statusCode).toBe(201);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/notifications', cookies: { sid: await logInAs(t.app, colleague) } });
    const description = inbox.json<{ items: Array<{ description: string }> }>().items[0]?.description;
    expect(description).toBe(`${'a'.repeat(138)}🍰…`);
  });
});

describe('bidi controls in one-line names and titles', () => {
  const spoof = 'factuur\u202Efdp.exe';

  it('answers 400 TEXT_BIDI_CONTROL at the field of a title or name, storing nothing', async () => {
    const notesBefore = await companyRows(notes);
    const checklistsBefore = await companyRows(checklists);
    const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, Record<string, string>]> = [
      [t.app.inject({ method: 'POST', url: '/api/notes', cookies, payload: { adAccountId: accountId, title: spoof } }), { title: 'TEXT_BIDI_CONTROL' }],
      [t.app.inject({ method: 'PATCH', url: `/api/notes/${noteId}`, cookies, payload: { clientName: 'De\u2066Vries' } }), { clientName: 'TEXT_BIDI_CONTROL' }],
      [t.app.inject({ method: 'POST', url: '/api/checklists', cookies, payload: { title: spoof } }), { title: 'TEXT_BIDI_CONTROL' }],
      [
        t.app.inject({ method: 'POST', url: '/api/checklists', cookies, payload: { title: 'Week', items: ['een', spoof] } }),
        { 'items.1': 'TEXT_BIDI_CONTROL' },
      ],
      [
        t.app.inject({ method: 'POST', url: '/api/accounts', cookies, payload: { platform: 'google', accountId: '1234', name: spoof } }),
        { name: 'TEXT_BIDI_CONTROL' },
      ],
      [
        t.app.inject({ method: 'POST', url: '/api/onboarding/complete', cookies, payload: { name: spoof, company: { action: 'keep' } } }),
        { name: 'TEXT_BIDI_CONTROL' },
      ],
    ];
    for (const [response, fields] of cases) {
      const error = errorOf(await response);
      expect(error).toMatchObject({ code: 'TEXT_BIDI_CONTROL', fields });
    }
    expect(await companyRows(notes)).toBe(notesBefore);
    expect(await companyRows(checklists)).toBe(checklistsBefore);
  });

  it('leaves them alone in longer text, where they do not disguise a name', async () => {
    const content = `Zie ${spoof}`;
    const response = await t.app.inject({ method: 'POST', url: `/api/notes/${noteId}/comments`, cookies, payload: { content } });
    expect(response.statusCode).toBe(201);
  });
});
