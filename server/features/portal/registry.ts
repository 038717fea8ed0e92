/**
 * "Actie vereist" in the client portal (issue 19): what waits for the client, across the portal's
 * tabs. Each feature registers a provider from its own folder (`ctx.portal.registerActions(...)`):
 * forms to fill in, creatives to review, events to confirm. A provider answers only items of the
 * client it is asked about (the caller has checked the client scope). The overview lists them
 * newest deadline first; items without a deadline last.
 */
import type { PortalActionItem } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';

export interface PortalActionProvider {
  kind: string;
  items(db: Db, input: { companyId: string; clientId: string; now: Date }): Promise<PortalActionItem[]>;
}

export interface PortalRegistry {
  registerActions(provider: PortalActionProvider): void;
  actionsFor(db: Db, input: { companyId: string; clientId: string; now: Date }): Promise<PortalActionItem[]>;
}

export function createPortalRegistry(): PortalRegistry {
  const providers = new Map<string, PortalActionProvider>();
  return {
    registerActions(provider) {
      if (providers.has(provider.kind)) throw new Error(`portal action provider ${provider.kind} registered twice`);
      providers.set(provider.kind, provider);
    },
    async actionsFor(db, input) {
      const items: PortalActionItem[] = [];
      for (const provider of providers.values()) items.push(...(await provider.items(db, input)));
      const time = (item: PortalActionItem) => (item.deadline ? Date.parse(item.deadline) : Number.NEGATIVE_INFINITY);
      return items.sort((a, b) => time(b) - time(a));
    },
  };
}
