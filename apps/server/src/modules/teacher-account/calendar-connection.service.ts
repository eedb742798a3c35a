import { createHash } from 'node:crypto';
import { calendarConnectionState } from '@parla/domain';
import type { CalendarConnectionState } from '@parla/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { calendarFeedFetches, users } from '../../db/schema/index.ts';

export interface CalendarConnectionView {
  /** The feed is one per user: its id is the user's. */
  id: string;
  /** How the calendar is connected: a subscribed ICS link (decision 015). */
  type: 'ics';
  status: CalendarConnectionState;
  url: string | null;
  lastSyncedAt: Date | null;
}

export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Writes at most once per 5 minutes per user: calendar apps poll often and the page needs no more. */
const RECORD_EVERY = sql`interval '5 minutes'`;

/** Called by the ICS route for every served feed: remembers which URL a calendar app fetched, and when. */
export async function recordFeedFetch(db: Db, userId: string, token: string, userAgent: string | undefined, now: Date): Promise<void> {
  const tokenHash = feedTokenHash(token);
  await db
    .insert(calendarFeedFetches)
    .values({ userId, tokenHash, lastFetchedAt: now, userAgent: userAgent?.slice(0, 300) ?? null })
    .onConflictDoUpdate({
      target: calendarFeedFetches.userId,
      set: {
        earlierTokenFetched: sql`${calendarFeedFetches.earlierTokenFetched} OR ${calendarFeedFetches.tokenHash} <> excluded.token_hash`,
        tokenHash: sql`excluded.token_hash`,
        lastFetchedAt: sql`excluded.last_fetched_at`,
        userAgent: sql`excluded.user_agent`,
      },
      setWhere: sql`${calendarFeedFetches.tokenHash} <> excluded.token_hash OR ${calendarFeedFetches.lastFetchedAt} < excluded.last_fetched_at - ${RECORD_EVERY} OR ${calendarFeedFetches.lastFetchedAt} > excluded.last_fetched_at`,
    });
}

/** The calendar-connection page: the private feed URL and whether a calendar app is using it. */
export async function calendarConnection(app: FastifyInstance, userId: string): Promise<CalendarConnectionView> {
  const [row] = await app.db
    .select({ token: users.calendarToken, fetch: calendarFeedFetches })
    .from(users)
    .leftJoin(calendarFeedFetches, eq(calendarFeedFetches.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const token = row?.token ?? null;
  const fetch = row?.fetch ?? null;
  const fetchedCurrent = token !== null && fetch !== null && fetch.tokenHash === feedTokenHash(token);
  const status = calendarConnectionState(
    {
      hasToken: token !== null,
      currentFetchedAt: fetchedCurrent ? fetch.lastFetchedAt : null,
      earlierUrlWasFetched: fetch !== null && (!fetchedCurrent || fetch.earlierTokenFetched),
    },
    app.clock.now(),
  );
  return {
    id: userId,
    type: 'ics',
    status,
    url: token ? `${app.config.publicUrl}/calendar/${token}.ics` : null,
    lastSyncedAt: fetch?.lastFetchedAt ?? null,
  };
}
