import { CalendarPlus } from 'lucide-react';
import type { PaletteCommand } from '../command-palette/command-registry';

/** Ctrl-K "Nieuwe afspraak": the calendar opens its new-appointment dialog (calendar-screen reads `new=event`). */
export const calendarPaletteCommands: readonly PaletteCommand[] = [
  {
    id: 'new:event',
    labelKey: 'commands.newEvent',
    keywordsKey: 'keywords.newEvent',
    icon: CalendarPlus,
    href: '/calender?new=event',
    roles: ['admin', 'marketeer'],
  },
];
