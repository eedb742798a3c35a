import { formatErrorMessage, errorStatus } from '@parla/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxEmails, outboxMessages } from '../../db/schema/index.ts';
import { escapeHtml } from '../../emails/email-layout.ts';
import { MovableClock } from '../../lib/clock.ts';
import { z } from 'zod';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** What a test may ask of the movable clock; a date that does not parse is refused, never set. */
const devClockInput = z.object({
  advanceMs: z.number().int().optional(),
  set: z.iso.datetime({ offset: true }).optional(),
  reset: z.boolean().optional(),
});

/**
 * The dev pages show password-reset links and move time: only for a client on this machine,
 * judged by the socket address (a forwarded header is the client's word, so a request that
 * carries one, i.e. came through a proxy, is not local either). Anyone else sees no such page.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopbackClient(request))
    return reply.status(errorStatus('not_found')).send({ code: 'not_found', message: formatErrorMessage('not_found') });
}

/** Liveness, readiness and the development-only pages (outbox, movable clock). */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // Never in production, whatever else is configured.
  if (app.config.isProduction) return;

  app.get('/dev/mail', { onRequest: loopbackOnly }, async (request, reply) => {
    const mails = await app.db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(100);
    if ((request.headers.accept ?? '').includes('application/json')) return mails;
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>To:</strong> ${escapeHtml(m.to)} · <time>${m.createdAt.toISOString()}</time></p><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Dev outbox</title><style>body{font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f5f5f4;padding:1rem}</style></head><body><h1>Dev outbox</h1><p>Mail sent while no SMTP_URL is configured (newest first).</p>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });

  // SMS and WhatsApp kept while no provider is configured (decision 109): verification codes and reminders.
  app.get('/dev/messages', { onRequest: loopbackOnly }, async (request, reply) => {
    const messages = await app.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(100);
    if ((request.headers.accept ?? '').includes('application/json')) return messages;
    const items = messages
      .map(
        (m) =>
          `<article><h2>${m.channel === 'sms' ? 'SMS' : 'WhatsApp'} to ${escapeHtml(m.to)}</h2><p><time>${m.createdAt.toISOString()}</time></p><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Dev messages</title><style>body{font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f5f5f4;padding:1rem}</style></head><body><h1>Dev messages</h1><p>SMS and WhatsApp sent while no message provider is configured (newest first). E-mail is at <a href="/dev/mail">/dev/mail</a>.</p>${items || '<p>No messages yet.</p>'}</body></html>`,
      );
  });

  const clock = app.clock;
  if (app.config.testClock && clock instanceof MovableClock) {
    // The e2e suite moves time here instead of sleeping. Never registered in production.
    app.get('/dev/clock', { onRequest: loopbackOnly }, async () => ({ now: clock.now().toISOString(), offsetMs: clock.offset }));
    app.post('/dev/clock', { onRequest: loopbackOnly, schema: { body: devClockInput } }, async (request) => {
      const { body } = request;
      if (body.reset) clock.reset();
      if (typeof body.set === 'string') clock.set(new Date(body.set));
      if (typeof body.advanceMs === 'number') clock.advance(body.advanceMs);
      // Recurring scans scheduled at the old time would wait for it: start each chain at the new one.
      await app.jobs.startChains();
      // A job pass that claimed with the previous time finishes before the test goes on.
      await app.jobs.settled();
      return { now: clock.now().toISOString(), offsetMs: clock.offset };
    });
  }
};
