import { Building2 } from 'lucide-react';
import type { PaletteCommand } from '../command-palette/command-registry';

/** Ctrl-K "Klant toevoegen": the clients' overview opens its dialog (clients-overview reads `new=client`). */
export const clientPaletteCommands: readonly PaletteCommand[] = [
  {
    id: 'new:client',
    labelKey: 'commands.newClient',
    keywordsKey: 'keywords.newClient',
    icon: Building2,
    href: '/clients?new=client',
    roles: ['admin', 'marketeer'],
  },
];
