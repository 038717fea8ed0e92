import { describe, expect, it } from 'vitest';
import { flattenSections, isMoveKey, matchesQuery, moveIndex, normaliseText, paletteStatus, searchTextOf } from './palette-items';

describe('matchesQuery', () => {
  it('finds every word anywhere in the texts, without case or accents', () => {
    expect(matchesQuery('inst', 'Ga naar Instellingen')).toBe(true);
    expect(matchesQuery('ga inst', 'Ga naar Instellingen')).toBe(true);
    expect(matchesQuery('creatives', 'Ga naar Créatives')).toBe(true);
    expect(matchesQuery('donker', 'Lichte modus aanzetten', 'donker licht thema')).toBe(true);
    expect(matchesQuery('team kalender', 'Ga naar Kalender')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesQuery('', 'x')).toBe(true);
    expect(matchesQuery('   ', 'x')).toBe(true);
  });

  it('normalises spaces and case', () => {
    expect(normaliseText('  Créatives   Q1 ')).toBe('creatives q1');
  });
});

describe('flattenSections', () => {
  it('numbers the items across sections in order and leaves empty sections out', () => {
    const flat = flattenSections([
      { id: 'notes', label: 'Notities', items: ['a', 'b'] },
      { id: 'empty', label: 'Leeg', items: [] },
      { id: 'go', label: 'Ga naar', items: ['c'] },
    ]);
    expect(flat.items).toEqual(['a', 'b', 'c']);
    expect(flat.sections.map((s) => s.id)).toEqual(['notes', 'go']);
    expect(flat.sections[1]?.items).toEqual([{ item: 'c', index: 2 }]);
  });

  it('answers an empty list for no sections', () => {
    expect(flattenSections([])).toEqual({ sections: [], items: [] });
  });
});

describe('moveIndex', () => {
  it('steps with the arrows and wraps around at both ends', () => {
    expect(moveIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(moveIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(moveIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(moveIndex(1, 'ArrowUp', 3)).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    expect(moveIndex(1, 'Home', 5)).toBe(0);
    expect(moveIndex(1, 'End', 5)).toBe(4);
  });

  it('pages without wrapping', () => {
    expect(moveIndex(0, 'PageDown', 12)).toBe(5);
    expect(moveIndex(10, 'PageDown', 12)).toBe(11);
    expect(moveIndex(3, 'PageUp', 12)).toBe(0);
  });

  it('starts from the top or bottom when nothing is active, and answers -1 for an empty list', () => {
    expect(moveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveIndex(7, 'ArrowDown', 3)).toBe(0);
    expect(moveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('knows its keys', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown'].every(isMoveKey)).toBe(true);
    expect(isMoveKey('Enter')).toBe(false);
    expect(isMoveKey('ArrowLeft')).toBe(false);
  });
});

describe('searchTextOf', () => {
  it('asks the server from 2 characters after trimming, with single spaces', () => {
    expect(searchTextOf('')).toBeNull();
    expect(searchTextOf(' a ')).toBeNull();
    expect(searchTextOf(' ab ')).toBe('ab');
    expect(searchTextOf('lente   actie')).toBe('lente actie');
  });

  it('cuts at the 100 characters the server takes, counting characters rather than UTF-16 units', () => {
    expect(searchTextOf('a'.repeat(150))).toHaveLength(100);
    expect([...(searchTextOf('😀'.repeat(120)) ?? '')]).toHaveLength(100);
  });
});

describe('paletteStatus', () => {
  const base = { input: 'afspraak', loading: false, current: true, rows: 0 };

  it('says "no results" only for an empty list that answers exactly what was typed', () => {
    expect(paletteStatus(base)).toBe('empty');
    // Only commands match: their rows show, no "no results" above them.
    expect(paletteStatus({ ...base, rows: 2 })).toBeNull();
    // Still loading (the previous answer may be on screen): "searching", never "no results".
    expect(paletteStatus({ ...base, loading: true })).toBe('searching');
    expect(paletteStatus({ ...base, loading: true, rows: 3 })).toBe('searching');
    // An answer for an earlier text: nothing yet.
    expect(paletteStatus({ ...base, current: false })).toBeNull();
  });

  it('asks for a second character, and says nothing for an empty input', () => {
    expect(paletteStatus({ ...base, input: ' k ', current: false })).toBe('typeMore');
    expect(paletteStatus({ ...base, input: 'k', current: false, rows: 4 })).toBe('typeMore');
    expect(paletteStatus({ ...base, input: '', current: false, rows: 9 })).toBeNull();
  });
});
