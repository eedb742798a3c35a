import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentErrorReports, practiceExercises, practiceVocabularyItems, studentNotifications } from '../src/db/schema/index.ts';
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

// The back office's content error reports (issue 17, decision 079): list, resolve, dismiss.

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let owner: TestUser;
let otherStudent: TestUser;
let teacher: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
let vocabularyId: string;
let exercise: { id: string; prompt: string };

const REPORT = `mutation($target: ContentErrorTarget!, $id: ID!, $options: [ContentErrorOption!]!, $details: String!) {
  reportContentError(target: $target, targetId: $id, options: $options, details: $details) { id } }`;
const LIST = `query($status: ContentErrorReportStatus, $limit: Int, $offset: Int) {
  adminContentErrorReports(status: $status, limit: $limit, offset: $offset) {
    total items { id target itemText lessonTitle moduleName options details status studentId studentName resolvedAt resolutionNote } } }`;
const CLOSE = `mutation($id: ID!, $outcome: ContentErrorReportOutcome!, $note: String) {
  adminCloseContentErrorReport(reportId: $id, outcome: $outcome, note: $note) { id status resolvedAt resolutionNote } }`;

interface ListItem {
  id: string;
  target: string;
  itemText: string | null;
  lessonTitle: string | null;
  moduleName: string | null;
  status: string;
  studentId: string;
  resolutionNote: string | null;
}
type ListData = { adminContentErrorReports: { total: number; items: ListItem[] } };

async function report(who: TestUser, target: 'vocabulary' | 'exercise', id: string, details: string): Promise<string> {
  const res = await gql<{ reportContentError: { id: string } }>(app, who, REPORT, { target, id, options: ['typo'], details });
  expect(res.errors).toBeUndefined();
  return res.data!.reportContentError.id;
}

async function fixedNotifications(userId: string) {
  return app.db
    .select()
    .from(studentNotifications)
    .where(and(eq(studentNotifications.userId, userId), eq(studentNotifications.type, 'content_error_fixed')));
}

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 2 });
  await buildLessonPractice(app, catalogue.lessonIds);
  owner = await buildPractisingStudent(app, catalogue, [0]);
  otherStudent = await buildPractisingStudent(app, catalogue, [0]);
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
  otherAdmin = await buildAdmin(app);
  const lessonId = catalogue.lessonIds[0];
  [{ id: vocabularyId }] = await app.db
    .select({ id: practiceVocabularyItems.id })
    .from(practiceVocabularyItems)
    .where(eq(practiceVocabularyItems.lessonId, lessonId))
    .limit(1);
  const [row] = await app.db
    .select({ id: practiceExercises.id, task: practiceExercises.task })
    .from(practiceExercises)
    .where(eq(practiceExercises.lessonId, lessonId))
    .limit(1);
  exercise = { id: row.id, prompt: row.task.prompt };
});

describe('access', () => {
  it('lists reports for an admin only', async () => {
    await report(owner, 'vocabulary', vocabularyId, 'The plural is missing its umlaut.');
    expect((await gql(app, admin, LIST)).errors).toBeUndefined();
    expect((await gql(app, owner, LIST)).code).toBe('forbidden');
    expect((await gql(app, otherStudent, LIST)).code).toBe('forbidden');
    expect((await gql(app, teacher, LIST)).code).toBe('forbidden');
    expect((await gql(app, null, LIST)).code).toBe('unauthenticated');
  });

  it('closes reports for an admin only: not the reporting student, another student, a teacher or anonymous', async () => {
    const id = await report(owner, 'vocabulary', vocabularyId, 'The audio says a different word.');
    for (const who of [owner, otherStudent, teacher]) {
      expect((await gql(app, who, CLOSE, { id, outcome: 'resolved' })).code).toBe('forbidden');
    }
    expect((await gql(app, null, CLOSE, { id, outcome: 'resolved' })).code).toBe('unauthenticated');
    const [row] = await app.db.select().from(contentErrorReports).where(eq(contentErrorReports.id, id));
    expect(row.status).toBe('open');
    expect((await gql(app, admin, CLOSE, { id, outcome: 'dismissed' })).errors).toBeUndefined();
  });
});

