/**
 * Global search (issue 18): a registry of search providers, one per kind of object. Each feature
 * registers its own provider from its own folder when its routes are registered
 * (`ctx.search.register(...)`, as live channels are), so this file knows no kind by name: later
 * features (clients, forms, …) add theirs the same way.
 *
 * A provider answers at most `limit` items of its kind that the actor could read through that
 * feature's own API, newest or best first, every query scoped to the actor's active company.
 * The registry runs the providers asked for one after another (one database connection each
 * request, and PGlite runs one statement at a time anyway) and answers their groups in the
 * order of `searchKinds`, leaving out groups without items.
 */
import { searchKinds, searchLimits, type SearchItem, type SearchKind, type SearchRequest, type SearchResponse } from '../../../common/schemas/search.js';
import type { MemberRole } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { searchTermsOf, type SearchTerms } from './terms.js';

/** Who searches: the actor in their active company with their role there (admin or marketeer). */
export interface SearchActor {
  actor: Actor;
  companyId: string;
  role: MemberRole;
}

export interface SearchProvider {
  kind: SearchKind;
  /** The group's Dutch heading. */
  label: string;
  search(db: Db, who: SearchActor, terms: SearchTerms, limit: number): Promise<SearchItem[]>;
}

export interface SearchRegistry {
  /** Each kind is registered once, by the feature that owns it. */
  register(provider: SearchProvider): void;
  search(db: Db, who: SearchActor, request: SearchRequest): Promise<SearchResponse>;
}

export function createSearchRegistry(): SearchRegistry {
  const providers = new Map<SearchKind, SearchProvider>();
  return {
    register(provider) {
      if (providers.has(provider.kind)) throw new Error(`search provider for ${provider.kind} registered twice`);
      providers.set(provider.kind, provider);
    },
    async search(db, who, request) {
      const query = request.q;
      const terms = searchTermsOf(query);
      if (terms === null) return { query, groups: [] };
      const wanted = request.kinds ?? searchKinds;
      const limit = Math.min(Math.max(1, request.limit), searchLimits.perKindMax);
      const groups: SearchResponse['groups'] = [];
      for (const kind of searchKinds) {
        const provider = providers.get(kind);
        if (!provider || !wanted.includes(kind)) continue;
        const items = await provider.search(db, who, terms, limit);
        if (items.length > 0) groups.push({ kind, label: provider.label, items: items.slice(0, limit) });
      }
      return { query, groups };
    },
  };
}
