import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { auditLog, practiceExercises, practiceVocabularyItems, vocabularyCards } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  type TestUser,
  buildAdmin,
  buildCatalogue,
  buildLessonPractice,
  buildPractisingStudent,
  buildTeacher,
} from './factories/index.ts';

// The back office's content editor (issue 19 "Content", decision 104): access, saves with their
// version, validation, what students see after an edit, and removing a word students learn.

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let lessonId: string;
let student: TestUser;
let teacher: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;

const CATALOGUE = '{ adminContentCatalogue { id name modules { id name lessonCount } } }';
const LESSONS = `query($sectionId: ID, $moduleId: ID, $search: String) {
  adminContentLessons(sectionId: $sectionId, moduleId: $moduleId, search: $search) { total items { id number title words exercises openReports } } }`;
const LESSON = `query($id: ID!) { adminContentLesson(id: $id) {
  id title description learningOutcomes label version editedAt editedByName moduleName sectionName
  vocabulary { id position term plural gender wordClass sentence translation { en de } sentenceTranslation { en de } version studentsWithCards openReports }
  grammar { id title explanation examples { text translation { en de } } version }
  exercises { id kind explanation version task { type prompt options answer answers hint words pairs { left right } } }
  lingobite { id title intro outro version stages { title taskCount } } } }`;
const UPDATE_LESSON = `mutation($input: AdminLessonInput!) { adminUpdateLesson(input: $input) { id title learningOutcomes label version editedByName } }`;
const UPDATE_WORD = `mutation($input: AdminVocabularyItemInput!) {
  adminUpdateVocabularyItem(input: $input) { id term sentence translation { en de } version } }`;
const ADD_WORD = `mutation($input: AdminNewVocabularyItemInput!) { adminAddVocabularyItem(input: $input) { id position term version } }`;
const REMOVE_WORD = `mutation($itemId: ID!, $version: Int!) { adminRemoveVocabularyItem(itemId: $itemId, version: $version) { id term removedAt } }`;
const UPDATE_GRAMMAR = `mutation($input: AdminGrammarItemInput!) { adminUpdateGrammarItem(input: $input) { id title examples { text } version } }`;
const UPDATE_EXERCISE = `mutation($input: AdminExerciseInput!) {
  adminUpdateExercise(input: $input) { id explanation version task { type prompt answers hint } } }`;
const UPDATE_LINGOBITE = `mutation($input: AdminLingobiteInput!) { adminUpdateLingobite(input: $input) { id title stages { title } version } }`;

interface Word {
  id: string;
  position: number;
  term: string;
  plural: string | null;
  gender: string | null;
  wordClass: string;
  sentence: string;
  translation: { en: string; de: string };
  sentenceTranslation: { en: string; de: string };
  version: number;
  studentsWithCards: number;
}
interface Lesson {
  id: string;
  title: string;
  description: string;
  learningOutcomes: string[];
  label: string | null;
  version: number;
  vocabulary: Word[];
  grammar: {
    id: string;
    title: string;
    explanation: string;
    examples: { text: string; translation: { en: string; de: string } }[];
    version: number;
  };
  exercises: {
    id: string;
    kind: string;
    explanation: string;
    version: number;
    task: { type: string; prompt: string; answers: string[] | null; hint: string | null };
  }[];
  lingobite: { id: string; title: string; intro: string; outro: string; version: number; stages: { title: string }[] };
}

async function lesson(): Promise<Lesson> {
  const res = await gql<{ adminContentLesson: Lesson }>(app, admin, LESSON, { id: lessonId });
  expect(res.errors).toBeUndefined();
  return res.data!.adminContentLesson;
}

const wordInput = (w: Word) => ({
  itemId: w.id,
  version: w.version,
  term: w.term,
  plural: w.plural,
  gender: w.gender,
  wordClass: w.wordClass,
  sentence: w.sentence,
  translation: w.translation,
  sentenceTranslation: w.sentenceTranslation,
});

const lessonInput = (l: Lesson, changes: Record<string, unknown> = {}) => ({
  lessonId: l.id,
  version: l.version,
  title: l.title,
  description: l.description,
  learningOutcomes: l.learningOutcomes,
  label: l.label,
  ...changes,
});

