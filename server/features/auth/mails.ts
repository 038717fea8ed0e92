/** The mails of the sign-in features, in Dutch (the product's language): text and HTML. */
import { emailConfirmationTtlDays, passwordResetTtlMinutes } from '../../../common/schemas/auth.js';
import { renderMailHtml, renderMailText, type MailContent } from '../../lib/mail/layout.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';

function mail(to: string, subject: string, kind: string, content: MailContent): OutgoingMail {
  return { to, subject, kind, text: renderMailText(content), html: renderMailHtml(content) };
}

/** The link back to the hash route /reset-password (the token stays in the fragment, out of server logs). */
export function passwordResetUrl(appOrigin: string, token: string): string {
  return `${appOrigin}/#/reset-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(input: { to: string; name: string; url: string }): OutgoingMail {
  return mail(input.to, 'Je wachtwoord herstellen', 'password-reset', {
    paragraphs: [`Hallo ${input.name || input.to},`, 'Je hebt gevraagd om je wachtwoord te herstellen. Met de knop hieronder stel je een nieuw wachtwoord in.'],
    action: { label: 'Nieuw wachtwoord instellen', url: input.url },
    footnote: `De link werkt ${passwordResetTtlMinutes} minuten en één keer. Heb je dit niet gevraagd? Dan kun je deze mail negeren: je wachtwoord blijft hetzelfde.`,
  });
}

/** The link back to the hash route /confirm-email (the token stays in the fragment, out of server logs). */
export function emailConfirmationUrl(appOrigin: string, token: string): string {
  return `${appOrigin}/#/confirm-email?token=${encodeURIComponent(token)}`;
}

/**
 * "Bevestig je e-mailadres", after a password sign-up (or asked again). It does not repeat the
 * name typed at sign-up: anyone can sign up with any address, so the mail carries no text of theirs.
 */
export function emailConfirmationMail(input: { to: string; url: string }): OutgoingMail {
  return mail(input.to, 'Bevestig je e-mailadres', 'email-confirmation', {
    paragraphs: [
      'Hallo,',
      `Er is een account bij Marketing Werkplek aangemaakt met het e-mailadres ${input.to}. Bevestig met de knop hieronder dat dit adres van jou is. Daarna kun je collega's uitnodigen en meedoen met bedrijven die je uitnodigen.`,
    ],
    action: { label: 'E-mailadres bevestigen', url: input.url },
    footnote: `De link werkt ${emailConfirmationTtlDays} dagen en één keer. Heb je zelf geen account aangemaakt? Klik dan niet op de knop en negeer deze mail.`,
  });
}
