/** What /clients shows, from its query parameters: one client's page (`client=<id>`) or the list. */
export type ClientsView = { kind: 'detail'; clientId: string } | { kind: 'list' };

export function clientsViewOf(search: URLSearchParams): ClientsView {
  const clientId = search.get('client')?.trim();
  return clientId ? { kind: 'detail', clientId } : { kind: 'list' };
}

export function clientHref(clientId: string): string {
  return `/clients?${new URLSearchParams({ client: clientId }).toString()}`;
}
