import { describe, expect, it } from 'vitest';
import { availableSettingsTabs, searchForSettingsTab, settingsTabFor } from './settings-tab';

describe('settings tabs', () => {
  it('shows Profiel and Meldingen to everyone, Koppelingen and Bedrijf to marketeers and admins, Team to admins only', () => {
    expect(availableSettingsTabs('admin')).toEqual(['security', 'profile', 'notifications', 'koppelingen', 'bedrijf', 'team']);
    expect(availableSettingsTabs('marketeer')).toEqual(['security', 'profile', 'notifications', 'koppelingen', 'bedrijf']);
    expect(availableSettingsTabs('client')).toEqual(['security', 'profile', 'notifications']);
    expect(availableSettingsTabs(undefined)).toEqual(['security', 'profile', 'notifications']);
  });

  it('reads the tab from the URL when the member may see it', () => {
    expect(settingsTabFor('team', 'admin')).toBe('team');
    expect(settingsTabFor('team', 'marketeer')).toBe('security');
    expect(settingsTabFor(null, 'admin')).toBe('security');
    expect(settingsTabFor('unknown', 'admin')).toBe('security');
    expect(settingsTabFor('notifications', 'marketeer')).toBe('notifications');
    expect(settingsTabFor('notifications', undefined)).toBe('notifications');
    expect(settingsTabFor('koppelingen', 'marketeer')).toBe('koppelingen');
    expect(settingsTabFor('koppelingen', 'client')).toBe('security');
    expect(settingsTabFor('profile', 'client')).toBe('profile');
    expect(settingsTabFor('bedrijf', 'admin')).toBe('bedrijf');
    expect(settingsTabFor('bedrijf', 'marketeer')).toBe('bedrijf');
    expect(settingsTabFor('bedrijf', 'client')).toBe('security');
  });

  it('keeps other parameters and leaves the default tab out of the URL', () => {
    const current = new URLSearchParams('tab=team&x=1');
    expect(searchForSettingsTab(current, 'security').toString()).toBe('x=1');
    expect(searchForSettingsTab(new URLSearchParams('x=1'), 'team').toString()).toBe('x=1&tab=team');
    expect(searchForSettingsTab(current, 'notifications').toString()).toBe('tab=notifications&x=1');
    expect(current.toString()).toBe('tab=team&x=1');
  });
});
