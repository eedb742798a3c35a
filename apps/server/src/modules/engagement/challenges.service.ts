import {
  CHALLENGE_PRIZE_GROUP_CREDITS,
  CHALLENGE_TARGET,
  CHALLENGE_ZONE,
  type ChallengeMonth,
  DomainError,
  challengeMonth,
  challengeSlug,
  challengeStanding,
  countChallengeActivities,
  monthOfChallengeSlug,
  notFound,
  rankLeaderboard,
} from '@parla/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { challengeParticipants, challenges, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { challengeActivities, reachedAt } from './challenge-activities.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
type ParticipantRow = typeof challengeParticipants.$inferSelect;

/** One challenge as the viewer sees it (001 §4: joined or not, completed). */
export interface ChallengeView {
  id: string;
  name: string;
  month: string;
  startsAt: Date;
  endsAt: Date;
  target: number;
  prizeGroupCredits: number;
  isOver: boolean;
  isSettled: boolean;
  daysLeft: number;
  joined: boolean;
  joinedAt: Date | null;
  hideName: boolean;
  activities: number;
  completed: boolean;
  completedAt: Date | null;
  prizeGrantedAt: Date | null;
  participantCount: number;
  /** For the leaderboard resolver: who asks. */
  viewerId: string;
}

export interface LeaderboardRow {
  rank: number;
  /** Null when the student hid their name (the viewer always sees their own). */
  name: string | null;
  hidden: boolean;
  isViewer: boolean;
  activities: number;
  completed: boolean;
}

const monthBounds = (row: ChallengeRow): ChallengeMonth => ({ month: row.month, from: row.startsAt, to: row.endsAt });

/** Hooks the jobs add (scheduling the prize job when a month's challenge is first made), kept out of the import graph. */
export type ChallengeCreated = (tx: Db | Tx, challenge: ChallengeRow) => Promise<void>;
let onCreated: ChallengeCreated = async () => undefined;
export function onChallengeCreated(hook: ChallengeCreated): void {
  onCreated = hook;
}

/**
 * The month's challenge, made on first need (a read, a join or the month-start job): the unique
 * month makes concurrent first readers and several nodes agree on one row.
 */
export async function ensureChallenge(db: Db | Tx, month: ChallengeMonth, now: Date): Promise<ChallengeRow> {
  const created = await createChallenge(db, month, { target: CHALLENGE_TARGET, prizeGroupCredits: CHALLENGE_PRIZE_GROUP_CREDITS }, now);
  if (created) return created;
  const [row] = await db.select().from(challenges).where(eq(challenges.month, month.month));
  return row;
}

/**
 * Makes a month's challenge with its rules, its jobs scheduled; null when the month has one
 * already. The back office uses it to set up a coming month ahead (decision 104): the first read
 * or the month-start job then finds that row instead of making the default one.
 */
export async function createChallenge(
  db: Db | Tx,
  month: ChallengeMonth,
  rules: { target: number; prizeGroupCredits: number },
  now: Date,
): Promise<ChallengeRow | null> {
  const [created] = await db
    .insert(challenges)
    .values({
      slug: challengeSlug(month.month),
      month: month.month,
      startsAt: month.from,
      endsAt: month.to,
      target: rules.target,
      prizeGroupCredits: rules.prizeGroupCredits,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  await onCreated(db, created);
  return created;
}

export function currentChallenge(db: Db | Tx, now: Date): Promise<ChallengeRow> {
  return ensureChallenge(db, challengeMonth(now, CHALLENGE_ZONE), now);
}

/**
 * A challenge by its URL name: this month's is made if missing; a past month's exists only if
 * it was made then; a future month's is not_found (nothing to show yet).
 */
async function challengeByName(db: Db | Tx, name: string, now: Date): Promise<ChallengeRow> {
  const month = monthOfChallengeSlug(name);
  if (!month) throw notFound();
  const current = challengeMonth(now, CHALLENGE_ZONE);
  if (month === current.month) return ensureChallenge(db, current, now);
  if (month > current.month) throw notFound();
  const [row] = await db.select().from(challenges).where(eq(challenges.slug, name));
  if (!row) throw notFound();
  return row;
}

async function participantOf(db: Db | Tx, challengeId: string, studentId: string): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.studentId, studentId)));
  return row ?? null;
}

async function participantCount(db: Db | Tx, challengeId: string): Promise<number> {
  return db.$count(challengeParticipants, eq(challengeParticipants.challengeId, challengeId));
}

/** The viewer's standing; a completion seen for the first time is written down (completedAt is when we first knew). */
async function viewOf(db: Db | Tx, row: ChallengeRow, studentId: string, now: Date): Promise<ChallengeView> {
  const participant = await participantOf(db, row.id, studentId);
  const month = monthBounds(row);
  const activities = countChallengeActivities(
    (await challengeActivities(db, [studentId], row.startsAt, row.endsAt)).get(studentId) ?? [],
    month,
  );
  const standing = challengeStanding(activities, month, now, row.target);
  // A completion is a fact once reached; a settled challenge keeps what the prize job judged.
  const completed = participant?.completedAt != null || (participant != null && standing.completed && row.settledAt == null);
  let completedAt = participant?.completedAt ?? null;
  if (participant && completed && !completedAt) {
    completedAt = now < row.endsAt ? now : row.endsAt;
    await db
      .update(challengeParticipants)
      .set({ completedAt })
      .where(and(eq(challengeParticipants.challengeId, row.id), eq(challengeParticipants.studentId, studentId)));
  }
  return {
    id: row.id,
    name: row.slug,
    month: row.month,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    target: row.target,
    prizeGroupCredits: row.prizeGroupCredits,
    isOver: now >= row.endsAt,
    isSettled: row.settledAt != null,
    daysLeft: standing.daysLeft,
    joined: participant != null,
    joinedAt: participant?.joinedAt ?? null,
    hideName: participant?.hideName ?? false,
    activities,
    completed,
    completedAt,
    prizeGrantedAt: participant?.prizeGrantedAt ?? null,
    participantCount: await participantCount(db, row.id),
    viewerId: studentId,
  };
}

