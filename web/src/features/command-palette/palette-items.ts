/**
 * The palette's list as data: sections (commands, search results by kind), filtered by what was
 * typed and flattened to one list so the arrow keys, Home and End walk it across sections. Pure.
 */

/** Lower-case, without accents, single spaces: "Créatives  Q1" → "creatives q1". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('nl')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the query occurs in one of the texts ("inst team" finds "Instellingen → Team"). */
export function matchesQuery(query: string, ...texts: readonly (string | null | undefined)[]): boolean {
  const words = normaliseText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

export interface PaletteSection<T> {
  id: string;
  label: string;
  items: readonly T[];
}

export interface FlatSection<T> {
  id: string;
  label: string;
  /** Each item with its place in the flat list (the active index, the option's id). */
  items: readonly { item: T; index: number }[];
}

export interface FlatList<T> {
  sections: readonly FlatSection<T>[];
  items: readonly T[];
}

/** Leaves out empty sections and numbers the items across the rest, in order. */
export function flattenSections<T>(sections: readonly PaletteSection<T>[]): FlatList<T> {
  const items: T[] = [];
  const flat: FlatSection<T>[] = [];
  for (const section of sections) {
    if (section.items.length === 0) continue;
    flat.push({
      id: section.id,
      label: section.label,
      items: section.items.map((item) => {
        items.push(item);
        return { item, index: items.length - 1 };
      }),
    });
  }
  return { sections: flat, items };
}

export type MoveKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

export function isMoveKey(key: string): key is MoveKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End' || key === 'PageDown' || key === 'PageUp';
}

/**
 * The active index after a key: the arrows step and wrap around, Home and End jump to the ends,
 * PageUp/PageDown step by `page` without wrapping. -1 when the list is empty.
 */
export function moveIndex(current: number, key: MoveKey, count: number, page = 5): number {
  if (count <= 0) return -1;
  const from = current < 0 || current >= count ? -1 : current;
  switch (key) {
    case 'ArrowDown':
      return from + 1 >= count ? 0 : from + 1;
    case 'ArrowUp':
      return from <= 0 ? count - 1 : from - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(count - 1, Math.max(0, from) + page);
    case 'PageUp':
      return Math.max(0, from - page);
  }
}

/** Minimum characters (after trimming) before the server is asked (common/schemas/search.ts `searchLimits.queryMin`). */
export const searchQueryMin = 2;
/** Maximum characters the server takes (`searchLimits.queryMax`); longer input is cut before asking. */
export const searchQueryMax = 100;

/** The text sent to GET /api/search for what was typed, or null when it is too short to search. */
export function searchTextOf(input: string): string | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if ([...text].length < searchQueryMin) return null;
  return [...text].slice(0, searchQueryMax).join('');
}

/** What the line under the input says: searching, no results, type more, or nothing. */
export type PaletteStatus = 'searching' | 'empty' | 'typeMore' | null;

/**
 * The status line (issue 34): "Geen resultaten" only when the list is empty and the search answered
 * exactly what was typed — never above rows (matching commands, or the previous answer while the
 * next one loads), never while loading.
 */
export function paletteStatus(state: { input: string; loading: boolean; current: boolean; rows: number }): PaletteStatus {
  if (state.loading) return 'searching';
  const tooShort = [...state.input.trim()].length === 1;
  if (state.rows > 0) return tooShort ? 'typeMore' : null;
  if (searchTextOf(state.input) !== null && state.current) return 'empty';
  return tooShort ? 'typeMore' : null;
}
