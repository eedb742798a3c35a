import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { practiceExercises, practiceGrammarItems } from '../src/db/schema/index.ts';
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
  buildTeacher,
} from './factories/index.ts';

// Decision 123: the back office edits the explanation texts in the other display languages
// (decisions 116, 117) beside the English: English required, a language left empty reads English
// and is saved as absent. Admins only; each save is one audited admin mutation.

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let lessonId: string;
let student: TestUser;
let otherStudent: TestUser;
let teacher: TestUser;
let admin: TestUser;

const LESSON = `query($id: ID!) { adminContentLesson(id: $id) {
  id title description learningOutcomes label version translations { de { description learningOutcomes } fr { description learningOutcomes } }
  grammar { id title explanation examples { text translation { en de fr es ru } } version
    translations { de { title explanation } fr { title explanation } es { title explanation } ru { title explanation } } }
  exercises { id explanation version task { type prompt options answer answers hint words pairs { left right } }
    translations { de { explanation } fr { explanation } es { explanation } ru { explanation } } }
  lingobite { id title intro outro version stages { title }
    translations { fr { title intro outro stageTitles } ru { title intro outro stageTitles } } } } }`;
const UPDATE_LESSON = `mutation($input: AdminLessonInput!) { adminUpdateLesson(input: $input) {
  version translations { de { description learningOutcomes } fr { description learningOutcomes } } } }`;
const UPDATE_GRAMMAR = `mutation($input: AdminGrammarItemInput!) { adminUpdateGrammarItem(input: $input) {
  id version translations { de { title explanation } fr { title explanation } es { title } ru { title } } } }`;
const UPDATE_EXERCISE = `mutation($input: AdminExerciseInput!) { adminUpdateExercise(input: $input) {
  id version translations { de { explanation } fr { explanation } } } }`;
const UPDATE_LINGOBITE = `mutation($input: AdminLingobiteInput!) { adminUpdateLingobite(input: $input) {
  id version translations { fr { title intro outro stageTitles } ru { title } } } }`;

type Texts<T> = { de: T | null; fr: T | null; es?: T | null; ru?: T | null };
interface Lesson {
  id: string;
  title: string;
  description: string;
  learningOutcomes: string[];
  label: string | null;
  version: number;
  translations: Texts<{ description: string; learningOutcomes: string[] }>;
  grammar: {
    id: string;
    title: string;
    explanation: string;
    examples: { text: string; translation: Record<string, string | null> }[];
    version: number;
    translations: Texts<{ title: string; explanation: string }>;
  };
  exercises: {
    id: string;
    explanation: string;
    version: number;
    task: Record<string, unknown>;
    translations: Texts<{ explanation: string | null }>;
  }[];
  lingobite: {
    id: string;
    title: string;
    intro: string;
    outro: string;
    version: number;
    stages: { title: string }[];
    translations: Texts<{ title: string; intro: string; outro: string; stageTitles: string[] }>;
  };
}

async function lesson(): Promise<Lesson> {
  const res = await gql<{ adminContentLesson: Lesson }>(app, admin, LESSON, { id: lessonId });
  expect(res.errors).toBeUndefined();
  return res.data!.adminContentLesson;
}

const FRENCH_EXPLANATION =
  'En allemand, le verbe change selon la personne : ich wohne, du wohnst, Sie wohnen. La forme de politesse Sie prend la même forme que le pluriel.';

const grammarInput = (l: Lesson, translations: unknown) => ({
  itemId: l.grammar.id,
  version: l.grammar.version,
  title: l.grammar.title,
  explanation: l.grammar.explanation,
  examples: l.grammar.examples.map((e) => ({
    text: e.text,
    translation: Object.fromEntries(Object.entries(e.translation).filter(([k]) => k !== '__typename')),
  })),
  translations,
});

const taskOf = (task: Record<string, unknown>) => Object.fromEntries(Object.entries(task).filter(([, v]) => v !== null));

