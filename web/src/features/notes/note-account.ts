import type { AdPlatform } from '../../../../common/ad-account-constants';

/** An ad account as the notes need it (the picker, the account filter, a card's account line). */
export interface NoteAccount {
  id: string;
  accountId: string;
  platform: AdPlatform;
  name: string;
  clientName: string | null;
}

/** The list of notes as the panel asks for it: filter bar state (the search still as typed). */
export interface NotesFilterState {
  filter: 'all' | 'mine' | 'assigned';
  client: string | null;
  account: string | null;
  search: string;
}

export const noNoteFilters: NotesFilterState = { filter: 'all', client: null, account: null, search: '' };

/** How many filters narrow the list (the reset button is enabled with any). */
export function activeNoteFilterCount(state: NotesFilterState): number {
  return [state.filter !== 'all', state.client, state.account, state.search.trim()].filter(Boolean).length;
}
