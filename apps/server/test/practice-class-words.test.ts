// Cards from class, honest progress and words per week (issue 17 "Beyond the anchors", decision 078).
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, practiceVocabularyItems, vocabularyReviewLogs } from '../src/db/schema/index.ts';
import { SUBMIT } from './class-log-requests.ts';
import {
  DAY,
  type StaffedClass,
  type TestUser,
  buildAdmin,
  buildLessonPractice,
  buildStaffedClass,
  buildSubscription,
  buildTeacher,
} from './factories/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';

const statements: string[] = [];
const { app, clock } = await buildTestApp({}, { onQuery: (sql) => statements.push(sql) });

const THREE_WORDS =
  'We practised asking for directions.\n- die Haltestelle - the bus stop\n- umsteigen - to change trains\n- der Fahrplan - the timetable';
const ITEM = 'id title reps status fromClassAt translation { en de }';
const LIST = `query($lessonId: ID) { vocabularyList(lessonId: $lessonId) { ${ITEM} } }`;
const SESSION = 'query($lessonId: ID) { quizSession(lessonId: $lessonId, locale: en) { questions { item { id fromClassAt } } } }';
const REVIEW = 'mutation($id: ID!, $reps: Int!) { reviewVocabularyItem(vocabularyItemId: $id, rating: good, reps: $reps) { id reps } }';
const WEEK = '{ wordsLearnedThisWeek }';

interface Item {
  id: string;
  title: string;
  reps: number;
  fromClassAt: string | null;
  translation: { en: string };
}

let setup: StaffedClass;
let lessonId: string;
let attending: TestUser;
let absent: TestUser;

function submit(notes: string, resources = '', attendance = ['attended', 'missed']) {
  return gql(app, setup.teacher, SUBMIT, {
    input: {
      classUid: setup.klass.uid,
      notes,
      resources,
      attendance: setup.students.map((s, i) => ({ studentId: s.id, attendance: attendance[i] })),
    },
  });
}

async function classWords(student: TestUser): Promise<Item[]> {
  const res = await gql<{ vocabularyList: Item[] }>(app, student, LIST, { lessonId });
  expect(res.errors).toBeUndefined();
  return res.data!.vocabularyList.filter((w) => w.fromClassAt !== null);
}

beforeAll(async () => {
  clock.reset();
  setup = await buildStaffedClass(app, { students: 2 });
  [{ lessonId }] = await app.db.select({ lessonId: classes.lessonId }).from(classes).where(eq(classes.id, setup.klass.id));
  await buildLessonPractice(app, [lessonId]);
  [attending, absent] = setup.students;
  for (const s of setup.students) await buildSubscription(app, s.id, setup.catalogue);
  // After the class's end: a class still running with its log written counts as not taken yet (decision 073's unlock rule).
  clock.set(new Date(setup.klass.endAt.getTime() + 10 * 60_000));
});

