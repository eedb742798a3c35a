// Practice texts in the reader's language (issue 21, decision 117): a word's meaning, its sentence's
// translation and a grammar example's answer in X-Locale; a language a text lacks (an admin's new
// word waits for its translations), a landing-only locale and no header read English. The quiz's
// choices are the reader's language too. The back office saves English and any of the others.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { practiceExercises, practiceGrammarItems, practiceLingobites, practiceVocabularyItems } from '../src/db/schema/index.ts';
import { type GqlResult, gql } from './graphql-requests.ts';
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
let student: TestUser;
let admin: TestUser;
let wordId: string;

const SURNAME = { en: 'surname', de: 'Nachname', fr: 'le nom de famille', ru: 'фамилия' };
const SENTENCE = {
  en: 'My surname is Kowalska.',
  de: 'Mein Nachname ist Kowalska.',
  fr: 'Mon nom de famille est Kowalska.',
  ru: 'Моя фамилия Ковальска.',
};

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 1 });
  await buildLessonPractice(app, catalogue.lessonIds);
  student = await buildPractisingStudent(app, catalogue, [0]);
  admin = await buildAdmin(app);
  const [first] = await app.db
    .select({ id: practiceVocabularyItems.id })
    .from(practiceVocabularyItems)
    .where(eq(practiceVocabularyItems.lessonId, catalogue.lessonIds[0]))
    .orderBy(practiceVocabularyItems.position)
    .limit(1);
  wordId = first.id;
  await app.db
    .update(practiceVocabularyItems)
    .set({ translation: SURNAME, sentenceTranslation: SENTENCE })
    .where(eq(practiceVocabularyItems.id, wordId));
  const [grammar] = await app.db.select().from(practiceGrammarItems).where(eq(practiceGrammarItems.lessonId, catalogue.lessonIds[0]));
  const examples = grammar.examples.map((e, i) =>
    i === 0 ? { ...e, translation: { en: e.translation.en, es: 'Ejemplo en español.' } } : e,
  );
  await app.db
    .update(practiceGrammarItems)
    .set({ examples, translations: { ru: { title: 'Глагол sein', explanation: 'Объяснение по-русски.' } } })
    .where(eq(practiceGrammarItems.id, grammar.id));
  await app.db
    .update(practiceExercises)
    .set({ translations: { ru: { explanation: 'Потому что так.' } } })
    .where(eq(practiceExercises.lessonId, catalogue.lessonIds[0]));
  const [lingobite] = await app.db.select().from(practiceLingobites).where(eq(practiceLingobites.lessonId, catalogue.lessonIds[0]));
  await app.db
    .update(practiceLingobites)
    .set({
      translations: {
        ru: { title: 'Кто вы?', intro: 'Вступление.', outro: 'Молодцы!', stageTitles: lingobite.stages.map((_, i) => `Этап ${i + 1}`) },
      },
    })
    .where(eq(practiceLingobites.id, lingobite.id));
});

