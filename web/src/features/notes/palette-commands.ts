import { MessageSquarePlus } from 'lucide-react';
import type { PaletteCommand } from '../command-palette/command-registry';

/** Ctrl-K "Nieuwe notitie": the notes panel opens its dialog (notes-panel reads `new=note`). */
export const notePaletteCommands: readonly PaletteCommand[] = [
  {
    id: 'new:note',
    labelKey: 'commands.newNote',
    keywordsKey: 'keywords.newNote',
    icon: MessageSquarePlus,
    href: '/accounts?tab=notes&new=note',
    roles: ['admin', 'marketeer'],
  },
];
