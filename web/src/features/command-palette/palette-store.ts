import { create } from 'zustand';

/** What the palette shows when it opens: the commands and search, or the keyboard shortcuts ("?"). */
export type PaletteView = 'commands' | 'shortcuts';

interface PaletteState {
  open: boolean;
  view: PaletteView;
  show: (view?: PaletteView) => void;
  close: () => void;
}

/** Whether the command palette is open; the sidebar's button and the key listener both open it. */
export const usePalette = create<PaletteState>()((set) => ({
  open: false,
  view: 'commands',
  show: (view = 'commands') => set({ open: true, view }),
  close: () => set({ open: false }),
}));
