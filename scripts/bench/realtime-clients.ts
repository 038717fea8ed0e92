/**
 * The benchmark's browsers (a separate process, as browsers are): one WebSocket per user,
 * subscribed to the user's notification channel, keeping the unread count with the same rule the
 * web app uses. Reports, per notification, when it arrived and on which user's socket.
 */
import WebSocket from 'ws';
import { channelName, realtimePath, type ServerMessage } from '../../common/realtime.js';
import { applyNotificationEvent, type UnreadState } from '../../common/rules/unread-count.js';
import type { NotificationEvent } from '../../common/schemas/notifications.js';

export interface ClientsStart {
  baseUrl: string;
  users: { id: string; token: string }[];
}

export interface ClientsReport {
  /** notification id → [receive time (epoch ms, sub-ms), receiving user id] */
  received: [string, number, string][];
  duplicates: number;
  misrouted: number;
  counts: Record<string, number>;
  reloads: number;
  failedReloads: number;
}

const now = () => performance.timeOrigin + performance.now();

async function connect(baseUrl: string, user: { id: string; token: string }, report: ClientsReport, seen: Set<string>) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${realtimePath}`, { headers: { cookie: `sid=${user.token}` } });
  let state: UnreadState = { count: 0, version: 0 };
  const channel = channelName('notifications', user.id);
  const loadCount = async () => {
    const res = await fetch(`${baseUrl}/api/notifications/unread-count`, { headers: { cookie: `sid=${user.token}` } });
    const body = (await res.json()) as UnreadState;
    if (body.version >= state.version) state = { count: body.count, version: body.version };
  };
  // A failed reload leaves the count as it was: the report then shows it as differing (never a crash).
  const reloadCount = () => loadCount().catch(() => (report.failedReloads += 1));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const at = now();
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'subscribed') return resolve();
      if (message.type === 'refused') return reject(new Error(`refused ${message.channel}`));
      if (message.type !== 'event') return;
      if (message.channel !== channel) report.misrouted += 1;
      const event = message.event as unknown as NotificationEvent;
      if (event.name === 'notification.created') {
        if (event.notification.recipientId !== user.id) report.misrouted += 1;
        if (seen.has(event.notification.id)) report.duplicates += 1;
        seen.add(event.notification.id);
        report.received.push([event.notification.id, at, user.id]);
      }
      const step = applyNotificationEvent(state, event);
      state = step.state;
      if (step.reload) {
        report.reloads += 1;
        void reloadCount();
      }
    });
  });
  socket.send(JSON.stringify({ type: 'subscribe', channel, ref: 1 }));
  await subscribed;
  await loadCount();
  return { socket, count: () => state.count };
}

async function main() {
  const start = await new Promise<ClientsStart>((resolve) => process.once('message', (m) => resolve(m as ClientsStart)));
  const report: ClientsReport = { received: [], duplicates: 0, misrouted: 0, counts: {}, reloads: 0, failedReloads: 0 };
  // Without the benchmark there is nobody to report to.
  process.once('disconnect', () => process.exit(0));
  const seen = new Set<string>();
  const clients: Awaited<ReturnType<typeof connect>>[] = [];
  // In batches, as 2,000 browsers would not all open in the same millisecond.
  for (let i = 0; i < start.users.length; i += 100) {
    clients.push(...(await Promise.all(start.users.slice(i, i + 100).map((u) => connect(start.baseUrl, u, report, seen)))));
  }
  process.send!({ type: 'ready', sockets: clients.length });
  // How many notifications arrived so far (the benchmark waits for the last ones, bounded), until it asks for the report.
  await new Promise<void>((resolve) => {
    const onMessage = (m: { type?: string }) => {
      if (m.type === 'status') process.send!({ type: 'status', received: report.received.length });
      if (m.type !== 'finish') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
  });
  start.users.forEach((u, i) => (report.counts[u.id] = clients[i]!.count()));
  for (const client of clients) client.socket.close();
  // Exit once the report is written: it is large (an entry per notification), and exiting while
  // the channel still holds it lost it — the benchmark then waited for ever (issue 33).
  process.send!({ type: 'report', report }, () => process.exit(0));
}

void main();
