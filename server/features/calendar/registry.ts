/**
 * Deadlines on the calendar (issue 20): a registry of deadline providers, one per source, as the
 * dashboard's cards and global search have. Each feature registers its own from its own folder
 * (`ctx.calendar.registerDeadlines(...)`): checklists now, forms, creatives and leads later. This
 * file knows no source by name. A provider answers only what the reader could open through its own
 * feature's API, within the range and the filters it is given.
 */
import type { CalendarDeadline } from '../../../common/schemas/calendar.js';
import type { MemberRole } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';

/** Who reads the calendar: a team member (admin or marketeer) in their active company. */
export interface CalendarReader {
  userId: string;
  companyId: string;
  role: MemberRole;
}

export interface DeadlineQuery {
  from: Date;
  to: Date;
  /** Only deadlines of these clients (absent: all). */
  clientIds?: readonly string[];
  /** Only deadlines of these colleagues (absent: all). */
  ownerIds?: readonly string[];
}

export interface DeadlineProvider {
  source: string;
  deadlines(db: Db, reader: CalendarReader, query: DeadlineQuery): Promise<CalendarDeadline[]>;
}

export interface CalendarRegistry {
  /** Each source is registered once, by the feature that owns it. */
  registerDeadlines(provider: DeadlineProvider): void;
  deadlines(db: Db, reader: CalendarReader, query: DeadlineQuery): Promise<CalendarDeadline[]>;
}

export function createCalendarRegistry(): CalendarRegistry {
  const providers = new Map<string, DeadlineProvider>();
  return {
    registerDeadlines(provider) {
      if (providers.has(provider.source)) throw new Error(`calendar deadline provider ${provider.source} registered twice`);
      providers.set(provider.source, provider);
    },
    async deadlines(db, reader, query) {
      const all: CalendarDeadline[] = [];
      // One after another: one connection a request (PGlite runs one statement at a time anyway).
      for (const provider of providers.values()) all.push(...(await provider.deadlines(db, reader, query)));
      return all.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    },
  };
}
