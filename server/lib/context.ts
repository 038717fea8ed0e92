/** What every feature's routes receive from buildApp: configuration, database and shared services. */
import type { Database, Db } from '../db/database.js';
import type { Env } from '../env.js';
import type { EventBus } from './events/event-bus.js';
import type { MailDelivery } from './mail/delivery.js';
import type { RateLimits } from './rate-limit.js';
import type { RealtimeHub } from './realtime/types.js';
import type { SecretBox } from './secret-box.js';
import type { CalendarRegistry } from '../features/calendar/registry.js';
import type { ClientRegistry } from '../features/clients/registry.js';
import type { DashboardRegistry } from '../features/dashboard/registry.js';
import type { FilesRegistry } from '../features/files/registry.js';
import type { PortalRegistry } from '../features/portal/registry.js';
import type { SearchRegistry } from '../features/search/registry.js';
import type { SessionSettings } from './session.js';

export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  session: SessionSettings;
  rateLimits: RateLimits;
  /** Encrypts secrets at rest (TOTP secrets). */
  secrets: SecretBox;
  /** Delivers mail queued with queueMail (server/lib/mail/outbox.ts); kick() after queueing. */
  mail: MailDelivery;
  /** Publishes events after commit to every instance (lib/events); features register handlers. */
  events: EventBus;
  /** This instance's WebSocket hub (lib/realtime): channel rules and broadcasts. */
  realtime: RealtimeHub;
  /** Global search (features/search): each feature registers its own provider. */
  search: SearchRegistry;
  /** The dashboard's "Vandaag" cards (features/dashboard): each feature registers its own card. */
  dashboard: DashboardRegistry;
  /** The clients list's open-item counters (features/clients): each feature registers its own. */
  clients: ClientRegistry;
  /** The client portal's "Actie vereist" (features/portal): each feature registers its own provider. */
  portal: PortalRegistry;
  /** Deadlines on the calendar (features/calendar): each feature registers its own provider. */
  calendar: CalendarRegistry;
  /** Stored files (features/files): upload purposes, file owners, attach/remove/list, the storage driver. */
  files: FilesRegistry;
}

export interface FeatureOptions {
  ctx: AppContext;
}
