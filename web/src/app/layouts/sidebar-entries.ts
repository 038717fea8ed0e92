import type { WorkspaceScreenId } from '../workspace-screens';

/** Screens with a sidebar entry (the form builder has none). */
export type SidebarScreenId = Exclude<WorkspaceScreenId, 'form-builder'>;

export type SidebarEntry = { kind: 'screen'; id: SidebarScreenId } | { kind: 'inbox' };

/** Spec section 2, in order; Instellingen sits apart at the bottom. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { kind: 'screen', id: 'dashboard' },
  { kind: 'screen', id: 'admin' },
  { kind: 'inbox' },
  { kind: 'screen', id: 'checklists' },
  { kind: 'screen', id: 'accounts' },
  { kind: 'screen', id: 'creatives' },
  { kind: 'screen', id: 'content' },
  { kind: 'screen', id: 'clients' },
  { kind: 'screen', id: 'calendar' },
  { kind: 'screen', id: 'forms' },
  { kind: 'screen', id: 'leads' },
  { kind: 'screen', id: 'analytics' },
  { kind: 'screen', id: 'email' },
];

export const sidebarBottomEntry: SidebarScreenId = 'settings';
