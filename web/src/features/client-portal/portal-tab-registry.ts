/**
 * The client portal's tab contents, filled by the features: each feature that fills a tab lists its
 * content in its own folder (`portal-tab.ts`) and app/portal-tabs.ts registers them, so the portal
 * names no feature's section. The portal screen and the team's "Bekijk als klant" both render what
 * is registered for the active tab, and "nog niet beschikbaar" for a tab nobody filled yet.
 * Overview and Instellingen are the portal's own.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PortalTabId } from './portal-tabs';

/** The tabs a feature fills. */
export type FeaturePortalTabId = Exclude<PortalTabId, 'overview' | 'settings'>;

/** What the portal gives a tab's content. */
export interface PortalTabProps {
  /** The active company; null in the preview. */
  companyId: string | null;
  /** The portal's client (`client=`): its things only. */
  clientId: string;
  agencyName: string;
  /** The client in the URL (kept on links), null for the default one and in the preview. */
  keptClientId: string | null;
  /**
   * The team's read-only "Bekijk als klant" (in a dialog on /clients): read through the preview's
   * routes, no address of its own (what is open is the content's own state), nothing that changes data.
   */
  preview: boolean;
}

export interface PortalTabContent {
  tab: FeaturePortalTabId;
  /** The feature that fills it (the same feature registering again replaces its content). */
  owner: string;
  /** Loaded when the tab first opens, with its texts: none of it is part of the portal's first load. */
  Content: LazyExoticComponent<ComponentType<PortalTabProps>>;
}

export interface PortalTabRegistry {
  /** One feature per tab; another feature filling a filled tab is a mistake in the code. */
  register(content: PortalTabContent): void;
  /** What fills each tab (a tab nobody fills has nothing). */
  readonly contents: Readonly<Partial<Record<PortalTabId, PortalTabContent>>>;
}

export function createPortalTabRegistry(): PortalTabRegistry {
  const contents: Partial<Record<PortalTabId, PortalTabContent>> = {};
  return {
    register(content) {
      // The same feature again (a module evaluated again during development) replaces its content.
      const known = contents[content.tab];
      if (known && known.owner !== content.owner) throw new Error(`portal tab ${content.tab} is filled by ${known.owner} already`);
      contents[content.tab] = content;
    },
    contents,
  };
}

/** The portal's one registry (app/portal-tabs.ts fills it). */
export const portalTabContents = createPortalTabRegistry();