beforeAll(async () => {
  clock.set(new Date('2026-09-07T08:00:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 1 });
  await buildLessonPractice(app, catalogue.lessonIds);
  lessonId = catalogue.lessonIds[0];
  student = await buildPractisingStudent(app, catalogue, [0]);
  otherStudent = await buildStudent(app);
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
});

describe('access: only admins edit translations', () => {
  it('refuses the student who practises the lesson, another student, a teacher and anonymous callers; nothing changes', async () => {
    const l = await lesson();
    const refused = {
      fr: { title: 'Refusé', explanation: FRENCH_EXPLANATION },
    };
    const [exercise] = l.exercises;
    const calls: [string, Record<string, unknown>][] = [
      [UPDATE_GRAMMAR, { input: grammarInput(l, refused) }],
      [
        UPDATE_EXERCISE,
        {
          input: {
            exerciseId: exercise.id,
            version: exercise.version,
            explanation: exercise.explanation,
            task: taskOf(exercise.task),
            translations: { fr: { explanation: 'Refusé.' } },
          },
        },
      ],
    ];
    for (const [query, variables] of calls) {
      for (const who of [student, otherStudent, teacher]) expect((await gql(app, who, query, variables)).code, query).toBe('forbidden');
      expect((await gql(app, null, query, variables)).code, query).toBe('unauthenticated');
    }
    expect(await lesson()).toEqual(l);
  });
});

describe('grammar point', () => {
  it('saves French, leaves empty languages absent, audits the save, and a French reader sees it', async () => {
    const l = await lesson();
    const saved = await gql<{ adminUpdateGrammarItem: { version: number; translations: Lesson['grammar']['translations'] } }>(
      app,
      admin,
      UPDATE_GRAMMAR,
      {
        input: grammarInput(l, {
          fr: { title: '  Le présent avec ich, du et Sie ', explanation: FRENCH_EXPLANATION },
          de: { title: '', explanation: '  ' },
          es: null,
        }),
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminUpdateGrammarItem.version).toBe(l.grammar.version + 1);
    expect(saved.data!.adminUpdateGrammarItem.translations).toEqual({
      de: null,
      fr: { title: 'Le présent avec ich, du et Sie', explanation: FRENCH_EXPLANATION },
      es: null,
      ru: null,
    });
    const [row] = await app.db.select().from(practiceGrammarItems).where(eq(practiceGrammarItems.id, l.grammar.id));
    expect(Object.keys(row.translations)).toEqual(['fr']);

    const read = (locale: string) =>
      gql<{ grammarItems: { title: string; explanation: string }[] }>(
        app,
        student,
        'query($id: ID) { grammarItems(lessonId: $id) { title explanation } }',
        { id: lessonId },
        { locale },
      );
    expect((await read('fr')).data!.grammarItems[0]).toEqual({ title: 'Le présent avec ich, du et Sie', explanation: FRENCH_EXPLANATION });
    // German was left empty: a German reader gets the English.
    expect((await read('de')).data!.grammarItems[0]).toEqual({ title: l.grammar.title, explanation: l.grammar.explanation });

    const audit = await queryRows<{ action: string; actor_id: string; outcome: string; before: { translations: unknown } }>(
      app.db,
      sql`select action, actor_id, outcome, before from audit_log where object_id = ${l.grammar.id} order by occurred_at desc limit 1`,
    );
    expect(audit[0]).toMatchObject({ action: 'adminUpdateGrammarItem', actor_id: admin.id, outcome: 'done', before: { translations: {} } });
  });

  it('keeps the saved translations when a save leaves them out', async () => {
    const l = await lesson();
    const res = await gql(app, admin, UPDATE_GRAMMAR, { input: { ...grammarInput(l, undefined), title: l.grammar.title } });
    expect(res.errors).toBeUndefined();
    expect((await lesson()).grammar.translations.fr?.title).toBe('Le présent avec ich, du et Sie');
  });

  it('refuses a language begun but not finished, and a too long text, on the field; nothing saved', async () => {
    const l = await lesson();
    const half = await gql(app, admin, UPDATE_GRAMMAR, { input: grammarInput(l, { ru: { title: 'Настоящее время', explanation: '' } }) });
    expect(half.code).toBe('validation_failed');
    expect(half.errors?.[0]).toMatchObject({
      message: 'This value should not be blank.',
      extensions: { field: 'translations.ru.explanation' },
    });
    const long = await gql(app, admin, UPDATE_GRAMMAR, { input: grammarInput(l, { es: { title: 'x'.repeat(201), explanation: 'y' } }) });
    expect(long.code).toBe('validation_failed');
    expect(long.errors?.[0]).toMatchObject({ message: 'This value is too long.', extensions: { field: 'translations.es.title' } });
    expect(await lesson()).toEqual(l);
  });
});

describe('exercise explanation', () => {
  it('edits only the explanation: other texts of a saved translation stay; blank removes it; a reader gets it', async () => {
    const l = await lesson();
    const [exercise] = l.exercises;
    // A translation with a text of the task itself (the content files may carry one): never touched here.
    await app.db
      .update(practiceExercises)
      .set({ translations: { fr: { explanation: 'Ancienne.', prompt: 'Complète la phrase.' } } as never })
      .where(eq(practiceExercises.id, exercise.id));
    const save = (translations: unknown, version: number) =>
      gql<{ adminUpdateExercise: { version: number } }>(app, admin, UPDATE_EXERCISE, {
        input: { exerciseId: exercise.id, version, explanation: exercise.explanation, task: taskOf(exercise.task), translations },
      });
    const first = await save({ fr: { explanation: ' Nouvelle explication. ' }, de: { explanation: 'Neue Erklärung.' } }, exercise.version);
    expect(first.errors).toBeUndefined();
    const stored = async () =>
      (await app.db.select().from(practiceExercises).where(eq(practiceExercises.id, exercise.id)))[0].translations as Record<
        string,
        unknown
      >;
    expect(await stored()).toEqual({
      fr: { explanation: 'Nouvelle explication.', prompt: 'Complète la phrase.' },
      de: { explanation: 'Neue Erklärung.' },
    });
    const again = await save({ fr: { explanation: '' }, de: { explanation: null } }, first.data!.adminUpdateExercise.version);
    expect(again.errors).toBeUndefined();
    expect(await stored()).toEqual({ fr: { prompt: 'Complète la phrase.' } });
    const long = await save({ es: { explanation: 'x'.repeat(1001) } }, again.data!.adminUpdateExercise.version);
    expect(long.code).toBe('validation_failed');
    expect(long.errors?.[0]?.extensions?.field).toBe('translations.es.explanation');
  });
});

describe('Lingobite and lesson', () => {
  it('saves a Lingobite in French with a title per stage; a wrong number of stage titles is refused', async () => {
    const l = await lesson();
    const input = (translations: unknown) => ({
      lingobiteId: l.lingobite.id,
      version: l.lingobite.version,
      title: l.lingobite.title,
      intro: l.lingobite.intro,
      outro: l.lingobite.outro,
      stageTitles: l.lingobite.stages.map((s) => s.title),
      translations,
    });
    const stageTitles = l.lingobite.stages.map((_, i) => `Étape ${i + 1}`);
    const wrong = await gql(app, admin, UPDATE_LINGOBITE, {
      input: input({ fr: { title: 'Faire connaissance', intro: 'Intro.', outro: 'Fin.', stageTitles: ['Seule'] } }),
    });
    expect(wrong.code).toBe('validation_failed');
    expect(wrong.errors?.[0]?.extensions?.field).toBe('translations.fr.stageTitles');
    const saved = await gql(app, admin, UPDATE_LINGOBITE, {
      input: input({
        fr: { title: 'Faire connaissance', intro: 'Intro.', outro: 'Fin.', stageTitles },
        ru: { title: '', stageTitles: ['', ''] },
      }),
    });
    expect(saved.errors).toBeUndefined();
    const sequence = await gql<{ practiceSequence: { title: string; stages: { title: string }[] } }>(
      app,
      student,
      'query($id: ID!) { practiceSequence(lessonId: $id) { title stages { title } } }',
      { id: lessonId },
      { locale: 'fr' },
    );
    expect(sequence.data!.practiceSequence).toEqual({ title: 'Faire connaissance', stages: stageTitles.map((title) => ({ title })) });
    expect((await lesson()).lingobite.translations.ru).toBeNull();
  });

  it('saves a lesson’s German description and outcomes; a German reader sees them, blank outcome lines dropped', async () => {
    const l = await lesson();
    const res = await gql(app, admin, UPDATE_LESSON, {
      input: {
        lessonId: l.id,
        version: l.version,
        title: l.title,
        description: l.description,
        learningOutcomes: l.learningOutcomes,
        label: l.label,
        translations: { de: { description: 'Sich vorstellen.', learningOutcomes: ['Den Namen sagen', ''] }, fr: { description: '' } },
      },
    });
    expect(res.errors).toBeUndefined();
    const read = await gql<{ lesson: { description: string; learningOutcomes: string[] } }>(
      app,
      student,
      'query($id: ID!) { lesson(id: $id) { description learningOutcomes } }',
      { id: lessonId },
      { locale: 'de' },
    );
    expect(read.data?.lesson).toEqual({ description: 'Sich vorstellen.', learningOutcomes: ['Den Namen sagen'] });
  });
});
