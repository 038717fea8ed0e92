/**
 * npm run bench creatives (issue 36), the server's part:
 * - the grid: 2,000 creatives (each with two versions, a stored file with a preview, comments) of
 *   40 clients in the demo agency, on PGlite and PostgreSQL (BENCH_DATABASE_URL or the local server;
 *   skipped when unreachable): the first page, a later page, a status filter, a client filter and a
 *   search, as the team and as a client's portal user — server time, median and p95 of 60 runs,
 *   against ≤ 30 ms a page on PGlite;
 * - a 1 GB upload: a real MP4 container (a movie box and 1 GB of media data) sent through tus in
 *   8 MB PATCHes to an app on PGlite with local storage, finished (the container walked, the file
 *   stored), with the process's RSS and heap sampled throughout: growth under 100 MB.
 * Options after --: --pglite | --postgres | --grid | --upload.
 */
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/database.js';
import { clientContacts, clients, companies, companyUsers, users } from '../../server/db/schema/index.js';
import { clientScopeOf } from '../../server/features/clients/scope.js';
import { creativeUploadPurpose } from '../../server/features/creatives/files-bridge.js';
import { moovBox, ftypBox, mdatHeader } from '../../server/features/creatives/media/test-kit.js';
import type { CreativesActor } from '../../server/features/creatives/policy.js';
import { listCreatives } from '../../server/features/creatives/read-creatives.js';
import { uploadMetadata } from '../../server/features/files/test-kit.js';
import { createTestApp, logInAs } from '../../server/test/test-app.js';
import { createUser } from '../../server/test/factories.js';
import { seedDemoWithSession } from './api-data.js';
import { timeMedianP95, withScratchPostgres } from './bench-kit.js';

const runs = 60;
const pageBudgetMs = 30;
const memoryBudgetMb = 100;
const sizes = { creatives: 2_000, clients: 40 } as const;

