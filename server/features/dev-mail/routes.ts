/**
 * The developer's outbox (DEV_MAIL; never in production): /dev/mail lists the newest mails with
 * their links, /dev/mail/:id shows one mail's HTML, and /api/dev/mail answers JSON for the browser
 * tests. The mails hold reset and invitation links, so only a local request is answered: a client on
 * this machine that names this machine in Host and Origin (server/lib/local-only.ts, against DNS
 * rebinding); anyone else gets 404.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.js';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { localOnly } from '../../lib/local-only.js';
import { escapeHtml } from '../../lib/mail/layout.js';

const listQuery = z.object({ to: z.string().max(254).optional() });
const pageCsp = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export const devMailRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', localOnly(ctx.env.appOrigin));
  const latest = (to?: string) =>
    ctx.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);

  app.get('/api/dev/mail', { schema: { querystring: listQuery } }, async (request) => {
    const rows = await latest(request.query.to);
    return {
      mails: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        kind: row.kind,
        text: row.text,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  app.get('/dev/mail', async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (row) => `<li><article><h2><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></h2>
<p class="meta">Aan ${escapeHtml(row.to)} · ${escapeHtml(row.kind)} · ${escapeHtml(row.status)} · ${row.createdAt.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam' })}</p>
<pre>${linkify(row.text)}</pre></article></li>`,
      )
      .join('');
    const body = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Uitgaande mail (ontwikkeling)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#18181b}ul{list-style:none;padding:0}li{border:1px solid #e4e4e7;border-radius:12px;padding:1rem;margin:0 0 1rem}h2{font-size:1.1rem;margin:0}.meta{color:#52525b;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Uitgaande mail</h1><p>Zonder SMTP_URL blijft mail hier staan. De nieuwste 50 berichten.</p>${items ? `<ul>${items}</ul>` : '<p>Nog geen mail verstuurd.</p>'}</body></html>`;
    return reply.header('content-security-policy', pageCsp).type('text/html; charset=utf-8').send(body);
  });

  app.get('/dev/mail/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const [row] = await ctx.db.select({ html: mailOutbox.html }).from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
    if (!row) throw new AppError('NOT_FOUND');
    return reply.header('content-security-policy', pageCsp).type('text/html; charset=utf-8').send(row.html);
  });
};
