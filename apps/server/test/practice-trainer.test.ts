import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { type Catalogue, DAY, type TestUser, buildCatalogue, buildLessonPractice, buildPractisingStudent } from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let student: TestUser;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 4 });
  await buildLessonPractice(app, catalogue.lessonIds.slice(0, 3));
  student = await buildPractisingStudent(app, catalogue, [0]);
});

const ITEM = 'id title status level reps due isCompleted translation { en de }';
const LIST = `query($lessonId: ID) { vocabularyList(lessonId: $lessonId) { ${ITEM} } }`;
const REVIEW = `mutation($id: ID!, $rating: ReviewRating!, $reps: Int!) { reviewVocabularyItem(vocabularyItemId: $id, rating: $rating, reps: $reps) { ${ITEM} } }`;
const PROGRESS =
  'query($lessonId: ID) { quizProgress(lessonId: $lessonId) { total known reviewing reviewed uncompleted completed lastReviewed } }';
const SESSION =
  'query($lessonId: ID) { quizSession(lessonId: $lessonId, locale: en) { questions { item { id translation { en } } choices } } }';
const QUEUE = `{ reviewQueue(limit: 15) { ${ITEM} } }`;

interface Item {
  id: string;
  status: string;
  level: number | null;
  reps: number;
  due: string | null;
  isCompleted: boolean;
  translation: { en: string };
}

async function words(lessonId = catalogue.lessonIds[0]): Promise<Item[]> {
  const res = await gql<{ vocabularyList: Item[] }>(app, student, LIST, { lessonId });
  expect(res.errors).toBeUndefined();
  return res.data!.vocabularyList;
}

describe('vocabulary trainer with FSRS', () => {
  it('lists the lesson words as new, with a quiz session of due-then-new items and choices', async () => {
    const list = await words();
    expect(list).toHaveLength(11);
    expect(list.every((w) => w.status === 'new' && w.reps === 0)).toBe(true);
    const session = await gql<{ quizSession: { questions: { item: Item; choices: string[] }[] } }>(app, student, SESSION, {
      lessonId: catalogue.lessonIds[0],
    });
    const questions = session.data!.quizSession.questions;
    expect(questions).toHaveLength(11);
    for (const q of questions) expect(q.choices).toContain(q.item.translation.en);
    expect(questions[0].choices.length).toBeGreaterThan(1);
  });

  it('schedules a Good answer 10 minutes ahead, and it comes back due the next day after another Good', async () => {
    const [word] = await words();
    const first = await gql<{ reviewVocabularyItem: Item }>(app, student, REVIEW, { id: word.id, rating: 'good', reps: 0 });
    expect(first.errors).toBeUndefined();
    const reviewed = first.data!.reviewVocabularyItem;
    expect(reviewed).toMatchObject({ status: 'reviewing', reps: 1, isCompleted: true });
    expect(new Date(reviewed.due!).getTime() - clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    clock.advance(11 * 60_000);
    expect((await gql<{ reviewQueue: Item[] }>(app, student, QUEUE)).data!.reviewQueue.map((w) => w.id)).toEqual([word.id]);
    const second = await gql<{ reviewVocabularyItem: Item }>(app, student, REVIEW, { id: word.id, rating: 'good', reps: 1 });
    const due = new Date(second.data!.reviewVocabularyItem.due!).getTime();
    expect(due - clock.now().getTime()).toBeGreaterThanOrEqual(DAY);
    expect((await gql<{ reviewQueue: Item[] }>(app, student, QUEUE)).data!.reviewQueue).toEqual([]);
    clock.set(new Date(due + 1000));
    expect((await gql<{ reviewQueue: Item[] }>(app, student, QUEUE)).data!.reviewQueue.map((w) => w.id)).toEqual([word.id]);
    const progress = await gql<{ quizProgress: Record<string, unknown> }>(app, student, PROGRESS, { lessonId: catalogue.lessonIds[0] });
    expect(progress.data!.quizProgress).toMatchObject({ total: 11, known: 0, reviewing: 1, reviewed: 1, completed: 0, uncompleted: 11 });
    expect(progress.data!.quizProgress.lastReviewed).not.toBeNull();
  });

  it('refuses a second answer to the same card state (vocabulary_review_outdated)', async () => {
    const [, word] = await words();
    expect((await gql(app, student, REVIEW, { id: word.id, rating: 'easy', reps: 0 })).errors).toBeUndefined();
    expect((await gql(app, student, REVIEW, { id: word.id, rating: 'easy', reps: 0 })).code).toBe('vocabulary_review_outdated');
  });

  it('counts two concurrent answers to one card once', async () => {
    const [, , word] = await words();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => gql<{ reviewVocabularyItem: Item }>(app, student, REVIEW, { id: word.id, rating: 'good', reps: 0 })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.code === 'vocabulary_review_outdated')).toHaveLength(3);
    expect((await words()).find((w) => w.id === word.id)!.reps).toBe(1);
  });

  it('marks a word known by hand and resets it to new', async () => {
    const [, , , word] = await words();
    const SET = 'mutation($id: ID!, $s: SettableWordStatus!) { setVocabularyStatus(vocabularyItemId: $id, status: $s) { status reps } }';
    expect(
      (await gql<{ setVocabularyStatus: Item }>(app, student, SET, { id: word.id, s: 'known' })).data!.setVocabularyStatus.status,
    ).toBe('known');
    expect((await gql<{ setVocabularyStatus: Item }>(app, student, SET, { id: word.id, s: 'new' })).data!.setVocabularyStatus).toEqual({
      status: 'new',
      reps: 0,
    });
  });
});
