import { CHALLENGE_SETTLE_DELAY_MS, CHALLENGE_ZONE, challengeMonth, countChallengeActivities } from '@parla/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { challengeParticipants, challenges } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { grantCreditsOnce } from '../commerce/credits/credits.service.ts';
import { notifyStudent } from '../notifications/notifications.service.ts';
import { challengeActivities } from './challenge-activities.ts';
import { type ChallengeRow, currentChallenge, ensureChallenge, onChallengeCreated, participantIds } from './challenges.service.ts';

/** Makes the month's challenge at its first instant and arms the next month's (decision 087). */
export const CHALLENGE_MONTH_START_JOB = 'challenges.month-start';
/** Grants the prizes and sends the results once the month (and its grace day) is over. */
export const CHALLENGE_SETTLE_JOB = 'challenges.settle';

async function scheduleFor(app: FastifyInstance, db: Parameters<FastifyInstance['jobs']['schedule']>[3], row: ChallengeRow) {
  await app.jobs.schedule(
    CHALLENGE_SETTLE_JOB,
    { challengeId: row.id },
    {
      runAt: new Date(row.endsAt.getTime() + CHALLENGE_SETTLE_DELAY_MS),
      uniqueKey: `${CHALLENGE_SETTLE_JOB}@${row.slug}`,
      maxAttempts: 10,
    },
    db,
  );
  // The next month's challenge is made at its first instant by the job (or earlier by a reader).
  await app.jobs.schedule(
    CHALLENGE_MONTH_START_JOB,
    {},
    { runAt: row.endsAt, uniqueKey: `${CHALLENGE_MONTH_START_JOB}@${row.endsAt.toISOString()}` },
    db,
  );
}

/**
 * One participant's result, in its own transaction under the participant's row lock: a completer
 * gets the prize through the ledger (the grant's unique source key makes a second run, a second
 * node or a retry a no-op) and a notification; a participant short of the target is told how far
 * they got. Answers whether this call granted.
 */
export async function settleParticipant(app: FastifyInstance, row: ChallengeRow, studentId: string, now: Date): Promise<boolean> {
  return inTransaction(app.db, async (tx) => {
    const [participant] = await tx
      .select()
      .from(challengeParticipants)
      .where(and(eq(challengeParticipants.challengeId, row.id), eq(challengeParticipants.studentId, studentId)))
      .for('update');
    if (!participant || participant.resultNotifiedAt) return false;
    const own = (await challengeActivities(tx, [studentId], row.startsAt, row.endsAt)).get(studentId) ?? [];
    const activities = countChallengeActivities(own, { month: row.month, from: row.startsAt, to: row.endsAt });
    const completed = participant.completedAt != null || activities >= row.target;
    let granted = false;
    if (completed && row.prizeGroupCredits > 0) {
      granted =
        (await grantCreditsOnce(tx, {
          studentId,
          kind: 'group',
          amount: row.prizeGroupCredits,
          source: 'challenge',
          sourceRef: `challenge:${row.slug}:${studentId}`,
          reason: 'challenge_prize',
          now,
        })) !== null;
    }
    await tx
      .update(challengeParticipants)
      .set({
        completedAt: completed ? (participant.completedAt ?? row.endsAt) : null,
        prizeGrantedAt: granted ? now : participant.prizeGrantedAt,
        resultNotifiedAt: now,
      })
      .where(and(eq(challengeParticipants.challengeId, row.id), eq(challengeParticipants.studentId, studentId)));
    if (completed) {
      await notifyStudent(tx, {
        userId: studentId,
        key: 'challengeCompleted',
        params: { challenge: row.slug, count: row.prizeGroupCredits },
        now,
      });
    } else {
      await notifyStudent(tx, { userId: studentId, key: 'challengeNotCompleted', params: { challenge: row.slug, activities }, now });
    }
    return granted;
  });
}

/** Every participant's result, then the challenge marked settled; safe to run twice or on two nodes at once. */
export async function settleChallenge(app: FastifyInstance, challengeId: string, now: Date): Promise<number> {
  const [row] = await app.db.select().from(challenges).where(eq(challenges.id, challengeId));
  if (!row || now < row.endsAt) return 0;
  let granted = 0;
  for (const studentId of await participantIds(app.db, row.id)) {
    if (await settleParticipant(app, row, studentId, now)) granted++;
  }
  await app.db
    .update(challenges)
    .set({ settledAt: now })
    .where(and(eq(challenges.id, row.id), isNull(challenges.settledAt)));
  return granted;
}

export function registerChallengeJobs(app: FastifyInstance): void {
  onChallengeCreated((db, row) => scheduleFor(app, db, row));
  app.jobs.register(CHALLENGE_MONTH_START_JOB, async (_payload, { now }) => {
    const row = await ensureChallenge(app.db, challengeMonth(now, CHALLENGE_ZONE), now);
    await scheduleFor(app, app.db, row);
  });
  app.jobs.register(CHALLENGE_SETTLE_JOB, async (payload, { now }) => {
    await settleChallenge(app, String(payload.challengeId), now);
  });
  // A database made before this code, or a month nobody opened yet: the current challenge and its jobs exist after start.
  app.jobs.chain(async () => {
    const row = await currentChallenge(app.db, app.clock.now());
    await scheduleFor(app, app.db, row);
  });
}
