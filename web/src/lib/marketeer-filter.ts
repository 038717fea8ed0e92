import { create } from 'zustand';

/**
 * The marketeer chosen in the sidebar's dropdown ('Alle Marketeers' is `null`). Not persisted:
 * later features (accounts, checklists, calendar) read it to filter their lists.
 */
interface MarketeerFilterState {
  selectedMarketeerId: string | null;
  selectMarketeer: (id: string | null) => void;
}

export const useMarketeerFilter = create<MarketeerFilterState>()((set) => ({
  selectedMarketeerId: null,
  selectMarketeer: (selectedMarketeerId) => set({ selectedMarketeerId }),
}));
