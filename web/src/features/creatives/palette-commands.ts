import { ImagePlus } from 'lucide-react';
import type { PaletteCommand } from '../command-palette/command-registry';

/** Ctrl-K "Nieuwe creative": /creatives opens its upload dialog (creatives-overview reads `new=creative`). */
export const creativePaletteCommands: readonly PaletteCommand[] = [
  {
    id: 'new:creative',
    labelKey: 'commands.newCreative',
    keywordsKey: 'keywords.newCreative',
    icon: ImagePlus,
    href: '/creatives?new=creative',
    roles: ['admin', 'marketeer'],
  },
];
