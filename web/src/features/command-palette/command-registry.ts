/**
 * The palette's "create" commands, filled by the features (issue 34): each feature lists its
 * commands in its own `palette-commands.ts` (what it opens, for which roles) and
 * app/palette-commands.ts registers them, so this feature names no screen. A command leads to its
 * screen with a parameter the screen understands (`new=event`, `new=client`, …), which opens the
 * screen's own creation dialog once. Only the commands the actor's role in the active company may
 * run are listed (the server refuses the rest anyway).
 */
import type { LucideIcon } from 'lucide-react';
import type { MemberRole } from '../../../../common/roles';
import { isSafeRedirectTarget } from '../../../../common/routes';
import type palette from '../../locales/nl/palette.json';

export interface PaletteCommand {
  /** Unique among the commands ("new:event"). */
  id: string;
  /** The label's key in the palette's texts (palette.json `commands.*`): the palette loads only its own namespace. */
  labelKey: `commands.${keyof (typeof palette)['commands'] & string}`;
  /** The key of extra words it is found by (palette.json `keywords.*`). */
  keywordsKey: `keywords.${keyof (typeof palette)['keywords'] & string}`;
  icon: LucideIcon;
  /** The in-app path that opens the screen's creation dialog. */
  href: string;
  /** The roles in the active company that may run it. */
  roles: readonly MemberRole[];
}

export interface CommandRegistry {
  /** Each id once; another command with a known id is a mistake in the code. */
  register(commands: readonly PaletteCommand[]): void;
  /** The commands this role may run, in the order they were registered. */
  commandsFor(role: MemberRole | null | undefined): PaletteCommand[];
}

export function createCommandRegistry(): CommandRegistry {
  const commands = new Map<string, PaletteCommand>();
  return {
    register(list) {
      for (const command of list) {
        // The same command again (a module evaluated again during development) replaces itself.
        const known = commands.get(command.id);
        if (known && (known.href !== command.href || known.labelKey !== command.labelKey)) throw new Error(`palette command ${command.id} registered twice`);
        if (!isSafeRedirectTarget(command.href)) throw new Error(`palette command ${command.id} leads outside the app`);
        commands.set(command.id, command);
      }
    },
    commandsFor(role) {
      if (!role) return [];
      return [...commands.values()].filter((command) => command.roles.includes(role));
    },
  };
}

/** The workspace's one registry (app/palette-commands.ts fills it). */
export const paletteCommands = createCommandRegistry();
