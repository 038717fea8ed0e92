/** Invitation mails: a /set-password link for a new address, a notice for an existing account. */
import { invitationTtlDays } from '../../../common/schemas/onboarding.js';
import type { MemberRole } from '../../../common/roles.js';
import { renderMailHtml, renderMailText, type MailContent } from '../../lib/mail/layout.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';

const roleNames: Record<MemberRole, string> = { admin: 'beheerder', marketeer: 'marketeer', client: 'klant' };

function mail(to: string, subject: string, kind: string, content: MailContent): OutgoingMail {
  return { to, subject, kind, text: renderMailText(content), html: renderMailHtml(content) };
}

/** The invitation link: the token sits in the fragment, so it never reaches server logs. */
export function invitationUrl(appOrigin: string, token: string): string {
  return `${appOrigin}/set-password#token=${encodeURIComponent(token)}`;
}

export function invitationMail(input: { to: string; inviterName: string; companyName: string; role: MemberRole; url: string }) {
  return mail(input.to, `Uitnodiging voor ${input.companyName}`, 'invitation', {
    paragraphs: [
      'Hallo,',
      `${input.inviterName} heeft je uitgenodigd als ${roleNames[input.role]} bij ${input.companyName} in Marketing Werkplek.`,
      'Stel met de knop hieronder je naam en wachtwoord in; daarna kun je meteen aan de slag.',
    ],
    action: { label: 'Uitnodiging accepteren', url: input.url },
    footnote: `De link werkt ${invitationTtlDays} dagen. Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.`,
  });
}

export function addedToCompanyMail(input: { to: string; inviterName: string; companyName: string; role: MemberRole; loginUrl: string }) {
  return mail(input.to, `Je bent toegevoegd aan ${input.companyName}`, 'member-added', {
    paragraphs: [
      'Hallo,',
      `${input.inviterName} heeft je als ${roleNames[input.role]} toegevoegd aan ${input.companyName}. Je vindt het bedrijf in de bedrijfskeuze na het inloggen.`,
    ],
    action: { label: 'Inloggen', url: input.loginUrl },
  });
}
