import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessons, practiceExercises, practiceGrammarItems, practiceLingobites, practiceVocabularyItems } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { type PracticeFile, loadPracticeFiles } from '../src/db/seed/practice/practice-files.ts';
import { seedPractice } from '../src/db/seed/practice/seed-practice.ts';
import { seedCatalogue } from '../src/db/seed/sections-and-curricula.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { type TestUser, buildAdmin } from './factories/index.ts';

// Decision 104: the demo seed runs at every start and re-upserts the practice catalogue from its
// files. An admin's edit must survive that: a row edited (or removed) in the back office is the
// school's from then on, while rows nobody edited still take a file's fix.

const { app, clock } = await buildTestApp();
const now = new Date('2026-09-07T08:00:00Z');
let admin: TestUser;
let lessonId: string;
let files: PracticeFile[];

const LESSON = `query($id: ID!) { adminContentLesson(id: $id) {
  id title description learningOutcomes label version
  vocabulary { id term plural gender wordClass sentence translation { en de } sentenceTranslation { en de } version }
  grammar { id title explanation examples { text translation { en de } } version }
  exercises { id explanation version task { type prompt answers hint } }
  lingobite { id title intro outro version stages { title } } } }`;

type Lesson = {
  id: string;
  title: string;
  description: string;
  learningOutcomes: string[];
  label: string | null;
  version: number;
  vocabulary: ({ id: string; term: string; version: number } & Record<string, unknown>)[];
  grammar: { id: string; title: string; explanation: string; examples: unknown[]; version: number };
  exercises: {
    id: string;
    explanation: string;
    version: number;
    task: { type: string; prompt: string; answers: string[] | null; hint: string | null };
  }[];
  lingobite: { id: string; title: string; intro: string; outro: string; version: number; stages: { title: string }[] };
};

async function lesson(): Promise<Lesson> {
  const res = await gql<{ adminContentLesson: Lesson }>(app, admin, LESSON, { id: lessonId });
  expect(res.errors).toBeUndefined();
  return res.data!.adminContentLesson;
}

async function ok(query: string, variables: Record<string, unknown>) {
  const res = await gql(app, admin, query, variables);
  expect(res.errors, query).toBeUndefined();
}

/** The content files with German A1 lesson 2's texts changed, as a writer's later fix would. */
function filesWithFixes(): PracticeFile[] {
  return files.map((file) => {
    if (file.section !== 'german' || file.level !== 'A1' || file.position !== 2) return file;
    const content = structuredClone(file.content);
    content.vocabulary[0].sentence = 'FILE FIX: Hallo, ich bin Lena.';
    content.vocabulary[1].sentence = 'FILE FIX: the second word';
    content.vocabulary[2].sentence = 'FILE FIX: the removed word';
    if (content.grammar) content.grammar.title = 'FILE FIX: grammar';
    content.exercises[0].explanation = 'FILE FIX: exercise 1';
    content.exercises[1].explanation = 'FILE FIX: exercise 2';
    content.lingobite.title = 'FILE FIX: Lingobite';
    return { ...file, content };
  });
}

beforeAll(async () => {
  clock.set(now);
  await seedDemo(app.db, now);
  admin = await buildAdmin(app);
  files = loadPracticeFiles();
  const catalogue = await app.db.transaction((tx) => seedCatalogue(tx));
  lessonId = catalogue.get('german')!.modules.get('A1')!.lessonIds[1];
}, 240_000);

