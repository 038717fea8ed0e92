/**
 * The waitlist's welcome mail (the spec's send-welcome-email), in the language of the page the
 * visitor signed up on: text and HTML over the shared layout. It holds no links.
 */
import type { WaitlistLanguage } from '../../../common/schemas/waitlist.js';
import { renderMailHtml, renderMailText, type MailContent } from '../../lib/mail/layout.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';

export const welcomeMailKind = 'waitlist-welcome';

const welcome: Record<WaitlistLanguage, { subject: string; content: MailContent }> = {
  nl: {
    subject: 'Je staat op de wachtlijst van Marketing Werkplek',
    content: {
      lang: 'nl',
      paragraphs: [
        'Hallo,',
        'Bedankt voor je aanmelding voor de wachtlijst van de BETA van Marketing Werkplek!',
        'Marketing Werkplek is een werkplek voor marketeers: je advertentieaccounts, notities, checklists, formulieren, agenda en leads op één plek, met een portal voor je klanten.',
        'Tijdens de BETA is de toegang gratis. We laten mensen van de wachtlijst stap voor stap toe en sturen je een mail zodra jouw plek klaar is.',
      ],
      footnote:
        'Heb je je niet zelf aangemeld, of wil je toch niet op de wachtlijst staan? Beantwoord deze mail, dan halen we je adres van de lijst. Je kunt deze mail ook gewoon negeren.',
    },
  },
  en: {
    subject: "You're on the Marketing Werkplek waitlist",
    content: {
      lang: 'en',
      paragraphs: [
        'Hi,',
        'Thanks for joining the waitlist for the Marketing Werkplek BETA!',
        'Marketing Werkplek is a workspace for marketers: your ad accounts, notes, checklists, forms, calendar and leads in one place, with a portal for your clients.',
        'Access is free during the BETA. We let people in from the waitlist step by step and will email you as soon as your spot is ready.',
      ],
      footnote:
        "Didn't sign up yourself, or changed your mind? Reply to this email and we'll take your address off the list. You can also simply ignore this email.",
    },
  },
};

export function waitlistWelcomeMail(input: { to: string; language: WaitlistLanguage }): OutgoingMail {
  const { subject, content } = welcome[input.language];
  return { to: input.to, subject, kind: welcomeMailKind, text: renderMailText(content), html: renderMailHtml(content) };
}
