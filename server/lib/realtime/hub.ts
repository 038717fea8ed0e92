/**
 * This instance's WebSocket hub: the open sockets with their actor, the channels each holds, the
 * channel rules the features register, broadcasting, and the checks that keep a socket honest
 * over time (heartbeat; session still alive; channels still allowed after a membership change).
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { channelKinds, clientMessage, realtimeCloseCodes, realtimeLimits, type ChannelKind, type ServerMessage } from '../../../common/realtime.js';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';
import { loadActor, type Actor } from '../actor.js';
import type { ChannelAuthorizer, RealtimeHub } from './types.js';

interface Connection {
  socket: WebSocket;
  actor: Actor;
  channels: Set<string>;
  alive: boolean;
  /** Re-checks of this socket's actor under way: until they end, its events wait in `held`. */
  rechecking: number;
  /** Events that arrived during a re-check, judged again with the re-checked actor; null: too many (resync instead). */
  held: HeldEvent[] | null;
}

interface HeldEvent {
  channel: string;
  text: string;
  mayReceive?: (actor: Actor) => boolean;
}

/** More events than this during one re-check: the socket gets `resync` instead of them. */
const maxHeldEvents = 500;

export interface HubOptions {
  db: Db;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Ping frames this often; a socket that did not answer the previous one is dropped. */
  heartbeatMs?: number;
  /** How often the sessions of all open sockets are checked against the database. */
  sessionSweepMs?: number;
}

