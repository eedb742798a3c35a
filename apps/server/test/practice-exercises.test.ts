import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { type Catalogue, type TestUser, buildCatalogue, buildLessonPractice, buildPractisingStudent } from './factories/index.ts';

const { app } = await buildTestApp();
let catalogue: Catalogue;
let student: TestUser;
let lessonId: string;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 4 });
  await buildLessonPractice(app, catalogue.lessonIds.slice(0, 3));
  student = await buildPractisingStudent(app, catalogue, [0]);
  lessonId = catalogue.lessonIds[0];
});

const EXERCISE = `id type score status attempts task { type prompt options hint words left right }
  feedback { correct explanation correctAnswer { choice text words pairs { left right } } }`;
const EXERCISES = `query($lessonId: ID!, $type: ExerciseKind) { exercises(lessonId: $lessonId, type: $type) { ${EXERCISE} } }`;
const SUBMIT = `mutation($id: ID!, $answer: TaskAnswerInput!) { submitExerciseAnswer(exerciseId: $id, answer: $answer) { ${EXERCISE} } }`;
const RESTART = `mutation($lessonId: ID!, $type: ExerciseKind) { restartExercises(lessonId: $lessonId, type: $type) { ${EXERCISE} } }`;
const SEQUENCE = `query($lessonId: ID!) { practiceSequence(lessonId: $lessonId) { id score stages { title tasks { stage task tries solved finished prompt { type options } correctAnswer { choice text } } } } }`;
const ANSWER = `mutation($lessonId: ID!, $stage: Int!, $task: Int!, $answer: TaskAnswerInput!) {
  answerLingobiteTask(lessonId: $lessonId, stage: $stage, task: $task, answer: $answer) { score stages { tasks { tries solved finished correctAnswer { choice text words pairs { left right } } } } } }`;
const ITEMS = `query($status: ExerciseStatus, $type: PracticeItemType, $offset: Int, $limit: Int) {
  practiceItems(status: $status, type: $type, offset: $offset, limit: $limit) { total subscriptionRequired items { lessonId type size done status score locked } } }`;

interface Exercise {
  id: string;
  type: string;
  score: number | null;
  status: string;
  attempts: number;
  task: { type: string; options: string[] | null };
  feedback: { correct: boolean; explanation: string; correctAnswer: Record<string, unknown> } | null;
}

