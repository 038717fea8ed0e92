/** The demo workspace's checklists: recurring routines with ticks and history, a shared audit, a launch with a deadline and a company template. */
import { starterTemplateByKey } from '../../../common/checklist-starters.js';
import { nextRefreshAt } from '../../../common/rules/checklist-refresh.js';
import type { Db } from '../../db/database.js';
import { checklistComments, checklistItems, checklistRuns, checklistShares, checklists, type AdAccountRow } from '../../db/schema/index.js';

type Who = 'sanne' | 'mark' | 'eva';

interface DemoChecklist {
  starter: string;
  account: string | null;
  creator: Who;
  /** Indexes of ticked items, with who ticked them. */
  ticked: [number, Who][];
  shares: [Who, boolean][];
  comments: [Who, string, number][];
  /** Finished periods, newest first: how many items were done in each. */
  history: number[];
  deadlineInHours?: number;
  isTemplate?: boolean;
  title?: string;
  items?: string[];
}

const demoChecklists: DemoChecklist[] = [
  {
    starter: 'daily-spend-check',
    account: '208311946572',
    creator: 'sanne',
    ticked: [
      [0, 'sanne'],
      [1, 'sanne'],
      [2, 'mark'],
    ],
    shares: [['mark', true]],
    comments: [['mark', 'Twee advertenties afgekeurd om de tekst op de afbeelding; ik pas ze vanmiddag aan.', 2]],
    history: [6, 4, 6],
  },
  {
    starter: 'weekly-account-audit',
    account: '104857623091',
    creator: 'mark',
    ticked: [
      [0, 'mark'],
      [1, 'mark'],
    ],
    shares: [['sanne', false]],
    comments: [],
    history: [8, 7],
  },
  {
    starter: 'campaign-launch',
    account: '4829103756',
    creator: 'eva',
    ticked: [
      [0, 'eva'],
      [1, 'sanne'],
      [2, 'sanne'],
    ],
    shares: [
      ['sanne', true],
      ['mark', true],
    ],
    comments: [['sanne', 'Doelgroepen staan klaar, de creatives wachten nog op akkoord van de klant.', 20]],
    history: [],
    deadlineInHours: 5 * 24,
  },
  {
    starter: 'monthly-client-report',
    account: null,
    creator: 'eva',
    ticked: [],
    shares: [],
    comments: [],
    history: [],
    isTemplate: true,
    title: 'Onboarding nieuwe klant',
    items: [
      'Toegang tot advertentieaccounts aangevraagd',
      'Pixel/tag en conversies gecontroleerd',
      "Doelen, KPI's en budget vastgelegd",
      'Rapportageafspraken gemaakt',
      'Kick-off ingepland met de klant',
    ],
  },
];

export async function seedDemoChecklists(tx: Db, input: { companyId: string; accounts: Map<string, AdAccountRow>; team: Record<Who, string>; now: Date }) {
  const at = (h: number) => new Date(input.now.getTime() - h * 3_600_000);
  for (const demo of demoChecklists) {
    const starter = starterTemplateByKey(demo.starter)!;
    const account = demo.account ? input.accounts.get(demo.account)! : null;
    const creator = input.team[demo.creator];
    const isTemplate = demo.isTemplate ?? false;
    const interval = isTemplate ? 'never' : starter.refreshInterval;
    // The current period began at the last scheduled reset (a day or week ago at the set time).
    const lookBack = interval === 'weekly' ? 7 * 24 : interval === 'monthly' ? 31 * 24 : 24;
    const periodStart = interval === 'never' ? at(48) : (nextRefreshAt(interval, starter.refreshSettings, at(lookBack)) ?? at(24));
    const [row] = await tx
      .insert(checklists)
      .values({
        title: demo.title ?? starter.title,
        adAccountId: account?.id ?? null,
        platform: account?.platform ?? null,
        companyId: input.companyId,
        refreshInterval: interval,
        refreshSettings: starter.refreshSettings,
        checklistType: isTemplate ? 'normal' : starter.checklistType,
        isTemplate,
        createdByAdminId: demo.creator === 'eva' ? creator : null,
        creatorId: creator,
        deadline: demo.deadlineInHours ? new Date(input.now.getTime() + demo.deadlineInHours * 3_600_000) : null,
        periodStartedAt: periodStart,
        nextRefreshAt: isTemplate ? null : nextRefreshAt(interval, starter.refreshSettings, input.now),
        createdAt: at(24 * 30),
        updatedAt: at(1),
      })
      .returning({ id: checklists.id });
    const id = row!.id;
    const texts = demo.items ?? starter.items;
    const items = await tx
      .insert(checklistItems)
      .values(
        texts.map((content, order) => {
          const tick = demo.ticked.find(([index]) => index === order);
          return {
            checklistId: id,
            content,
            order,
            isCompleted: tick !== undefined,
            completedAt: tick ? at(3 - order * 0.5) : null,
            completedBy: tick ? input.team[tick[1]] : null,
          };
        }),
      )
      .returning({ id: checklistItems.id, content: checklistItems.content });
    if (demo.shares.length > 0) {
      await tx
        .insert(checklistShares)
        .values(demo.shares.map(([who, canEdit]) => ({ checklistId: id, sharedWithUserId: input.team[who], createdBy: creator, canEdit })));
    }
    if (demo.comments.length > 0) {
      await tx
        .insert(checklistComments)
        .values(demo.comments.map(([who, content, h]) => ({ checklistId: id, userId: input.team[who], content, createdAt: at(h) })));
    }
    // Finished periods, each as long as the interval, ending where the next began.
    let end = periodStart;
    for (const done of demo.history) {
      const start = new Date(end.getTime() - lookBack * 3_600_000);
      const finishedAt = (index: number) => new Date(start.getTime() + (2 + index * 0.25) * 3_600_000).toISOString();
      const whoDid = (index: number) => input.team[index % 2 === 0 ? demo.creator : (demo.shares[0]?.[0] ?? demo.creator)];
      await tx.insert(checklistRuns).values({
        checklistId: id,
        periodStart: start,
        periodEnd: end,
        itemCount: items.length,
        doneCount: done,
        completedAt: done === items.length ? new Date(finishedAt(done - 1)) : null,
        entries: items.map((item, index) => ({
          itemId: item.id,
          content: item.content,
          completedAt: index < done ? finishedAt(index) : null,
          completedBy: index < done ? whoDid(index) : null,
        })),
      });
      end = start;
    }
  }
}
