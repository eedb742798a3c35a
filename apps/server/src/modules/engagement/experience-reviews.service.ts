import { EXPERIENCE_REVIEW_KINDS, type ExperienceReviewKind, experienceReviewInput, reviewPromptInput } from '@parla/contracts';
import { ANSWERED_PAUSE_DAYS, DomainError, type PromptChoice, chooseReviewPrompt, notFound, zonedDateKey } from '@parla/domain';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, classes, experienceReviews, reviewPrompts, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput } from '../../lib/validation.ts';
import { reviewPromptFacts } from './review-prompt-facts.ts';

// Booking-experience, personalized and feature-usefulness reviews (001 §7, issue 18, decision 090).
// The rule of when to ask is the domain's chooseReviewPrompt; this file reads its facts and
// writes what the student did: shown, put off ("Not now"), answered.

const DAY_MS = 24 * 60 * 60_000;

export interface ExperienceReviewView {
  id: string;
  kind: ExperienceReviewKind;
  subject: string | null;
  rating: number;
  comment: string | null;
  createdAt: Date;
}

const sameSubject = (subject: string | null) => (subject === null ? isNull(reviewPrompts.subject) : eq(reviewPrompts.subject, subject));

/**
 * Every write of one student runs under this lock, so the facts read after it (today's prompt,
 * the answers) include every other committed write: two racing requests serialise instead of
 * both seeing "no prompt today". The unique (student, day) index stays the last guard.
 */
async function lockStudent(tx: Tx, studentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`review-prompts:${studentId}`}, 0))`);
}

/** The prompt to show the student now (Today, the booking confirmation), or null. Reads only. */
export async function reviewPromptOf(db: Db, studentId: string, now: Date): Promise<PromptChoice | null> {
  return chooseReviewPrompt(await reviewPromptFacts(db, studentId, now));
}

/**
 * The web shows the prompt: recorded once for the student's local day (a second call, or a
 * reload, finds the row). Only the prompt the rule chooses may be marked (review_prompt_not_due),
 * so a client cannot spend the day's prompt on something else or show a second one.
 */
export async function markReviewPromptShown(app: FastifyInstance, studentId: string, raw: unknown): Promise<PromptChoice> {
  const input = parseInput(reviewPromptInput, raw);
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    await lockStudent(tx, studentId);
    const facts = await reviewPromptFacts(tx, studentId, now);
    const choice = chooseReviewPrompt(facts);
    if (!choice || choice.kind !== input.kind || choice.subject !== input.subject) throw new DomainError('review_prompt_not_due');
    await tx
      .insert(reviewPrompts)
      .values({ studentId, day: zonedDateKey(now, facts.timeZone), kind: choice.kind, subject: choice.subject, shownAt: now })
      .onConflictDoNothing({ target: [reviewPrompts.studentId, reviewPrompts.day] });
    return choice;
  });
}

/** "Not now": the latest showing of that prompt is put off (30 days, decision 090). Idempotent. */
export async function dismissReviewPrompt(app: FastifyInstance, studentId: string, raw: unknown): Promise<boolean> {
  const input = parseInput(reviewPromptInput, raw);
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    await lockStudent(tx, studentId);
    const [latest] = await tx
      .select()
      .from(reviewPrompts)
      .where(and(eq(reviewPrompts.studentId, studentId), eq(reviewPrompts.kind, input.kind), sameSubject(input.subject)))
      .orderBy(desc(reviewPrompts.shownAt))
      .limit(1);
    if (!latest || latest.answeredAt) throw new DomainError('review_prompt_not_shown');
    if (!latest.dismissedAt) await tx.update(reviewPrompts).set({ dismissedAt: now }).where(eq(reviewPrompts.id, latest.id));
    return true;
  });
}

/**
 * A review: one per kind and subject in 90 days (experience_review_already_sent), so a double
 * click or two tabs keep one. A booking review is about a class the student booked. The latest
 * open showing of the prompt is marked answered (the day's prompt then leaves the page).
 */
export async function submitExperienceReview(app: FastifyInstance, studentId: string, raw: unknown): Promise<ExperienceReviewView> {
  const input = parseInput(experienceReviewInput, raw);
  const now = app.clock.now();
  if (input.kind === 'booking_experience' && input.subject !== null) {
    const [booked] = await app.db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .where(and(eq(appointments.studentId, studentId), eq(classes.uid, input.subject)))
      .limit(1);
    if (!booked) throw notFound();
  }
  return inTransaction(app.db, async (tx) => {
    await lockStudent(tx, studentId);
    const subjectIs = input.subject === null ? isNull(experienceReviews.subject) : eq(experienceReviews.subject, input.subject);
    const [recent] = await tx
      .select({ id: experienceReviews.id })
      .from(experienceReviews)
      .where(
        and(
          eq(experienceReviews.studentId, studentId),
          eq(experienceReviews.kind, input.kind),
          subjectIs,
          gt(experienceReviews.createdAt, new Date(now.getTime() - ANSWERED_PAUSE_DAYS * DAY_MS)),
        ),
      )
      .limit(1);
    if (recent) throw new DomainError('experience_review_already_sent');
    const [row] = await tx
      .insert(experienceReviews)
      .values({ studentId, kind: input.kind, subject: input.subject, rating: input.rating, comment: input.comment, createdAt: now })
      .returning();
    await tx
      .update(reviewPrompts)
      .set({ answeredAt: now })
      .where(
        and(
          eq(reviewPrompts.studentId, studentId),
          eq(reviewPrompts.kind, input.kind),
          sameSubject(input.subject),
          isNull(reviewPrompts.answeredAt),
        ),
      );
    return { ...row, kind: input.kind };
  });
}

export interface AdminExperienceReviewView extends ExperienceReviewView {
  studentId: string;
  studentName: string;
  studentEmail: string;
}

export interface ExperienceReviewAverage {
  kind: ExperienceReviewKind;
  count: number;
  /** Null while the kind has no review. */
  average: number | null;
}

export interface AdminExperienceReviewsView {
  total: number;
  items: AdminExperienceReviewView[];
  /** Every kind's count and mean rating (over all reviews, not the page). */
  averages: ExperienceReviewAverage[];
}

/** The back office's list (issue 19 builds its page): newest first, optionally one kind. */
export async function adminExperienceReviews(
  db: Db,
  options: { kind: ExperienceReviewKind | null; limit: number; offset: number },
): Promise<AdminExperienceReviewsView> {
  const where = options.kind ? eq(experienceReviews.kind, options.kind) : undefined;
  const [rows, [total], stats] = await Promise.all([
    db
      .select({
        review: experienceReviews,
        studentEmail: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(experienceReviews)
      .innerJoin(users, eq(users.id, experienceReviews.studentId))
      .where(where)
      .orderBy(desc(experienceReviews.createdAt), desc(experienceReviews.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(experienceReviews).where(where),
    db
      .select({
        kind: experienceReviews.kind,
        n: sql<number>`count(*)::int`,
        average: sql<string | null>`avg(${experienceReviews.rating})`,
      })
      .from(experienceReviews)
      .groupBy(experienceReviews.kind),
  ]);
  const byKind = new Map(stats.map((s) => [s.kind, s]));
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      ...r.review,
      kind: r.review.kind as ExperienceReviewKind,
      studentName: `${r.firstName} ${r.lastName}`.trim(),
      studentEmail: r.studentEmail,
    })),
    averages: EXPERIENCE_REVIEW_KINDS.map((kind) => {
      const s = byKind.get(kind);
      return { kind, count: s?.n ?? 0, average: s?.average == null ? null : Math.round(Number(s.average) * 100) / 100 };
    }),
  };
}
