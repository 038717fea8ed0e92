/**
 * Crash durability of the embedded database (issue 16): the real server (server/main.ts) in a child
 * process on a fresh DATA_DIR, several writers at once — POST /api/waitlist (an address and its welcome
 * mail in one transaction) and POST /api/contact (a message and two mails in one transaction) — and a
 * SIGKILL at a random moment while they write, for CRASH_ROUNDS rounds (2 here; `npm run bench
 * security` runs 20). The server must start again on the same directory each time, over the lock file
 * the killed one left; afterwards every write it acknowledged (201) is there and no transaction is
 * there in part. A second server on a directory in use is refused with the lock message.
 * The embedded mode only: skipped in the PostgreSQL run (TEST_DATABASE_URL).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contactConfirmationMailKind, contactMessageMailKind } from '../features/contact/mails.js';
import { welcomeMailKind } from '../features/waitlist/mails.js';
import { spawnServer, startServer, stopServer, type ServerProcess } from '../test/server-process.js';
import { lockFileName, parseLockOwner } from './data-dir-lock.js';
import { openDatabase, pgliteExtensions } from './database.js';
import { contactMessages, earlyAccessEmails, mailOutbox } from './schema/index.js';

const rounds = Number(process.env.CRASH_ROUNDS ?? 2);
const writersPerRound = 4;
/** Where contact messages are mailed when CONTACT_TO is not set (server/env.ts). */
const teamAddress = 'info@marketingwerkplek.nl';

type Kind = 'waitlist' | 'contact';
interface Write {
  kind: Kind;
  email: string;
}

