import { describe, expect, it } from 'vitest';
import { avatarColor, avatarInitials, avatarPalette } from './avatar.js';

describe('avatarColor', () => {
  it('has 12 distinct background/text pairs', () => {
    expect(avatarPalette).toHaveLength(12);
    expect(new Set(avatarPalette.map((c) => c.bg)).size).toBe(12);
    expect(new Set(avatarPalette.map((c) => c.key)).size).toBe(12);
  });

  it('uses avatar_color when it names a palette colour or index', () => {
    expect(avatarColor({ name: 'Sanne', avatarColor: 'teal' }).key).toBe('teal');
    expect(avatarColor({ name: 'Sanne', avatarColor: ' Blue ' }).key).toBe('blue');
    expect(avatarColor({ name: 'Sanne', avatarColor: '0' }).key).toBe('red');
    expect(avatarColor({ name: 'Sanne', avatarColor: '11' }).key).toBe('slate');
  });

  it('falls back to a stable hash of name, email and id', () => {
    const person = { id: '5f8e', name: 'Sanne Jansen', email: 'sanne@demo.nl' };
    expect(avatarColor(person)).toBe(avatarColor({ ...person }));
    expect(avatarColor({ ...person, avatarColor: 'nonsense' })).toBe(avatarColor(person));
    expect(avatarColor({ ...person, avatarColor: '12' })).toBe(avatarColor(person));
  });

  it('spreads different people over the palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColor({ id: String(i), name: `Persoon ${i}`, email: `p${i}@x.nl` }).key));
    expect(used.size).toBe(12);
  });
});

describe('avatarInitials', () => {
  it('takes the first and last word of the name, at most 2 letters', () => {
    expect(avatarInitials({ name: 'Jan de Vries' })).toBe('JV');
    expect(avatarInitials({ name: 'sanne jansen' })).toBe('SJ');
    expect(avatarInitials({ name: '  Eva   Maria  de  Boer ' })).toBe('EB');
  });

  it('takes one letter for a single name', () => {
    expect(avatarInitials({ name: 'Mark' })).toBe('M');
    expect(avatarInitials({ name: 'Ümit' })).toBe('Ü');
  });

  it('falls back to the e-mail address, then a question mark', () => {
    expect(avatarInitials({ name: '', email: 'klant@demo.nl' })).toBe('K');
    expect(avatarInitials({ name: '  ', email: '' })).toBe('?');
  });

  it('never returns more than 2 characters', () => {
    for (const name of ['A B C D', "O'Neill van der Berg", 'x']) {
      expect(avatarInitials({ name }).length).toBeLessThanOrEqual(2);
    }
  });
});