export interface Hub extends RealtimeHub {
  attach(socket: WebSocket, actor: Actor): void;
  /**
   * Reloads the user's actor on their sockets: closes those whose session ended, drops channels no
   * longer allowed. From the call on (synchronously, so before the bus dispatches any later event)
   * until the check ends, events for those sockets are held; afterwards each is sent only if the
   * re-checked actor still holds its channel and may receive it, in order. So a user who left the
   * company learns nothing of what followed the change, and one whose rights stayed misses nothing.
   */
  revalidateUser(userId: string): Promise<void>;
  /** Tells every socket to refetch (events may have been missed). */
  resyncAll(): void;
  close(): void;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `kind:uuid` with a registered kind, or null. */
export function parseChannel(channel: string): { kind: ChannelKind; id: string } | null {
  const separator = channel.indexOf(':');
  if (separator < 0) return null;
  const kind = channel.slice(0, separator);
  const id = channel.slice(separator + 1);
  if (!(channelKinds as readonly string[]).includes(kind) || !uuidPattern.test(id)) return null;
  return { kind: kind as ChannelKind, id };
}

export function createHub(options: HubOptions): Hub {
  const { db, log } = options;
  const authorizers = new Map<ChannelKind, ChannelAuthorizer>();
  const connections = new Set<Connection>();
  const byChannel = new Map<string, Set<Connection>>();

  const send = (connection: Connection, message: ServerMessage | string) => {
    if (connection.socket.readyState !== connection.socket.OPEN) return false;
    connection.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    return true;
  };

  const join = (connection: Connection, channel: string) => {
    connection.channels.add(channel);
    let set = byChannel.get(channel);
    if (!set) byChannel.set(channel, (set = new Set()));
    set.add(connection);
  };

  const leave = (connection: Connection, channel: string) => {
    connection.channels.delete(channel);
    const set = byChannel.get(channel);
    set?.delete(connection);
    if (set?.size === 0) byChannel.delete(channel);
  };

  const allowed = async (actor: Actor, channel: string): Promise<'ok' | 'FORBIDDEN' | 'INVALID_CHANNEL'> => {
    const parsed = parseChannel(channel);
    const authorize = parsed ? authorizers.get(parsed.kind) : undefined;
    if (!parsed || !authorize) return 'INVALID_CHANNEL';
    try {
      return (await authorize(actor, parsed.id)) ? 'ok' : 'FORBIDDEN';
    } catch (err) {
      log.error({ err, channel }, 'channel authorization failed');
      return 'FORBIDDEN';
    }
  };

  const subscribe = async (connection: Connection, channel: string, ref: number) => {
    if (connection.channels.has(channel)) return send(connection, { type: 'subscribed', channel, ref });
    if (connection.channels.size >= realtimeLimits.channelsPerSocket) {
      return send(connection, { type: 'refused', channel, ref, code: 'FORBIDDEN' });
    }
    const verdict = await allowed(connection.actor, channel);
    if (verdict !== 'ok') return send(connection, { type: 'refused', channel, ref, code: verdict });
    if (!connections.has(connection)) return false; // closed while authorizing
    join(connection, channel);
    return send(connection, { type: 'subscribed', channel, ref });
  };

  const detach = (connection: Connection) => {
    if (!connections.delete(connection)) return;
    for (const channel of [...connection.channels]) leave(connection, channel);
  };

  const onMessage = (connection: Connection, data: unknown) => {
    let parsed;
    try {
      parsed = clientMessage.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      connection.socket.close(realtimeCloseCodes.protocolError, 'protocol');
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'subscribe':
        void subscribe(connection, message.channel, message.ref);
        return;
      case 'unsubscribe':
        leave(connection, message.channel);
        return;
      case 'ping':
        send(connection, { type: 'pong', ref: message.ref });
        return;
    }
  };

  const endSession = (connection: Connection) => {
    connection.socket.close(realtimeCloseCodes.sessionEnded, 'session');
    detach(connection);
  };

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        detach(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  // A safety net under the 'sessions.revoked' events: sessions that expired or were removed
  // by any path close their sockets within a minute.
  const sweep = setInterval(() => {
    const ids = [...new Set([...connections].map((c) => c.actor.sessionId))];
    if (ids.length === 0) return;
    db.select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, new Date())))
      .then((rows) => {
        const live = new Set(rows.map((r) => r.id));
        for (const connection of connections) if (!live.has(connection.actor.sessionId)) endSession(connection);
      })
      .catch((err: unknown) => log.warn({ err }, 'realtime session sweep failed'));
  }, options.sessionSweepMs ?? 60_000);
  sweep.unref();

  const hold = (connection: Connection, event: HeldEvent) => {
    if (connection.held === null) return;
    if (connection.held.length >= maxHeldEvents) connection.held = null;
    else connection.held.push(event);
  };

  /** After a re-check: what was held, judged with the re-checked actor, or `resync` when too much was. */
  const release = (connection: Connection) => {
    const held = connection.held;
    connection.held = [];
    if (!connections.has(connection)) return;
    if (held === null) {
      send(connection, JSON.stringify({ type: 'resync' } satisfies ServerMessage));
      return;
    }
    for (const { channel, text, mayReceive } of held) {
      if (!connection.channels.has(channel)) continue;
      if (mayReceive && !mayReceive(connection.actor)) continue;
      send(connection, text);
    }
  };

  /** Each socket's session and channels checked again against the database (revalidateUser). */
  const recheck = async (mine: Connection[]) => {
    for (const connection of mine) {
      const [session] = await db
        .select({ id: sessions.id, userId: sessions.userId, activeCompanyId: sessions.activeCompanyId })
        .from(sessions)
        .where(and(eq(sessions.id, connection.actor.sessionId), gt(sessions.expiresAt, new Date())));
      const actor = session ? await loadActor(db, session) : null;
      if (!actor) {
        endSession(connection);
        continue;
      }
      connection.actor = actor;
      for (const channel of [...connection.channels]) {
        const verdict = await allowed(actor, channel);
        if (verdict === 'ok') continue;
        leave(connection, channel);
        send(connection, { type: 'refused', channel, ref: null, code: verdict });
      }
    }
  };

  return {
    registerChannel(kind, authorize) {
      if (authorizers.has(kind)) throw new Error(`channel kind ${kind} is already registered`);
      authorizers.set(kind, authorize);
    },

    broadcast(channel, event, mayReceive) {
      const set = byChannel.get(channel);
      if (!set || set.size === 0) return 0;
      const text = JSON.stringify({ type: 'event', channel, event } satisfies ServerMessage);
      let sent = 0;
      for (const connection of set) {
        if (connection.rechecking > 0) {
          hold(connection, { channel, text, mayReceive });
          continue;
        }
        if (mayReceive && !mayReceive(connection.actor)) continue;
        if (send(connection, text)) sent += 1;
      }
      return sent;
    },

    get socketCount() {
      return connections.size;
    },

    attach(socket, actor) {
      const connection: Connection = { socket, actor, channels: new Set(), alive: true, rechecking: 0, held: [] };
      connections.add(connection);
      socket.on('message', (data) => onMessage(connection, data));
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => detach(connection));
      socket.on('error', () => detach(connection));
    },

    async revalidateUser(userId) {
      const mine = [...connections].filter((c) => c.actor.userId === userId);
      for (const connection of mine) connection.rechecking += 1;
      try {
        await recheck(mine);
      } finally {
        for (const connection of mine) {
          connection.rechecking -= 1;
          if (connection.rechecking === 0) release(connection);
        }
      }
    },

    resyncAll() {
      const text = JSON.stringify({ type: 'resync' } satisfies ServerMessage);
      for (const connection of connections) send(connection, text);
    },

    close() {
      clearInterval(heartbeat);
      clearInterval(sweep);
      for (const connection of connections) connection.socket.close(realtimeCloseCodes.goingAway, 'shutdown');
      connections.clear();
      byChannel.clear();
    },
  };
}
