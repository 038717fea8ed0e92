/**
 * The event bus: features publish small JSON events after their transaction committed, and every
 * app instance's handlers receive them. Two transports behind one interface: in-process (PGlite,
 * one instance) and PostgreSQL LISTEN/NOTIFY (DATABASE_URL, any number of instances; see
 * postgres-bus.ts). Handlers are registered by the features themselves (`bus.on(topic, …)`).
 */
import type { Db } from '../../db/database.js';

export interface AppEvent {
  topic: string;
  payload: Record<string, unknown>;
}

export type EventHandler = (payload: Record<string, unknown>) => void;

export interface EventBus {
  /** Delivers the events to the handlers of every instance, in order. Call after commit. */
  publish(events: AppEvent | readonly AppEvent[]): Promise<void>;
  /**
   * On a transport whose sending is itself transactional (PostgreSQL's NOTIFY: delivered when the
   * transaction commits, in commit order, and never after a rollback): sends the events inside
   * `tx`, so a commit needs no second connection to announce itself and cannot commit without
   * its events. Absent on the in-process bus, where `publish` after the commit does it.
   */
  publishInTransaction?(tx: Db, events: readonly AppEvent[]): Promise<void>;
  /** Registers a handler for a topic; returns the function that removes it. */
  on(topic: string, handler: EventHandler): () => void;
  /** Called when events may have been lost (the PostgreSQL listener reconnected). */
  onGap(handler: () => void): () => void;
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit is 8,000 bytes; events must stay well below it. */
export const maxEventBytes = 7_500;

/**
 * Whether an event fits the bus with room for a transport's own envelope. A feature whose event
 * does not fit sends a small "refetch" event instead (NOTIFY would fail after the commit).
 */
export function fitsOnBus(topic: string, payload: Record<string, unknown>): boolean {
  return Buffer.byteLength(JSON.stringify({ topic, payload })) <= maxEventBytes - 500;
}

export class EventTooLargeError extends Error {
  constructor(topic: string, bytes: number) {
    super(`event ${topic} is ${bytes} bytes; the limit is ${maxEventBytes}`);
  }
}

export function encodeEvent(event: AppEvent): string {
  const text = JSON.stringify(event);
  const bytes = Buffer.byteLength(text);
  if (bytes > maxEventBytes) throw new EventTooLargeError(event.topic, bytes);
  return text;
}

/** The handler registry both transports share. A failing handler never stops the others. */
export class HandlerRegistry {
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private readonly gapHandlers = new Set<() => void>();

  constructor(private readonly onHandlerError: (err: unknown, topic: string) => void) {}

  on(topic: string, handler: EventHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  onGap(handler: () => void): () => void {
    this.gapHandlers.add(handler);
    return () => this.gapHandlers.delete(handler);
  }

  dispatch(event: AppEvent): void {
    for (const handler of this.handlers.get(event.topic) ?? []) {
      try {
        handler(event.payload);
      } catch (err) {
        this.onHandlerError(err, event.topic);
      }
    }
  }

  gap(): void {
    for (const handler of this.gapHandlers) {
      try {
        handler();
      } catch (err) {
        this.onHandlerError(err, 'gap');
      }
    }
  }
}

/** One instance (PGlite): events go straight to this process's handlers. */
export function createInProcessBus(onHandlerError: (err: unknown, topic: string) => void): EventBus {
  const registry = new HandlerRegistry(onHandlerError);
  return {
    async publish(events) {
      const list = Array.isArray(events) ? events : [events as AppEvent];
      for (const event of list) {
        encodeEvent(event); // the same size rule as PostgreSQL, so nothing works here and fails there
        registry.dispatch(event);
      }
    },
    on: (topic, handler) => registry.on(topic, handler),
    onGap: (handler) => registry.onGap(handler),
    async close() {},
  };
}
