/**
 * The contact form's two mails: the message to the team (in Dutch, with the sender's address in
 * the body and on the reply button, because the outbox sets no Reply-To), and a short confirmation
 * to the sender in the language of the page. The confirmation repeats nothing the sender typed, so
 * the form cannot be used to send someone else a text of one's choosing.
 */
import type { ContactLanguage, ContactFormValues } from '../../../common/schemas/contact.js';
import { renderMailHtml, renderMailText, type MailContent } from '../../lib/mail/layout.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';

export const contactMessageMailKind = 'contact-message';
export const contactConfirmationMailKind = 'contact-confirmation';

const languageNames: Record<ContactLanguage, string> = { nl: 'Nederlands', en: 'Engels' };

/** The message's paragraphs (separated by empty lines); line breaks inside one stay in the text version. */
function paragraphsOf(message: string): string[] {
  return message
    .split(/\r?\n[^\S\r\n]*\r?\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function contactMessageMail(input: { to: string; message: ContactFormValues; language: ContactLanguage }): OutgoingMail {
  const { name, email, company, message } = input.message;
  const from = company ? `${name} (${company})` : name;
  const subject = `Contactformulier: bericht van ${from}`;
  const content: MailContent = {
    lang: 'nl',
    paragraphs: [
      'Er is een nieuw bericht verstuurd met het contactformulier van de website.',
      `Naam: ${name}`,
      `E-mailadres: ${email}`,
      `Bedrijf: ${company ?? '(niet ingevuld)'}`,
      `Taal van de pagina: ${languageNames[input.language]}`,
      'Bericht:',
      ...paragraphsOf(message),
    ],
    action: { label: `Beantwoord ${name}`, url: `mailto:${email}?subject=${encodeURIComponent('Re: je bericht aan Marketing Werkplek')}` },
    footnote: `Let op: "Beantwoorden" in je mailprogramma gaat niet naar de afzender. Stuur je antwoord aan ${email}.`,
  };
  return { to: input.to, subject, kind: contactMessageMailKind, text: renderMailText(content), html: renderMailHtml(content) };
}

const confirmation: Record<ContactLanguage, { subject: string; content: MailContent }> = {
  nl: {
    subject: 'We hebben je bericht ontvangen',
    content: {
      lang: 'nl',
      paragraphs: ['Hallo,', 'Bedankt voor je bericht aan Marketing Werkplek. We hebben het goed ontvangen en reageren binnen twee werkdagen.'],
      footnote: 'Heb je ons geen bericht gestuurd? Dan heeft iemand anders je e-mailadres ingevuld en kun je deze mail negeren.',
    },
  },
  en: {
    subject: 'We have received your message',
    content: {
      lang: 'en',
      paragraphs: ['Hi,', 'Thank you for your message to Marketing Werkplek. We have received it and will reply within two working days.'],
      footnote: "Didn't send us a message? Then someone else entered your email address and you can ignore this email.",
    },
  },
};

export function contactConfirmationMail(input: { to: string; language: ContactLanguage }): OutgoingMail {
  const { subject, content } = confirmation[input.language];
  return { to: input.to, subject, kind: contactConfirmationMailKind, text: renderMailText(content), html: renderMailHtml(content) };
}
