/**
 * Who may delete an account (it takes its notes along) and disconnect a platform (issue 16,
 * finding 4): a marketeer only an account whose every note is their own, never a connection; an
 * admin both. Also the detail's `canDelete` hint and a colleague's note added during the delete.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailResponse } from '../../../common/schemas/ad-accounts.js';
import { adAccounts, adPlatformConnections, notes } from '../../db/schema/index.js';
import { createAdAccount, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { accountsOf } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A company with two marketeers (Sanne and Mark) and an admin, each signed in. */
async function team() {
  const sanne = await createUser(t.db);
  const mark = await createUser(t.db, { company: sanne.company });
  const admin = await createUser(t.db, { company: sanne.company, role: 'admin' });
  const as = async (user: TestUser) => {
    const sid = await logInAs(t.app, user);
    return {
      ...accountsOf(t.app, sid),
      note: (adAccountId: string, title: string) => t.app.inject({ method: 'POST', url: '/api/notes', cookies: { sid }, payload: { adAccountId, title } }),
      disconnect: (platform: string) => t.app.inject({ method: 'DELETE', url: `/api/integrations/${platform}`, cookies: { sid } }),
    };
  };
  return { company: sanne.company, sanne, mark, admin, asSanne: await as(sanne), asMark: await as(mark), asAdmin: await as(admin) };
}

const notesOf = (adAccountId: string) => t.db.select({ id: notes.id }).from(notes).where(eq(notes.adAccountId, adAccountId));
const accountExists = async (id: string) => (await t.db.select({ id: adAccounts.id }).from(adAccounts).where(eq(adAccounts.id, id))).length === 1;

describe('deleting an account', () => {
  it('lets a marketeer delete an account whose notes are all their own, with the notes', async () => {
    const { company, asSanne } = await team();
    const account = await createAdAccount(t.db, company.id);
    expect((await asSanne.note(account.id, 'Eigen notitie')).statusCode).toBe(201);
    expect((await asSanne.note(account.id, 'Nog een')).statusCode).toBe(201);
    const detail = (await asSanne.detail('facebook', account.accountId)).json() as AccountDetailResponse;
    expect(detail.canDelete).toBe(true);

    expect((await asSanne.remove(account.id)).statusCode).toBe(204);
    expect(await accountExists(account.id)).toBe(false);
    expect(await notesOf(account.id)).toEqual([]);
  });

  it('refuses a marketeer when a colleague has a note on it, and keeps account and notes', async () => {
    const { company, asSanne, asMark } = await team();
    const account = await createAdAccount(t.db, company.id);
    expect((await asSanne.note(account.id, 'Van Sanne')).statusCode).toBe(201);
    expect((await asMark.note(account.id, 'Van Mark')).statusCode).toBe(201);
    expect(((await asSanne.detail('facebook', account.accountId)).json() as AccountDetailResponse).canDelete).toBe(false);

    const refused = await asSanne.remove(account.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'ACCOUNT_HAS_FOREIGN_NOTES',
      message: "Op dit account staan notities van collega's. Alleen een beheerder kan het verwijderen.",
    });
    expect(await accountExists(account.id)).toBe(true);
    expect(await notesOf(account.id)).toHaveLength(2);
  });

  it('counts a note whose author was removed as a colleague’s', async () => {
    const { company, sanne, asSanne } = await team();
    const account = await createAdAccount(t.db, company.id);
    await t.db.insert(notes).values({ title: 'Van een oud-collega', creatorId: null, userId: null, adAccountId: account.id, companyId: company.id });
    expect((await asSanne.note(account.id, 'Van Sanne')).statusCode).toBe(201);
    expect((await asSanne.remove(account.id)).json().error.code).toBe('ACCOUNT_HAS_FOREIGN_NOTES');
    // An account without notes is anyone's to delete.
    const empty = await createAdAccount(t.db, sanne.company.id);
    expect(((await asSanne.detail('facebook', empty.accountId)).json() as AccountDetailResponse).canDelete).toBe(true);
    expect((await asSanne.remove(empty.id)).statusCode).toBe(204);
  });

  it('lets an admin delete any account, colleagues’ notes and all', async () => {
    const { company, asSanne, asMark, asAdmin } = await team();
    const account = await createAdAccount(t.db, company.id);
    await asSanne.note(account.id, 'Van Sanne');
    await asMark.note(account.id, 'Van Mark');
    expect(((await asAdmin.detail('facebook', account.accountId)).json() as AccountDetailResponse).canDelete).toBe(true);
    expect((await asAdmin.remove(account.id)).statusCode).toBe(204);
    expect(await accountExists(account.id)).toBe(false);
    expect(await notesOf(account.id)).toEqual([]);
  });

  it('sees a colleague’s note that commits while the delete waits for it', async () => {
    const { company, mark, asSanne } = await team();
    const account = await createAdAccount(t.db, company.id);
    expect((await asSanne.note(account.id, 'Van Sanne')).statusCode).toBe(201);
    let removal: ReturnType<typeof asSanne.remove> | undefined;
    await t.db.transaction(async (tx) => {
      // Mark's note is written but not yet committed when Sanne's delete starts.
      await tx.insert(notes).values({ title: 'Van Mark', creatorId: mark.user.id, userId: mark.user.id, adAccountId: account.id, companyId: company.id });
      removal = asSanne.remove(account.id);
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const answer = await removal!;
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('ACCOUNT_HAS_FOREIGN_NOTES');
    expect(await notesOf(account.id)).toHaveLength(2);
  });
});

describe('disconnecting a platform', () => {
  const connect = (companyId: string, userId: string) =>
    t.db
      .insert(adPlatformConnections)
      .values({ companyId, platform: 'facebook', sealedToken: 'v1.test', externalName: 'Facebook Testgebruiker', connectedBy: userId });
  const connectionOf = (companyId: string) =>
    t.db
      .select()
      .from(adPlatformConnections)
      .where(and(eq(adPlatformConnections.companyId, companyId), eq(adPlatformConnections.platform, 'facebook')));

  it('is refused to a marketeer, and the connection stays', async () => {
    const { company, sanne, asSanne } = await team();
    await connect(company.id, sanne.user.id);
    const refused = await asSanne.disconnect('facebook');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect(await connectionOf(company.id)).toHaveLength(1);
  });

  it('is done by an admin', async () => {
    const { company, sanne, asAdmin } = await team();
    await connect(company.id, sanne.user.id);
    expect((await asAdmin.disconnect('facebook')).statusCode).toBe(204);
    expect(await connectionOf(company.id)).toEqual([]);
  });
});
