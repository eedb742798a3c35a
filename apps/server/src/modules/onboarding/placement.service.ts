import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  SECTION_SLUGS,
  type SectionSlug,
  placementAnswerInput,
  placementAttemptRef,
  placementClaimInput,
  placementStartInput,
  INPUT_MESSAGES,
} from '@parla/contracts';
import {
  DEFAULT_PLACEMENT_CONFIG,
  PLACEMENT_VISITOR_POLICY,
  DomainError,
  ValidationError,
  assertPlacementRetakeAllowed,
  nextPlacementStep,
  notFound,
  pickPlacementItem,
  placementResult,
} from '@parla/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { type PlacementAnswerRow, placementAttempts, sections, users } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import type { Auth } from '../../plugins/auth.ts';
import { countClientAttempt } from '../identity/signup-throttle.ts';
import { moveCourseToPlacement } from './placement-course.service.ts';
import { type PlacementBank, placementBank } from './placement-items.ts';
import { type PlacementAttemptView, attemptView } from './placement-view.ts';

type AttemptRow = typeof placementAttempts.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A signed-in student owns their attempts by user id; everyone else (teachers and admins too) by token. */
const studentOf = (auth: Auth | null) => (auth?.roles.includes('student') ? auth.userId : null);

async function bankOf(app: FastifyInstance, section: SectionSlug): Promise<PlacementBank> {
  const bank = await placementBank(app.config.placementItemsDir, section);
  if (!bank) throw new DomainError('placement_test_unavailable');
  return bank;
}

/**
 * The attempt a caller may use: the token's holder, or the signed-in student it belongs to. Anyone
 * else gets not_found, whether it exists or not. `lock` takes the row lock (answers, claims).
 */
async function attemptFor(
  db: Db | Tx,
  auth: Auth | null,
  ref: { attemptId: string; token?: string | null },
  lock = false,
): Promise<AttemptRow & { sectionSlug: SectionSlug }> {
  const query = db
    .select({ attempt: placementAttempts, sectionSlug: sections.slug })
    .from(placementAttempts)
    .innerJoin(sections, eq(sections.id, placementAttempts.sectionId))
    .where(eq(placementAttempts.id, ref.attemptId));
  const [row] = lock ? await query.for('update', { of: placementAttempts }) : await query;
  if (!row) throw notFound();
  const byToken = !!ref.token && sameHash(row.attempt.tokenHash, hashToken(ref.token));
  const byUser = row.attempt.userId !== null && row.attempt.userId === studentOf(auth);
  if (!byToken && !byUser) throw notFound();
  return { ...row.attempt, sectionSlug: row.sectionSlug as SectionSlug };
}

/** The languages with a test: a section in the catalogue and an item file. */
export async function placementTestSections(app: FastifyInstance): Promise<{ slug: SectionSlug; name: string; itemCount: number }[]> {
  const rows = await app.db
    .select({ slug: sections.slug, name: sections.name, position: sections.position })
    .from(sections)
    .where(inArray(sections.slug, [...SECTION_SLUGS]))
    .orderBy(sections.position, sections.slug);
  const withBanks = await Promise.all(
    rows.map(async (row) => ({ row, bank: await placementBank(app.config.placementItemsDir, row.slug as SectionSlug) })),
  );
  return withBanks.flatMap(({ row, bank }) =>
    bank ? [{ slug: row.slug as SectionSlug, name: row.name, itemCount: bank.items.length }] : [],
  );
}

/**
 * Starts a test for a language (issue 16). Anyone may; a signed-in student's attempt is theirs
 * (and counts for the once-a-day rule: an unfinished one is resumed instead, under a new token).
 * Answers the attempt and its secret token, shown once: only its hash is kept.
 */
export async function startPlacementAttempt(
  app: FastifyInstance,
  auth: Auth | null,
  raw: unknown,
  clientIp: string,
): Promise<{ attempt: PlacementAttemptView; token: string }> {
  const input = parseInput(placementStartInput, raw);
  const bank = await bankOf(app, input.section);
  const [section] = await app.db.select({ id: sections.id }).from(sections).where(eq(sections.slug, input.section));
  if (!section) throw new DomainError('placement_test_unavailable');
  const studentId = studentOf(auth);
  // A visitor has no once-a-day rule (nobody to count): the client is counted instead.
  if (!studentId) await countClientAttempt(app, clientIp, 'placement-visitor', PLACEMENT_VISITOR_POLICY, 'too_many_placement_tests');
  const token = newToken();
  const now = app.clock.now();
  const id = await app.db.transaction(async (tx) => {
    if (studentId) {
      // The user row is the student's lock: two starts at once cannot both pass the daily rule.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
      const [last] = await tx
        .select()
        .from(placementAttempts)
        .where(and(eq(placementAttempts.userId, studentId), eq(placementAttempts.sectionId, section.id)))
        .orderBy(desc(placementAttempts.startedAt))
        .limit(1);
      if (last?.state === 'in_progress') {
        await tx
          .update(placementAttempts)
          .set({ tokenHash: hashToken(token) })
          .where(eq(placementAttempts.id, last.id));
        return last.id;
      }
      assertPlacementRetakeAllowed(last?.startedAt ?? null, now);
    }
    const first = nextPlacementStep([]);
    const item = first.done ? null : pickPlacementItem(bank.items, first.targetStep, []);
    if (!item) throw new DomainError('placement_test_unavailable');
    const [created] = await tx
      .insert(placementAttempts)
      .values({ tokenHash: hashToken(token), sectionId: section.id, userId: studentId, currentItemId: item.id, startedAt: now })
      .returning({ id: placementAttempts.id });
    return created.id;
  });
  return { attempt: await placementAttempt(app, auth, { attemptId: id, token }), token };
}