beforeAll(async () => {
  clock.set(new Date('2026-09-07T08:00:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 2 });
  await buildLessonPractice(app, catalogue.lessonIds);
  lessonId = catalogue.lessonIds[0];
  student = await buildPractisingStudent(app, catalogue, [0]);
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
  otherAdmin = await buildAdmin(app);
});

describe('access: the editor is for admins only', () => {
  it('refuses a student, a teacher and anonymous callers for every query and mutation, and answers an admin', async () => {
    const l = await lesson();
    const [word] = l.vocabulary;
    const [exercise] = l.exercises;
    const calls: [string, Record<string, unknown>][] = [
      [CATALOGUE, {}],
      [LESSONS, { moduleId: catalogue.moduleId }],
      [LESSON, { id: lessonId }],
      [UPDATE_LESSON, { input: lessonInput(l, { title: 'Refused' }) }],
      [UPDATE_WORD, { input: { ...wordInput(word), term: 'Refused' } }],
      [ADD_WORD, { input: { ...wordInput(word), itemId: undefined, version: undefined, lessonId, term: 'Refused' } }],
      [REMOVE_WORD, { itemId: word.id, version: word.version }],
      [
        UPDATE_GRAMMAR,
        {
          input: {
            itemId: l.grammar.id,
            version: l.grammar.version,
            title: 'Refused',
            explanation: l.grammar.explanation,
            examples: l.grammar.examples,
          },
        },
      ],
      [UPDATE_EXERCISE, { input: { exerciseId: exercise.id, version: exercise.version, explanation: 'Refused', task: {} } }],
      [
        UPDATE_LINGOBITE,
        {
          input: {
            lingobiteId: l.lingobite.id,
            version: l.lingobite.version,
            title: 'Refused',
            intro: 'x',
            outro: 'y',
            stageTitles: l.lingobite.stages.map((s) => s.title),
          },
        },
      ],
    ];
    for (const [query, variables] of calls) {
      expect((await gql(app, student, query, variables)).code, query).toBe('forbidden');
      expect((await gql(app, teacher, query, variables)).code, query).toBe('forbidden');
      expect((await gql(app, null, query, variables)).code, query).toBe('unauthenticated');
    }
    // Nothing changed for the refused calls.
    expect(await lesson()).toEqual(l);
    for (const [query, variables] of calls.slice(0, 3)) expect((await gql(app, admin, query, variables)).errors, query).toBeUndefined();
  });

  it('answers not_found for a lesson id that cannot exist or does not', async () => {
    expect((await gql(app, admin, LESSON, { id: 'lesson-1' })).code).toBe('not_found');
    expect((await gql(app, admin, LESSON, { id: crypto.randomUUID() })).code).toBe('not_found');
    const l = await lesson();
    expect((await gql(app, admin, UPDATE_LESSON, { input: lessonInput(l, { lessonId: crypto.randomUUID() }) })).code).toBe('not_found');
  });
});

describe('browsing', () => {
  it('lists the languages with their modules, a module’s lessons, and finds a lesson by title', async () => {
    const sections = (
      await gql<{ adminContentCatalogue: { id: string; modules: { id: string; lessonCount: number }[] }[] }>(app, admin, CATALOGUE)
    ).data!.adminContentCatalogue;
    const section = sections.find((s) => s.id === catalogue.sectionId);
    expect(section?.modules).toEqual([{ id: catalogue.moduleId, name: catalogue.moduleName, lessonCount: 2 }]);
    type List = {
      adminContentLessons: { total: number; items: { id: string; number: number; title: string; words: number; exercises: number }[] };
    };
    const list = (await gql<List>(app, admin, LESSONS, { moduleId: catalogue.moduleId })).data!.adminContentLessons;
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ id: lessonId, number: 1, title: 'Lesson 1', exercises: 8 });
    expect(list.items[0].words).toBeGreaterThanOrEqual(10);
    const found = (await gql<List>(app, admin, LESSONS, { moduleId: catalogue.moduleId, search: 'son 2' })).data!.adminContentLessons;
    expect(found.items.map((i) => i.number)).toEqual([2]);
    const inLanguage = (await gql<List>(app, admin, LESSONS, { sectionId: catalogue.sectionId, search: 'lesson' })).data!
      .adminContentLessons;
    expect(inLanguage.items.map((i) => i.id)).toEqual(catalogue.lessonIds);
    expect((await gql<List>(app, admin, LESSONS, { sectionId: crypto.randomUUID() })).data!.adminContentLessons.total).toBe(0);
    expect((await gql(app, admin, LESSONS, { moduleId: 'not-an-id' })).code).toBe('not_found');
    // LIKE's wildcards are searched as text.
    expect((await gql<List>(app, admin, LESSONS, { search: '%_%' })).data!.adminContentLessons.total).toBe(0);
  });
});

