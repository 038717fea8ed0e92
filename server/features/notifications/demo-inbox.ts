/**
 * The demo workspace's inboxes (SEED_DEMO): a dozen realistic notifications of every kind for the
 * agency's team, spread over the last ten days, some already read. Made with the feature's own
 * functions, so the counters are right; nobody is connected yet, so there is no one to tell live.
 * Each is about a real object of the demo (an event, the form's submission, a note, an account, a
 * colleague), so every one opens what it is about (seed.test.ts checks each through the API).
 */
import type { Db } from '../../db/database.js';
import type { Emit } from '../../lib/events/with-events.js';
import { appointmentTimeText } from '../calendar/appointment-text.js';
import type { DemoCalendarEvents } from '../calendar/demo-calendar.js';
import { markNotifications } from './change-notifications.js';
import type { NotificationContent } from './content.js';
import { createNotifications } from './create-notifications.js';

const hourMs = 60 * 60_000;
const noEvents: Emit = () => {};

export interface DemoInboxInput {
  companyId: string;
  companyName: string;
  team: { eva: string; sanne: string; mark: string };
  form: { formId: string; submissionId: string; title: string; clientName: string };
  /** The demo notes' ids by title: a `notitie` opens its note's conversation. */
  noteIds?: ReadonlyMap<string, string>;
  /** The demo calendar's events the calendar notifications open. */
  events: DemoCalendarEvents;
  /** The demo clients' ids by name: each notification about a client is linked to it. */
  clientIds: ReadonlyMap<string, string>;
  /** The demo client user (klant@demo.nl): the new appointment shared with their bakery, unread in the portal's bell. */
  portalUser?: string;
  now: Date;
}

interface DemoItem {
  hoursAgo: number;
  read: boolean;
  /** Who gets it; default the whole team. */
  to?: (keyof DemoInboxInput['team'])[];
  content: NotificationContent;
}

