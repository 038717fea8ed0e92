/** The contact channels' one-click actions (channel-action.ts). */
import { describe, expect, it } from 'vitest';
import { channelAction } from './channel-action';

describe('channelAction', () => {
  it('calls the E.164 number', () => {
    expect(channelAction({ type: 'telefoon', phone: '+31612345678', email: null })).toEqual({
      href: 'tel:+31612345678',
      kind: 'call',
      external: false,
      inApp: false,
    });
    expect(channelAction({ type: 'telefoon', phone: '+32 470 12 34 56', email: null })?.href).toBe('tel:+32470123456');
  });

  it('opens WhatsApp with the digits only (no +)', () => {
    expect(channelAction({ type: 'whatsapp', phone: '+31612345678', email: null })).toEqual({
      href: 'https://wa.me/31612345678',
      kind: 'whatsapp',
      external: true,
      inApp: false,
    });
  });

  it('mails the address', () => {
    expect(channelAction({ type: 'email', phone: null, email: 'jan@bakkerij.nl' })).toEqual({
      href: 'mailto:jan@bakkerij.nl',
      kind: 'email',
      external: false,
      inApp: false,
    });
  });

  it("opens the client's page at the linked contact for chat", () => {
    const client = { id: '5f0c3a52-5a43-4b0e-9b8e-0c6f3c1d2e4f' };
    const contactId = '8a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    expect(channelAction({ type: 'chat', phone: null, email: null, contactId }, client)).toEqual({
      href: `/clients?client=${client.id}&contact=${contactId}`,
      kind: 'chat',
      external: false,
      inApp: true,
    });
    // Without a linked contact: the client's page.
    expect(channelAction({ type: 'chat', phone: null, email: null, contactId: null }, client)?.href).toBe(`/clients?client=${client.id}`);
  });

  it('offers nothing for chat without a client, or without the detail the channel needs', () => {
    expect(channelAction({ type: 'chat', phone: '+31612345678', email: 'a@b.nl' })).toBeNull();
    expect(channelAction({ type: 'telefoon', phone: null, email: 'a@b.nl' })).toBeNull();
    expect(channelAction({ type: 'whatsapp', phone: '0612345678', email: null })).toBeNull();
    expect(channelAction({ type: 'email', phone: null, email: 'geen adres' })).toBeNull();
    expect(channelAction({ type: 'email', phone: null, email: 'javascript:alert(1)' })).toBeNull();
    expect(channelAction(null)).toBeNull();
  });
});
