/**
 * The one-click action of a contact moment's channel: telefoon → `tel:+31…`, whatsapp →
 * `https://wa.me/31…` (digits only, no +), e-mail → `mailto:…`, chat → the client's page at the
 * linked contact person (issue 34: contacts have no chat address of their own, and the client's
 * page is where the team talks with the client and sees the contact's portal access). Null when
 * the detail the channel needs is missing or not usable (chat: no client).
 */
import type { ContactDetails } from '../../../../common/schemas/calendar';

export interface ChannelAction {
  href: string;
  /** Which text the button shows (calendar.json `card.action.*`). */
  kind: 'call' | 'whatsapp' | 'email' | 'chat';
  /** Opens in a new tab (WhatsApp's web page). */
  external: boolean;
  /** A path of this app (followed without reloading). */
  inApp: boolean;
}

/** '+31 6 1234 5678' → '+31612345678'; null when it does not look like an international number. */
function e164(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d]/g, '');
  if (!phone.trim().startsWith('+') || digits.length < 6 || digits.length > 15) return null;
  return `+${digits}`;
}

export function channelAction(
  contact: (Pick<ContactDetails, 'type' | 'email' | 'phone'> & Partial<Pick<ContactDetails, 'contactId'>>) | null,
  client: { id: string } | null = null,
): ChannelAction | null {
  if (!contact) return null;
  switch (contact.type) {
    case 'telefoon': {
      const phone = e164(contact.phone);
      return phone ? { href: `tel:${phone}`, kind: 'call', external: false, inApp: false } : null;
    }
    case 'whatsapp': {
      const phone = e164(contact.phone);
      return phone ? { href: `https://wa.me/${phone.slice(1)}`, kind: 'whatsapp', external: true, inApp: false } : null;
    }
    case 'email': {
      const email = contact.email?.trim();
      return email && /^[^\s@]+@[^\s@]+$/.test(email) ? { href: `mailto:${encodeURI(email)}`, kind: 'email', external: false, inApp: false } : null;
    }
    case 'chat': {
      if (!client) return null;
      const search = new URLSearchParams({ client: client.id });
      if (contact.contactId) search.set('contact', contact.contactId);
      return { href: `/clients?${search.toString()}`, kind: 'chat', external: false, inApp: true };
    }
    default:
      return null;
  }
}
