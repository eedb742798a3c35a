import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type PENALTY_KINDS, teacherPenalties, teacherProfiles } from '../../db/schema/index.ts';

export type PenaltyKind = (typeof PENALTY_KINDS)[number];

export interface PenaltyInput {
  teacherId: string;
  kind: PenaltyKind;
  reason: string;
  /** When the penalty ends; new commitments are refused until then. */
  until: Date;
  classId?: string | null;
  /** When it starts: pass the app clock's now (the database clock is used otherwise). */
  from?: Date;
}

/**
 * Records a penalty and raises teacher_profiles.penalty_until to its end (never lowers it: a
 * shorter penalty does not shorten a running one). Call it inside the transaction that found
 * the reason (a late cancellation here, a missed class in the class-log deadline job), so the
 * penalty and its cause commit together. Returns the penalty id.
 */
export async function recordPenalty(tx: Tx, input: PenaltyInput): Promise<string> {
  const until = input.until.toISOString();
  const [row] = await tx
    .insert(teacherPenalties)
    .values({
      teacherId: input.teacherId,
      kind: input.kind,
      reason: input.reason,
      // Without `from`, the database clock: kept before `until` so a test clock in the future still fits.
      fromAt: input.from ?? sql`least(now(), ${until}::timestamptz - interval '1 millisecond')`,
      untilAt: input.until,
      classId: input.classId ?? null,
      ...(input.from ? { createdAt: input.from } : {}),
    })
    .returning({ id: teacherPenalties.id });
  await tx
    .update(teacherProfiles)
    .set({
      penaltyUntil: sql`greatest(coalesce(${teacherProfiles.penaltyUntil}, ${until}::timestamptz), ${until}::timestamptz)`,
    })
    .where(eq(teacherProfiles.userId, input.teacherId));
  return row.id;
}

/**
 * Lifts one penalty (an accepted appeal) and sets penalty_until to the latest end of the
 * penalties still standing (null when none): other penalties keep blocking.
 */
export async function liftPenalty(tx: Tx, teacherId: string, penaltyId: string, now: Date): Promise<Date | null> {
  await tx
    .update(teacherPenalties)
    .set({ liftedAt: now })
    .where(and(eq(teacherPenalties.id, penaltyId), isNull(teacherPenalties.liftedAt)));
  const [standing] = await tx
    .select({ until: max(teacherPenalties.untilAt) })
    .from(teacherPenalties)
    .where(and(eq(teacherPenalties.teacherId, teacherId), isNull(teacherPenalties.liftedAt)));
  const until = standing?.until && standing.until.getTime() > now.getTime() ? standing.until : null;
  await tx.update(teacherProfiles).set({ penaltyUntil: until }).where(eq(teacherProfiles.userId, teacherId));
  return until;
}
