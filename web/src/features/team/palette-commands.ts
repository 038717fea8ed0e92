import { UserPlus } from 'lucide-react';
import type { PaletteCommand } from '../command-palette/command-registry';

/** Ctrl-K "Iemand uitnodigen" (admins): Settings → Team with the invitation form focused (invite-form reads `new=invitation`). */
export const teamPaletteCommands: readonly PaletteCommand[] = [
  {
    id: 'new:invitation',
    labelKey: 'commands.invite',
    keywordsKey: 'keywords.invite',
    icon: UserPlus,
    href: '/settings?tab=team&new=invitation',
    roles: ['admin'],
  },
];