describe('the seed keeps what an admin edited', () => {
  it('a restart (the demo seed again) and a changed content file leave every edit, and fix only the rows nobody edited', async () => {
    const l = await lesson();
    const [first, second, third] = l.vocabulary;
    await ok('mutation($input: AdminLessonInput!) { adminUpdateLesson(input: $input) { id } }', {
      input: {
        lessonId,
        version: l.version,
        title: 'Hallo! Wer bist du?',
        description: l.description,
        learningOutcomes: l.learningOutcomes,
        label: l.label,
      },
    });
    const { id: _id, version: _v, ...word } = first;
    await ok('mutation($input: AdminVocabularyItemInput!) { adminUpdateVocabularyItem(input: $input) { id } }', {
      input: { ...word, itemId: first.id, version: first.version, sentence: 'ADMIN: Hallo, ich heiße Lena.' },
    });
    await ok('mutation($id: ID!, $v: Int!) { adminRemoveVocabularyItem(itemId: $id, version: $v) { id } }', {
      id: third.id,
      v: third.version,
    });
    await ok('mutation($input: AdminGrammarItemInput!) { adminUpdateGrammarItem(input: $input) { id } }', {
      input: {
        itemId: l.grammar.id,
        version: l.grammar.version,
        title: 'ADMIN: grammar',
        explanation: l.grammar.explanation,
        examples: l.grammar.examples,
      },
    });
    const [exercise] = l.exercises;
    const { type, prompt } = exercise.task;
    const task = Object.fromEntries(Object.entries({ type, prompt, ...(await taskOf(exercise.id)) }).filter(([, value]) => value !== null));
    await ok('mutation($input: AdminExerciseInput!) { adminUpdateExercise(input: $input) { id } }', {
      input: { exerciseId: exercise.id, version: exercise.version, explanation: 'ADMIN: exercise 1', task },
    });
    await ok('mutation($input: AdminLingobiteInput!) { adminUpdateLingobite(input: $input) { id } }', {
      input: {
        lingobiteId: l.lingobite.id,
        version: l.lingobite.version,
        title: 'ADMIN: Lingobite',
        intro: l.lingobite.intro,
        outro: l.lingobite.outro,
        stageTitles: l.lingobite.stages.map((s) => s.title),
      },
    });
    const edited = await lesson();

    // A restart: the whole demo seed again, with the files as they are.
    await seedDemo(app.db, now);
    expect(await lesson()).toEqual(edited);

    // A writer's fix to the same lesson's file: the edited rows keep the admin's text.
    const fixed = filesWithFixes();
    const catalogue = await app.db.transaction((tx) => seedCatalogue(tx));
    await app.db.transaction((tx) => seedPractice(tx, catalogue, fixed));
    const after = await lesson();
    expect(after.title).toBe('Hallo! Wer bist du?');
    expect(after.vocabulary.find((w) => w.id === first.id)?.sentence).toBe('ADMIN: Hallo, ich heiße Lena.');
    expect(after.vocabulary.map((w) => w.id)).not.toContain(third.id);
    expect(after.grammar.title).toBe('ADMIN: grammar');
    expect(after.exercises[0].explanation).toBe('ADMIN: exercise 1');
    expect(after.lingobite.title).toBe('ADMIN: Lingobite');
    // Rows nobody edited take the fix, and their version moves on (a form opened before is stale now).
    const secondAfter = after.vocabulary.find((w) => w.id === second.id)!;
    expect(secondAfter).toMatchObject({ sentence: 'FILE FIX: the second word', version: second.version + 1 });
    expect(after.exercises[1].explanation).toBe('FILE FIX: exercise 2');
    const [removed] = await app.db
      .select()
      .from(practiceVocabularyItems)
      .where(and(eq(practiceVocabularyItems.id, third.id), isNull(practiceVocabularyItems.classId)));
    expect(removed.sentence).not.toBe('FILE FIX: the removed word');
    expect(removed.removedAt).not.toBeNull();

    const { id: _id2, version: _v2, ...secondWord } = second;
    const stale = await gql(app, admin, 'mutation($input: AdminVocabularyItemInput!) { adminUpdateVocabularyItem(input: $input) { id } }', {
      input: { ...secondWord, itemId: second.id, version: second.version, sentence: 'ADMIN: too late' },
    });
    expect(stale.code).toBe('content_edit_conflict');

    // Rerunning the fixed files changes nothing more (idempotent, no version creep).
    await app.db.transaction((tx) => seedPractice(tx, catalogue, fixed));
    expect(await lesson()).toEqual(after);
    const counts = await Promise.all(
      [practiceGrammarItems, practiceExercises, practiceLingobites].map((t) => app.db.$count(t, eq(t.lessonId, lessonId))),
    );
    expect(counts).toEqual([1, after.exercises.length, 1]);
    const [row] = await app.db.select({ title: lessons.title, editedBy: lessons.editedBy }).from(lessons).where(eq(lessons.id, lessonId));
    expect(row).toEqual({ title: 'Hallo! Wer bist du?', editedBy: admin.id });
  }, 240_000);
});

/** The key fields of a stored task, as the editor would send them back. */
async function taskOf(exerciseId: string): Promise<Record<string, unknown>> {
  const [row] = await app.db.select({ task: practiceExercises.task }).from(practiceExercises).where(eq(practiceExercises.id, exerciseId));
  const { type: _t, prompt: _p, ...rest } = row.task as Record<string, unknown>;
  return rest;
}
