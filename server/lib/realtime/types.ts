/** What features see of the WebSocket hub (hub.ts): channel rules and broadcasting. */
import type { ChannelKind } from '../../../common/realtime.js';
import type { Actor } from '../actor.js';

/** May this actor listen on `<kind>:<id>`? Called on subscribe and again when the actor changes. */
export type ChannelAuthorizer = (actor: Actor, id: string) => boolean | Promise<boolean>;

export interface RealtimeHub {
  /** Each channel kind is registered once, by the feature that owns it. */
  registerChannel(kind: ChannelKind, authorize: ChannelAuthorizer): void;
  /** Sends an event to this instance's sockets on `channel`; returns how many got it. */
  broadcast(channel: string, event: { name: string } & Record<string, unknown>): number;
  /** Open sockets on this instance (health, benchmarks). */
  readonly socketCount: number;
}
