/** Mails to a client's contacts (issue 19), in the agency's name and colour. */
import { invitationTtlDays } from '../../../common/schemas/onboarding.js';
import { renderMailHtml, renderMailText, type MailContent } from '../../lib/mail/layout.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';

type Brand = NonNullable<MailContent['brand']>;

function mail(to: string, subject: string, kind: string, content: MailContent): OutgoingMail {
  return { to, subject, kind, text: renderMailText(content), html: renderMailHtml(content) };
}

/** The portal invitation: the same /set-password link as a team invitation. */
export function clientInvitationMail(input: { to: string; inviterName: string; clientName: string; brand: Brand; url: string }): OutgoingMail {
  return mail(input.to, `Je klantportaal bij ${input.brand.name}`, 'client-invitation', {
    brand: input.brand,
    paragraphs: [
      'Hallo,',
      `${input.inviterName} van ${input.brand.name} nodigt je uit voor het klantportaal van ${input.clientName}.`,
      'In het portaal zie je wat er voor jou klaarstaat, wie je accountmanagers zijn en wat er recent is gebeurd. Ben je nieuw, dan stel je je naam en wachtwoord in. Heb je al een account met dit e-mailadres, dan log je in en accepteer je de uitnodiging.',
    ],
    action: { label: 'Uitnodiging accepteren', url: input.url },
    footnote: `De link werkt ${invitationTtlDays} dagen. Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.`,
  });
}

/** Someone who already has the agency's portal gets another client in it. */
export function clientAccessMail(input: { to: string; inviterName: string; clientName: string; brand: Brand; url: string }): OutgoingMail {
  return mail(input.to, `${input.clientName} staat nu in je klantportaal`, 'client-access', {
    brand: input.brand,
    paragraphs: [
      'Hallo,',
      `${input.inviterName} van ${input.brand.name} heeft je toegang gegeven tot ${input.clientName} in het klantportaal. Je wisselt tussen je klanten bovenaan het portaal.`,
    ],
    action: { label: 'Naar het klantportaal', url: input.url },
  });
}
