import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, reminderDeliveries, sessions, throttles, userTokens } from '../src/db/schema/index.ts';
import { HOUSEKEEPING_JOB, runHousekeeping } from '../src/modules/platform/housekeeping.jobs.ts';
import { buildTestApp } from './helper.ts';
import { buildUser } from './factories/index.ts';

const { app, clock } = await buildTestApp();
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('housekeeping', () => {
  it('deletes stale throttles, tokens, sessions and finished jobs, and keeps what rules still read', async () => {
    const now = at('2026-06-10T03:00:00Z');
    clock.set(now);
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const user = await buildUser(app);

    await app.db.insert(throttles).values([
      { key: 'stale', failures: 3, windowStartedAt: ago(3), lockouts: 1 },
      { key: 'recent-window', failures: 3, windowStartedAt: ago(1), lockouts: 1 },
      { key: 'locked-lately', failures: 5, windowStartedAt: ago(3), lockedUntil: ago(0.5), lockouts: 2 },
    ]);
    await app.db.insert(userTokens).values([
      { userId: user.id, purpose: 'reset_password', tokenHash: 'old', expiresAt: ago(8) },
      { userId: user.id, purpose: 'reset_password', tokenHash: 'live', expiresAt: ago(-1) },
    ]);
    await app.db.insert(sessions).values([
      { id: crypto.randomUUID(), userId: user.id, area: 'learn', expiresAt: ago(31) },
      { id: crypto.randomUUID(), userId: user.id, area: 'learn', expiresAt: ago(-300) },
    ]);
    await app.db.insert(jobs).values([
      { name: 'x', runAt: ago(40), completedAt: ago(40), uniqueKey: 'old-done' },
      { name: 'x', runAt: ago(2), completedAt: ago(2), uniqueKey: 'new-done' },
      { name: 'x', runAt: ago(40), uniqueKey: 'old-pending' },
    ]);

    const delivery = { kind: 'class_24h', recipientId: user.id, channel: 'feed', state: 'sent' } as const;
    await app.db.insert(reminderDeliveries).values([
      { ...delivery, subject: 'old', createdAt: ago(31), updatedAt: ago(31) },
      { ...delivery, subject: 'recent', createdAt: ago(2), updatedAt: ago(2) },
    ]);

    const result = await runHousekeeping(app, now);
    expect(result).toMatchObject({ throttles: 1, userTokens: 1, sessions: 1, jobs: 1, reminderDeliveries: 1 });
    expect((await app.db.select({ s: reminderDeliveries.subject }).from(reminderDeliveries)).map((r) => r.s)).toEqual(['recent']);
    expect((await app.db.select({ key: throttles.key }).from(throttles)).map((r) => r.key).sort()).toEqual([
      'locked-lately',
      'recent-window',
    ]);
    expect((await app.db.select({ h: userTokens.tokenHash }).from(userTokens)).map((r) => r.h)).toEqual(['live']);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const keys = (await app.db.select({ k: jobs.uniqueKey }).from(jobs).where(sql`${jobs.name} = 'x'`)).map((r) => r.k).sort();
    expect(keys).toEqual(['new-done', 'old-pending']);

    // Repeating changes nothing.
    expect(await runHousekeeping(app, now)).toEqual({
      throttles: 0,
      userTokens: 0,
      sessions: 0,
      jobs: 0,
      outboxEmails: 0,
      reminderDeliveries: 0,
    });
  });

  it('runs as a daily job at 03:00 UTC that schedules the next day', async () => {
    const pending = await app.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.name, HOUSEKEEPING_JOB));
    expect(pending.length).toBeGreaterThan(0);
    const first = pending.map((p) => p.runAt.getTime()).sort()[0];
    expect(new Date(first).getUTCHours()).toBe(3);
    clock.set(new Date(first + 60_000));
    await app.jobs.runDue();
    const next = await app.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.uniqueKey, `${HOUSEKEEPING_JOB}@${new Date(first + DAY).toISOString()}`));
    expect(next).toHaveLength(1);
  });
});
