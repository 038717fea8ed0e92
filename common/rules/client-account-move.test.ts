import { describe, expect, it } from 'vitest';
import { mayMoveAccount } from './client-account-move.js';

describe('mayMoveAccount', () => {
  it('lets an admin move any account', () => {
    expect(mayMoveAccount('admin', 'u1', ['u2'])).toBe(true);
  });
  it('lets a marketeer move an account of a client they manage, or of a client nobody manages', () => {
    expect(mayMoveAccount('marketeer', 'u1', ['u2', 'u1'])).toBe(true);
    expect(mayMoveAccount('marketeer', 'u1', [])).toBe(true);
  });
  it('refuses a marketeer when the other client has managers that do not include them, and anyone else', () => {
    expect(mayMoveAccount('marketeer', 'u1', ['u2'])).toBe(false);
    expect(mayMoveAccount('client', 'u1', [])).toBe(false);
    expect(mayMoveAccount(null, 'u1', [])).toBe(false);
  });
});
