/**
 * The resolved actors of recent requests, per session token hash, for a few seconds: a signed-in
 * request then needs no statement to know who is asking. An entry is dropped at once on this
 * instance, and on the others when the event bus delivers, whenever what it holds may have changed:
 * sessions revoked (logout, password change or reset, "sign out elsewhere"), memberships changed
 * (a role changed, a member removed or added) or the active company switched. The few seconds
 * bound what an event lost in a bus gap could leave behind; a gap also empties the cache.
 */
import type { Actor } from './actor.js';
import type { EventBus } from './events/event-bus.js';

/** Topics whose payload is `{ userId }`: published after sessions are revoked or memberships change. */
export const sessionsRevokedTopic = 'sessions.revoked';
export const membershipsChangedTopic = 'memberships.changed';
/** `{ userId }`: a session's actor changed without any socket being affected (the active company). */
export const actorChangedTopic = 'actor.changed';

export interface CachedActor {
  actor: Actor;
  /** The session's last_seen_at and expires_at as the database has them (ms since the epoch). */
  lastSeenAt: number;
  expiresAt: number;
}

export interface ActorCacheOptions {
  /** How long an entry is trusted; default 5 s. */
  ttlMs?: number;
  /** At most this many entries; the oldest go first. Default 10,000. */
  maxEntries?: number;
}

export class ActorCache {
  private readonly entries = new Map<string, { cached: CachedActor; storedAt: number }>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  /** Counts invalidations: a load that started before one must not store what it read. */
  private generation = 0;

  constructor(options: ActorCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** Pass to `store` what this answered before the load began. */
  currentGeneration(): number {
    return this.generation;
  }

  /** The entry of a token hash while it is fresh and its session has not expired at `now`. */
  get(tokenHash: string, now: number): CachedActor | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now - entry.storedAt >= this.ttlMs || entry.cached.expiresAt <= now) {
      this.remove(tokenHash, entry.cached.actor.userId);
      return null;
    }
    return entry.cached;
  }

  /** Keeps a freshly loaded actor, unless an invalidation happened since `loadedAtGeneration`. */
  store(tokenHash: string, cached: CachedActor, loadedAtGeneration: number, now: number): void {
    if (loadedAtGeneration !== this.generation) return;
    const previous = this.entries.get(tokenHash);
    if (previous) this.remove(tokenHash, previous.cached.actor.userId);
    if (this.entries.size >= this.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value!;
      this.remove(oldest, entry.cached.actor.userId);
    }
    this.entries.set(tokenHash, { cached, storedAt: now });
    let tokens = this.tokensOfUser.get(cached.actor.userId);
    if (!tokens) this.tokensOfUser.set(cached.actor.userId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** Drops every entry of the user (all their sessions on this instance). */
  forgetUser(userId: string): void {
    this.generation++;
    for (const tokenHash of this.tokensOfUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.tokensOfUser.delete(userId);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.tokensOfUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Listens for the invalidations the other instances publish (and this one's own, again). */
  listen(events: Pick<EventBus, 'on' | 'onGap'>): () => void {
    const forget = (payload: Record<string, unknown>) => {
      if (typeof payload.userId === 'string') this.forgetUser(payload.userId);
    };
    const stops = [
      events.on(sessionsRevokedTopic, forget),
      events.on(membershipsChangedTopic, forget),
      events.on(actorChangedTopic, forget),
      events.onGap(() => this.clear()),
    ];
    return () => stops.forEach((stop) => stop());
  }

  private remove(tokenHash: string, userId: string): void {
    this.entries.delete(tokenHash);
    const tokens = this.tokensOfUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOfUser.delete(userId);
  }
}

type AnnounceContext = { session: { actors: ActorCache }; events: Pick<EventBus, 'publish'> };
type Log = { warn(obj: object, msg: string): void };

/**
 * Forgets the user's cached actors here now and tells every instance (`topic`). Failing to publish
 * is logged, never the request's failure: the other instances then drop the entry within its ttl.
 */
function announce(ctx: AnnounceContext, log: Log, topic: string, userId: string): void {
  ctx.session.actors.forgetUser(userId);
  ctx.events.publish({ topic, payload: { userId } }).catch((err: unknown) => {
    log.warn({ err, topic }, 'announcing a changed actor failed');
  });
}

/** Some of the user's sessions ended: their actors go, and their sockets close (realtime). */
export function announceSessionsRevoked(ctx: AnnounceContext, log: Log, userId: string): void {
  announce(ctx, log, sessionsRevokedTopic, userId);
}

/** The user's memberships changed (role, removal, a new company): actors and sockets are re-checked. */
export function announceMembershipsChanged(ctx: AnnounceContext, log: Log, userId: string): void {
  announce(ctx, log, membershipsChangedTopic, userId);
}

/** A session of the user switched its active company. */
export function announceActorChanged(ctx: AnnounceContext, log: Log, userId: string): void {
  announce(ctx, log, actorChangedTopic, userId);
}
