/**
 * Delivers queued mail. With SMTP_URL each pending row is sent through nodemailer and marked
 * 'sent' (a failure is retried with back-off, up to 5 attempts, then 'failed'); without it a row
 * is marked 'stored' and stays readable at /dev/mail. A sent or failed row keeps its subject and
 * kind but not its body: bodies hold reset and invitation links, which must not outlive delivery in
 * the database (or its backups) when only the tokens' hashes are kept elsewhere. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so several app instances never send one mail twice.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database.js';
import type { MailRow } from '../../db/schema/index.js';

export interface MailDelivery {
  /** Looks for pending mail soon (call after queueing; a committed row is picked up at once). */
  kick(): void;
  /** Delivers what is pending now; resolves with the number of rows handled. */
  deliverPending(): Promise<number>;
  close(): Promise<void>;
}

export interface MailDeliveryOptions {
  db: Db;
  smtpUrl: string | null;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often pending mail is looked for without a kick. */
  pollMs?: number;
}

const maxAttempts = 5;
const batchSize = 10;

function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));
}

type ClaimedRow = Pick<MailRow, 'id' | 'to' | 'subject' | 'text' | 'html' | 'kind' | 'attempts' | 'attachments'>;

export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, log } = options;
  // nodemailer is loaded only when mail really goes out (keeps it out of every start without SMTP_URL).
  const smtpUrl = options.smtpUrl;
  const transportReady: Promise<Transporter | null> = smtpUrl
    ? import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl))
    : Promise.resolve(null);
  let transport: Transporter | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;
  let kickTimer: NodeJS.Timeout | null = null;

  async function send(row: ClaimedRow): Promise<void> {
    if (!transport) return;
    await transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.text, html: row.html, attachments: row.attachments ?? [] });
  }

  /** Claims and handles one batch inside a transaction; returns how many rows it handled. */
  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        select id, "to", subject, text, html, kind, attempts, attachments from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by created_at
        limit ${batchSize}
        for update skip locked`);
      const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
      for (const row of rows) {
        try {
          await send(row);
          if (transport) {
            await tx.execute(sql`
              update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null,
                text = '', html = '', attachments = null
              where id = ${row.id}`);
          } else {
            await tx.execute(sql`
              update mail_outbox set status = 'stored', sent_at = now(), attempts = attempts + 1, last_error = null
              where id = ${row.id}`);
          }
          if (transport) log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
        } catch (err) {
          const attempts = row.attempts + 1;
          const failed = attempts >= maxAttempts;
          log.warn({ err, mailId: row.id, kind: row.kind, attempts }, failed ? 'mail failed for good' : 'mail failed; will retry');
          const next = new Date(Date.now() + backoffMs(attempts)).toISOString();
          const lastError = String((err as Error).message ?? err).slice(0, 500);
          await tx.execute(
            failed
              ? sql`update mail_outbox set status = 'failed', attempts = ${attempts}, last_error = ${lastError},
                  next_attempt_at = ${next}, text = '', html = '', attachments = null
                where id = ${row.id}`
              : sql`update mail_outbox set status = 'pending', attempts = ${attempts}, last_error = ${lastError},
                  next_attempt_at = ${next}
                where id = ${row.id}`,
          );
        }
      }
      return rows.length;
    });
  }

  async function run(): Promise<number> {
    transport ??= await transportReady;
    let total = 0;
    for (;;) {
      const handled = await deliverBatch();
      total += handled;
      if (handled < batchSize) return total;
    }
  }

  function deliverPending(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((err: unknown) => {
        log.error({ err }, 'mail delivery failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void deliverPending();
        }
      });
    return running;
  }

  const poll = setInterval(() => {
    if (!closed) void deliverPending();
  }, options.pollMs ?? 5_000);
  poll.unref();

  return {
    kick() {
      if (closed || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        if (!closed) void deliverPending();
      }, 0);
      kickTimer.unref();
    },
    deliverPending,
    async close() {
      closed = true;
      clearInterval(poll);
      if (kickTimer) clearTimeout(kickTimer);
      await running;
      transport?.close();
    },
  };
}