async function asStudentIn<T>(locale: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await gql<T>(app, student, query, variables, { locale });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

const WORDS = 'query($lessonId: ID) { vocabularyList(lessonId: $lessonId) { id translation { text } sentenceTranslation { text } } }';
type Words = { vocabularyList: { id: string; translation: { text: string }; sentenceTranslation: { text: string } }[] };

async function surnameIn(locale: string | null) {
  const data = await asStudentIn<Words>(locale, WORDS, { lessonId: catalogue.lessonIds[0] });
  const word = data.vocabularyList.find((w) => w.id === wordId)!;
  return [word.translation.text, word.sentenceTranslation.text];
}

describe('practice texts in the reader’s language', () => {
  it('answers a word and its sentence in X-Locale, English where the language has none or no header is sent', async () => {
    expect(await surnameIn('fr')).toEqual([SURNAME.fr, SENTENCE.fr]);
    expect(await surnameIn('ru')).toEqual([SURNAME.ru, SENTENCE.ru]);
    expect(await surnameIn('de')).toEqual([SURNAME.de, SENTENCE.de]);
    expect(await surnameIn('es')).toEqual([SURNAME.en, SENTENCE.en]);
    expect(await surnameIn('it')).toEqual([SURNAME.en, SENTENCE.en]);
    expect(await surnameIn(null)).toEqual([SURNAME.en, SENTENCE.en]);
  });

  it('answers a grammar example in X-Locale', async () => {
    const query = 'query($lessonId: ID) { grammarItems(lessonId: $lessonId) { examples { translation { text en } } } }';
    type Grammar = { grammarItems: { examples: { translation: { text: string; en: string } }[] }[] };
    const [spanish] = (await asStudentIn<Grammar>('es', query, { lessonId: catalogue.lessonIds[0] })).grammarItems;
    expect(spanish.examples[0].translation.text).toBe('Ejemplo en español.');
    const [french] = (await asStudentIn<Grammar>('fr', query, { lessonId: catalogue.lessonIds[0] })).grammarItems;
    expect(french.examples[0].translation.text).toBe(french.examples[0].translation.en);
  });

  it('answers the grammar point, an exercise’s explanation and the Lingobite’s texts in X-Locale', async () => {
    const lessonId = catalogue.lessonIds[0];
    const grammar = 'query($lessonId: ID) { grammarItems(lessonId: $lessonId) { title explanation } }';
    type Grammar = { grammarItems: { title: string; explanation: string }[] };
    expect((await asStudentIn<Grammar>('ru', grammar, { lessonId })).grammarItems[0]).toEqual({
      title: 'Глагол sein',
      explanation: 'Объяснение по-русски.',
    });
    const english = (await asStudentIn<Grammar>('fr', grammar, { lessonId })).grammarItems[0];
    expect(english.explanation).not.toContain('по-русски');

    const sequence = 'query($lessonId: ID!) { practiceSequence(lessonId: $lessonId) { title intro outro stages { title } } }';
    type Sequence = { practiceSequence: { title: string; intro: string; outro: string; stages: { title: string }[] } };
    const russian = (await asStudentIn<Sequence>('ru', sequence, { lessonId })).practiceSequence;
    expect(russian).toMatchObject({ title: 'Кто вы?', intro: 'Вступление.', outro: 'Молодцы!' });
    expect(russian.stages.map((s) => s.title)).toEqual(russian.stages.map((_, i) => `Этап ${i + 1}`));
    const other = (await asStudentIn<Sequence>('es', sequence, { lessonId })).practiceSequence;
    expect(other.title).not.toBe('Кто вы?');

    const exercises = 'query($lessonId: ID!) { exercises(lessonId: $lessonId) { id task { type } } }';
    type Exercises = { exercises: { id: string; task: { type: string } }[] };
    const choice = (await asStudentIn<Exercises>('ru', exercises, { lessonId })).exercises.find((e) => e.task.type === 'multiple_choice')!;
    const submit = `mutation($id: ID!) { submitExerciseAnswer(exerciseId: $id, answer: { choice: 0 }) { feedback { explanation } } }`;
    type Submitted = { submitExerciseAnswer: { feedback: { explanation: string } } };
    expect((await asStudentIn<Submitted>('ru', submit, { id: choice.id })).submitExerciseAnswer.feedback.explanation).toBe(
      'Потому что так.',
    );
  });

  it('offers the quiz choices in the reader’s language, the locale argument overriding the header', async () => {
    const query = 'query($lessonId: ID) { quizSession(lessonId: $lessonId) { questions { item { id } choices } } }';
    type Session = { quizSession: { questions: { item: { id: string }; choices: string[] }[] } };
    const choicesFor = (s: Session) => s.quizSession.questions.find((q) => q.item.id === wordId)!.choices;
    expect(choicesFor(await asStudentIn<Session>('ru', query, { lessonId: catalogue.lessonIds[0] }))).toContain(SURNAME.ru);
    expect(choicesFor(await asStudentIn<Session>('es', query, { lessonId: catalogue.lessonIds[0] }))).toContain(SURNAME.en);
    const argument = 'query($lessonId: ID) { quizSession(lessonId: $lessonId, locale: fr) { questions { item { id } choices } } }';
    expect(choicesFor(await asStudentIn<Session>('ru', argument, { lessonId: catalogue.lessonIds[0] }))).toContain(SURNAME.fr);
  });
});

describe('the back office edits every display language', () => {
  const LESSON = `query($id: ID!) { adminContentLesson(id: $id) { vocabulary { id term plural gender wordClass sentence version
    translation { en de fr es ru } sentenceTranslation { en de fr es ru } } } }`;
  const UPDATE = `mutation($input: AdminVocabularyItemInput!) { adminUpdateVocabularyItem(input: $input) {
    version translation { en de fr es ru } sentenceTranslation { en de fr es ru } } }`;
  type Word = {
    id: string;
    term: string;
    plural: string | null;
    gender: string | null;
    wordClass: string;
    sentence: string;
    version: number;
  };

  async function word(): Promise<Word> {
    const res = await gql<{ adminContentLesson: { vocabulary: Word[] } }>(app, admin, LESSON, { id: catalogue.lessonIds[0] });
    return res.data!.adminContentLesson.vocabulary.find((w) => w.id === wordId)!;
  }
  const input = (w: Word, translation: Record<string, unknown>) => ({
    itemId: w.id,
    version: w.version,
    term: w.term,
    plural: w.plural,
    gender: w.gender,
    wordClass: w.wordClass,
    sentence: w.sentence,
    translation,
    sentenceTranslation: SENTENCE,
  });

  it('saves the languages written, drops blank and null ones (their readers get English), and requires English', async () => {
    const saved: GqlResult<{ adminUpdateVocabularyItem: { translation: Record<string, string | null> } }> = await gql(app, admin, UPDATE, {
      input: input(await word(), { en: 'surname', de: null, fr: '   ', es: 'el apellido', ru: 'фамилия' }),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminUpdateVocabularyItem.translation).toEqual({
      en: 'surname',
      de: null,
      fr: null,
      es: 'el apellido',
      ru: 'фамилия',
    });
    expect(await surnameIn('fr')).toEqual(['surname', SENTENCE.fr]);
    expect(await surnameIn('es')).toEqual(['el apellido', SENTENCE.en]);
    const noEnglish = await gql(app, admin, UPDATE, { input: input(await word(), { en: ' ', de: 'Nachname' }) });
    expect(noEnglish.code).toBe('validation_failed');
    const tooLong = await gql(app, admin, UPDATE, { input: input(await word(), { en: 'surname', ru: 'ф'.repeat(301) }) });
    expect(tooLong.code).toBe('validation_failed');
  });
});
