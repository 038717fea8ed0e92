/** GET /api/checklists?limit&cursor: the checklists the actor sees a page at a time, by title, as the whole list orders them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistListResponse, ChecklistSummary } from '../../../common/schemas/checklists.js';
import { createUser } from '../../test/factories.js';
import { expectPagingRefused, walkPages } from '../../test/list-pages.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { checklistsOf } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the checklist list a page at a time', () => {
  it('gives each role every checklist it sees once, in the order of the whole list, shares and access included', async () => {
    const owner = await createUser(t.db);
    const colleague = await createUser(t.db, { company: owner.company });
    const admin = await createUser(t.db, { company: owner.company, role: 'admin' });
    const asOwner = checklistsOf(t.app, await logInAs(t.app, owner));
    const asColleague = checklistsOf(t.app, await logInAs(t.app, colleague));
    const asAdmin = checklistsOf(t.app, await logInAs(t.app, admin));
    const titles = ['Weekaudit', 'Lancering | fase 1', 'Zelfde titel', 'Zelfde titel', 'Álles checken', 'audit klein', 'Zelfde titel'];
    const ids: string[] = [];
    for (const title of titles) ids.push(await asOwner.make({ title, items: ['Eén', 'Twee'] }));
    for (const title of ['Van de collega', 'Zelfde titel']) ids.push(await asColleague.make({ title }));
    // Shared with the colleague: they see these two of the owner's besides their own.
    await asOwner.share(ids[2]!, { userId: colleague.user.id, canEdit: false });
    await asOwner.share(ids[5]!, { userId: colleague.user.id });
    await asOwner.saveAsTemplate(ids[0]!);
    // Another company's checklists are never on our pages.
    const stranger = await createUser(t.db);
    await checklistsOf(t.app, await logInAs(t.app, stranger)).make({ title: 'Zelfde titel' });

    const seen = { owner: titles.length, colleague: 4, admin: titles.length + 2 };
    for (const [role, api] of [
      ['owner', asOwner],
      ['colleague', asColleague],
      ['admin', asAdmin],
    ] as const) {
      const whole = (await api.list()).json() as ChecklistListResponse;
      expect(whole).not.toHaveProperty('nextCursor');
      expect(whole.checklists, role).toHaveLength(seen[role]);
      for (const limit of [1, 3, 200]) {
        const pages = await walkPages<ChecklistSummary>(api.list, 'checklists', limit);
        expect(pages.flat(), `${role}, pages of ${limit}`).toEqual(whole.checklists);
        expect(pages.length).toBe(Math.ceil(seen[role] / limit));
      }
    }
    const paged = (await walkPages<ChecklistSummary>(asOwner.list, 'checklists', 2)).flat();
    expect(paged.find((c) => c.id === ids[5])?.sharedWith).toEqual([colleague.user.id]);
    expect(paged.find((c) => c.id === ids[2])?.sharedWith).toEqual([colleague.user.id]);
  });

  it('answers an empty last page for a company without checklists', async () => {
    const loner = await createUser(t.db);
    expect((await checklistsOf(t.app, await logInAs(t.app, loner)).list('?limit=10')).json()).toEqual({ checklists: [], nextCursor: null });
  });

  it('refuses a limit out of range and a cursor it did not make', async () => {
    const owner = await createUser(t.db);
    await expectPagingRefused(checklistsOf(t.app, await logInAs(t.app, owner)).list);
  });
});
