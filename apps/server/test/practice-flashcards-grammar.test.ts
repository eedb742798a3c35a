import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { practiceReviews } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { type Catalogue, type TestUser, buildCatalogue, buildLessonPractice, buildPractisingStudent } from './factories/index.ts';

const { app } = await buildTestApp();
let catalogue: Catalogue;
let student: TestUser;
let lessonId: string;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 3 });
  await buildLessonPractice(app, catalogue.lessonIds.slice(0, 2));
  student = await buildPractisingStudent(app, catalogue, [0]);
  lessonId = catalogue.lessonIds[0];
});

const FLASHCARDS = 'query($id: ID!) { flashcards(learningUnitId: $id) { id status item { title } } }';
const SET_FLASHCARD =
  'mutation($id: ID!, $status: FlashcardStatus!) { setFlashcardStatus(vocabularyItemId: $id, status: $status) { id status } }';
const UNIT = 'query($id: ID!) { learningUnitPracticeResources(learningUnitId: $id) { resources { type grammarId } } }';
const GRAMMAR = 'query($id: ID!) { grammarItem(grammarId: $id) { id lessonId status } }';
const SET_GRAMMAR = 'mutation($id: ID!, $status: GrammarStatus!) { setGrammarStatus(grammarId: $id, status: $status) { id status } }';
const REVIEW =
  'mutation($lessonId: ID!, $rating: Int!, $comment: String) { submitFlashcardReview(lessonId: $lessonId, rating: $rating, comment: $comment) { rating comment } }';

type Card = { id: string; status: string };

describe('flashcards', () => {
  it('keeps each card’s known / not-yet status, per student', async () => {
    const cards = (await gql<{ flashcards: Card[] }>(app, student, FLASHCARDS, { id: lessonId })).data!.flashcards;
    expect(cards.length).toBeGreaterThanOrEqual(10);
    expect(cards.every((c) => c.status === 'new')).toBe(true);
    await gql(app, student, SET_FLASHCARD, { id: cards[0].id, status: 'known' });
    await gql(app, student, SET_FLASHCARD, { id: cards[1].id, status: 'known' });
    await gql(app, student, SET_FLASHCARD, { id: cards[1].id, status: 'not_yet' });
    const after = (await gql<{ flashcards: Card[] }>(app, student, FLASHCARDS, { id: lessonId })).data!.flashcards;
    expect(after.slice(0, 3).map((c) => c.status)).toEqual(['known', 'not_yet', 'new']);

    const other = await buildPractisingStudent(app, catalogue, [0]);
    const theirs = (await gql<{ flashcards: Card[] }>(app, other, FLASHCARDS, { id: lessonId })).data!.flashcards;
    expect(theirs[0].status).toBe('new');
  });

  it('refuses an unknown card (not_found) and a status outside the enum', async () => {
    expect((await gql(app, student, SET_FLASHCARD, { id: '00000000-0000-4000-8000-000000000000', status: 'known' })).code).toBe(
      'not_found',
    );
    const cards = (await gql<{ flashcards: Card[] }>(app, student, FLASHCARDS, { id: lessonId })).data!.flashcards;
    const bad = await gql(app, student, SET_FLASHCARD, { id: cards[0].id, status: 'mastered' });
    expect(bad.status).toBeLessThan(500);
    expect(bad.errors).toBeDefined();
  });
});

describe('grammar by id', () => {
  it('the lesson’s practice names its grammar item; opening and mastering it keeps the status', async () => {
    const unit = (
      await gql<{ learningUnitPracticeResources: { resources: { type: string; grammarId: string | null }[] } }>(app, student, UNIT, {
        id: lessonId,
      })
    ).data!.learningUnitPracticeResources;
    const grammarId = unit.resources.find((r) => r.type === 'grammar')?.grammarId;
    expect(grammarId).toBeTruthy();
    expect(unit.resources.filter((r) => r.type !== 'grammar').every((r) => r.grammarId === null)).toBe(true);

    expect((await gql(app, student, GRAMMAR, { id: grammarId })).data).toEqual({ grammarItem: { id: grammarId, lessonId, status: 'new' } });
    await gql(app, student, SET_GRAMMAR, { id: grammarId, status: 'seen' });
    await gql(app, student, SET_GRAMMAR, { id: grammarId, status: 'mastered' });
    expect((await gql<{ grammarItem: { status: string } }>(app, student, GRAMMAR, { id: grammarId })).data!.grammarItem.status).toBe(
      'mastered',
    );
    await gql(app, student, SET_GRAMMAR, { id: grammarId, status: 'seen' });
    expect((await gql<{ grammarItem: { status: string } }>(app, student, GRAMMAR, { id: grammarId })).data!.grammarItem.status).toBe(
      'seen',
    );
  });

  it('refuses the grammar of a lesson whose class is not booked (practice_locked)', async () => {
    const unit = (
      await gql<{ learningUnitPracticeResources: { resources: { type: string; grammarId: string | null }[] } }>(app, student, UNIT, {
        id: catalogue.lessonIds[1],
      })
    ).data!.learningUnitPracticeResources;
    const grammarId = unit.resources.find((r) => r.type === 'grammar')?.grammarId;
    expect(grammarId).toBeTruthy();
    expect((await gql(app, student, GRAMMAR, { id: grammarId })).code).toBe('practice_locked');
  });
});

describe('practice reviews', () => {
  it('checks the rating (1-5) and the comment length with a 4xx-class validation error naming the field', async () => {
    for (const rating of [0, 6]) {
      const res = await gql(app, student, REVIEW, { lessonId, rating });
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0]).toMatchObject({
        message: 'The rating must be between 1 and 5.',
        extensions: { code: 'validation_failed', field: 'rating' },
      });
    }
    const long = await gql(app, student, REVIEW, { lessonId, rating: 4, comment: 'x'.repeat(2001) });
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'validation_failed', field: 'comment' });
    expect((await gql(app, student, REVIEW, { lessonId, rating: 4, comment: 'x'.repeat(2000) })).errors).toBeUndefined();
  });

  it('keeps one review per student, kind and lesson when ratings race', async () => {
    const racer = await buildPractisingStudent(app, catalogue, [0]);
    const results = await Promise.all([1, 2, 3, 4, 5].map((rating) => gql(app, racer, REVIEW, { lessonId, rating })));
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    const rows = await app.db
      .select()
      .from(practiceReviews)
      .where(and(eq(practiceReviews.studentId, racer.id), eq(practiceReviews.kind, 'flashcard'), eq(practiceReviews.lessonId, lessonId)));
    expect(rows).toHaveLength(1);
  });
});
