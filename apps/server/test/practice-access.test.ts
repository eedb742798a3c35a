import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { practiceExercises, practiceGrammarItems, practiceVocabularyItems, subscriptions } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  type TestUser,
  buildAdmin,
  buildCatalogue,
  buildLessonPractice,
  buildPractisingStudent,
  buildStudent,
  buildSubscription,
  buildTeacher,
} from './factories/index.ts';

const { app } = await buildTestApp();
let catalogue: Catalogue;
let owner: TestUser;
let otherStudent: TestUser;
let unsubscribed: TestUser;
let teacher: TestUser;
let admin: TestUser;
const ids = { lesson: '', vocabulary: '', grammar: '', exercise: '' };

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 3 });
  await buildLessonPractice(app, catalogue.lessonIds);
  owner = await buildPractisingStudent(app, catalogue, [0]);
  // Subscribed, same module, but the lesson's class is not booked: locked (decision 073).
  otherStudent = await buildStudent(app, { catalogue });
  await buildSubscription(app, otherStudent.id, catalogue);
  // The lesson booked, but no subscription (001 §6).
  unsubscribed = await buildPractisingStudent(app, catalogue, [0]);
  await app.db.update(subscriptions).set({ status: 'suspended' }).where(eq(subscriptions.studentId, unsubscribed.id));
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
  ids.lesson = catalogue.lessonIds[0];
  const lessonId = ids.lesson;
  [{ id: ids.vocabulary }] = await app.db
    .select({ id: practiceVocabularyItems.id })
    .from(practiceVocabularyItems)
    .where(eq(practiceVocabularyItems.lessonId, lessonId))
    .limit(1);
  [{ id: ids.grammar }] = await app.db
    .select({ id: practiceGrammarItems.id })
    .from(practiceGrammarItems)
    .where(eq(practiceGrammarItems.lessonId, lessonId));
  [{ id: ids.exercise }] = await app.db
    .select({ id: practiceExercises.id })
    .from(practiceExercises)
    .where(eq(practiceExercises.lessonId, lessonId))
    .limit(1);
});