describe('cards from class', () => {
  it('gives the attending student the three listed words, marked with the class, and the absent one none', async () => {
    expect((await submit(THREE_WORDS)).errors).toBeUndefined();
    const words = await classWords(attending);
    expect(words.map((w) => [w.title, w.translation.en])).toEqual([
      ['die Haltestelle', 'the bus stop'],
      ['umsteigen', 'to change trains'],
      ['der Fahrplan', 'the timetable'],
    ]);
    expect(new Date(words[0].fromClassAt!).getTime()).toBe(setup.klass.startAt.getTime());
    // The catalogue's words are still there, first.
    const all = (await gql<{ vocabularyList: Item[] }>(app, attending, LIST, { lessonId })).data!.vocabularyList;
    expect(all.length).toBe(11 + 3);
    expect(all.slice(-3).every((w) => w.fromClassAt)).toBe(true);
    const session = await gql<{ quizSession: { questions: { item: { fromClassAt: string | null } }[] } }>(app, attending, SESSION, {
      lessonId,
    });
    expect(session.data!.quizSession.questions.filter((q) => q.item.fromClassAt)).toHaveLength(3);
    // The absent student may open the lesson (booked) but has no class words.
    expect(await classWords(absent)).toEqual([]);
  });

  it("refuses another student's class word (not_found), however it got the id", async () => {
    const [word] = await classWords(attending);
    expect((await gql(app, absent, REVIEW, { id: word.id, reps: 0 })).code).toBe('not_found');
  });

  it('keeps the FSRS state of a word that stays when the log is edited, drops a removed word, adds a new one', async () => {
    const [stop] = await classWords(attending);
    const reviewed = await gql<{ reviewVocabularyItem: { reps: number } }>(app, attending, REVIEW, { id: stop.id, reps: 0 });
    expect(reviewed.data!.reviewVocabularyItem.reps).toBe(1);
    const edited = 'Die Haltestelle – the (bus) stop\numsteigen - to change trains';
    expect((await submit('Good class.', edited)).errors).toBeUndefined();
    const words = await classWords(attending);
    expect(words.map((w) => [w.title, w.translation.en, w.reps])).toEqual([
      ['Die Haltestelle', 'the (bus) stop', 1],
      ['umsteigen', 'to change trains', 0],
    ]);
    expect(words[0].id).toBe(stop.id);
  });

  it('takes the words away from a student marked absent on edit, and gives them to one marked present', async () => {
    expect((await submit(THREE_WORDS, '', ['missed', 'attended'])).errors).toBeUndefined();
    expect(await classWords(attending)).toEqual([]);
    expect(await classWords(absent)).toHaveLength(3);
  });

  it('makes no duplicate cards when the log is submitted twice at once', async () => {
    const results = await Promise.all([
      submit(THREE_WORDS, '', ['attended', 'attended']),
      submit(THREE_WORDS, '', ['attended', 'attended']),
    ]);
    for (const r of results) expect(r.errors).toBeUndefined();
    for (const s of setup.students) {
      const rows = await app.db
        .select({ id: practiceVocabularyItems.id })
        .from(practiceVocabularyItems)
        .where(and(eq(practiceVocabularyItems.classId, setup.klass.id), eq(practiceVocabularyItems.studentId, s.id)));
      expect(rows).toHaveLength(3);
    }
  });

  it('keeps class words out of the content upsert: reseeding the lesson leaves them alone', async () => {
    const before = await app.db.select().from(practiceVocabularyItems).where(isNotNull(practiceVocabularyItems.classId));
    await buildLessonPractice(app, [lessonId]);
    const after = await app.db.select().from(practiceVocabularyItems).where(isNotNull(practiceVocabularyItems.classId));
    expect(after).toEqual(before);
  });
});

describe('honest progress on the course overview', () => {
  const OVERVIEW =
    'query($id: ID!) { lesson(id: $id) { id practiceProgress { classAttended exercisesDone exercisesTotal lingobiteScore wordsKnown wordsTotal } } }';
  const COURSE =
    '{ coursePage { chapters { lessons { id practiceProgress { classAttended exercisesDone exercisesTotal wordsKnown wordsTotal } } } } }';

  it('tells the attending student the class, practice and words of the lesson', async () => {
    const res = await gql<{ lesson: { practiceProgress: Record<string, unknown> } }>(app, attending, OVERVIEW, { id: lessonId });
    expect(res.errors).toBeUndefined();
    expect(res.data!.lesson.practiceProgress).toEqual({
      classAttended: true,
      exercisesDone: 0,
      exercisesTotal: 8,
      lingobiteScore: null,
      wordsKnown: 0,
      wordsTotal: 14,
    });
  });

  it('costs five statements for all the lessons of the course page (dataloader, no N+1)', async () => {
    const countOf = async (query: string) => {
      app.sessionCache.clear();
      const before = statements.length;
      const res = await gql<{ coursePage: { chapters: { lessons: unknown[] }[] } }>(app, attending, query);
      expect(res.errors).toBeUndefined();
      return { statements: statements.length - before, lessons: res.data!.coursePage.chapters.flatMap((c) => c.lessons).length };
    };
    const bare = await countOf('{ coursePage { chapters { lessons { id } } } }');
    const withProgress = await countOf(COURSE);
    expect(withProgress.lessons).toBeGreaterThan(1);
    // lessonCounts' four grouped queries plus the attendance query, once for every lesson of the page.
    expect(withProgress.statements - bare.statements).toBe(5);
  });
});

