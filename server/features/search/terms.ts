/**
 * A search text as the providers use it: for full-text search its words, the last one a prefix
 * (so results follow the typing), and for trigram matching a LIKE pattern of the whole text
 * (wildcards escaped) and the text itself for word similarity.
 */
import { searchLimits } from '../../../common/schemas/search.js';
import { characterCount } from '../../../common/schemas/text-rules.js';
import { escapeLike } from '../../lib/sql-like.js';

export interface SearchTerms {
  /** The text as typed, on one line. */
  text: string;
  /**
   * The words for full-text search, letters and digits only (so nothing of the tsquery syntax
   * gets through), at most 20; null without any word. `head` are the words before the last,
   * joined with `&` (whole words), `last` the last word (a prefix).
   */
  words: { head: string; last: string } | null;
  /** `%text%` for ILIKE, with `\`, `%` and `_` escaped. */
  contains: string;
  /** `text%` for ILIKE: a name that starts with the text ranks first. */
  startsWith: string;
}

/** The terms of a query, or null when it is too short to search (fewer than 2 characters). */
export function searchTermsOf(query: string): SearchTerms | null {
  const text = query.replace(/\s+/g, ' ').trim();
  if (characterCount(text) < searchLimits.queryMin) return null;
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 20);
  const last = words.at(-1);
  const escaped = escapeLike(text);
  return { text, words: last ? { head: words.slice(0, -1).join(' & '), last } : null, contains: `%${escaped}%`, startsWith: `${escaped}%` };
}
