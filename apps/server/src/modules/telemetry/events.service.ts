import { PRODUCT_EVENT_NAMES, PRODUCT_FUNNELS, type ProductEventsBody } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { productEvents } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The path without query or fragment (which may carry a token) and without ids that say who. */
export function eventPath(path: string | undefined): string | null {
  if (!path) return null;
  return path.split(/[?#]/)[0].slice(0, 300) || null;
}

/**
 * Stores one batch from the web (decision 097). The browser's time is believed within the last
 * day (a batch resent after a lost connection); outside it (a wrong browser clock) the time of
 * receipt is kept instead.
 */
export async function recordProductEvents(
  app: FastifyInstance,
  userId: string | null,
  body: ProductEventsBody,
): Promise<{ stored: number }> {
  const now = app.clock.now();
  const rows = body.events.flatMap((event) => {
    const at = new Date(event.at);
    const believable = at <= now && now.getTime() - at.getTime() <= DAY_MS;
    return [
      {
        occurredAt: believable ? at : now,
        receivedAt: now,
        name: event.name,
        userId,
        sessionId: body.sessionId,
        path: eventPath(event.path),
        props: event.props ?? null,
      },
    ];
  });
  if (rows.length > 0) await app.db.insert(productEvents).values(rows);
  return { stored: rows.length };
}

export interface AnalyticsRange {
  from: Date;
  to: Date;
  timeZone: string;
}

export interface EventDayCount {
  day: string;
  name: string;
  count: number;
}

export interface FunnelStep {
  name: string;
  /** Distinct people (a signed-in user, else a page session) who sent the step in the range. */
  people: number;
}

export interface ProductAnalytics {
  days: EventDayCount[];
  totals: { name: string; count: number }[];
  funnels: { name: string; steps: FunnelStep[] }[];
}

/** The analytics page: events per day (in `timeZone`) and name, totals, and the funnels' steps. */
export async function productAnalytics(app: FastifyInstance, range: AnalyticsRange): Promise<ProductAnalytics> {
  const { from, to, timeZone } = range;
  const dayRows = await queryRows<{ day: string; name: string; count: number }>(
    app.db,
    sql`select to_char(date_trunc('day', occurred_at at time zone ${timeZone}), 'YYYY-MM-DD') as day, name, count(*)::int as count
        from product_events where occurred_at >= ${from.toISOString()} and occurred_at < ${to.toISOString()}
        group by 1, 2 order by 1, 2`,
  );
  const totals = new Map<string, number>();
  for (const row of dayRows) totals.set(row.name, (totals.get(row.name) ?? 0) + row.count);
  const steps = [...new Set(Object.values(PRODUCT_FUNNELS).flat())];
  const peopleRows = await queryRows<{ name: string; people: number }>(
    app.db,
    sql`select name, count(distinct coalesce(user_id::text, session_id))::int as people from product_events
        where occurred_at >= ${from.toISOString()} and occurred_at < ${to.toISOString()}
          and name in (${sql.join(
            steps.map((s) => sql`${s}`),
            sql`, `,
          )})
        group by name`,
  );
  const people = new Map(peopleRows.map((row) => [row.name, row.people]));
  return {
    days: dayRows,
    totals: PRODUCT_EVENT_NAMES.filter((name) => totals.has(name)).map((name) => ({ name, count: totals.get(name) ?? 0 })),
    funnels: Object.entries(PRODUCT_FUNNELS).map(([name, funnelSteps]) => ({
      name,
      steps: funnelSteps.map((step) => ({ name: step, people: people.get(step) ?? 0 })),
    })),
  };
}
