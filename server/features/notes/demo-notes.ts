/** The demo workspace's notes and conversations on the agency's accounts. */
import type { Db } from '../../db/database.js';
import { noteAssignments, noteComments, notes, type AdAccountRow } from '../../db/schema/index.js';

type Who = 'sanne' | 'mark' | 'eva';

const demoNotes: {
  account: string;
  title: string;
  campaign: string | null;
  creator: Who;
  assignees: Who[];
  comments: [Who, string, number][];
  hoursAgo: number;
}[] = [
  {
    account: '208311946572',
    title: 'Lentecampagne',
    campaign: 'Lente 2026 – e-bikes',
    creator: 'mark',
    assignees: ['sanne', 'mark'],
    hoursAgo: 3,
    comments: [
      ['mark', 'Klant wil de e-bikes vanaf maandag extra pushen. Kun jij de doelgroepen klaarzetten?', 3],
      ['sanne', 'Doe ik! Ik maak een lookalike op basis van de kopers van vorig jaar.', 2],
    ],
  },
  {
    account: '104857623091',
    title: 'Geen uitgaven sinds gisteren',
    campaign: 'Altijd aan – bereik',
    creator: 'sanne',
    assignees: ['sanne'],
    hoursAgo: 5,
    comments: [['sanne', 'Betaalmethode verlopen? Ik bel de bakkerij vanmiddag.', 5]],
  },
  {
    account: '4829103756',
    title: 'Budget verhogen voor het voorjaar',
    campaign: null,
    creator: 'eva',
    assignees: ['mark'],
    hoursAgo: 24,
    comments: [],
  },
];

/** Seeds the demo notes; answers their ids by title (the demo inbox's `notitie` opens its note). */
export async function seedDemoNotes(
  tx: Db,
  input: { companyId: string; accounts: Map<string, AdAccountRow>; team: Record<Who, string>; now: Date },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const at = (h: number) => new Date(input.now.getTime() - h * 3_600_000);
  for (const demo of demoNotes) {
    const account = input.accounts.get(demo.account)!;
    const creator = input.team[demo.creator];
    const [note] = await tx
      .insert(notes)
      .values({
        title: demo.title,
        creatorId: creator,
        userId: creator,
        adAccountId: account.id,
        clientName: account.clientName,
        campaignName: demo.campaign,
        companyId: input.companyId,
        createdAt: at(demo.hoursAgo),
        updatedAt: at(demo.hoursAgo),
        activityAt: at(Math.min(demo.hoursAgo, ...demo.comments.map((c) => c[2]))),
      })
      .returning({ id: notes.id });
    ids.set(demo.title, note!.id);
    await tx.insert(noteAssignments).values(demo.assignees.map((who) => ({ noteId: note!.id, userId: input.team[who], assignedBy: creator })));
    if (demo.comments.length > 0) {
      await tx
        .insert(noteComments)
        .values(demo.comments.map(([who, content, h]) => ({ noteId: note!.id, userId: input.team[who], content, createdAt: at(h) })));
    }
  }
  return ids;
}