/** The attempt as its holder sees it: the current item without its key, or the result. */
export async function placementAttempt(app: FastifyInstance, auth: Auth | null, raw: unknown): Promise<PlacementAttemptView> {
  const ref = parseInput(placementAttemptRef, raw);
  const row = await attemptFor(app.db, auth, ref);
  return attemptView(row, await bankOf(app, row.sectionSlug));
}

/**
 * Answers the item asked (issue 16): it must be the current item of an unfinished attempt, and the
 * option one of its options. The row lock makes a second answer to the same item (a double click,
 * two tabs) fail with placement_item_not_current instead of counting twice. When the staircase is
 * done the attempt finishes with its result; a signed-in student's course moves to it at once.
 */
export async function answerPlacementItem(app: FastifyInstance, auth: Auth | null, raw: unknown): Promise<PlacementAttemptView> {
  const input = parseInput(placementAnswerInput, raw);
  const now = app.clock.now();
  const row = await app.db.transaction(async (tx) => {
    const attempt = await attemptFor(tx, auth, input, true);
    if (attempt.state === 'finished') throw new DomainError('placement_attempt_finished');
    if (attempt.currentItemId !== input.itemId) throw new DomainError('placement_item_not_current');
    const bank = await bankOf(app, attempt.sectionSlug);
    const item = bank.byId.get(input.itemId);
    // The file changed under a running attempt: its item is gone. Nothing to answer.
    if (!item) throw new DomainError('placement_item_not_current');
    if (input.optionIndex >= item.options.length) {
      throw new ValidationError([{ field: 'optionIndex', message: INPUT_MESSAGES.invalidChoice }]);
    }
    const answer: PlacementAnswerRow = {
      itemId: item.id,
      step: item.step,
      optionIndex: input.optionIndex,
      correct: input.optionIndex === item.answer,
      answeredAt: now.toISOString(),
    };
    const answers = [...attempt.answers, answer];
    const next = nextPlacementStep(answers, DEFAULT_PLACEMENT_CONFIG);
    const nextItem = next.done
      ? null
      : pickPlacementItem(
          bank.items,
          next.targetStep,
          answers.map((a) => a.itemId),
        );
    if (nextItem) {
      await tx.update(placementAttempts).set({ answers, currentItemId: nextItem.id }).where(eq(placementAttempts.id, attempt.id));
      return { ...attempt, answers, currentItemId: nextItem.id };
    }
    const result = placementResult(answers);
    const finished = {
      answers,
      state: 'finished' as const,
      currentItemId: null,
      resultLevel: result.level,
      resultSublevel: result.sublevel,
      finishedAt: now,
    };
    await tx.update(placementAttempts).set(finished).where(eq(placementAttempts.id, attempt.id));
    // A signed-in student's own test places them directly (the claim, without a token).
    const claimed = attempt.userId ? await claimInside(tx, { ...attempt, ...finished }, attempt.userId, now) : {};
    return { ...attempt, ...finished, ...claimed };
  });
  return attemptView(row, await bankOf(app, row.sectionSlug));
}

async function claimInside(tx: Tx, attempt: AttemptRow, studentId: string, now: Date): Promise<Partial<AttemptRow>> {
  if (attempt.claimedAt) return {};
  const outcome = await moveCourseToPlacement(
    tx,
    studentId,
    { sectionId: attempt.sectionId, level: attempt.resultLevel ?? 'A1', sublevel: attempt.resultSublevel ?? 1 },
    now,
  );
  const claim = { userId: studentId, claimedAt: now, claimOutcome: outcome.moved ? ('moved' as const) : outcome.reason };
  await tx.update(placementAttempts).set(claim).where(eq(placementAttempts.id, attempt.id));
  return claim;
}

/**
 * A signed-in student takes an anonymous attempt's result (issue 15: "registration with the
 * result kept"). Only the token's holder can; an attempt claimed by someone else is not_found; a
 * second claim by the same student answers the first one's outcome. The course moves unless the
 * student already has classes (then only the result is theirs: they change the course in settings).
 */
export async function claimPlacementResult(app: FastifyInstance, auth: Auth, raw: unknown): Promise<PlacementAttemptView> {
  const input = parseInput(placementClaimInput, raw);
  const now = app.clock.now();
  const row = await app.db.transaction(async (tx) => {
    const attempt = await attemptFor(tx, null, input, true);
    if (attempt.userId && attempt.userId !== auth.userId) throw notFound();
    if (attempt.state !== 'finished') throw new DomainError('placement_attempt_not_finished');
    return { ...attempt, ...(await claimInside(tx, attempt, auth.userId, now)) };
  });
  return attemptView(row, await bankOf(app, row.sectionSlug));
}