/** 2,000 creatives over 40 clients: two versions each (a stored file with a preview), statuses and due dates mixed, two comments on the newest. */
async function addCreatives(database: Database, companyId: string, ownerId: string): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into clients (company_id, name, status)
    select ${companyId}, 'Creatieve klant ' || lpad(i::text, 3, '0'), 'active' from generate_series(1, ${sizes.clients}) i`);
  await db.execute(sql`
    insert into creatives (company_id, client_id, name, campaign, status, review_step, current_version, due_at, owner_id, created_at, updated_at)
    select ${companyId}, c.id, 'Advertentie ' || n || ' ' || (array['feed','stories','reels','banner'])[1 + n % 4],
           'Campagne ' || (n % 25),
           (array['draft','in_review','changes_requested','approved','rejected','live'])[1 + n % 6],
           case when n % 6 = 1 then (case when n % 12 = 1 then 'client' else 'internal' end) end,
           2, case when n % 3 = 0 then now() + (n % 20 || ' days')::interval end, ${ownerId},
           now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    from generate_series(1, ${sizes.creatives}) n
    join clients c on c.company_id = ${companyId} and c.name = 'Creatieve klant ' || lpad((1 + n % ${sizes.clients})::text, 3, '0')`);
  await db.execute(sql`
    insert into stored_files (company_id, storage_key, name, mime_type, size, width, height, details, owner_type, owner_id, uploaded_by)
    select ${companyId}, 'bench/' || cr.id || '/' || v, cr.name || '.jpg', 'image/jpeg', 800000, 1080, 1080,
           '{"preview":{"width":640,"height":640},"blurDataUrl":"data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAAwAQCdASoQABAAAUAmJaQAA3AA/v89WAAAAA=="}'::jsonb,
           'creative_version', null, ${ownerId}
    from creatives cr, generate_series(1, 2) v where cr.company_id = ${companyId}`);
  await db.execute(sql`
    insert into creative_versions (creative_id, company_id, version, file_id, media, width, height, shared_at, uploaded_by)
    select cr.id, ${companyId}, v, f.id, 'image', 1080, 1080, case when cr.status <> 'draft' then now() end, ${ownerId}
    from creatives cr cross join generate_series(1, 2) v
    join stored_files f on f.storage_key = 'bench/' || cr.id || '/' || v
    where cr.company_id = ${companyId}`);
  await db.execute(sql`update stored_files f set owner_id = cv.id from creative_versions cv where cv.file_id = f.id and f.owner_id is null`);
  await db.execute(sql`
    insert into creative_comments (creative_id, version_id, company_id, author_id, author_name, body, annotation)
    select cv.creative_id, cv.id, ${companyId}, ${ownerId}, 'Sanne', 'Opmerking ' || k, '{"shape":{"type":"pin","x":0.5,"y":0.5}}'::jsonb
    from creative_versions cv cross join generate_series(1, 2) k where cv.company_id = ${companyId} and cv.version = 2`);
  if (database.pglite) await database.pglite.exec('vacuum analyze');
  else await db.execute(sql`vacuum analyze`);
}

async function runGrid(label: string, database: Database): Promise<boolean> {
  const started = performance.now();
  await seedDemoWithSession(database);
  const db = database.db;
  const [agency] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo Marketingbureau'));
  const [sanne] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.companyId, agency!.id)))
    .where(eq(users.email, 'sanne@demo.nl'));
  await addCreatives(database, agency!.id, sanne!.id);
  // A portal user of one client (50 creatives).
  const portal = await createUser(db, { isClient: true, company: { id: agency!.id } as never });
  const [oneClient] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, agency!.id), eq(clients.name, 'Creatieve klant 001')));
  await db.insert(clientContacts).values({ clientId: oneClient!.id, companyId: agency!.id, name: 'Portaal', email: portal.email, userId: portal.user.id });
  console.log(
    `  ${label}: demo workspace and ${sizes.creatives.toLocaleString('nl-NL')} creatives written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const teamActor = { userId: sanne!.id, activeCompanyId: agency!.id, memberRole: 'marketeer' } as never;
  const team: CreativesActor = { kind: 'team', userId: sanne!.id, companyId: agency!.id, role: 'marketeer', scope: await clientScopeOf(db, teamActor) };
  const clientScope = await clientScopeOf(db, { userId: portal.user.id, activeCompanyId: agency!.id, memberRole: 'client' } as never);
  const client = { kind: 'client', userId: portal.user.id, companyId: agency!.id, role: 'client', scope: clientScope } as CreativesActor;
  const first = await listCreatives(db, team, {});
  if (!first.nextCursor) throw new Error('the first page is the only one');
  const rows: [string, () => Promise<unknown>][] = [
    ['team: first page (60)', () => listCreatives(db, team, {})],
    ['team: a later page', () => listCreatives(db, team, { cursor: first.nextCursor! })],
    ['team: ?status=in_review', () => listCreatives(db, team, { status: 'in_review' })],
    ['team: ?clientId=…', () => listCreatives(db, team, { clientId: oneClient!.id })],
    ['team: ?q=stories', () => listCreatives(db, team, { q: 'stories' })],
    ['portal user: first page', () => listCreatives(db, client, {})],
  ];
  let pass = true;
  console.log(`  ${label}, ${runs} runs each:`);
  console.log(`    ${'request'.padEnd(34)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const [name, task] of rows) {
    const { median, p95 } = await timeMedianP95(task, runs);
    const verdict = label === 'PGlite' ? (median <= pageBudgetMs ? `   ≤ ${pageBudgetMs} ms PASS` : `   ≤ ${pageBudgetMs} ms FAIL`) : '';
    if (verdict.endsWith('FAIL')) pass = false;
    console.log(`    ${name.padEnd(34)} ${`${median.toFixed(2)} ms`.padStart(9)} ${`${p95.toFixed(2)} ms`.padStart(9)}${verdict}`);
  }
  await database.close();
  return pass;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** The 1 GB MP4 as a stream of chunks: file type, movie box, then the media data's header and zeros. */
function* movieChunks(totalMediaBytes: number, chunk: number): Generator<Buffer> {
  yield Buffer.concat([
    ftypBox(),
    moovBox({ durationMs: 3_600_000, tracks: [{ kind: 'video', width: 1080, height: 1920 }] }),
    mdatHeader(totalMediaBytes, true),
  ]);
  const zeros = Buffer.alloc(chunk);
  for (let sent = 0; sent < totalMediaBytes; sent += chunk) yield sent + chunk <= totalMediaBytes ? zeros : zeros.subarray(0, totalMediaBytes - sent);
}

async function runUpload(): Promise<boolean> {
  const database = await openDatabase({ mode: 'memory' });
  await database.migrate();
  // The app's own data folder (staged uploads, stored files) is a fresh temporary one, removed on close.
  const t = await createTestApp({ database });
  try {
    const user = await createUser(t.db, {});
    const sid = await logInAs(t.app, user);
    const mediaBytes = 1024 ** 3;
    const header = [...movieChunks(0, 1)][0]!.length;
    const length = header + mediaBytes;
    global.gc?.();
    const before = process.memoryUsage();
    let rssPeak = before.rss;
    let heapPeak = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      rssPeak = Math.max(rssPeak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    }, 20);
    const started = performance.now();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/files/tus',
      cookies: { sid },
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': uploadMetadata({ filename: 'uur.mp4', purpose: creativeUploadPurpose }),
      },
    });
    if (created.statusCode !== 201) throw new Error(`creation: ${created.statusCode} ${created.body}`);
    const location = created.headers.location as string;
    let offset = 0;
    let last = created;
    // 8 MB PATCHes, as tus-js-client sends a large file in parts.
    const part = 8 * 1024 ** 2;
    let buffer: Buffer[] = [];
    let buffered = 0;
    const flush = async () => {
      const body = Buffer.concat(buffer);
      buffer = [];
      buffered = 0;
      last = await t.app.inject({
        method: 'PATCH',
        url: location,
        cookies: { sid },
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: body,
      });
      if (last.statusCode !== 204 && last.statusCode !== 200) throw new Error(`patch at ${offset}: ${last.statusCode} ${last.body}`);
      offset += body.length;
    };
    for (const chunk of movieChunks(mediaBytes, 1024 ** 2)) {
      buffer.push(chunk);
      buffered += chunk.length;
      if (buffered >= part) await flush();
    }
    if (buffered > 0) await flush();
    const ms = performance.now() - started;
    clearInterval(sampler);
    const file = JSON.parse(last.body).file as { size: number; mimeType: string };
    const growth = mb(rssPeak - before.rss);
    const pass = growth < memoryBudgetMb && file.size === length;
    console.log(
      `  1 GB MP4 (${(length / 1024 ** 3).toFixed(2)} GB) in ${Math.ceil(length / part)} PATCHes of 8 MB: stored as ${file.mimeType} in ${(ms / 1000).toFixed(1)} s; RSS +${growth.toFixed(1)} MB, heap +${mb(heapPeak - before.heapUsed).toFixed(1)} MB at most   RSS < ${memoryBudgetMb} MB ${pass ? 'PASS' : 'FAIL'}`,
    );
    return pass;
  } finally {
    await t.close();
    await database.close();
  }
}

async function main() {
  const only = process.argv.find((a) => a === '--pglite' || a === '--postgres');
  const part = process.argv.find((a) => a === '--grid' || a === '--upload');
  let pass = true;
  if (part !== '--upload') {
    console.log(`Creatives grid (${sizes.creatives.toLocaleString('nl-NL')} creatives); budget: a page ≤ ${pageBudgetMs} ms server time on PGlite:`);
    if (only !== '--postgres') pass = (await runGrid('PGlite', await openDatabase({ mode: 'memory' }))) && pass;
    if (only !== '--pglite') {
      const result = await withScratchPostgres('bench_creatives', (database) => runGrid('PostgreSQL', database));
      if (result === false) pass = false;
    }
  }
  if (part !== '--grid') {
    console.log(`A 1 GB upload through tus; budget: the server's RSS grows < ${memoryBudgetMb} MB:`);
    pass = (await runUpload()) && pass;
  }
  console.log(pass ? 'PASS' : 'FAIL');
  if (!pass) process.exitCode = 1;
}

void main();