describe('homework and quizzes', () => {
  it('lists exercises without keys, pending with a null score', async () => {
    const res = await app.inject({ method: 'POST', url: '/graphql' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const list = (await gql<{ exercises: Exercise[] }>(app, student, EXERCISES, { lessonId, type: 'homework' })).data!.exercises;
    expect(list).toHaveLength(6);
    expect(list.every((e) => e.score === null && e.status === 'pending' && e.feedback === null)).toBe(true);
    const raw = await gql(app, student, EXERCISES, { lessonId });
    expect(JSON.stringify(raw.data)).not.toContain('sprichst');
  });

  it('checks an answer on the server, scores it, shows the key after, and refuses a second answer until restarted', async () => {
    const [first] = (await gql<{ exercises: Exercise[] }>(app, student, EXERCISES, { lessonId, type: 'homework' })).data!.exercises;
    const wrong = await gql<{ submitExerciseAnswer: Exercise }>(app, student, SUBMIT, { id: first.id, answer: { choice: 1 } });
    expect(wrong.data!.submitExerciseAnswer).toMatchObject({
      score: 0,
      status: 'completed',
      attempts: 1,
      feedback: { correct: false, correctAnswer: { choice: 0 } },
    });
    expect((await gql(app, student, SUBMIT, { id: first.id, answer: { choice: 0 } })).code).toBe('exercise_already_answered');
    expect((await gql(app, student, SUBMIT, { id: first.id, answer: { text: 'x' } })).code).toBe('validation_failed');
    const restarted = await gql<{ restartExercises: Exercise[] }>(app, student, RESTART, { lessonId, type: 'homework' });
    expect(restarted.data!.restartExercises[0]).toMatchObject({ score: null, status: 'pending', attempts: 1 });
    const right = await gql<{ submitExerciseAnswer: Exercise }>(app, student, SUBMIT, { id: first.id, answer: { choice: 0 } });
    expect(right.data!.submitExerciseAnswer).toMatchObject({ score: 100, attempts: 2, feedback: { correct: true } });
  });

  it("ticks the onboarding checklist's practice item on the first answer", async () => {
    const CHECKLIST = 'query { onboardingChecklist { items { slug isCompleted } } }';
    const items = (await gql<{ onboardingChecklist: { items: { slug: string; isCompleted: boolean }[] } }>(app, student, CHECKLIST)).data!
      .onboardingChecklist.items;
    expect(items.find((i) => i.slug === 'try_practice')?.isCompleted).toBe(true);
  });

  it('counts two concurrent submissions once', async () => {
    const list = (await gql<{ exercises: Exercise[] }>(app, student, EXERCISES, { lessonId, type: 'quiz' })).data!.exercises;
    const target = list.find((e) => e.task.type === 'multiple_choice')!;
    const results = await Promise.all([0, 1, 2].map(() => gql(app, student, SUBMIT, { id: target.id, answer: { choice: 0 } })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.code === 'exercise_already_answered')).toHaveLength(2);
  });
});

describe('Lingobites', () => {
  it('gives 3 tries, then shows the answer; saves the score as Lesson.practiceSequenceScore when every task is done', async () => {
    const seq = (
      await gql<{ practiceSequence: { stages: { tasks: { finished: boolean; prompt: { type: string } }[] }[] } }>(app, student, SEQUENCE, {
        lessonId,
      })
    ).data!.practiceSequence;
    expect(seq.stages).toHaveLength(3);
    const wrong = { lessonId, stage: 0, task: 0, answer: { text: 'wohne' } };
    const one = await gql<{ answerLingobiteTask: { stages: { tasks: { tries: number; finished: boolean; correctAnswer: unknown }[] }[] } }>(
      app,
      student,
      ANSWER,
      wrong,
    );
    expect(one.data!.answerLingobiteTask.stages[0].tasks[0]).toMatchObject({ tries: 1, finished: false, correctAnswer: null });
    await gql(app, student, ANSWER, wrong);
    const third = await gql<{
      answerLingobiteTask: { stages: { tasks: { tries: number; finished: boolean; correctAnswer: { text: string } }[] }[] };
    }>(app, student, ANSWER, wrong);
    expect(third.data!.answerLingobiteTask.stages[0].tasks[0]).toMatchObject({
      tries: 3,
      finished: true,
      correctAnswer: { text: 'heiße' },
    });
    expect((await gql(app, student, ANSWER, wrong)).code).toBe('lingobite_task_finished');
    const rights = [
      [0, 1, { choice: 0 }],
      [1, 0, { text: 'aus' }],
      [1, 1, { words: ['Wo', 'wohnst', 'du?'] }],
      [2, 0, { choice: 0 }],
      [
        2,
        1,
        {
          pairs: [
            { left: 'Deutsch', right: 'German' },
            { left: 'Spanisch', right: 'Spanish' },
            { left: 'Französisch', right: 'French' },
          ],
        },
      ],
    ] as const;
    let last: { answerLingobiteTask: { score: number | null } } | null = null;
    for (const [stage, task, answer] of rights) {
      const res = await gql<{ answerLingobiteTask: { score: number | null } }>(app, student, ANSWER, { lessonId, stage, task, answer });
      expect(res.errors).toBeUndefined();
      last = res.data;
    }
    expect(last!.answerLingobiteTask.score).toBe(83);
    const lesson = await gql<{ lesson: { practiceSequenceScore: number | null } }>(
      app,
      student,
      'query($id: ID!) { lesson(id: $id) { practiceSequenceScore } }',
      { id: lessonId },
    );
    expect(lesson.data!.lesson.practiceSequenceScore).toBe(83);
  });
});

describe('practice page', () => {
  it('lists items per lesson, open pending first, locked lessons after, with paging and filters', async () => {
    const page = (
      await gql<{
        practiceItems: {
          total: number;
          subscriptionRequired: boolean;
          items: { lessonId: string; type: string; status: string; locked: boolean }[];
        };
      }>(app, student, ITEMS, {})
    ).data!.practiceItems;
    expect(page.subscriptionRequired).toBe(false);
    expect(page.total).toBe(15);
    expect(page.items[0]).toMatchObject({ lessonId, locked: false, status: 'pending' });
    expect(page.items.filter((i) => !i.locked).every((i) => i.lessonId === lessonId)).toBe(true);
    expect(page.items.at(-1)).toMatchObject({ lessonId, type: 'lingobite', status: 'completed' });
    const homework = (await gql<{ practiceItems: { total: number } }>(app, student, ITEMS, { type: 'homework' })).data!.practiceItems;
    expect(homework.total).toBe(3);
    const paged = (await gql<{ practiceItems: { items: unknown[] } }>(app, student, ITEMS, { offset: 2, limit: 2 })).data!.practiceItems;
    expect(paged.items).toEqual(page.items.slice(2, 4));
    expect((await gql(app, student, ITEMS, { limit: 1000 })).code).toBe('validation_failed');
  });
});

describe('reports and reviews', () => {
  const REPORT = `mutation($target: ContentErrorTarget!, $id: ID!, $options: [ContentErrorOption!]!, $details: String!) {
    reportContentError(target: $target, targetId: $id, options: $options, details: $details) { id } }`;
  it('needs at least 1 option and details, with the spec messages', async () => {
    const [exercise] = (await gql<{ exercises: Exercise[] }>(app, student, EXERCISES, { lessonId })).data!.exercises;
    const none = await gql(app, student, REPORT, { target: 'exercise', id: exercise.id, options: [], details: 'x' });
    expect(none.errors?.[0]).toMatchObject({ message: 'You must select at least 1 option', extensions: { field: 'options' } });
    const blank = await gql(app, student, REPORT, { target: 'exercise', id: exercise.id, options: ['typo'], details: '  ' });
    expect(blank.errors?.[0]).toMatchObject({ message: 'Please provide more details', extensions: { field: 'details' } });
    const ok = await gql(app, student, REPORT, {
      target: 'exercise',
      id: exercise.id,
      options: ['typo', 'unclear'],
      details: 'The second option has a typo.',
    });
    expect(ok.errors).toBeUndefined();
  });
  it('keeps the last flashcard, quiz and practice-sequence review', async () => {
    for (const name of ['submitFlashcardReview', 'submitQuizReview', 'submitPracticeSequenceReview']) {
      const q = `mutation($lessonId: ID!, $rating: Int!, $comment: String) { ${name}(lessonId: $lessonId, rating: $rating, comment: $comment) { rating comment } }`;
      expect((await gql(app, student, q, { lessonId, rating: 6 })).code).toBe('validation_failed');
      await gql(app, student, q, { lessonId, rating: 3 });
      const res = await gql<Record<string, unknown>>(app, student, q, { lessonId, rating: 5, comment: 'Clear and useful.' });
      expect(res.data![name]).toEqual({ rating: 5, comment: 'Clear and useful.' });
    }
  });
});
