import type { MemberRole } from '../../../../common/roles';

/** The tabs of /settings, in order; the selected one is the `tab` query parameter. */
export const settingsTabs = ['security', 'profile', 'notifications', 'koppelingen', 'bedrijf', 'team'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const settingsTabParam = 'tab';

/**
 * Everyone sees Beveiliging, Profiel and Meldingen; marketeers and admins of the active company also
 * Koppelingen (the ad platforms) and Bedrijf (the agency's logo and brand colour: admins change
 * them, marketeers see them); admins also Team.
 */
export function availableSettingsTabs(role: MemberRole | undefined): SettingsTab[] {
  if (role === 'admin') return ['security', 'profile', 'notifications', 'koppelingen', 'bedrijf', 'team'];
  if (role === 'marketeer') return ['security', 'profile', 'notifications', 'koppelingen', 'bedrijf'];
  return ['security', 'profile', 'notifications'];
}

/** The tab the URL asks for, if this member may see it; otherwise Beveiliging. */
export function settingsTabFor(param: string | null, role: MemberRole | undefined): SettingsTab {
  const available = availableSettingsTabs(role);
  return available.find((tab) => tab === param) ?? 'security';
}

/** The search string for a tab: Beveiliging is the default and needs no parameter. */
export function searchForSettingsTab(current: URLSearchParams, tab: SettingsTab): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === 'security') next.delete(settingsTabParam);
  else next.set(settingsTabParam, tab);
  return next;
}
