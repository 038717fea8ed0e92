/**
 * The notes' search provider (global search, issue 18): notes by the words of their title and of
 * their replies, PostgreSQL full-text search with the Dutch configuration (the last word typed a
 * prefix). Every colleague reads every note of the company (policy.ts), so the scope is the
 * company. The newest matching notes come first (their activity, as the notes list orders), a
 * title match before a reply match.
 *
 * What it reads (migration 0013): `notes.title_search` (generated from the title) and
 * `notes.reply_search` (every reply's words, kept by the trigger on note_comments), each with a
 * GIN index. A short prefix can match most notes and a rare word almost none, and PostgreSQL
 * cannot tell which from its statistics, so the search goes in two steps that are each cheap
 * where the other is not:
 * 1. the company's newest notes (`recentWindow` of them, by the activity index) matched row by
 *    row: when that finds enough, they are the newest matches;
 * 2. otherwise the term is rare among recent notes, and the GIN indexes find every match.
 * Then, for the notes that matched by a reply only, the newest matching reply (by the reply
 * index per note, newest first).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdPlatform } from '../../../common/ad-account-constants.js';
import type { SearchItem } from '../../../common/schemas/search.js';
import type { Db } from '../../db/database.js';
import type { SearchProvider } from '../search/registry.js';
import type { SearchTerms } from '../search/terms.js';

/** How many of the company's newest notes step 1 reads. */
export const recentWindow = 200;

interface NoteHit {
  id: string;
  title: string;
  title_hit: boolean;
  account_id: string;
  platform: AdPlatform;
  account_name: string;
}

interface ReplyHit {
  note_id: string;
  id: string;
  content: string;
}

const rowsOf = async <T>(db: Db, statement: SQL): Promise<T[]> => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

const hitColumns = sql.raw(`n.id, n.title, n.title_search @@ q.query as title_hit, a.account_id, a.platform, a.name as account_name`);

/**
 * The words as a tsquery: the whole words stemmed (Dutch) and the last word a prefix, stemmed or
 * as typed — a stemmed prefix is not always the start of the stemmed word ("voorjaar" stems to
 * "voorjar", which "voorjaarsactie" does not start with).
 */
export function tsqueryOf(words: NonNullable<SearchTerms['words']>): SQL {
  const prefix = `${words.last}:*`;
  const last = sql`(to_tsquery('dutch'::regconfig, ${prefix}) || to_tsquery('simple'::regconfig, ${prefix}))`;
  return words.head === '' ? last : sql`(to_tsquery('dutch'::regconfig, ${words.head}) && ${last})`;
}

async function matchingNotes(db: Db, companyId: string, tsquery: SQL, limit: number): Promise<NoteHit[]> {
  const query = sql`(select ${tsquery} as query) q`;
  const recent = await rowsOf<NoteHit>(
    db,
    sql`select ${hitColumns}
        from (select id, title, ad_account, activity_at, title_search, reply_search from notes
              where company_id = ${companyId} order by activity_at desc nulls last, id desc nulls last limit ${sql.raw(String(recentWindow))}) n
        cross join ${query}
        join ad_accounts a on a.id = n.ad_account
        where n.title_search @@ q.query or n.reply_search @@ q.query
        order by n.activity_at desc nulls last, n.id desc nulls last limit ${sql.raw(String(limit))}`,
  );
  if (recent.length >= limit) return recent;
  // Every match of the company, read by the GIN indexes: materialized, so PostgreSQL does not walk
  // the activity index instead (it cannot know the term is rare, and would read every note).
  return rowsOf<NoteHit>(
    db,
    sql`with matching as materialized (
          select n.id, n.title, n.ad_account, n.activity_at, n.title_search @@ q.query as title_hit
          from notes n cross join ${query}
          where n.company_id = ${companyId} and (n.title_search @@ q.query or n.reply_search @@ q.query)
        )
        select n.id, n.title, n.title_hit, a.account_id, a.platform, a.name as account_name
        from matching n join ad_accounts a on a.id = n.ad_account
        order by n.activity_at desc nulls last, n.id desc nulls last limit ${sql.raw(String(limit))}`,
  );
}

/** Per note, its newest reply whose own words match (none when the words match only across replies). */
async function newestMatchingReplies(db: Db, noteIds: string[], tsquery: SQL): Promise<Map<string, ReplyHit>> {
  if (noteIds.length === 0) return new Map();
  const rows = await rowsOf<ReplyHit>(
    db,
    sql`select r.note_id, r.id, r.content
        from unnest(${`{${noteIds.join(',')}}`}::uuid[]) as x(note_id)
        cross join lateral (
          select c.note_id, c.id, c.content from note_comments c
          where c.note_id = x.note_id and to_tsvector('dutch'::regconfig, c.content) @@ ${tsquery}
          order by c.created_at desc limit 1
        ) r`,
  );
  return new Map(rows.map((row) => [row.note_id, row]));
}

/** About 120 characters of a reply on one line, around the first of the words typed. */
export function excerptOf(content: string, terms: SearchTerms): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const max = 120;
  if (text.length <= max) return text;
  const lower = text.toLowerCase();
  const firstWord = terms.text.toLowerCase().match(/[\p{L}\p{N}]+/u)?.[0];
  const at = firstWord ? lower.indexOf(firstWord) : -1;
  const start = at > 40 ? at - 30 : 0;
  const end = Math.min(text.length, start + max);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

function conversationHref(hit: NoteHit, commentId?: string): string {
  const path = `/accounts?account=${encodeURIComponent(hit.account_id)}&platform=${hit.platform}&view=conversation&note=${hit.id}`;
  return commentId ? `${path}&comment=${commentId}` : path;
}

export const noteSearch: SearchProvider = {
  kind: 'note',
  label: 'Notities',
  async search(db, who, terms, limit) {
    if (terms.words === null) return [];
    const tsquery = tsqueryOf(terms.words);
    const hits = await matchingNotes(db, who.companyId, tsquery, limit);
    const replies = await newestMatchingReplies(
      db,
      hits.filter((hit) => !hit.title_hit).map((hit) => hit.id),
      tsquery,
    );
    const items = hits.map((hit): SearchItem => {
      if (hit.title_hit) return { id: hit.id, kind: 'note', title: hit.title, subtitle: hit.account_name, href: conversationHref(hit), match: 'title' };
      const reply = replies.get(hit.id);
      return {
        id: reply?.id ?? hit.id,
        kind: 'note',
        title: hit.title,
        subtitle: reply ? excerptOf(reply.content, terms) : hit.account_name,
        href: conversationHref(hit, reply?.id),
        match: 'reply',
      };
    });
    return [...items.filter((item) => item.match === 'title'), ...items.filter((item) => item.match === 'reply')];
  },
};
