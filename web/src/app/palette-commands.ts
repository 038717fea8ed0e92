/**
 * The features' Ctrl-K commands, registered once (issue 34): one line per feature, in the order the
 * palette lists them. The command palette imports this when it first opens.
 */
import { calendarPaletteCommands } from '../features/calendar/palette-commands';
import { checklistPaletteCommands } from '../features/checklists/palette-commands';
import { clientPaletteCommands } from '../features/clients/palette-commands';
import { creativePaletteCommands } from '../features/creatives/palette-commands';
import { paletteCommands } from '../features/command-palette/command-registry';
import { formPaletteCommands } from '../features/forms/list/palette-commands';
import { notePaletteCommands } from '../features/notes/palette-commands';
import { teamPaletteCommands } from '../features/team/palette-commands';

paletteCommands.register(calendarPaletteCommands);
paletteCommands.register(clientPaletteCommands);
paletteCommands.register(notePaletteCommands);
paletteCommands.register(checklistPaletteCommands);
paletteCommands.register(teamPaletteCommands);
paletteCommands.register(formPaletteCommands);
paletteCommands.register(creativePaletteCommands);