describe('saving a lesson and its items', () => {
  it('saves the lesson’s texts with one audit row (before and after); students see them', async () => {
    const l = await lesson();
    const res = await gql<{ adminUpdateLesson: { title: string; version: number; label: string | null; editedByName: string } }>(
      app,
      admin,
      UPDATE_LESSON,
      {
        input: lessonInput(l, {
          title: '  Greetings and introductions ',
          learningOutcomes: ['Say hello and your name.', 'Ask where someone is from.'],
          label: '',
        }),
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminUpdateLesson).toMatchObject({
      title: 'Greetings and introductions',
      label: null,
      version: l.version + 1,
      editedByName: 'Ada Admin',
    });
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminUpdateLesson'), eq(auditLog.outcome, 'done')));
    expect(row).toMatchObject({ actorId: admin.id, objectType: 'lesson', objectId: lessonId });
    expect(row.before).toMatchObject({ title: 'Lesson 1' });
    expect(row.after).toMatchObject({ title: 'Greetings and introductions' });

    const seen = await gql<{ lesson: { title: string; learningOutcomes: string[] } }>(
      app,
      student,
      'query($id: ID!) { lesson(id: $id) { title learningOutcomes } }',
      { id: lessonId },
    );
    expect(seen.data!.lesson).toEqual({
      title: 'Greetings and introductions',
      learningOutcomes: ['Say hello and your name.', 'Ask where someone is from.'],
    });
  });

  it('refuses a stale save with content_edit_conflict instead of overwriting; the newer text stays', async () => {
    const opened = await lesson();
    expect(
      (
        await gql(app, otherAdmin, UPDATE_LESSON, {
          input: lessonInput(opened, { description: 'Say hello, your name and your home town.' }),
        })
      ).errors,
    ).toBeUndefined();
    const stale = await gql(app, admin, UPDATE_LESSON, { input: lessonInput(opened, { title: 'Hello!' }) });
    expect(stale.code).toBe('content_edit_conflict');
    expect(stale.errors?.[0]?.message).toMatch(/^Someone else changed this/);
    const now = await lesson();
    expect(now).toMatchObject({
      title: opened.title,
      description: 'Say hello, your name and your home town.',
      version: opened.version + 1,
    });
    // Two saves of the same version at once: one wins, one is refused.
    const raced = await Promise.all(
      ['First title', 'Second title'].map((title) => gql(app, admin, UPDATE_LESSON, { input: lessonInput(now, { title }) })),
    );
    expect(raced.map((r) => r.code ?? 'ok').sort()).toEqual(['content_edit_conflict', 'ok']);
  });

  it('answers bad input with the one validation shape (4xx), never a 500', async () => {
    const l = await lesson();
    const blank = await gql(app, admin, UPDATE_LESSON, { input: lessonInput(l, { title: '   ', learningOutcomes: [] }) });
    expect(blank.code).toBe('validation_failed');
    const fields = blank.errors?.map((e) => e.extensions?.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'learningOutcomes']));
    const word = l.vocabulary[0];
    const badWord = await gql(app, admin, UPDATE_WORD, {
      input: { ...wordInput(word), gender: null, translation: { en: '', de: 'Hallo' }, sentence: 'x'.repeat(301) },
    });
    expect(badWord.code).toBe('validation_failed');
    expect(badWord.errors?.map((e) => e.extensions?.field)).toEqual(expect.arrayContaining(['translation.en', 'sentence']));
    const duplicate = await gql(app, admin, UPDATE_WORD, { input: { ...wordInput(word), term: l.vocabulary[5].term.toUpperCase() } });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'validation_failed', field: 'term' });
    const stageless = await gql(app, admin, UPDATE_LINGOBITE, {
      input: { lingobiteId: l.lingobite.id, version: l.lingobite.version, title: 'T', intro: 'I', outro: 'O', stageTitles: ['Only one'] },
    });
    expect(stageless.errors?.[0]?.extensions).toMatchObject({ code: 'validation_failed', field: 'stageTitles' });
  });

  it('saves a word, the grammar item and the Lingobite; the student’s practice shows them', async () => {
    const l = await lesson();
    const word = l.vocabulary[0];
    const saved = await gql<{ adminUpdateVocabularyItem: { version: number } }>(app, admin, UPDATE_WORD, {
      input: { ...wordInput(word), sentence: 'Hallo, ich heiße Lena.', translation: { en: 'hello, hi', de: 'Hallo' } },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminUpdateVocabularyItem.version).toBe(word.version + 1);
    const grammar = await gql(app, admin, UPDATE_GRAMMAR, {
      input: {
        itemId: l.grammar.id,
        version: l.grammar.version,
        title: 'The present tense with ich, du and Sie',
        explanation: l.grammar.explanation,
        examples: l.grammar.examples.slice(0, 3),
      },
    });
    expect(grammar.errors).toBeUndefined();
    const bite = await gql(app, admin, UPDATE_LINGOBITE, {
      input: {
        lingobiteId: l.lingobite.id,
        version: l.lingobite.version,
        title: 'Meet Lena',
        intro: l.lingobite.intro,
        outro: l.lingobite.outro,
        stageTitles: ['Your name', 'Where you are from', 'Languages'],
      },
    });
    expect(bite.errors).toBeUndefined();

    const words = await gql<{ vocabularyList: { id: string; sampleSentenceOne: string; translation: { en: string } }[] }>(
      app,
      student,
      'query($id: ID) { vocabularyList(lessonId: $id) { id sampleSentenceOne translation { en } } }',
      { id: lessonId },
    );
    expect(words.data!.vocabularyList.find((w) => w.id === word.id)).toMatchObject({
      sampleSentenceOne: 'Hallo, ich heiße Lena.',
      translation: { en: 'hello, hi' },
    });
    const grammarSeen = await gql<{ grammarItems: { title: string; examples: unknown[] }[] }>(
      app,
      student,
      'query($id: ID) { grammarItems(lessonId: $id) { title examples { text } } }',
      { id: lessonId },
    );
    expect(grammarSeen.data!.grammarItems[0]).toMatchObject({ title: 'The present tense with ich, du and Sie' });
    expect(grammarSeen.data!.grammarItems[0].examples).toHaveLength(3);
    const sequence = await gql<{ practiceSequence: { title: string; stages: { title: string }[] } }>(
      app,
      student,
      'query($id: ID!) { practiceSequence(lessonId: $id) { title stages { title } } }',
      { id: lessonId },
    );
    expect(sequence.data!.practiceSequence).toEqual({
      title: 'Meet Lena',
      stages: [{ title: 'Your name' }, { title: 'Where you are from' }, { title: 'Languages' }],
    });
  });

  it('saves an exercise’s task of the same type, checked like the content files; the new key grades the next answer', async () => {
    const l = await lesson();
    const gap = l.exercises.find((e) => e.task.type === 'fill_gap' && e.kind === 'homework')!;
    const base = { exerciseId: gap.id, version: gap.version, explanation: gap.explanation };
    const broken = [
      { type: 'fill_gap', prompt: 'Ich komme aus Polen.', answers: ['komme'] },
      { type: 'fill_gap', prompt: gap.task.prompt, answers: [] },
      { type: 'multiple_choice', prompt: gap.task.prompt, options: ['a', 'b'], answer: 0 },
      { type: 'essay', prompt: 'Write.' },
      { type: 'fill_gap', prompt: gap.task.prompt, answers: ['komme'], extra: true },
      'not a task',
    ];
    for (const task of broken) {
      const res = await gql(app, admin, UPDATE_EXERCISE, { input: { ...base, task } });
      expect(res.code, JSON.stringify(task)).toBe('validation_failed');
      expect(res.status).toBeLessThan(500);
    }
    const choice = l.exercises.find((e) => e.task.type === 'multiple_choice')!;
    const outOfRange = await gql(app, admin, UPDATE_EXERCISE, {
      input: {
        exerciseId: choice.id,
        version: choice.version,
        explanation: choice.explanation,
        task: { type: 'multiple_choice', prompt: 'Wie heißt du?', options: ['Ich heiße Lena.', 'Ich komme aus Polen.'], answer: 2 },
      },
    });
    expect(outOfRange.errors?.[0]?.extensions).toMatchObject({ code: 'validation_failed', field: 'task.answer' });

    const saved = await gql<{ adminUpdateExercise: { task: { answers: string[]; hint: string } } }>(app, admin, UPDATE_EXERCISE, {
      input: {
        ...base,
        explanation: 'With ich the verb ends in -e.',
        task: { type: 'fill_gap', prompt: gap.task.prompt, answers: ['komme', 'stamme'], hint: '(kommen / stammen)' },
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminUpdateExercise.task).toMatchObject({ answers: ['komme', 'stamme'], hint: '(kommen / stammen)' });
    const answered = await gql<{ submitExerciseAnswer: { score: number } }>(
      app,
      student,
      'mutation($id: ID!) { submitExerciseAnswer(exerciseId: $id, answer: { text: "stamme" }) { score } }',
      { id: gap.id },
    );
    expect(answered.data!.submitExerciseAnswer.score).toBe(100);
    const [row] = await app.db.select().from(practiceExercises).where(eq(practiceExercises.id, gap.id));
    expect(row).toMatchObject({ editedBy: admin.id, version: gap.version + 1 });
  });
});

describe('open reports', () => {
  it('counts a student’s open report on its item and its lesson, until it is resolved', async () => {
    const l = await lesson();
    const [, word] = l.vocabulary;
    const exercise = l.exercises[2];
    for (const [target, id] of [
      ['vocabulary', word.id],
      ['exercise', exercise.id],
    ] as const) {
      const reported = await gql(
        app,
        student,
        'mutation($t: ContentErrorTarget!, $id: ID!) { reportContentError(target: $t, targetId: $id, options: [typo], details: "A letter is missing.") { id } }',
        { t: target, id },
      );
      expect(reported.errors).toBeUndefined();
    }
    const counts = await gql<{
      adminContentLesson: { vocabulary: { id: string; openReports: number }[]; exercises: { id: string; openReports: number }[] };
    }>(app, admin, 'query($id: ID!) { adminContentLesson(id: $id) { vocabulary { id openReports } exercises { id openReports } } }', {
      id: lessonId,
    });
    const { vocabulary, exercises } = counts.data!.adminContentLesson;
    expect(vocabulary.filter((w) => w.openReports > 0)).toEqual([{ id: word.id, openReports: 1 }]);
    expect(exercises.filter((e) => e.openReports > 0)).toEqual([{ id: exercise.id, openReports: 1 }]);
    const list = await gql<{ adminContentLessons: { items: { id: string; openReports: number }[] } }>(app, admin, LESSONS, {
      moduleId: catalogue.moduleId,
    });
    expect(list.data!.adminContentLessons.items.find((i) => i.id === lessonId)?.openReports).toBe(2);
  });
});

describe('adding and removing words', () => {
  it('adds a word after the file’s words; a second add of the same term is refused', async () => {
    const l = await lesson();
    const input = {
      lessonId,
      term: 'der Nachname',
      plural: 'die Nachnamen',
      gender: 'm',
      wordClass: 'noun',
      sentence: 'Mein Nachname ist Kowalska.',
      translation: { en: 'surname', de: 'Nachname' },
      sentenceTranslation: { en: 'My surname is Kowalska.', de: 'Mein Nachname ist Kowalska.' },
    };
    const added = await gql<{ adminAddVocabularyItem: { id: string; position: number } }>(app, admin, ADD_WORD, { input });
    expect(added.errors).toBeUndefined();
    expect(added.data!.adminAddVocabularyItem.position).toBe(1001);
    expect((await lesson()).vocabulary).toHaveLength(l.vocabulary.length + 1);
    expect((await gql(app, admin, ADD_WORD, { input: { ...input, term: 'Der Nachname' } })).code).toBe('validation_failed');
    expect((await gql(app, admin, ADD_WORD, { input: { ...input, lessonId: crypto.randomUUID() } })).code).toBe('not_found');
    const seen = await gql<{ vocabularyList: { title: string }[] }>(
      app,
      student,
      'query($id: ID) { vocabularyList(lessonId: $id) { title } }',
      {
        id: lessonId,
      },
    );
    expect(seen.data!.vocabularyList.map((w) => w.title)).toContain('der Nachname');
  });

  it('removes a word the student reviews: hidden everywhere, the card and its history stay, nothing breaks', async () => {
    const l = await lesson();
    const word = l.vocabulary[2];
    const reviewed = await gql(
      app,
      student,
      'mutation($id: ID!) { reviewVocabularyItem(vocabularyItemId: $id, rating: again, reps: 0) { id } }',
      { id: word.id },
    );
    expect(reviewed.errors).toBeUndefined();
    expect((await lesson()).vocabulary.find((w) => w.id === word.id)?.studentsWithCards).toBe(1);
    const daily = () => gql<{ dailyPractice: { wordsToReview: number } }>(app, student, '{ dailyPractice { wordsToReview } }');
    clock.advance(24 * 60 * 60_000);
    expect((await daily()).data!.dailyPractice.wordsToReview).toBe(1);

    const stale = await gql(app, admin, REMOVE_WORD, { itemId: word.id, version: word.version - 1 || 99 });
    expect(stale.code).toBe('content_edit_conflict');
    const removed = await gql<{ adminRemoveVocabularyItem: { term: string } }>(app, admin, REMOVE_WORD, {
      itemId: word.id,
      version: word.version,
    });
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.adminRemoveVocabularyItem.term).toBe(word.term);
    expect((await gql(app, admin, REMOVE_WORD, { itemId: word.id, version: word.version + 1 })).code).toBe('not_found');
    expect((await lesson()).vocabulary.map((w) => w.id)).not.toContain(word.id);

    // The student: not in the list, the queue, the quiz or the day's count; reviewing it is not_found.
    const list = await gql<{ vocabularyList: { id: string }[] }>(app, student, 'query($id: ID) { vocabularyList(lessonId: $id) { id } }', {
      id: lessonId,
    });
    expect(list.data!.vocabularyList.map((w) => w.id)).not.toContain(word.id);
    const queue = await gql<{ reviewQueue: { id: string }[] }>(app, student, '{ reviewQueue { id } }');
    expect(queue.errors).toBeUndefined();
    expect(queue.data!.reviewQueue.map((w) => w.id)).not.toContain(word.id);
    const flashcards = await gql<{ flashcards: { item: { id: string } }[] }>(
      app,
      student,
      'query($id: ID!) { flashcards(learningUnitId: $id) { item { id } } }',
      { id: lessonId },
    );
    expect(flashcards.data!.flashcards.map((f) => f.item.id)).not.toContain(word.id);
    expect((await daily()).data!.dailyPractice.wordsToReview).toBe(0);
    expect(
      (
        await gql(app, student, 'mutation($id: ID!) { reviewVocabularyItem(vocabularyItemId: $id, rating: good, reps: 1) { id } }', {
          id: word.id,
        })
      ).code,
    ).toBe('not_found');
    const cards = await app.db.select().from(vocabularyCards).where(eq(vocabularyCards.vocabularyItemId, word.id));
    expect(cards).toHaveLength(1);
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from vocabulary_review_logs where vocabulary_item_id = ${word.id}`,
    );
    expect(n).toBe(1);
    const [row] = await app.db.select().from(practiceVocabularyItems).where(eq(practiceVocabularyItems.id, word.id));
    expect(row.removedAt).not.toBeNull();
    expect(row.editedAt).not.toBeNull();
  });
});
