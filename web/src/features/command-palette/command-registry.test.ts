import { Plus } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { createCommandRegistry, type PaletteCommand } from './command-registry';

const command = (id: string, roles: PaletteCommand['roles'], href = `/x?new=${id}`): PaletteCommand => ({
  id,
  labelKey: 'commands.newEvent',
  keywordsKey: 'keywords.newEvent',
  icon: Plus,
  href,
  roles,
});

describe('the command registry', () => {
  it('lists only the commands the role may run, in the order registered', () => {
    const registry = createCommandRegistry();
    registry.register([command('event', ['admin', 'marketeer']), command('invite', ['admin'])]);
    registry.register([command('client', ['admin', 'marketeer'])]);
    expect(registry.commandsFor('admin').map((c) => c.id)).toEqual(['event', 'invite', 'client']);
    expect(registry.commandsFor('marketeer').map((c) => c.id)).toEqual(['event', 'client']);
    expect(registry.commandsFor('client')).toEqual([]);
    expect(registry.commandsFor(null)).toEqual([]);
  });

  it('refuses an id twice and a command that leads outside the app', () => {
    const registry = createCommandRegistry();
    registry.register([command('event', ['admin'])]);
    expect(() => registry.register([command('event', ['admin'], '/elders?new=event')])).toThrow(/twice/);
    // The same command again (evaluated again during development) is no mistake.
    registry.register([command('event', ['admin'])]);
    expect(registry.commandsFor('admin')).toHaveLength(1);
    expect(() => registry.register([command('evil', ['admin'], 'https://example.com/')])).toThrow(/outside/);
    expect(() => registry.register([command('evil2', ['admin'], '//example.com/')])).toThrow(/outside/);
  });
});
