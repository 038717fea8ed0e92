/**
 * The live-update protocol between the browser and GET /api/realtime (one WebSocket per tab,
 * authenticated by the session cookie): channel names, messages and the spec's timings (section
 * 9). No zod here, so the workspace shell can import it without loading zod.
 */
export const realtimePath = '/api/realtime';

export const realtimeTimings = {
  /** Attempts after a failed connection before giving up (spec: 5 retries, 2 s apart). */
  maxRetries: 5,
  retryDelayMs: 2_000,
  /** The warning shows after more than this many retries. */
  warnAfterRetries: 2,
  /** After giving up, a quiet new attempt every so often (spec: retry interval 5 s). */
  retryIntervalMs: 5_000,
  /** A subscription not confirmed within this time counts as a channel error. */
  channelTimeoutMs: 30_000,
  /** Reconnect this long after the server closed a working connection. */
  reconnectAfterCloseMs: 2_000,
  /** The unread count is reloaded this long after a channel error. */
  countReloadAfterErrorMs: 3_000,
  /** The client pings this often; the server answers pong. */
  heartbeatMs: 25_000,
  /** No pong within this time: the connection is dead and is replaced. */
  heartbeatTimeoutMs: 10_000,
} as const;

/** Close codes of the server (4000–4999 are the application's). */
export const realtimeCloseCodes = {
  /** The session ended (signed out, revoked elsewhere, expired): do not reconnect blindly. */
  sessionEnded: 4401,
  /** The server is shutting down: reconnect (to another instance). */
  goingAway: 1001,
  /** The client broke the protocol. */
  protocolError: 4400,
} as const;

/**
 * Channel kinds; the id is a uuid. `notifications:<userId>`, `company:<companyId>` (the team),
 * `portal:<companyId>` (the agency's client users; each event reaches only the users it names).
 */
export const channelKinds = ['notifications', 'company', 'portal'] as const;
export type ChannelKind = (typeof channelKinds)[number];

export function channelName(kind: ChannelKind, id: string): string {
  return `${kind}:${id}`;
}

export type ServerMessage =
  | { type: 'subscribed'; channel: string; ref: number }
  /** The subscription was refused (FORBIDDEN) or a held one was withdrawn (membership ended). */
  | { type: 'refused'; channel: string; ref: number | null; code: 'FORBIDDEN' | 'INVALID_CHANNEL' }
  | { type: 'event'; channel: string; event: { name: string } & Record<string, unknown> }
  | { type: 'pong'; ref: number }
  /** Events may have been missed (the server's event feed was interrupted): refetch. */
  | { type: 'resync' };

/** Limits per socket. */
export const realtimeLimits = {
  channelsPerSocket: 50,
  messageBytes: 4_096,
} as const;