describe('the list', () => {
  it('shows what was reported, newest first, paged, by status', async () => {
    const first = await report(owner, 'exercise', exercise.id, 'Two answers are right here.');
    clock.advance(60_000);
    const second = await report(otherStudent, 'vocabulary', vocabularyId, 'The gender should be feminine.');
    const res = await gql<ListData>(app, admin, LIST, { status: 'open', limit: 100 });
    const items = res.data!.adminContentErrorReports.items;
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const exerciseReport = items.find((i) => i.id === first)!;
    expect(exerciseReport).toMatchObject({ target: 'exercise', itemText: exercise.prompt, status: 'open', studentId: owner.id });
    expect(exerciseReport.lessonTitle).toBeTruthy();
    expect(exerciseReport.moduleName).toBeTruthy();
    const paged = await gql<ListData>(app, admin, LIST, { status: 'open', limit: 1, offset: 1 });
    expect(paged.data!.adminContentErrorReports.items.map((i) => i.id)).toEqual([ids[1]]);
    expect(paged.data!.adminContentErrorReports.total).toBe(items.length);
    const dismissed = await gql<ListData>(app, admin, LIST, { status: 'dismissed' });
    expect(dismissed.data!.adminContentErrorReports.items.every((i) => i.status === 'dismissed')).toBe(true);
    expect((await gql(app, admin, LIST, { limit: 0 })).code).toBe('validation_failed');
  });
});

describe('closing', () => {
  it('resolves with a note and thanks the student in-app; dismissing sends nothing', async () => {
    const before = (await fixedNotifications(owner.id)).length;
    const id = await report(owner, 'exercise', exercise.id, 'The explanation names the wrong case.');
    const res = await gql<{ adminCloseContentErrorReport: { status: string; resolutionNote: string } }>(app, admin, CLOSE, {
      id,
      outcome: 'resolved',
      note: 'Explanation corrected to the dative.',
    });
    expect(res.data!.adminCloseContentErrorReport).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Explanation corrected to the dative.',
    });
    const notes = await fixedNotifications(owner.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)!.contentKeys).toEqual(['contentErrorFixed']);
    const item = (notes.at(-1)!.contentValues as { item: string }).item;
    expect(exercise.prompt.startsWith(item.replace(/…$/, ''))).toBe(true);

    const dismissedId = await report(owner, 'vocabulary', vocabularyId, 'I think the translation is off.');
    await gql(app, admin, CLOSE, { id: dismissedId, outcome: 'dismissed' });
    expect(await fixedNotifications(owner.id)).toHaveLength(before + 1);
  });

  it('refuses to close a closed report, an unknown id and a too long note', async () => {
    const id = await report(owner, 'vocabulary', vocabularyId, 'Wrong article.');
    await gql(app, admin, CLOSE, { id, outcome: 'dismissed' });
    expect((await gql(app, admin, CLOSE, { id, outcome: 'resolved' })).code).toBe('content_error_report_closed');
    expect((await gql(app, admin, CLOSE, { id: '00000000-0000-4000-8000-000000000000', outcome: 'resolved' })).code).toBe('not_found');
    expect((await gql(app, admin, CLOSE, { id: 'nope', outcome: 'resolved' })).code).toBe('validation_failed');
    const other = await report(owner, 'vocabulary', vocabularyId, 'Wrong plural.');
    expect((await gql(app, admin, CLOSE, { id: other, outcome: 'resolved', note: 'x'.repeat(1001) })).code).toBe('validation_failed');
  });

  it('two admins resolving at once write and notify once', async () => {
    const before = (await fixedNotifications(otherStudent.id)).length;
    const id = await report(otherStudent, 'exercise', exercise.id, 'The gap accepts only one spelling.');
    const results = await Promise.all([
      gql(app, admin, CLOSE, { id, outcome: 'resolved', note: 'First admin' }),
      gql(app, otherAdmin, CLOSE, { id, outcome: 'resolved', note: 'Second admin' }),
      // All three resolve: a winning dismissal would rightly notify nobody.
      gql(app, admin, CLOSE, { id, outcome: 'resolved', note: 'Third try' }),
    ]);
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.filter((r) => r.code === 'content_error_report_closed')).toHaveLength(2);
    expect(await fixedNotifications(otherStudent.id)).toHaveLength(before + 1);
  });
});
