/** The contact channels' one-click actions (channel-action.ts). */
import { describe, expect, it } from 'vitest';
import { channelAction } from './channel-action';

describe('channelAction', () => {
  it('calls the E.164 number', () => {
    expect(channelAction({ type: 'telefoon', phone: '+31612345678', email: null })).toEqual({ href: 'tel:+31612345678', kind: 'call', external: false });
    expect(channelAction({ type: 'telefoon', phone: '+32 470 12 34 56', email: null })?.href).toBe('tel:+32470123456');
  });

  it('opens WhatsApp with the digits only (no +)', () => {
    expect(channelAction({ type: 'whatsapp', phone: '+31612345678', email: null })).toEqual({
      href: 'https://wa.me/31612345678',
      kind: 'whatsapp',
      external: true,
    });
  });

  it('mails the address', () => {
    expect(channelAction({ type: 'email', phone: null, email: 'jan@bakkerij.nl' })).toEqual({ href: 'mailto:jan@bakkerij.nl', kind: 'email', external: false });
  });

  it('offers nothing for chat, or without the detail the channel needs', () => {
    expect(channelAction({ type: 'chat', phone: '+31612345678', email: 'a@b.nl' })).toBeNull();
    expect(channelAction({ type: 'telefoon', phone: null, email: 'a@b.nl' })).toBeNull();
    expect(channelAction({ type: 'whatsapp', phone: '0612345678', email: null })).toBeNull();
    expect(channelAction({ type: 'email', phone: null, email: 'geen adres' })).toBeNull();
    expect(channelAction({ type: 'email', phone: null, email: 'javascript:alert(1)' })).toBeNull();
    expect(channelAction(null)).toBeNull();
  });
});