let dataDir: string;
let running: ServerProcess | null = null;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'crash-durability-'));
  // The migrated template (global-setup.ts) spares the first start initdb and the migrations.
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const template = new Blob([await readFile(target.templatePath)]);
    await (await PGlite.create(dataDir, { loadDataDir: template, extensions: pgliteExtensions })).close();
  }
});
afterAll(async () => {
  if (running) await stopServer(running, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function post(base: string, write: Write): Promise<Response> {
  const body =
    write.kind === 'waitlist'
      ? { email: write.email, language: 'nl', source: '/crash-test' }
      : { name: 'Crash Test', email: write.email, message: 'Een bericht dat een SIGKILL moet overleven.', language: 'nl' };
  return fetch(`${base}/api/${write.kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

/** What the writers saw: acknowledged (201), unanswered (the kill cut them off), and anything else. */
interface Outcome {
  acknowledged: Write[];
  unanswered: Write[];
  refused: string[];
}

/** `writersPerRound` loops of writes until the server stops answering. */
function startWriters(base: string, round: number, outcome: Outcome): Promise<void[]> {
  return Promise.all(
    Array.from({ length: writersPerRound }, async (_, writer) => {
      for (let n = 0; ; n++) {
        const kind: Kind = (writer + n) % 2 === 0 ? 'waitlist' : 'contact';
        const write = { kind, email: `crash-r${round}-w${writer}-${n}@voorbeeld.nl` };
        let response: Response;
        try {
          response = await post(base, write);
        } catch {
          outcome.unanswered.push(write);
          return; // the server is gone
        }
        if (response.status === 201) outcome.acknowledged.push(write);
        else outcome.refused.push(`${response.status} ${kind}: ${await response.text()}`);
      }
    }),
  );
}

async function waitFor(condition: () => boolean, limitMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The rows of the test's addresses as they are on disk, read through a PGlite of our own. */
async function readBack(emails: string[]) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const { db } = database;
    return {
      waitlist: (await db.select({ email: earlyAccessEmails.email }).from(earlyAccessEmails)).map((r) => r.email),
      contact: (await db.select({ email: contactMessages.email }).from(contactMessages)).map((r) => r.email),
      mails: await db.select({ to: mailOutbox.to, kind: mailOutbox.kind }).from(mailOutbox).where(inArray(mailOutbox.to, emails)),
      teamMails: (
        await db
          .select({ to: mailOutbox.to })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, contactMessageMailKind), eq(mailOutbox.to, teamAddress)))
      ).length,
    };
  } finally {
    await database.close();
  }
}

const countBy = (values: string[]) => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database killed with SIGKILL under writes', () => {
  it(
    'refuses a second server on a DATA_DIR in use, and keeps every acknowledged write through kills and restarts',
    async () => {
      const lockPath = path.join(dataDir, lockFileName);
      const outcome: Outcome = { acknowledged: [], unanswered: [], refused: [] };
      const killedAfterMs: number[] = [];
      let killedPid: number | null = null;

      for (let round = 1; round <= rounds; round++) {
        // The killed server left its lock file behind: the next one takes it over.
        if (killedPid !== null) expect(parseLockOwner(readFileSync(lockPath, 'utf8'))?.pid).toBe(killedPid);
        running = await startServer(dataDir);
        expect(parseLockOwner(readFileSync(lockPath, 'utf8'))?.pid).toBe(running.pid);

        const before = outcome.acknowledged.length;
        const writers = startWriters(running.base, round, outcome);
        if (round === 1) {
          // While the first one runs and writes, a second server on the same directory is refused.
          const second = await spawnServer(dataDir);
          expect(await second.exited, second.output()).toBe(1);
          expect(second.output()).toContain(`De database in ${dataDir} is al in gebruik door proces ${running.pid}.`);
          expect((await fetch(`${running.base}/api/health`)).ok).toBe(true);
        }
        await waitFor(() => outcome.acknowledged.length >= before + 5 || outcome.refused.length > 0, 30_000, 'the first writes');
        const delay = Math.floor(Math.random() * 700);
        await new Promise((resolve) => setTimeout(resolve, delay));
        killedAfterMs.push(delay);
        expect(await stopServer(running, 'SIGKILL')).toBe(null);
        killedPid = running.pid;
        await writers;
        running = null;
      }

      // Once more after the last kill, and a clean stop that releases the lock.
      running = await startServer(dataDir);
      expect(await stopServer(running)).toBe(0);
      running = null;
      expect(existsSync(lockPath)).toBe(false);

      const attempted = [...outcome.acknowledged, ...outcome.unanswered];
      const stored = await readBack(attempted.map((w) => w.email));
      const present = new Set([...stored.waitlist, ...stored.contact]);
      const lost = outcome.acknowledged.filter((w) => !(w.kind === 'waitlist' ? stored.waitlist : stored.contact).includes(w.email));
      if (process.env.CRASH_ROUNDS) {
        console.log(
          `crash durability: ${rounds} rounds, ${outcome.acknowledged.length} writes acknowledged, ${lost.length} lost, ` +
            `${outcome.unanswered.filter((w) => present.has(w.email)).length} of ${outcome.unanswered.length} unanswered writes stored; ` +
            `killed ${killedAfterMs.join('/')} ms after the 5th write of each round`,
        );
      }
      expect(outcome.refused).toEqual([]);
      expect(lost).toEqual([]);

      // Nothing in part: each stored address with exactly its mails, each mail with its row, nothing unasked.
      const attemptedEmails = new Set(attempted.map((w) => w.email));
      expect([...present].filter((email) => !attemptedEmails.has(email))).toEqual([]);
      expect(new Set(stored.waitlist).size).toBe(stored.waitlist.length);
      const welcome = countBy(stored.mails.filter((m) => m.kind === welcomeMailKind).map((m) => m.to));
      const confirmation = countBy(stored.mails.filter((m) => m.kind === contactConfirmationMailKind).map((m) => m.to));
      expect(new Map(stored.waitlist.map((email) => [email, 1]))).toEqual(welcome);
      expect(countBy(stored.contact)).toEqual(confirmation);
      expect(stored.teamMails).toBe(stored.contact.length);
      expect(stored.mails.every((m) => m.kind === welcomeMailKind || m.kind === contactConfirmationMailKind)).toBe(true);
    },
    60_000 + rounds * 30_000,
  );
});
