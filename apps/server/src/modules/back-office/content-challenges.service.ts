import {
  type AdminCreateChallengeInput,
  type AdminUpdateChallengeInput,
  CHALLENGE_LIMITS,
  adminCreateChallengeInput,
  adminUpdateChallengeInput,
  INPUT_MESSAGES,
} from '@parla/contracts';
import {
  CHALLENGE_ZONE,
  DomainError,
  ValidationError,
  addMonthsToKey,
  challengeMonth,
  countChallengeActivities,
  notFound,
  startOfLocalMonth,
} from '@parla/domain';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { challengeParticipants, challenges } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput } from '../../lib/validation.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { challengeActivities } from '../engagement/challenge-activities.ts';
import { type ChallengeRow, createChallenge, currentChallenge } from '../engagement/challenges.service.ts';

// The monthly challenges in the back office (issue 19 "Content", decisions 087 and 104): every
// month with its rules and results; a month that has not started may get its own target and
// prize, set up ahead. Decision 087's rules stay: one challenge per school month, made without an
// admin when nobody set one up, settled by the prize job a day after it ends.

export type AdminChallengeState = 'upcoming' | 'running' | 'ended' | 'settled';

export interface AdminChallengeView {
  id: string;
  name: string;
  month: string;
  startsAt: Date;
  endsAt: Date;
  target: number;
  prizeGroupCredits: number;
  version: number;
  state: AdminChallengeState;
  participants: number;
  /** Participants at the target: as the prize job judged for a settled month, counted now otherwise. */
  completers: number;
  settledAt: Date | null;
}

const stateOf = (row: ChallengeRow, now: Date): AdminChallengeState =>
  row.settledAt ? 'settled' : now < row.startsAt ? 'upcoming' : now < row.endsAt ? 'running' : 'ended';

/** Participants who reached the target, counted from the activities (a month not yet settled). */
async function countCompleters(db: Db, row: ChallengeRow): Promise<number> {
  const ids = (
    await db
      .select({ id: challengeParticipants.studentId })
      .from(challengeParticipants)
      .where(eq(challengeParticipants.challengeId, row.id))
  ).map((p) => p.id);
  const activities = await challengeActivities(db, ids, row.startsAt, row.endsAt);
  const month = { month: row.month, from: row.startsAt, to: row.endsAt };
  return ids.filter((id) => countChallengeActivities(activities.get(id) ?? [], month) >= row.target).length;
}

async function viewsOf(db: Db, rows: ChallengeRow[], now: Date): Promise<AdminChallengeView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({
      challengeId: challengeParticipants.challengeId,
      participants: count(),
      settledCompleters: count(challengeParticipants.completedAt),
    })
    .from(challengeParticipants)
    .where(inArray(challengeParticipants.challengeId, ids))
    .groupBy(challengeParticipants.challengeId);
  const byId = new Map(counts.map((c) => [c.challengeId, c]));
  const views: AdminChallengeView[] = [];
  for (const row of rows) {
    const state = stateOf(row, now);
    const c = byId.get(row.id);
    const participants = c?.participants ?? 0;
    let completers = 0;
    if (state === 'settled') completers = c?.settledCompleters ?? 0;
    else if (state !== 'upcoming' && participants > 0) completers = await countCompleters(db, row);
    views.push({
      id: row.id,
      name: row.slug,
      month: row.month,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      target: row.target,
      prizeGroupCredits: row.prizeGroupCredits,
      version: row.version,
      state,
      participants,
      completers,
      settledAt: row.settledAt,
    });
  }
  return views;
}

/** The months an admin may set up ahead: the next ones (up to CHALLENGE_LIMITS.monthsAhead) without a challenge yet. */
function monthsAhead(now: Date): string[] {
  const current = challengeMonth(now, CHALLENGE_ZONE).month;
  return Array.from({ length: CHALLENGE_LIMITS.monthsAhead }, (_, i) => addMonthsToKey(current, i + 1));
}

/** Every challenge, newest month first (this month's made if nobody opened it yet), and the months still open to plan. */
export async function adminChallenges(
  db: Db,
  options: { limit: number; offset: number },
  now: Date,
): Promise<{ items: AdminChallengeView[]; total: number; plannableMonths: string[] }> {
  await currentChallenge(db, now);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(challenges).orderBy(desc(challenges.month)).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(challenges),
  ]);
  const ahead = monthsAhead(now);
  const taken = new Set(
    (await db.select({ month: challenges.month }).from(challenges).where(inArray(challenges.month, ahead))).map((r) => r.month),
  );
  return { items: await viewsOf(db, rows, now), total, plannableMonths: ahead.filter((m) => !taken.has(m)) };
}

async function viewById(db: Db, id: string, now: Date): Promise<AdminChallengeView> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
  if (!row) throw notFound();
  const [view] = await viewsOf(db, [row], now);
  return view;
}

/**
 * Changes the target and prize of a challenge that has not started: once a month runs, its
 * participants joined under its rules (challenge_already_started). A save over another admin's
 * newer one is content_edit_conflict.
 */
export async function updateChallenge(app: FastifyInstance, raw: AdminUpdateChallengeInput): Promise<AdminChallengeView> {
  const input = parseInput(adminUpdateChallengeInput, raw);
  const now = app.clock.now();
  const id = await inTransaction(app.db, async (tx) => {
    const [row] = await tx.select().from(challenges).where(eq(challenges.id, input.challengeId)).for('update');
    if (!row) throw notFound();
    if (now >= row.startsAt || row.settledAt) throw new DomainError('challenge_already_started');
    if (row.version !== input.version) throw new DomainError('content_edit_conflict');
    noteForAudit({ objectId: row.id, before: { target: row.target, prizeGroupCredits: row.prizeGroupCredits } });
    await tx
      .update(challenges)
      .set({ target: input.target, prizeGroupCredits: input.prizeGroupCredits, version: row.version + 1 })
      .where(eq(challenges.id, row.id));
    return row.id;
  });
  return viewById(app.db, id, now);
}

/** Sets up one of the coming months' challenges with its own rules; a month that has one is challenge_exists. */
export async function createChallengeAhead(app: FastifyInstance, raw: AdminCreateChallengeInput): Promise<AdminChallengeView> {
  const input = parseInput(adminCreateChallengeInput, raw);
  const now = app.clock.now();
  if (!monthsAhead(now).includes(input.month)) {
    throw new ValidationError([{ field: 'month', message: INPUT_MESSAGES.challengeMonthInvalid }]);
  }
  const month = {
    month: input.month,
    from: startOfLocalMonth(input.month, CHALLENGE_ZONE),
    to: startOfLocalMonth(addMonthsToKey(input.month, 1), CHALLENGE_ZONE),
  };
  const created = await inTransaction(app.db, (tx) =>
    createChallenge(tx, month, { target: input.target, prizeGroupCredits: input.prizeGroupCredits }, now),
  );
  if (!created) throw new DomainError('challenge_exists');
  noteForAudit({ objectId: created.id, before: null });
  return viewById(app.db, created.id, now);
}
