import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  DAY,
  type TestUser,
  buildAdmin,
  buildCatalogue,
  buildLessonPractice,
  buildPractisingStudent,
  buildStudent,
  buildSubscription,
  buildTeacher,
} from './factories/index.ts';

// Daily practice page and the quiz trainer's "next quiz item" (issue 17, decision 077).
const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let owner: TestUser;
let otherStudent: TestUser;
let unsubscribed: TestUser;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 3 });
  await buildLessonPractice(app, catalogue.lessonIds);
  // Lessons 0 and 1 booked: their practice is open; lesson 2 stays locked.
  owner = await buildPractisingStudent(app, catalogue, [0, 1]);
  otherStudent = await buildStudent(app, { catalogue });
  await buildSubscription(app, otherStudent.id, catalogue);
  unsubscribed = await buildPractisingStudent(app, catalogue, [0]);
  await app.db.update(subscriptions).set({ status: 'suspended' }).where(eq(subscriptions.studentId, unsubscribed.id));
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
});

interface QuizItem {
  id: string;
  lessonId: string;
  type: string;
  status: string;
  task: { type: string };
}
const NEXT = '{ nextQuizItem { id lessonId type status task { type } } }';
const SUBMIT = 'mutation($id: ID!, $answer: TaskAnswerInput!) { submitExerciseAnswer(exerciseId: $id, answer: $answer) { id score } }';
const DAILY = `query($locale: PracticeLocale) { dailyPractice {
  state wordsToReview reviewedToday exercisesToday available practiceOpen exercise { id }
  words(locale: $locale) { choices item { id title reps } } } }`;
const REVIEW = 'mutation($id: ID!, $reps: Int!) { reviewVocabularyItem(vocabularyItemId: $id, rating: good, reps: $reps) { id reps } }';

/** A valid answer of the fixture's quiz types (right or wrong does not matter to the trainer). */
const answerOf = (task: { type: string }) => (task.type === 'multiple_choice' ? { choice: 0 } : { text: 'wohne' });

type Daily = {
  state: string;
  wordsToReview: number;
  reviewedToday: number;
  exercisesToday: number;
  available: boolean;
  practiceOpen: boolean;
  exercise: { id: string } | null;
  words: { choices: string[]; item: { id: string; title: string; reps: number } }[];
};
const daily = async (who: TestUser) => (await gql<{ dailyPractice: Daily }>(app, who, DAILY, { locale: 'en' })).data!.dailyPractice;

describe('nextQuizItem access', () => {
  it('answers the owner, null for a subscribed student with no open lesson', async () => {
    const own = await gql<{ nextQuizItem: QuizItem | null }>(app, owner, NEXT);
    expect(own.errors).toBeUndefined();
    expect(own.data!.nextQuizItem).toMatchObject({ type: 'quiz', status: 'pending', lessonId: catalogue.lessonIds[0] });
    const other = await gql<{ nextQuizItem: QuizItem | null }>(app, otherStudent, NEXT);
    expect(other.errors).toBeUndefined();
    expect(other.data!.nextQuizItem).toBeNull();
  });
  it('refuses a student without a subscription, a teacher, an admin and anonymous', async () => {
    expect((await gql(app, unsubscribed, NEXT)).code).toBe('practice_subscription_required');
    expect((await gql(app, teacher, NEXT)).code).toBe('forbidden');
    expect((await gql(app, admin, NEXT)).code).toBe('forbidden');
    expect((await gql(app, null, NEXT)).code).toBe('unauthenticated');
  });
});

describe('daily practice additions access', () => {
  it('tells the owner practice is open, another student not, and gives no words without a subscription', async () => {
    expect((await daily(owner)).practiceOpen).toBe(true);
    expect((await daily(otherStudent)).practiceOpen).toBe(false);
    const unsub = await daily(unsubscribed);
    expect(unsub).toMatchObject({ available: false, practiceOpen: false, words: [] });
  });
  it('refuses a teacher, an admin and anonymous', async () => {
    expect((await gql(app, teacher, DAILY, {})).code).toBe('forbidden');
    expect((await gql(app, admin, DAILY, {})).code).toBe('forbidden');
    expect((await gql(app, null, DAILY, {})).code).toBe('unauthenticated');
  });
});

describe('the daily set across days', () => {
  it('asks for the due words and one exercise, completes, then offers a new set the next day', async () => {
    const student = await buildPractisingStudent(app, catalogue, [0]);
    const first = await daily(student);
    // Nothing reviewed yet: no word is due, so the day's set is the exercise alone.
    expect(first).toMatchObject({ state: 'available', wordsToReview: 0, words: [], practiceOpen: true });
    expect(first.exercise).not.toBeNull();
    // Learn three words today (their first review), then answer the exercise right.
    const VOCAB = 'query { quizSession(locale: en) { questions { item { id reps } } } }';
    const fresh = (await gql<{ quizSession: { questions: { item: { id: string; reps: number } }[] } }>(app, student, VOCAB)).data!
      .quizSession.questions;
    for (const q of fresh.slice(0, 3)) await gql(app, student, REVIEW, { id: q.item.id, reps: q.item.reps });
    const exercise = (await gql<{ nextQuizItem: QuizItem }>(app, student, NEXT)).data!.nextQuizItem;
    await gql(app, student, SUBMIT, { id: exercise.id, answer: answerOf(exercise.task) });
    const done = await daily(student);
    expect(['completed', 'perfect']).toContain(done.state);
    expect(done.reviewedToday).toBe(3);
    // A week later the three words are due again: a new set, available, with them as questions.
    clock.advance(7 * DAY);
    const next = await daily(student);
    expect(next).toMatchObject({ state: 'available', wordsToReview: 3, reviewedToday: 0, exercisesToday: 0 });
    expect(next.words.map((w) => w.item.id).sort()).toEqual(
      fresh
        .slice(0, 3)
        .map((q) => q.item.id)
        .sort(),
    );
    expect(next.words.every((w) => w.choices.length >= 2)).toBe(true);
  });
});

describe('nextQuizItem order', () => {
  it('serves every open quiz once, lesson by lesson, never a locked lesson, then null', async () => {
    const served: QuizItem[] = [];
    for (let i = 0; i < 10; i++) {
      const item = (await gql<{ nextQuizItem: QuizItem | null }>(app, owner, NEXT)).data!.nextQuizItem;
      if (!item) break;
      served.push(item);
      expect((await gql(app, owner, SUBMIT, { id: item.id, answer: answerOf(item.task) })).errors).toBeUndefined();
    }
    // Two quiz exercises per fixture lesson, lessons 0 then 1.
    expect(served.map((s) => s.lessonId)).toEqual([
      catalogue.lessonIds[0],
      catalogue.lessonIds[0],
      catalogue.lessonIds[1],
      catalogue.lessonIds[1],
    ]);
    expect(new Set(served.map((s) => s.id)).size).toBe(4);
    expect((await gql<{ nextQuizItem: QuizItem | null }>(app, owner, NEXT)).data!.nextQuizItem).toBeNull();
  });
});
