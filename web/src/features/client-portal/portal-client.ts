/**
 * Which of the user's clients the portal shows: the one the URL names (`?client=<id>`), else the
 * first. The choice travels in the URL, so every tab link carries it along.
 */

export const portalClientParam = 'client';

/** The client the URL asks for when the user is linked to it, otherwise the first one (null without clients). */
export function activePortalClient<C extends { id: string }>(param: string | null, clients: readonly C[]): C | null {
  return clients.find((candidate) => candidate.id === param) ?? clients[0] ?? null;
}

/**
 * A portal address with the chosen client kept (`/clientportal/forms?client=…`), also when the
 * address has a query of its own; without a choice, the address as it is.
 */
export function portalHref(href: string, clientId: string | null): string {
  if (!clientId) return href;
  const [rest = '', hash] = href.split('#', 2);
  const [path = '', query = ''] = rest.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(portalClientParam, clientId);
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * Parameters that name one client's things (the Agenda's marked appointment `event`, the open form `form`, the open
 * creative `creative` with its `version`, `comment` and `tab`): they would be fetched for the next client, so a switch drops them.
 */
export const clientBoundParams = ['event', 'form', 'creative', 'version', 'comment', 'tab'] as const;

/** The search string after switching client: other parameters stay, the previous client's `event=` goes. */
export function searchForPortalClient(current: URLSearchParams, clientId: string): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const param of clientBoundParams) next.delete(param);
  next.set(portalClientParam, clientId);
  return next;
}
