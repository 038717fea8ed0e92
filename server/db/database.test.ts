import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors.js';
import { createUser } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import { DataDirLockedError, lockFileName, parseLockOwner } from './data-dir-lock.js';
import { openDatabase, type Database } from './database.js';
import { users } from './schema/index.js';

describe('the embedded database directory lock', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'data-dir-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('makes a second openDatabase on the same DATA_DIR fail with a clear message, and close releases it', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir });
    const lockPath = path.join(dataDir, lockFileName);
    try {
      expect(parseLockOwner(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
      const second = openDatabase({ databaseUrl: null, dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `De database in ${dataDir} is al in gebruik door proces ${process.pid}. Stop dat proces of kies een andere DATA_DIR.`,
      );
      expect(await first.ping()).toBeGreaterThanOrEqual(0);
    } finally {
      await first.close();
    }
    expect(existsSync(lockPath)).toBe(false);

    const again = await openDatabase({ databaseUrl: null, dataDir });
    expect(await again.ping()).toBeGreaterThanOrEqual(0);
    await again.close();
  });
});

describe('database errors', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('recognises a unique violation by SQLSTATE 23505 through drizzle, and nothing else', async () => {
    const { email, company } = await createUser(database.db);
    const duplicate = await database.db
      .insert(users)
      .values({ email, name: 'Dubbel', companyId: company.id })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(duplicate).not.toBeNull();
    expect(isUniqueViolation(duplicate)).toBe(true);

    const notNormalised = await database.db
      .insert(users)
      .values({ email: 'Hoofdletters@Test.nl', name: 'Fout' })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(notNormalised).not.toBeNull();
    expect(isUniqueViolation(notNormalised)).toBe(false);
  });

  it('stores users with the defaults of spec section 3', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: `nieuw-${crypto.randomUUID()}@test.nl` })
      .returning();
    expect(user).toMatchObject({
      role: 'member',
      isClient: false,
      onboardingCompleted: false,
      mfaEnabled: false,
      companyId: null,
      passwordHash: null,
    });
    expect(user!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user!.createdAt).toBeInstanceOf(Date);
  });
});
