import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxEmails } from '../../db/schema/index.ts';
import { MovableClock } from '../../lib/clock.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Liveness, readiness and the development-only pages (outbox, movable clock). */
export async function platformRoutes(app: FastifyInstance) {
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

  if (!app.config.isProduction) {
    app.get('/dev/mail', async (request, reply) => {
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
  }

  const clock = app.clock;
  if (app.config.testClock && clock instanceof MovableClock) {
    // The e2e suite moves time here instead of sleeping. Never registered in production.
    app.get('/dev/clock', async () => ({ now: clock.now().toISOString(), offsetMs: clock.offset }));
    app.post<{ Body: { advanceMs?: number; set?: string; reset?: boolean } }>('/dev/clock', async (request) => {
      const body = request.body ?? {};
      if (body.reset) clock.reset();
      if (typeof body.set === 'string') clock.set(new Date(body.set));
      if (typeof body.advanceMs === 'number') clock.advance(body.advanceMs);
      // A job pass that claimed with the previous time finishes before the test goes on.
      await app.jobs.settled();
      return { now: clock.now().toISOString(), offsetMs: clock.offset };
    });
  }
}
