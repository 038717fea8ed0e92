/** The mails of the sign-in features, in Dutch (the product's language): text and HTML. */
import { passwordResetTtlMinutes } from '../../../common/schemas/auth.js';
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
    paragraphs: [
      `Hallo ${input.name || input.to},`,
      'Je hebt gevraagd om je wachtwoord te herstellen. Met de knop hieronder stel je een nieuw wachtwoord in.',
    ],
    action: { label: 'Nieuw wachtwoord instellen', url: input.url },
    footnote: `De link werkt ${passwordResetTtlMinutes} minuten en één keer. Heb je dit niet gevraagd? Dan kun je deze mail negeren: je wachtwoord blijft hetzelfde.`,
  });
}
