// Practice tasks in the reader's words (issue 21, decision 124): an exercise's and a Lingobite
// task's prompt, English options and pair sides in X-Locale, the written ones in English and where a
// language has none. The key does not change: a choice is an index, and pairs are right in the
// words the reader saw or in the written ones.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ExerciseTextsTranslation, LingobiteTextsTranslation, Translations } from '@parla/contracts';
import { practiceExercises, practiceLingobites } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  type TestUser,
  buildAdmin,
  buildCatalogue,
  buildLessonPractice,
  buildPractisingStudent,
} from './factories/index.ts';

const { app } = await buildTestApp();
let catalogue: Catalogue;
let lessonId: string;

const RIGHT_FR = ['le nom', 'le pays', 'la ville', 'la langue'];
const PROMPT_FR = 'Associez l’allemand et le français.';
const POLITE_FR = 'Vous rencontrez votre nouvelle collègue. Quelle question est polie ?';
const ORDER_FR = 'Remettez les mots dans l’ordre : J’habite à Munich.';

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 1 });
  lessonId = catalogue.lessonIds[0];
  await buildLessonPractice(app, [lessonId]);
  const rows = await app.db.select().from(practiceExercises).where(eq(practiceExercises.lessonId, lessonId));
  // By position (1-based): 4 puts words in order, 5 matches pairs, 6 is a multiple choice.
  const words: Record<number, ExerciseTextsTranslation> = {
    4: { explanation: 'Le verbe en deuxième position.', prompt: ORDER_FR },
    5: { explanation: 'Des mots du cours.', prompt: PROMPT_FR, right: RIGHT_FR },
    6: { explanation: 'Sie est poli.', prompt: POLITE_FR },
  };
  for (const row of rows) {
    const fr = words[row.position];
    if (fr) await app.db.update(practiceExercises).set({ translations: { fr } }).where(eq(practiceExercises.id, row.id));
  }
  const [lingobite] = await app.db.select().from(practiceLingobites).where(eq(practiceLingobites.lessonId, lessonId));
  const translations: Translations<LingobiteTextsTranslation> = {
    fr: {
      title: 'Qui êtes-vous ?',
      intro: 'Introduction.',
      outro: 'Bravo !',
      stageTitles: lingobite.stages.map((_, i) => `Étape ${i + 1}`),
      tasks: [
        [{}, { prompt: 'Comment demandez-vous son nom à un ami ?' }],
        [{}, {}],
        [{}, { prompt: 'Associez les langues.', right: ['allemand', 'espagnol', 'français'] }],
      ],
    },
  };
  await app.db.update(practiceLingobites).set({ translations }).where(eq(practiceLingobites.id, lingobite.id));
});

type Exercise = {
  id: string;
  position: number;
  title: string;
  task: { type: string; prompt: string; left: string[] | null; right: string[] | null; options: string[] | null };
};
const EXERCISES = 'query($lessonId: ID!) { exercises(lessonId: $lessonId) { id position title task { type prompt left right options } } }';

async function exercisesAs(student: TestUser, locale: string | null): Promise<Exercise[]> {
  const res = await gql<{ exercises: Exercise[] }>(app, student, EXERCISES, { lessonId }, { locale });
  expect(res.errors).toBeUndefined();
  return res.data!.exercises;
}

const SUBMIT = `mutation($id: ID!, $answer: TaskAnswerInput!) {
  submitExerciseAnswer(exerciseId: $id, answer: $answer) { feedback { correct correctAnswer { pairs { left right } } } }
}`;
type Submitted = {
  submitExerciseAnswer: { feedback: { correct: boolean; correctAnswer: { pairs: { left: string; right: string }[] | null } } };
};

