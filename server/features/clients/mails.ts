/** Mails to a client's contacts (issue 19), in the agency's name and colour. */
import { invitationTtlDays } from '../../../common/schemas/onboarding.js';
import type { Db } from '../../db/database.js';
import { renderMailHtml, renderMailText, type MailContent } from '../../lib/mail/layout.js';
import type { MailAttachment, OutgoingMail } from '../../lib/mail/outbox.js';
import { loadAgency } from '../portal/overview.js';

export type Brand = NonNullable<MailContent['brand']>;

/** The agency's look for a mail: its colour on the button, its logo (an absolute address, for mail readers) in the heading. */
export async function agencyBrand(db: Db, companyId: string, appOrigin: string): Promise<Brand> {
  const agency = await loadAgency(db, companyId);
  return { name: agency.name, color: agency.brandColor, logoUrl: agency.logoUrl ? `${appOrigin}${agency.logoUrl}` : null };
}

/** A mail to a client's people in the agency's look (every mail to clients is built here). */
export function brandedMail(to: string, subject: string, kind: string, content: MailContent & { brand: Brand }, attachments?: MailAttachment[]): OutgoingMail {
  return { to, subject, kind, text: renderMailText(content), html: renderMailHtml(content), ...(attachments ? { attachments } : {}) };
}

/** The portal invitation: the same /set-password link as a team invitation. */
export function clientInvitationMail(input: { to: string; inviterName: string; clientName: string; brand: Brand; url: string }): OutgoingMail {
  return brandedMail(input.to, `Je klantportaal bij ${input.brand.name}`, 'client-invitation', {
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
  return brandedMail(input.to, `${input.clientName} staat nu in je klantportaal`, 'client-access', {
    brand: input.brand,
    paragraphs: [
      'Hallo,',
      `${input.inviterName} van ${input.brand.name} heeft je toegang gegeven tot ${input.clientName} in het klantportaal. Je wisselt tussen je klanten bovenaan het portaal.`,
    ],
    action: { label: 'Naar het klantportaal', url: input.url },
  });
}