/** Today's card and the challenges page's head: this month's challenge. */
export async function currentChallengeOf(db: Db, studentId: string, now: Date): Promise<ChallengeView> {
  return viewOf(db, await currentChallenge(db, now), studentId, now);
}

/** This month's challenge first, then the past ones the student took part in (kept, newest first). */
export async function challengesOf(db: Db, studentId: string, now: Date): Promise<ChallengeView[]> {
  const current = await currentChallenge(db, now);
  const past = await db
    .select({ challenge: challenges })
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .where(and(eq(challengeParticipants.studentId, studentId), lte(challenges.endsAt, current.startsAt)))
    .orderBy(desc(challenges.startsAt))
    .limit(24);
  const views = [await viewOf(db, current, studentId, now)];
  for (const { challenge } of past) views.push(await viewOf(db, challenge, studentId, now));
  return views;
}

export async function challengeOf(db: Db, studentId: string, name: string, now: Date): Promise<ChallengeView> {
  return viewOf(db, await challengeByName(db, name, now), studentId, now);
}

const LEADERBOARD_MAX = 50;

/** Participants ranked (decision 083); the first `limit`, plus the viewer's own row wherever it is. */
export async function challengeLeaderboard(db: Db | Tx, challengeId: string, viewerId: string, limit: number): Promise<LeaderboardRow[]> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId));
  if (!row) return [];
  const participants = await db
    .select({
      studentId: challengeParticipants.studentId,
      hideName: challengeParticipants.hideName,
      joinedAt: challengeParticipants.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(challengeParticipants)
    .innerJoin(users, eq(users.id, challengeParticipants.studentId))
    .where(eq(challengeParticipants.challengeId, challengeId));
  const month = monthBounds(row);
  const activities = await challengeActivities(
    db,
    participants.map((p) => p.studentId),
    row.startsAt,
    row.endsAt,
  );
  const ranked = rankLeaderboard(
    participants.map((p) => {
      const own = activities.get(p.studentId) ?? [];
      return {
        studentId: p.studentId,
        activities: countChallengeActivities(own, month),
        reachedAt: reachedAt(own, p.joinedAt),
        hidden: p.hideName,
      };
    }),
  );
  const byId = new Map(participants.map((p) => [p.studentId, p]));
  const take = Math.min(Math.max(limit, 1), LEADERBOARD_MAX);
  return ranked
    .filter((entry, i) => i < take || entry.studentId === viewerId)
    .map((entry) => {
      const p = byId.get(entry.studentId)!;
      const isViewer = entry.studentId === viewerId;
      const name = `${p.firstName} ${p.lastName ? `${p.lastName.charAt(0)}.` : ''}`.trim();
      return {
        rank: entry.rank,
        name: entry.hidden && !isViewer ? null : name,
        hidden: entry.hidden,
        isViewer,
        activities: entry.activities,
        completed: entry.activities >= row.target,
      };
    });
}

/** Joining counts the whole month's activities, also those before joining (decision 087). Joining twice is a no-op. */
export async function joinChallenge(db: Db, studentId: string, name: string, now: Date): Promise<ChallengeView> {
  return inTransaction(db, async (tx) => {
    const row = await challengeByName(tx, name, now);
    if (now >= row.endsAt) throw new DomainError('challenge_over');
    await tx.insert(challengeParticipants).values({ challengeId: row.id, studentId, joinedAt: now }).onConflictDoNothing();
    return viewOf(tx, row, studentId, now);
  });
}

/** Leaving is possible while the month runs and the target is not reached: a completion stays on the board. */
export async function leaveChallenge(db: Db, studentId: string, name: string, now: Date): Promise<ChallengeView> {
  return inTransaction(db, async (tx) => {
    const row = await challengeByName(tx, name, now);
    if (now >= row.endsAt) throw new DomainError('challenge_over');
    const [participant] = await tx
      .select()
      .from(challengeParticipants)
      .where(and(eq(challengeParticipants.challengeId, row.id), eq(challengeParticipants.studentId, studentId)))
      .for('update');
    if (!participant) return viewOf(tx, row, studentId, now);
    const view = await viewOf(tx, row, studentId, now);
    if (view.completed) throw new DomainError('challenge_completed');
    await tx
      .delete(challengeParticipants)
      .where(and(eq(challengeParticipants.challengeId, row.id), eq(challengeParticipants.studentId, studentId)));
    return viewOf(tx, row, studentId, now);
  });
}

/** Opt out of (or back into) showing one's name on the leaderboard; the rank stays either way. */
export async function setChallengeNameHidden(db: Db, studentId: string, name: string, hidden: boolean, now: Date): Promise<ChallengeView> {
  return inTransaction(db, async (tx) => {
    const row = await challengeByName(tx, name, now);
    const updated = await tx
      .update(challengeParticipants)
      .set({ hideName: hidden })
      .where(and(eq(challengeParticipants.challengeId, row.id), eq(challengeParticipants.studentId, studentId)))
      .returning({ studentId: challengeParticipants.studentId });
    if (updated.length === 0) throw new DomainError('challenge_not_joined');
    return viewOf(tx, row, studentId, now);
  });
}

/** The participants of a challenge (the prize job walks them). */
export async function participantIds(db: Db | Tx, challengeId: string): Promise<string[]> {
  const rows = await db
    .select({ studentId: challengeParticipants.studentId })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId));
  return rows.map((r) => r.studentId);
}
