/** The invitation mail: one /set-password link, for a new address and an existing account alike. */
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
      'Open de uitnodiging met de knop hieronder. Ben je nieuw, dan stel je je naam en wachtwoord in. Heb je al een account met dit e-mailadres, dan log je in en accepteer je de uitnodiging.',
    ],
    action: { label: 'Uitnodiging accepteren', url: input.url },
    footnote: `De link werkt ${invitationTtlDays} dagen. Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.`,
  });
}
