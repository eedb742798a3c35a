import { readFileSync } from 'node:fs';
import { lessonPracticeSchema } from '../../src/db/seed/practice/content-schema.ts';
import { importPractice } from '../../src/db/seed/practice/practice-import.ts';
import { subscriptions } from '../../src/db/schema/index.ts';
import type { Catalogue } from './catalogue.ts';
import { buildClass } from './classes.ts';
import { buildBookedSeats } from './credits.ts';
import { type FactoryApp, HOUR, roundHourAhead } from './context.ts';
import { buildStore } from './commerce.ts';
import { type TestUser, buildStudent } from './users.ts';

/** The test fixture folder in the seed's layout (<section>/<LEVEL>-<NN>.json): German A1 lesson 2. */
export const PRACTICE_FIXTURES_DIR = new URL('../fixtures/practice/', import.meta.url).pathname;
const FIXTURE = `${PRACTICE_FIXTURES_DIR}german/A1-02.json`;

/** The fixture lesson's practice content (10+ words, grammar, 8 exercises, a 3-stage Lingobite) on the given lessons. */
export async function buildLessonPractice(app: FactoryApp, lessonIds: string[]): Promise<void> {
  const content = lessonPracticeSchema.parse(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  await app.db.transaction((tx) =>
    importPractice(
      tx,
      lessonIds.map((lessonId) => ({ lessonId, content })),
    ),
  );
}

/**
 * A running subscription (active, Flex 8) for a student of the catalogue: self-study is open (001 §6).
 * `trialEndsAt` makes it a free trial ending then (the reminders' trial-ending notice).
 */
export async function buildSubscription(
  app: FactoryApp,
  studentId: string,
  catalogue: Catalogue,
  overrides: { trialEndsAt?: Date } = {},
): Promise<string> {
  const store = await buildStore(app, catalogue);
  const [row] = await app.db
    .insert(subscriptions)
    .values({
      studentId,
      variantId: store.flex8,
      type: 'monthly',
      status: overrides.trialEndsAt ? 'trial' : 'active',
      trialEndsAt: overrides.trialEndsAt ?? null,
      currency: 'EUR',
      priceCents: 9900,
      sectionId: catalogue.sectionId,
      startsAt: app.clock.now(),
    })
    .returning({ id: subscriptions.id });
  return row.id;
}

/**
 * A practising student: placed in the catalogue's module, subscribed, with the class of each lesson
 * in `bookedLessons` booked (two days ahead), so those lessons' practice is open (decision 073).
 */
export async function buildPractisingStudent(app: FactoryApp, catalogue: Catalogue, bookedLessons: number[] = [0]): Promise<TestUser> {
  const student = await buildStudent(app, { catalogue });
  await buildSubscription(app, student.id, catalogue);
  for (const lessonIndex of bookedLessons) {
    const startAt = new Date(roundHourAhead(app, 48).getTime() + lessonIndex * HOUR);
    const klass = await buildClass(app, { catalogue, lessonIndex, startAt });
    await buildBookedSeats(app, klass.id, [student.id]);
  }
  return student;
}
