import { describe, expect, it } from 'vitest';
import {
  composeMentions,
  editableMessage,
  filterMentionCandidates,
  mentionedIds,
  mentionQueryAt,
  mentionsAsText,
  mentionsStillIn,
  mentionToken,
  messageParts,
} from './mentions.js';

const anna = '11111111-1111-4111-8111-111111111111';
const bram = '22222222-2222-4222-8222-222222222222';

describe('mention tokens', () => {
  it('formats and finds tokens, distinct and lower-case, ignoring look-alikes', () => {
    expect(mentionToken(anna.toUpperCase())).toBe(`@[${anna}]`);
    const text = `Hoi ${mentionToken(anna)} en @[${bram.toUpperCase()}], ook ${mentionToken(anna)}; mail bram@demo.nl of @Bram of @[nope]`;
    expect(mentionedIds(text)).toEqual([anna, bram]);
    expect(mentionedIds('geen mentions')).toEqual([]);
  });

  it('splits a message into text and mentions in order', () => {
    expect(messageParts(`${mentionToken(anna)}, kijk je?\n${mentionToken(bram)}`)).toEqual([
      { kind: 'mention', userId: anna },
      { kind: 'text', text: ', kijk je?\n' },
      { kind: 'mention', userId: bram },
    ]);
    expect(messageParts('')).toEqual([]);
  });

  it('writes mentions as names for notifications, unknown people as @onbekend', () => {
    expect(mentionsAsText(`Voor ${mentionToken(anna)} en ${mentionToken(bram)}`, [{ id: anna, name: 'Anna Smit' }])).toBe('Voor @Anna Smit en @onbekend');
  });
});

describe('the mention being typed', () => {
  it('opens at the start, after a space or bracket, not inside a word or an e-mail address', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Hoi @sa', 7)).toEqual({ start: 4, query: 'sa' });
    expect(mentionQueryAt('(@mark', 6)).toEqual({ start: 1, query: 'mark' });
    expect(mentionQueryAt('Hoi @Sanne Ja', 13)).toEqual({ start: 4, query: 'Sanne Ja' });
    expect(mentionQueryAt('mail sanne@demo', 15)).toBeNull();
    expect(mentionQueryAt('Hoi @sa nne de', 14)).toBeNull();
    expect(mentionQueryAt('Hoi @ ', 6)).toBeNull();
    expect(mentionQueryAt('Hoi @sa\nx', 9)).toBeNull();
    expect(mentionQueryAt(`${mentionToken(anna)} `, 40)).toBeNull();
    expect(mentionQueryAt('geen', 4)).toBeNull();
  });
});

describe('suggestions', () => {
  const people = [
    { id: '1', name: 'Sanne Jansen', email: 'sanne@demo.nl' },
    { id: '2', name: 'Mark Bakker', email: 'mark@demo.nl' },
    { id: '3', name: 'Eva de Vries', email: 'admin@demo.nl' },
    { id: '4', name: 'Émile Zola', email: 'emile@demo.nl' },
  ];
  const names = (q: string, limit?: number) => filterMentionCandidates(people, q, limit).map((p) => p.name);

  it('matches the start of the name, of a word, or of the e-mail, ignoring case and accents', () => {
    expect(names('')).toEqual(['Émile Zola', 'Eva de Vries', 'Mark Bakker', 'Sanne Jansen']);
    expect(names('sa')).toEqual(['Sanne Jansen']);
    expect(names('BAK')).toEqual(['Mark Bakker']);
    expect(names('emi')).toEqual(['Émile Zola']);
    expect(names('admin')).toEqual(['Eva de Vries']);
    expect(names('vr')).toEqual(['Eva de Vries']);
    expect(names('xyz')).toEqual([]);
    expect(names('', 2)).toHaveLength(2);
  });

  it('puts a name that starts with the query before a later word', () => {
    const list = [
      { id: 'a', name: 'Jan de Mark', email: 'jan@x.nl' },
      { id: 'b', name: 'Mark Bakker', email: 'mark@x.nl' },
    ];
    expect(filterMentionCandidates(list, 'mark').map((p) => p.id)).toEqual(['b', 'a']);
  });
});

describe('the composer’s text and the stored message', () => {
  const sanne = { id: anna, label: 'Sanne' };
  const sanneJ = { id: bram, label: 'Sanne Jansen' };

  it('turns chosen "@Naam" into tokens, longest name first, and leaves the rest as text', () => {
    expect(composeMentions('Hoi @Sanne Jansen en @Sanne, mail sanne@demo.nl of @Mark', [sanne, sanneJ])).toBe(
      `Hoi ${mentionToken(bram)} en ${mentionToken(anna)}, mail sanne@demo.nl of @Mark`,
    );
    expect(composeMentions('Geen', [])).toBe('Geen');
  });

  it('keeps only the chosen people still named in the text', () => {
    expect(mentionsStillIn('Voor @Sanne Jansen', [sanneJ, { id: anna, label: 'Mark' }])).toEqual([sanneJ]);
  });

  it('reads a stored message back for editing, round trip', () => {
    const content = `Voor ${mentionToken(bram)} en ${mentionToken('33333333-3333-4333-8333-333333333333')}`;
    const back = editableMessage(content, [{ id: bram, name: 'Sanne Jansen' }]);
    expect(back).toEqual({ text: 'Voor @Sanne Jansen en @onbekend', chosen: [sanneJ] });
    expect(composeMentions(back.text, back.chosen)).toBe(`Voor ${mentionToken(bram)} en @onbekend`);
  });
});