describe('words learned this week', () => {
  it("counts the words a review moved to known since Monday in the student's zone, each once", async () => {
    const [a, b, c] = (await classWords(attending)).map((w) => w.id);
    const now = clock.set(new Date('2026-12-02T12:00:00Z')); // a Wednesday
    const log = (itemId: string, statusAfter: string, at: Date) => ({
      studentId: attending.id,
      vocabularyItemId: itemId,
      rating: 'good',
      repsBefore: 1,
      statusAfter,
      dueAfter: new Date(at.getTime() + 21 * DAY),
      reviewedAt: at,
    });
    await app.db.insert(vocabularyReviewLogs).values([
      log(a, 'reviewing', new Date(now.getTime() - 3 * DAY)),
      log(a, 'known', new Date(now.getTime() - DAY)), // learned this week: counts
      log(a, 'known', new Date(now.getTime() - 3_600_000)), // reviewed again, still known: not twice
      log(b, 'known', new Date(now.getTime() - 8 * DAY)), // known last week and again now: not learned this week
      log(b, 'known', new Date(now.getTime() - 3_600_000)),
      log(c, 'known', new Date('2026-11-30T00:30:00Z')), // Monday 01:30 in Berlin: this week
    ]);
    const res = await gql<{ wordsLearnedThisWeek: number }>(app, attending, WEEK);
    expect(res.errors).toBeUndefined();
    expect(res.data!.wordsLearnedThisWeek).toBe(2);
  });
});

describe('access (owner, other student, teacher, admin, anonymous)', () => {
  let teacher: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    teacher = await buildTeacher(app, setup.catalogue);
    admin = await buildAdmin(app);
  });

  it('wordsLearnedThisWeek: each student their own count; staff and anonymous refused', async () => {
    expect((await gql<{ wordsLearnedThisWeek: number }>(app, attending, WEEK)).data!.wordsLearnedThisWeek).toBe(2);
    expect((await gql<{ wordsLearnedThisWeek: number }>(app, absent, WEEK)).data!.wordsLearnedThisWeek).toBe(0);
    expect((await gql(app, teacher, WEEK)).code).toBe('forbidden');
    expect((await gql(app, admin, WEEK)).code).toBe('forbidden');
    expect((await gql(app, null, WEEK)).code).toBe('unauthenticated');
  });

  it("Lesson.practiceProgress: the viewer's own; null for staff and anonymous", async () => {
    const Q = 'query($id: ID!) { lesson(id: $id) { practiceProgress { classAttended wordsTotal } } }';
    const of = async (user: TestUser | null) =>
      (await gql<{ lesson: { practiceProgress: { classAttended: boolean; wordsTotal: number } | null } }>(app, user, Q, { id: lessonId }))
        .data!.lesson.practiceProgress;
    expect(await of(attending)).toEqual({ classAttended: true, wordsTotal: 14 });
    expect(await of(absent)).toEqual({ classAttended: true, wordsTotal: 14 });
    expect(await of(teacher)).toBeNull();
    expect(await of(admin)).toBeNull();
    expect(await of(null)).toBeNull();
  });

  it('VocabularyItem.fromClassAt: a student sees only their own class words; staff and anonymous refused', async () => {
    const anotherStudent = setup.students[1];
    expect(await classWords(anotherStudent)).toHaveLength(3);
    for (const user of [teacher, admin]) expect((await gql(app, user, LIST, { lessonId })).code).toBe('forbidden');
    expect((await gql(app, null, LIST, { lessonId })).code).toBe('unauthenticated');
  });
});