function demoItems({ form, team, companyName, noteIds, events }: DemoInboxInput): DemoItem[] {
  return [
    {
      hoursAgo: 2,
      read: false,
      content: {
        type: 'formulier',
        title: 'Nieuwe inzending: Offerteaanvraag',
        description: 'Petra de Boer vraagt een offerte aan voor campagnes rond de nieuwe vestiging.',
        clientName: 'Bakkerij De Gouden Korrel',
        platform: 'facebook',
        formTitle: form.title,
        formId: form.formId,
        submissionId: form.submissionId,
      },
    },
    {
      hoursAgo: 5,
      read: false,
      to: ['sanne', 'eva'],
      content: {
        type: 'notitie',
        title: 'Nieuwe notitie: Lentecampagne',
        description: 'Mark Bakker: "Kunnen we de lentecampagne een week eerder laten starten?"',
        clientName: 'Fietsenmaker Van Dijk',
        platform: 'facebook',
        accountId: '208311946572',
        noteTitle: 'Lentecampagne',
        noteId: noteIds?.get('Lentecampagne') ?? null,
      },
    },
    {
      hoursAgo: 20,
      read: false,
      content: {
        type: 'contact_event_update',
        title: 'Contactmoment verplaatst',
        description: 'Het gesprek met Bakkerij De Gouden Korrel is verplaatst naar donderdag 14:00.',
        clientName: 'Bakkerij De Gouden Korrel',
        eventId: events.movedContact,
        changedFields: ['start', 'end'],
        contactType: 'telefoon',
        contactCompany: 'Bakkerij De Gouden Korrel',
        contactPhone: '030 123 45 67',
      },
    },
    {
      hoursAgo: 26,
      read: false,
      content: {
        type: 'budget_warning',
        title: 'Budget bijna op',
        description: '85% van het maandbudget van campagne "Voorjaarsplanten" is besteed.',
        clientName: 'Tuincentrum Groenrijk',
        platform: 'google',
        accountId: '4829103756',
        campaignId: '1984456021',
      },
    },
    {
      hoursAgo: 49,
      read: true,
      content: {
        type: 'contact_event',
        title: 'Terugbelverzoek',
        description: 'Kapsalon Knip & Go wil graag teruggebeld worden over de Google Ads-resultaten.',
        clientName: 'Kapsalon Knip & Go',
        eventId: events.callBack,
        contactType: 'telefoon',
        contactPriority: 'hoog',
        contactCompany: 'Kapsalon Knip & Go',
        contactEmail: 'info@knipengo.nl',
        contactPhone: '020 765 43 21',
      },
    },
    {
      hoursAgo: 75,
      read: true,
      content: {
        type: 'performance_alert',
        title: 'CTR flink gedaald',
        description: 'De CTR van campagne "Zomeractie" is deze week met 32% gedaald.',
        clientName: 'Bakkerij De Gouden Korrel',
        platform: 'facebook',
        accountId: '104857623091',
        campaignId: '23851234567890',
      },
    },
    {
      // The bakery changed its answer after sending (demo-form.ts marks the field): as the product words a client's edit.
      hoursAgo: 1,
      read: true,
      content: {
        type: 'form_modification',
        title: `Inzending aangepast: ${form.title}`,
        description: `${form.clientName} heeft de antwoorden aangepast. Gewijzigde velden: "Maandbudget"`,
        clientName: form.clientName,
        formTitle: form.title,
        formId: form.formId,
        submissionId: form.submissionId,
      },
    },
    {
      hoursAgo: 140,
      read: false,
      content: {
        type: 'deadline_reminder',
        title: 'Deadline nadert: contentkalender april',
        description: 'De contentkalender voor Tuincentrum Groenrijk moet vrijdag klaar zijn.',
        clientName: 'Tuincentrum Groenrijk',
      },
    },
    {
      hoursAgo: 170,
      read: true,
      content: {
        type: 'campaign_alert',
        title: 'Campagne gepauzeerd',
        description: 'Campagne "Winteruitverkoop" is gepauzeerd: de betaalmethode is geweigerd.',
        clientName: 'Kapsalon Knip & Go',
        platform: 'google',
        accountId: '7316044289',
        campaignId: '1877340012',
      },
    },
    {
      hoursAgo: 195,
      read: true,
      content: {
        type: 'event_reminder',
        title: 'Herinnering: kwartaaloverleg',
        description: 'Morgen om 10:00 kwartaaloverleg met Fietsenmaker Van Dijk.',
        clientName: 'Fietsenmaker Van Dijk',
        eventId: events.quarterlyMeeting,
      },
    },
    {
      hoursAgo: 236,
      read: true,
      to: ['eva', 'sanne'],
      content: {
        type: 'team_update',
        title: 'Nieuwe collega',
        description: `Mark Bakker is lid geworden van ${companyName}`,
        colleague: team.mark,
      },
    },
  ];
}

export async function seedDemoInbox(tx: Db, input: DemoInboxInput): Promise<void> {
  // Oldest first, so the versions grow with the time as they would have.
  const items = demoItems(input).sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const item of items) {
    const recipients = (item.to ?? ['eva', 'sanne', 'mark']).map((who) => input.team[who]);
    const { notifications } = await createNotifications(tx, noEvents, {
      recipients,
      companyId: input.companyId,
      content: { ...item.content, clientId: input.clientIds.get(item.content.clientName ?? '') ?? null },
      now: new Date(input.now.getTime() - item.hoursAgo * hourMs),
    });
    if (!item.read) continue;
    for (const n of notifications) await markNotifications(tx, noEvents, { recipientId: n.recipientId, ids: [n.id], isRead: true });
  }
  const shared = input.events.clientAppointment;
  if (input.portalUser && shared.clientId) {
    // As the calendar's producer words it (client-answer.ts): "Nieuwe afspraak: …" and when.
    await createNotifications(tx, noEvents, {
      recipients: [input.portalUser],
      companyId: input.companyId,
      content: {
        type: 'appointment_shared',
        title: 'Nieuwe afspraak: Campagneplan voorjaar bespreken',
        description: appointmentTimeText(shared.start, shared.end, 'Europe/Amsterdam'),
        eventId: shared.id,
        clientId: shared.clientId,
        clientName: 'Bakkerij De Gouden Korrel',
      },
      now: new Date(input.now.getTime() - 3 * hourMs),
    });
  }
}
