/**
 * @mentions in a note's reply or a checklist's comment (issue 18). A mention is stored as a
 * reference, never as a name: the message's text holds the token `@[<userId>]` (a lower-case
 * UUID in square brackets after an at sign) at the place of the mention, and the server keeps a
 * row per mentioned person in `mentions`. The API returns each message with its mentions resolved
 * to the person's current name; a token whose person is gone (or was never resolved) is shown as
 * "@onbekend". Text that merely looks like a mention (an e-mail address, "@Sanne") stays text.
 */

/** The token of one mention in a message's text. */
export const mentionToken = (userId: string): string => `@[${userId.toLowerCase()}]`;

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const tokenPattern = () => new RegExp(`@\\[(${uuid})\\]`, 'g');

/** At most this many people in one message (more is refused: a message is not a mailing list). */
export const mentionsMax = 20;

/** The distinct ids a text mentions, lower-case, in order of first mention. */
export function mentionedIds(text: string): string[] {
  const ids = new Set<string>();
  for (const match of text.matchAll(tokenPattern())) ids.add(match[1]!.toLowerCase());
  return [...ids];
}

export type MessagePart = { kind: 'text'; text: string } | { kind: 'mention'; userId: string };

/** A message's text as plain parts and mentions, in order (empty text parts left out). */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of text.matchAll(tokenPattern())) {
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'mention', userId: match[1]!.toLowerCase() });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** A mention as the API resolves it: the person's id and current name. */
export interface ResolvedMention {
  id: string;
  name: string;
}

/** The text with every token replaced by "@<name>" (or "@onbekend"): for notification texts, mails and search. */
export function mentionsAsText(text: string, mentions: readonly ResolvedMention[], unknown = 'onbekend'): string {
  const names = new Map(mentions.map((m) => [m.id.toLowerCase(), m.name]));
  return messageParts(text)
    .map((part) => (part.kind === 'text' ? part.text : `@${names.get(part.userId) ?? unknown}`))
    .join('');
}

/**
 * The "@…" being typed at the caret: where it starts (the "@") and what follows it, or null when
 * the caret is not in one. An "@" counts at the start of the text or after a space, line break or
 * opening bracket (so an e-mail address never opens suggestions); the query is at most 40
 * characters without a line break.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const prev = at === 0 ? '' : before[at - 1]!;
  if (prev !== '' && !/[\s([{"']/.test(prev)) return null;
  const query = before.slice(at + 1);
  if (query.length > 40 || /[\n\r@[\]]/.test(query)) return null;
  // "@ " followed by nothing is not a mention; a name may hold one space ("Sanne Ja").
  if (/^\s/.test(query) || /\s\S*\s/.test(query)) return null;
  return { start: at, query };
}

export interface MentionCandidate {
  id: string;
  name: string | null;
  email: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The candidates matching what was typed after "@": a word of the name or the e-mail address
 * starting with the query (accents and case ignored), those whose name starts with it first, then
 * by name; at most `limit`.
 */
export function filterMentionCandidates<C extends MentionCandidate>(candidates: readonly C[], query: string, limit = 8): C[] {
  const q = fold(query.trim());
  const scored: { candidate: C; rank: number; label: string }[] = [];
  for (const candidate of candidates) {
    const label = fold(candidate.name || candidate.email);
    const email = fold(candidate.email);
    let rank: number;
    if (q === '' || label.startsWith(q)) rank = 0;
    else if (label.split(/[\s.\-_]+/).some((word) => word.startsWith(q))) rank = 1;
    else if (email.startsWith(q)) rank = 2;
    else continue;
    scored.push({ candidate, rank, label });
  }
  scored.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label, 'nl'));
  return scored.slice(0, limit).map((s) => s.candidate);
}

/** A person chosen in the composer: shown in its text as "@<label>". */
export interface ChosenMention {
  id: string;
  label: string;
}

/**
 * The composer's text as the server stores it: each "@<label>" of a chosen person (longest label
 * first, so "@Sanne Jansen" wins over "@Sanne") becomes that person's token. Text typed by hand
 * that only looks like a mention stays text.
 */
export function composeMentions(text: string, chosen: readonly ChosenMention[]): string {
  const byLength = [...chosen].filter((c) => c.label !== '').sort((a, b) => b.label.length - a.label.length);
  if (byLength.length === 0) return text;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(byLength.map((c) => `@${escape(c.label)}`).join('|'), 'g');
  const idOf = new Map(byLength.map((c) => [`@${c.label}`, c.id]));
  return text.replace(pattern, (match) => mentionToken(idOf.get(match)!));
}

/** The chosen people whose "@<label>" is still in the text (a deleted mention is no longer chosen). */
export function mentionsStillIn(text: string, chosen: readonly ChosenMention[]): ChosenMention[] {
  const seen = new Set<string>();
  return chosen.filter((c) => text.includes(`@${c.label}`) && !seen.has(c.id) && seen.add(c.id));
}

/** A stored message back as the composer's text and its chosen people (for editing); a person who is gone becomes "@onbekend" text. */
export function editableMessage(content: string, mentions: readonly ResolvedMention[], unknown = 'onbekend'): { text: string; chosen: ChosenMention[] } {
  const names = new Map(mentions.map((m) => [m.id.toLowerCase(), m.name]));
  const chosen: ChosenMention[] = [];
  const text = messageParts(content)
    .map((part) => {
      if (part.kind === 'text') return part.text;
      const name = names.get(part.userId);
      if (name === undefined) return `@${unknown}`;
      if (!chosen.some((c) => c.id === part.userId)) chosen.push({ id: part.userId, label: name });
      return `@${name}`;
    })
    .join('');
  return { text, chosen };
}
