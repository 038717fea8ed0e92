/**
 * What the creative review shows, from its query parameters (they survive a reload, and the inbox
 * links to them, docs/notification-links.md): `creative=<id>` opens it, `version=n` one version
 * (default the newest), `comment=<id>` a comment (its thread selected, scrolled to and marked;
 * without `version`, the version it was made on), `tab=compare|preview|history` a tab other than
 * Beoordelen. Every other parameter (the list's filters, the portal's `client=`) stays.
 */

export const reviewTabs = ['review', 'compare', 'preview', 'history'] as const;
export type ReviewTab = (typeof reviewTabs)[number];

export interface ReviewParams {
  tab: ReviewTab;
  /** The version asked for (a positive whole number), or null for the newest. */
  version: number | null;
  comment: string | null;
}

export function reviewParamsOf(search: URLSearchParams): ReviewParams {
  const tab = search.get('tab');
  const version = Number(search.get('version'));
  const comment = search.get('comment')?.trim();
  return {
    tab: (reviewTabs as readonly string[]).includes(tab ?? '') ? (tab as ReviewTab) : 'review',
    version: Number.isInteger(version) && version > 0 ? version : null,
    comment: comment ? comment : null,
  };
}

/** The version shown: the one asked for when the reader has it, else the newest. */
export function shownVersion(asked: number | null, versions: readonly { version: number }[], newest: number): number {
  return asked !== null && versions.some((v) => v.version === asked) ? asked : newest;
}

/** The search string with these review parameters changed (null removes one; the default tab and the newest version need none). */
export function searchWithReview(
  current: URLSearchParams,
  change: { tab?: ReviewTab; version?: number | null; comment?: string | null },
  newest?: number,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.tab !== undefined) {
    if (change.tab === 'review') next.delete('tab');
    else next.set('tab', change.tab);
  }
  if (change.version !== undefined) {
    if (change.version === null || change.version === newest) next.delete('version');
    else next.set('version', String(change.version));
  }
  if (change.comment !== undefined) {
    if (change.comment === null) next.delete('comment');
    else next.set('comment', change.comment);
  }
  return next;
}
