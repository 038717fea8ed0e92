/** What features see of the WebSocket hub (hub.ts): channel rules and broadcasting. */
import type { ChannelKind } from '../../../common/realtime.js';
import type { Actor } from '../actor.js';

/** May this actor listen on `<kind>:<id>`? Called on subscribe and again when the actor changes. */
export type ChannelAuthorizer = (actor: Actor, id: string) => boolean | Promise<boolean>;

/**
 * May this socket's actor receive this one event? Decided per recipient on the server: an event
 * about an object reaches only the users who could read that object through the REST API.
 */
export type RecipientFilter = (actor: Actor) => boolean;

export interface RealtimeHub {
  /** Each channel kind is registered once, by the feature that owns it. */
  registerChannel(kind: ChannelKind, authorize: ChannelAuthorizer): void;
  /**
   * Sends an event to this instance's sockets on `channel` (only those whose actor `mayReceive`,
   * when given); returns how many got it.
   */
  broadcast(channel: string, event: { name: string } & Record<string, unknown>, mayReceive?: RecipientFilter): number;
  /** Open sockets on this instance (health, benchmarks). */
  readonly socketCount: number;
}
