/**
 * The event bus across instances: `publish` sends `pg_notify('app_events', …)` on the pool (or
 * `publishInTransaction` inside the writing transaction, delivered at its commit), and
 * every instance (the publishing one included) holds one dedicated connection that LISTENs and
 * dispatches what arrives, in commit order. When that connection breaks it is reopened with
 * back-off, and the gap handlers run (notifications sent meanwhile are lost to this instance, so
 * clients are told to refetch).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { encodeEvent, HandlerRegistry, type AppEvent, type EventBus } from './event-bus.js';

export const eventChannel = 'app_events';

export interface PostgresBusOptions {
  url: string;
  pool: pg.Pool;
  onHandlerError: (err: unknown, topic: string) => void;
  onListenerError: (err: unknown) => void;
}

const reconnectDelaysMs = [100, 500, 1_000, 2_000, 5_000];

export async function createPostgresBus(options: PostgresBusOptions): Promise<EventBus> {
  const registry = new HandlerRegistry(options.onHandlerError);
  let listener: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== eventChannel || !message.payload) return;
    let event: AppEvent;
    try {
      event = JSON.parse(message.payload) as AppEvent;
    } catch (err) {
      options.onHandlerError(err, 'parse');
      return;
    }
    registry.dispatch(event);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
    client.on('notification', onNotification);
    client.on('error', (err) => {
      options.onListenerError(err);
      scheduleReconnect(client, 0);
    });
    client.on('end', () => scheduleReconnect(client, 0));
    await client.connect();
    await client.query(`listen ${eventChannel}`);
    listener = client;
  }

  function scheduleReconnect(broken: pg.Client, attempt: number): void {
    if (closed || listener !== broken || reconnectTimer) return;
    listener = null;
    broken.removeAllListeners('end');
    broken.end().catch(() => {});
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)]!;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(
        () => registry.gap(),
        (err: unknown) => {
          options.onListenerError(err);
          const placeholder = new pg.Client();
          listener = placeholder;
          scheduleReconnect(placeholder, attempt + 1);
        },
      );
    }, delay);
    reconnectTimer.unref();
  }

  // The app starts even while the database is down (health answers degraded): the listener
  // keeps trying in the background, and its first success counts as a gap like any reconnect.
  try {
    await connect();
  } catch (err) {
    options.onListenerError(err);
    const placeholder = new pg.Client();
    listener = placeholder;
    scheduleReconnect(placeholder, 0);
  }

  return {
    async publish(events) {
      const list = Array.isArray(events) ? events : [events as AppEvent];
      if (list.length === 0) return;
      const payloads = list.map(encodeEvent);
      // One statement, one transaction: delivered together, in array order, in one round trip.
      await options.pool.query('select pg_notify($1, p) from unnest($2::text[]) as p', [eventChannel, payloads]);
    },
    async publishInTransaction(tx, events) {
      if (events.length === 0) return;
      // The same statement inside the transaction: delivered at its commit, in array order. The
      // payloads travel as one JSON array (one parameter, as drizzle would spread a JS array).
      const payloads = JSON.stringify(events.map(encodeEvent));
      await tx.execute(sql`select pg_notify(${eventChannel}, p) from json_array_elements_text(${payloads}::json) as p`);
    },
    on: (topic, handler) => registry.on(topic, handler),
    onGap: (handler) => registry.onGap(handler),
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
      }
    },
  };
}
