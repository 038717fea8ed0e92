import { describe, expect, it } from 'vitest';
import { portalActivitySentence } from './portal-activity';

describe('portal activity sentences', () => {
  it('names the actor and the account of a linked account', () => {
    expect(portalActivitySentence({ kind: 'account.linked', actorName: 'Eva', data: { account: 'Bakkerij Ads' } })).toEqual({
      key: 'account_linked',
      values: { actor: 'Eva', account: 'Bakkerij Ads' },
      missing: [],
    });
  });

  it('uses the variant without an actor and marks missing names', () => {
    expect(portalActivitySentence({ kind: 'contact.joined', actorName: null, data: {} })).toEqual({
      key: 'contact_joined_noActor',
      values: {},
      missing: ['contact'],
    });
    expect(portalActivitySentence({ kind: 'account.unlinked', actorName: '  ', data: { account: 3 } }).missing).toEqual(['account']);
  });

  it('gives kinds it does not know a neutral sentence', () => {
    expect(portalActivitySentence({ kind: 'form.sent', actorName: 'Eva', data: { contact: 'Piet' } }).key).toBe('unknown');
    expect(portalActivitySentence({ kind: 'form.sent', actorName: null, data: {} }).key).toBe('unknown_noActor');
  });
});
