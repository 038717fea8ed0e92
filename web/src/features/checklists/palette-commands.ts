import { ListPlus } from 'lucide-react';
import type { PaletteCommand } from '../command-palette/command-registry';

/** Ctrl-K "Nieuwe checklist": the checklists screen opens its dialog (checklists-screen reads `new=checklist`). */
export const checklistPaletteCommands: readonly PaletteCommand[] = [
  {
    id: 'new:checklist',
    labelKey: 'commands.newChecklist',
    keywordsKey: 'keywords.newChecklist',
    icon: ListPlus,
    href: '/checklists?new=checklist',
    roles: ['admin', 'marketeer'],
  },
];
