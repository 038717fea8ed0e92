/**
 * The inbox's mails, in Dutch: a notification by e-mail (for recipients who chose e-mail for its
 * type) and the daily digest of unread notifications. Texts are the producer's, already cut to
 * the limits; the layout escapes them for HTML.
 */
import { notificationHref, notificationTarget } from '../../../common/rules/notification-target.js';
import { defaultClientName, type NotificationType } from '../../../common/schemas/notifications.js';
import { renderMailHtml, renderMailText, type MailContent } from '../../lib/mail/layout.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';
import type { StoredContent } from './content.js';

export const notificationMailKind = 'notification';
export const digestMailKind = 'notification-digest';

const typeLabels: Record<NotificationType, string> = {
  formulier: 'Formulier',
  notitie: 'Notitie',
  contact_event: 'Contactmoment',
  contact_event_update: 'Contactmoment gewijzigd',
  form_modification: 'Formulier aangepast',
  deadline_reminder: 'Deadline',
  campaign_alert: 'Campagnemelding',
  budget_warning: 'Budgetwaarschuwing',
  performance_alert: 'Prestatiemelding',
  team_update: 'Team',
  event_reminder: 'Herinnering',
  mention: 'Vermelding',
  appointment_request: 'Afspraakverzoek',
  appointment_response: 'Reactie op afspraak',
  appointment_shared: 'Nieuwe afspraak',
  appointment_confirmed: 'Afspraak bevestigd',
  appointment_moved: 'Afspraak gewijzigd',
  appointment_cancelled: 'Afspraak geannuleerd',
  creative_review: 'Creative ter review',
  creative_decision: 'Beslissing over creative',
};

const platformLabels = { facebook: 'Facebook', google: 'Google' } as const;
/** Lines listed in one mail; the rest is counted. */
const maxListed = 20;

function greeting(name: string | null): string {
  return name ? `Hallo ${name},` : 'Hallo,';
}

/** "Formulier: Nieuwe aanvraag (Bakkerij De Gouden Korrel)" — the client only when one is known. */
function line(item: Pick<StoredContent, 'type' | 'title' | 'clientName'>): string {
  const client = item.clientName !== defaultClientName ? ` (${item.clientName})` : '';
  return `• ${typeLabels[item.type]}: ${item.title}${client}`;
}

function listed(items: readonly Pick<StoredContent, 'type' | 'title' | 'clientName'>[], total: number): string[] {
  const lines = items.slice(0, maxListed).map(line);
  if (total > lines.length) lines.push(`… en nog ${total - lines.length} meer.`);
  return lines;
}

/** Where the notification leads in the app (its target screen; the inbox itself has no address). */
function targetUrl(appOrigin: string, content: StoredContent): string {
  return `${appOrigin}${notificationHref(notificationTarget({ ...content, id: '' }))}`;
}

export function notificationMail(input: { to: string; name: string | null; items: readonly StoredContent[]; appOrigin: string | null }): OutgoingMail {
  const [first] = input.items;
  if (!first) throw new Error('a notification mail needs a notification');
  const single = input.items.length === 1;
  const paragraphs = single
    ? [
        greeting(input.name),
        `Er is een nieuwe notificatie voor je: ${typeLabels[first.type].toLowerCase()}.`,
        first.title,
        ...(first.description ? [first.description] : []),
        ...(first.clientName !== defaultClientName ? [`Klant: ${first.clientName}`] : []),
        ...(first.platform ? [`Platform: ${platformLabels[first.platform]}`] : []),
      ]
    : [greeting(input.name), `Er zijn ${input.items.length} nieuwe notificaties voor je:`, ...listed(input.items, input.items.length)];
  const content: MailContent = {
    lang: 'nl',
    paragraphs,
    ...(input.appOrigin
      ? { action: { label: 'Bekijk in de werkplek', url: single ? targetUrl(input.appOrigin, first) : `${input.appOrigin}/dashboard` } }
      : {}),
    footnote: 'Je krijgt deze mail omdat e-mailmeldingen voor dit soort notificaties aan staan. Dat kun je wijzigen bij Instellingen.',
  };
  const subject = single ? `Nieuwe notificatie: ${first.title}` : `${input.items.length} nieuwe notificaties`;
  return { to: input.to, subject, kind: notificationMailKind, text: renderMailText(content), html: renderMailHtml(content) };
}

export function digestMail(input: {
  to: string;
  name: string | null;
  items: readonly Pick<StoredContent, 'type' | 'title' | 'clientName'>[];
  total: number;
  appOrigin: string | null;
}): OutgoingMail {
  const one = input.total === 1;
  const content: MailContent = {
    lang: 'nl',
    paragraphs: [
      greeting(input.name),
      one ? 'Je hebt 1 ongelezen notificatie van de afgelopen 24 uur:' : `Je hebt ${input.total} ongelezen notificaties van de afgelopen 24 uur:`,
      ...listed(input.items, input.total),
    ],
    ...(input.appOrigin ? { action: { label: 'Open je inbox', url: `${input.appOrigin}/dashboard` } } : {}),
    footnote: 'Je krijgt dit dagelijkse overzicht omdat je het hebt aangezet. Uitzetten kan bij Instellingen.',
  };
  const subject = one ? 'Je dagelijkse overzicht: 1 ongelezen notificatie' : `Je dagelijkse overzicht: ${input.total} ongelezen notificaties`;
  return { to: input.to, subject, kind: digestMailKind, text: renderMailText(content), html: renderMailHtml(content) };
}
