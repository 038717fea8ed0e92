/**
 * The dashboard's "Vandaag" cards (issue 18): a registry of card providers, one per kind, as
 * global search has (features/search/registry.ts). Each feature registers its own card from its
 * own folder when its routes are registered (`ctx.dashboard.register(...)`), with the same scope
 * and policy as its list: this file knows no kind by name, so later features add theirs.
 * The registry runs the providers one after another (one connection a request; PGlite runs one
 * statement at a time anyway) and answers their cards by `order`, empty cards included (the web
 * shows their empty state).
 */
import { dashboardCardLimit, type DashboardItem, type DashboardTodayResponse } from '../../../common/schemas/dashboard.js';
import type { MemberRole } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';

/** Whose dashboard: the actor in their active company with their role there (admin or marketeer). */
export interface DashboardActor {
  actor: Actor;
  companyId: string;
  role: MemberRole;
}

export interface DashboardCardInput {
  /** "Now", once for every card of the request. */
  now: Date;
  /** Items to answer at most. */
  limit: number;
}

export interface DashboardProvider {
  kind: string;
  /** Cards are answered by ascending order. */
  order: number;
  items(db: Db, who: DashboardActor, input: DashboardCardInput): Promise<{ items: DashboardItem[]; total: number }>;
}

export interface DashboardRegistry {
  /** Each kind is registered once, by the feature that owns it. */
  register(provider: DashboardProvider): void;
  today(db: Db, who: DashboardActor, now?: Date): Promise<DashboardTodayResponse>;
}

export function createDashboardRegistry(): DashboardRegistry {
  const providers = new Map<string, DashboardProvider>();
  return {
    register(provider) {
      if (providers.has(provider.kind)) throw new Error(`dashboard provider for ${provider.kind} registered twice`);
      providers.set(provider.kind, provider);
    },
    async today(db, who, now = new Date()) {
      const cards: DashboardTodayResponse['cards'] = [];
      for (const provider of [...providers.values()].sort((a, b) => a.order - b.order)) {
        const { items, total } = await provider.items(db, who, { now, limit: dashboardCardLimit });
        cards.push({ kind: provider.kind, items: items.slice(0, dashboardCardLimit), total: Math.max(total, items.length) });
      }
      return { cards };
    },
  };
}