describe('exercise tasks in the reader’s words', () => {
  it('shows the prompt and the pairs’ English sides in X-Locale, the written ones in English and in a language without words', async () => {
    const student = await buildPractisingStudent(app, catalogue, [0]);
    const french = await exercisesAs(student, 'fr');
    const match = french.find((e) => e.position === 5)!;
    expect(match.title).toBe(PROMPT_FR);
    expect(match.task.prompt).toBe(PROMPT_FR);
    expect(match.task.left).toEqual(['der Name', 'das Land', 'die Stadt', 'die Sprache']);
    expect([...(match.task.right ?? [])].sort()).toEqual([...RIGHT_FR].sort());
    expect(french.find((e) => e.position === 6)!.task.prompt).toBe(POLITE_FR);
    // The gap sentence has no French words: as written.
    expect(french.find((e) => e.position === 2)!.task.prompt).toBe('Ich ___ aus Polen.');

    for (const locale of ['en', 'es', null]) {
      const written = (await exercisesAs(student, locale)).find((e) => e.position === 5)!;
      expect(written.task.prompt).toBe('Match the German and the English.');
      expect([...(written.task.right ?? [])].sort()).toEqual(['the city', 'the country', 'the language', 'the name']);
    }
  });

  it('takes the pairs in the words the reader saw, answers the key in them, and still refuses a wrong match', async () => {
    const french = await buildPractisingStudent(app, catalogue, [0]);
    const match = (await exercisesAs(french, 'fr')).find((e) => e.position === 5)!;
    const pairs = ['der Name', 'das Land', 'die Stadt', 'die Sprache'].map((left, i) => ({ left, right: RIGHT_FR[i] }));
    const res = await gql<Submitted>(app, french, SUBMIT, { id: match.id, answer: { pairs } }, { locale: 'fr' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitExerciseAnswer.feedback.correct).toBe(true);
    expect(res.data!.submitExerciseAnswer.feedback.correctAnswer.pairs).toEqual(pairs);

    // Shown in French, answered after switching to English: the written sides are right too.
    const english = await buildPractisingStudent(app, catalogue, [0]);
    const written = [
      { left: 'der Name', right: 'the name' },
      { left: 'das Land', right: 'the country' },
      { left: 'die Stadt', right: 'the city' },
      { left: 'die Sprache', right: 'the language' },
    ];
    const inEnglish = await gql<Submitted>(app, english, SUBMIT, { id: match.id, answer: { pairs: written } }, { locale: 'en' });
    expect(inEnglish.data!.submitExerciseAnswer.feedback.correct).toBe(true);

    const wrong = await buildPractisingStudent(app, catalogue, [0]);
    const swapped = pairs.map((p, i) => ({ left: p.left, right: RIGHT_FR[(i + 1) % RIGHT_FR.length] }));
    const refused = await gql<Submitted>(app, wrong, SUBMIT, { id: match.id, answer: { pairs: swapped } }, { locale: 'fr' });
    expect(refused.data!.submitExerciseAnswer.feedback.correct).toBe(false);
  });
});

describe('Lingobite tasks in the reader’s words', () => {
  const SEQUENCE = `query($lessonId: ID!) { practiceSequence(lessonId: $lessonId) {
    stages { tasks { stage task prompt { prompt right } finished correctAnswer { pairs { left right } } } }
  } }`;
  type Sequence = {
    practiceSequence: {
      stages: {
        tasks: {
          stage: number;
          task: number;
          prompt: { prompt: string; right: string[] | null };
          finished: boolean;
          correctAnswer: { pairs: { left: string; right: string }[] | null } | null;
        }[];
      }[];
    };
  };
  const ANSWER = `mutation($lessonId: ID!, $stage: Int!, $task: Int!, $answer: TaskAnswerInput!) {
    answerLingobiteTask(lessonId: $lessonId, stage: $stage, task: $task, answer: $answer) { id }
  }`;

  it('shows a task’s prompt and pair sides in X-Locale and, once finished, its answer in the same words', async () => {
    const student = await buildPractisingStudent(app, catalogue, [0]);
    const sequence = async (locale: string) =>
      (await gql<Sequence>(app, student, SEQUENCE, { lessonId }, { locale })).data!.practiceSequence;
    const french = await sequence('fr');
    expect(french.stages[0].tasks[1].prompt.prompt).toBe('Comment demandez-vous son nom à un ami ?');
    expect(french.stages[0].tasks[0].prompt.prompt).toBe('Ich ___ Lena.');
    expect([...(french.stages[2].tasks[1].prompt.right ?? [])].sort()).toEqual(['allemand', 'espagnol', 'français']);
    expect(french.stages[2].tasks[1].correctAnswer).toBeNull();
    expect((await sequence('en')).stages[0].tasks[1].prompt.prompt).toBe("How do you ask a friend's name?");

    const pairs = [
      { left: 'Deutsch', right: 'allemand' },
      { left: 'Spanisch', right: 'espagnol' },
      { left: 'Französisch', right: 'français' },
    ];
    const res = await gql(app, student, ANSWER, { lessonId, stage: 2, task: 1, answer: { pairs } }, { locale: 'fr' });
    expect(res.errors).toBeUndefined();
    const answered = (await sequence('fr')).stages[2].tasks[1];
    expect(answered.finished).toBe(true);
    expect(answered.correctAnswer?.pairs).toEqual(pairs);
    expect((await sequence('en')).stages[2].tasks[1].correctAnswer?.pairs?.map((p) => p.right)).toEqual(['German', 'Spanish', 'French']);
  });
});

describe('an admin’s change to a task', () => {
  const UPDATE = `mutation($input: AdminExerciseInput!) { adminUpdateExercise(input: $input) { id version } }`;

  it('drops the words of the changed part in every language and keeps the others', async () => {
    const admin = await buildAdmin(app);
    const [row] = await app.db
      .select()
      .from(practiceExercises)
      .where(eq(practiceExercises.lessonId, lessonId))
      .orderBy(practiceExercises.position)
      .offset(4)
      .limit(1);
    expect(row.task.type).toBe('match_pairs');
    const pairs = [
      ['der Name', 'the name'],
      ['das Land', 'the country'],
      ['die Stadt', 'the town'],
      ['die Sprache', 'the language'],
    ];
    const res = await gql(app, admin, UPDATE, {
      input: {
        exerciseId: row.id,
        version: row.version,
        explanation: row.explanation,
        task: { type: 'match_pairs', prompt: row.task.prompt, pairs },
      },
    });
    expect(res.errors).toBeUndefined();
    const [after] = await app.db.select().from(practiceExercises).where(eq(practiceExercises.id, row.id));
    // The pairs changed: their French sides would now name an answer the key does not hold.
    expect(after.translations.fr).toEqual({ explanation: 'Des mots du cours.', prompt: PROMPT_FR });

    const student = await buildPractisingStudent(app, catalogue, [0]);
    const match = (await exercisesAs(student, 'fr')).find((e) => e.position === 5)!;
    expect(match.task.prompt).toBe(PROMPT_FR);
    expect([...(match.task.right ?? [])].sort()).toEqual(['the country', 'the language', 'the name', 'the town']);

    // The explanation edited in French, the task unchanged: the French prompt stays.
    const again = await gql(app, admin, UPDATE, {
      input: {
        exerciseId: row.id,
        version: after.version,
        explanation: row.explanation,
        task: after.task,
        translations: { fr: { explanation: 'Les mots de chaque cours en ligne.' } },
      },
    });
    expect(again.errors).toBeUndefined();
    const [edited] = await app.db.select().from(practiceExercises).where(eq(practiceExercises.id, row.id));
    expect(edited.translations.fr).toEqual({ explanation: 'Les mots de chaque cours en ligne.', prompt: PROMPT_FR });
  });
});
