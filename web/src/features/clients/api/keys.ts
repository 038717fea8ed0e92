import type { ClientStatus } from '../../../../../common/client-constants';

/** What the list asks the server for: the search, the status and the account manager (the sidebar's marketeer selector). */
export interface ClientListFilters {
  q: string;
  status: ClientStatus | 'all';
  manager: string | null;
}

/** Everything cached about the company's clients (lists, details, timelines, notes, accounts to link). */
export function clientsKey(companyId: string | null) {
  return ['clients', companyId] as const;
}

export function clientListsKey(companyId: string | null) {
  return ['clients', companyId, 'list'] as const;
}

export function clientListKey(companyId: string | null, filters: ClientListFilters) {
  return ['clients', companyId, 'list', filters] as const;
}

export function clientDetailKey(companyId: string | null, id: string) {
  return ['clients', companyId, 'detail', id] as const;
}

export function clientActivityKey(companyId: string | null, id: string) {
  return ['clients', companyId, 'activity', id] as const;
}

export function clientNotesKey(companyId: string | null, clientName: string) {
  return ['clients', companyId, 'notes', clientName] as const;
}

/** The company's active clients by name (the pickers of accounts and notes). */
export function clientOptionsKey(companyId: string | null) {
  return ['clients', companyId, 'options'] as const;
}

/** The company's ad accounts, as "Account koppelen" offers them. */
export function linkableAccountsKey(companyId: string | null) {
  return ['clients', companyId, 'ad-accounts'] as const;
}

/**
 * Other features' caches that show a client's name (accounts' client, notes' client): their keys'
 * first parts, as those features define them. Refetched after a change that renames or (un)links.
 */
export const accountsCacheKey = (companyId: string | null) => ['accounts', companyId] as const;
export const notesCacheKey = ['notes'] as const;