/** Every practice operation, with the variables the owner can use. `lessonScoped`: refused for a locked lesson. */
const OPERATIONS: { name: string; query: string; vars: () => Record<string, unknown>; lessonScoped: boolean }[] = [
  { name: 'practiceItems', query: '{ practiceItems { total } }', vars: () => ({}), lessonScoped: false },
  { name: 'learningUnits', query: '{ learningUnits { id } }', vars: () => ({}), lessonScoped: false },
  {
    name: 'learningUnitPracticeResources',
    query: 'query($id: ID!) { learningUnitPracticeResources(learningUnitId: $id) { id locked } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: false,
  },
  {
    name: 'vocabularyList',
    query: 'query($id: ID) { vocabularyList(lessonId: $id) { id } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  {
    name: 'quizProgress',
    query: 'query($id: ID) { quizProgress(lessonId: $id) { total } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  {
    name: 'quizSession',
    query: 'query($id: ID) { quizSession(lessonId: $id) { questions { choices } } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  { name: 'reviewQueue', query: '{ reviewQueue { id } }', vars: () => ({}), lessonScoped: false },
  {
    name: 'flashcards',
    query: 'query($id: ID!) { flashcards(learningUnitId: $id) { id status } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  { name: 'exercises', query: 'query($id: ID!) { exercises(lessonId: $id) { id } }', vars: () => ({ id: ids.lesson }), lessonScoped: true },
  {
    name: 'grammarItems',
    query: 'query($id: ID) { grammarItems(lessonId: $id) { id } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  {
    name: 'grammarItem',
    query: 'query($id: ID!) { grammarItem(grammarId: $id) { id } }',
    vars: () => ({ id: ids.grammar }),
    lessonScoped: true,
  },
  {
    name: 'practiceSequence',
    query: 'query($id: ID!) { practiceSequence(lessonId: $id) { id } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  { name: 'dailyPractice', query: '{ dailyPractice { state } }', vars: () => ({}), lessonScoped: false },
  {
    name: 'reviewVocabularyItem',
    query: 'mutation($id: ID!) { reviewVocabularyItem(vocabularyItemId: $id, rating: good, reps: 0) { id } }',
    vars: () => ({ id: ids.vocabulary }),
    lessonScoped: true,
  },
  {
    name: 'setVocabularyStatus',
    query: 'mutation($id: ID!) { setVocabularyStatus(vocabularyItemId: $id, status: known) { id } }',
    vars: () => ({ id: ids.vocabulary }),
    lessonScoped: true,
  },
  {
    name: 'setFlashcardStatus',
    query: 'mutation($id: ID!) { setFlashcardStatus(vocabularyItemId: $id, status: known) { id } }',
    vars: () => ({ id: ids.vocabulary }),
    lessonScoped: true,
  },
  {
    name: 'setGrammarStatus',
    query: 'mutation($id: ID!) { setGrammarStatus(grammarId: $id, status: seen) { id } }',
    vars: () => ({ id: ids.grammar }),
    lessonScoped: true,
  },
  {
    name: 'submitExerciseAnswer',
    query: 'mutation($id: ID!) { submitExerciseAnswer(exerciseId: $id, answer: { choice: 0 }) { id } }',
    vars: () => ({ id: ids.exercise }),
    lessonScoped: true,
  },
  {
    name: 'restartExercises',
    query: 'mutation($id: ID!) { restartExercises(lessonId: $id) { id } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  {
    name: 'answerLingobiteTask',
    query: 'mutation($id: ID!) { answerLingobiteTask(lessonId: $id, stage: 0, task: 1, answer: { choice: 0 }) { id } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  {
    name: 'reportContentError',
    query:
      'mutation($id: ID!) { reportContentError(target: vocabulary, targetId: $id, options: [typo], details: "Plural is wrong.") { id } }',
    vars: () => ({ id: ids.vocabulary }),
    lessonScoped: true,
  },
  {
    name: 'submitFlashcardReview',
    query: 'mutation($id: ID!) { submitFlashcardReview(lessonId: $id, rating: 4) { id } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  {
    name: 'submitQuizReview',
    query: 'mutation($id: ID!) { submitQuizReview(lessonId: $id, rating: 4) { id } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
  {
    name: 'submitPracticeSequenceReview',
    query: 'mutation($id: ID!) { submitPracticeSequenceReview(lessonId: $id, rating: 4) { id } }',
    vars: () => ({ id: ids.lesson }),
    lessonScoped: true,
  },
];

describe.each(OPERATIONS)('$name access', ({ query, vars, lessonScoped, name }) => {
  it('answers the owner (subscribed, lesson booked)', async () => {
    expect((await gql(app, owner, query, vars())).errors).toBeUndefined();
  });
  it('refuses another student whose lesson is not booked, when lesson-scoped (practice_locked)', async () => {
    const res = await gql(app, otherStudent, query, vars());
    if (lessonScoped) expect(res.code).toBe('practice_locked');
    else expect(res.errors).toBeUndefined();
  });
  it('refuses a student without a subscription, except the page that shows the offer', async () => {
    const res = await gql(app, unsubscribed, query, vars());
    const offers = ['practiceItems', 'learningUnits', 'learningUnitPracticeResources', 'dailyPractice'];
    if (offers.includes(name)) expect(res.errors).toBeUndefined();
    else expect(res.code).toBe('practice_subscription_required');
  });
  it('refuses a teacher and an admin (forbidden) and anonymous (unauthenticated)', async () => {
    expect((await gql(app, teacher, query, vars())).code).toBe('forbidden');
    expect((await gql(app, admin, query, vars())).code).toBe('forbidden');
    expect((await gql(app, null, query, vars())).code).toBe('unauthenticated');
  });
});

describe('what a locked or unsubscribed student sees', () => {
  it('lists the items locked, with subscriptionRequired for the store link', async () => {
    const q = '{ practiceItems { subscriptionRequired items { locked } } }';
    const other = (await gql<{ practiceItems: { subscriptionRequired: boolean; items: { locked: boolean }[] } }>(app, otherStudent, q))
      .data!.practiceItems;
    expect(other.subscriptionRequired).toBe(false);
    expect(other.items.every((i) => i.locked)).toBe(true);
    const unsub = (await gql<{ practiceItems: { subscriptionRequired: boolean; items: { locked: boolean }[] } }>(app, unsubscribed, q))
      .data!.practiceItems;
    expect(unsub.subscriptionRequired).toBe(true);
    expect(unsub.items.length).toBeGreaterThan(0);
  });
  it("never shows a student another's Lingobite score", async () => {
    const q = 'query($id: ID!) { lesson(id: $id) { practiceSequenceScore } }';
    expect(
      (await gql<{ lesson: { practiceSequenceScore: null } }>(app, otherStudent, q, { id: ids.lesson })).data!.lesson.practiceSequenceScore,
    ).toBeNull();
    expect(
      (await gql<{ lesson: { practiceSequenceScore: null } }>(app, teacher, q, { id: ids.lesson })).data!.lesson.practiceSequenceScore,
    ).toBeNull();
  });
});

describe('REST access', () => {
  async function get(url: string, who: TestUser | null) {
    const { loginCookies } = await import('./graphql-requests.ts');
    const cookie = who ? await loginCookies(app, who) : '';
    return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  }

  it('GET /api/students/{student_id}/learning-units: the owner only (403 for others, 401 anonymous)', async () => {
    const url = `/api/students/${owner.id}/learning-units?moduleIds=${catalogue.moduleId}`;
    const mine = await get(url, owner);
    expect(mine.statusCode).toBe(200);
    const units = mine.json<{ learningUnits: { id: string; locked: boolean; resources: unknown[] }[] }>().learningUnits;
    expect(units.map((u) => u.id)).toEqual(catalogue.lessonIds);
    expect(units[0]).toMatchObject({ locked: false });
    expect(units[1]).toMatchObject({ locked: true });
    expect((await get(url, otherStudent)).statusCode).toBe(403);
    expect((await get(url, teacher)).statusCode).toBe(403);
    expect((await get(url, admin)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(`/api/students/${owner.id}/learning-units?moduleIds=nope`, owner)).statusCode).toBe(422);
  });

  it('GET /api/lessons/{id}: signed-in users; the score only for the student', async () => {
    const url = `/api/lessons/${ids.lesson}`;
    const mine = await get(url, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: ids.lesson, moduleId: catalogue.moduleId, practiceSequenceScore: null });
    for (const who of [otherStudent, teacher, admin]) expect((await get(url, who)).statusCode).toBe(200);
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get('/api/lessons/00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
  });
});
