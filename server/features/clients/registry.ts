/**
 * What other features add to the clients list (issue 19): counters of a client's open items. Each
 * feature registers one from its own folder (`ctx.clients.registerOpenItems(...)`): a SQL count of
 * its open things for the client whose id is the given column, so the list adds them up inside its
 * one statement. Notes register theirs (unresolved notes); forms, creatives and leads will add theirs.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface OpenItemCounter {
  /** Which feature counts (unique). */
  kind: string;
  /** An integer SQL expression: the client's open items of this kind (`clientId` is the list's clients.id, qualified). */
  count(clientId: SQL): SQL<number>;
}

export interface ClientRegistry {
  registerOpenItems(counter: OpenItemCounter): void;
  /** The sum of every registered counter for the client column (0 without counters). */
  openItemsSql(clientId: SQL): SQL<number>;
}

export function createClientRegistry(): ClientRegistry {
  const counters = new Map<string, OpenItemCounter>();
  return {
    registerOpenItems(counter) {
      if (counters.has(counter.kind)) throw new Error(`open-item counter ${counter.kind} registered twice`);
      counters.set(counter.kind, counter);
    },
    openItemsSql(clientId) {
      if (counters.size === 0) return sql<number>`0`;
      return sql<number>`(${sql.join(
        [...counters.values()].map((c) => sql`coalesce((${c.count(clientId)}), 0)`),
        sql` + `,
      )})::int`;
    },
  };
}
