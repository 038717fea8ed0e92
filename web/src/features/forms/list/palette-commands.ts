import { FilePlus2 } from 'lucide-react';
import type { PaletteCommand } from '../../command-palette/command-registry';

/** Ctrl-K "Nieuw formulier": /forms opens its dialog (forms-overview reads `new=form`). */
export const formPaletteCommands: readonly PaletteCommand[] = [
  {
    id: 'new:form',
    labelKey: 'commands.newForm',
    keywordsKey: 'keywords.newForm',
    icon: FilePlus2,
    href: '/forms?new=form',
    roles: ['admin', 'marketeer'],
  },
];
