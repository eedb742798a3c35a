import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, classes } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
  HOUR,
  roundHourAhead,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();

const COURSE = `query Course($moduleId: ID) {
  coursePage(moduleId: $moduleId) {
    module { id name code totalClasses completedClasses section { slug } curriculum { name default } }
    chapters { title position lessons { number studentStatus presentationUrl chapterTitle } }
    modules { id }
    nextLesson { number }
  }
}`;

interface Course {
  coursePage: {
    module: { totalClasses: number; completedClasses: number };
    chapters: { title: string; lessons: { number: number; studentStatus: string; presentationUrl: string }[] }[];
    nextLesson: { number: number } | null;
  };
}

let catalogue: Catalogue;
let student: TestUser;
let teacherId: string;

const statuses = (page: Course) => page.coursePage.chapters.flatMap((c) => c.lessons.map((l) => l.studentStatus));
const course = async () => (await gql<Course>(app, student, COURSE)).data!;
const mark = (action: string, index: number) =>
  gql(app, student, `mutation($id: ID!) { ${action}(lessonId: $id) { id studentStatus } }`, { id: catalogue.lessonIds[index] });

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 6 });
  teacherId = (await buildTeacher(app, catalogue)).id;
  student = await buildStudent(app, { group: 5, catalogue });
});

describe('the course page', () => {
  it('shows chapters, lessons and progress of the student module', async () => {
    const page = await course();
    expect(page.coursePage.chapters.map((c) => c.title)).toEqual(['First steps', 'Everyday life']);
    expect(statuses(page)).toEqual(Array(6).fill('NOT_TAKEN'));
    expect(page.coursePage.module).toMatchObject({ totalClasses: 6, completedClasses: 0 });
    expect(page.coursePage.nextLesson).toEqual({ number: 1 });
    expect(page.coursePage.chapters[0].lessons[0].presentationUrl).toBe(`/api/lessons/${catalogue.lessonIds[0]}/presentation.pdf`);
  });

  it('counts skipped lessons out of the total, completed ones in, and undoes a skip', async () => {
    await mark('skipLesson', 1);
    await mark('completeLesson', 0);
    let page = await course();
    expect(statuses(page).slice(0, 3)).toEqual(['COMPLETED', 'SKIP', 'NOT_TAKEN']);
    expect(page.coursePage.module).toMatchObject({ totalClasses: 5, completedClasses: 1 });
    expect(page.coursePage.nextLesson).toEqual({ number: 3 });
    await mark('activateLesson', 1);
    page = await course();
    expect(page.coursePage.module).toMatchObject({ totalClasses: 6, completedClasses: 1 });
    expect(page.coursePage.nextLesson).toEqual({ number: 2 });
  });

  it('derives BOOKED, PENDING, COMPLETED and RETAKE from the bookings', async () => {
    const booked = await buildClass(app, { catalogue, lessonIndex: 2, startAt: roundHourAhead(app, 3), teacherId });
    const missed = await buildClass(app, { catalogue, lessonIndex: 3, startAt: roundHourAhead(app, 4), teacherId });
    for (const c of [booked, missed]) {
      expect(
        (await gql(app, student, 'mutation($uid: ID!) { bookClass(input: { classUid: $uid }) { appointment { id } } }', { uid: c.uid }))
          .errors,
      ).toBeUndefined();
    }
    expect(statuses(await course()).slice(2, 4)).toEqual(['BOOKED', 'BOOKED']);
    clock.set(new Date(missed.endAt.getTime() + HOUR));
    expect(statuses(await course()).slice(2, 4)).toEqual(['PENDING', 'PENDING']);
    // The teacher's class log (a later issue) writes attendance; here straight into the rows.
    await app.db.update(classes).set({ status: 'completed' }).where(eq(classes.id, booked.id));
    await app.db.update(appointments).set({ attendance: 'attended' }).where(eq(appointments.classId, booked.id));
    await app.db.update(classes).set({ status: 'completed' }).where(eq(classes.id, missed.id));
    await app.db.update(appointments).set({ attendance: 'missed' }).where(eq(appointments.classId, missed.id));
    const page = await course();
    expect(statuses(page).slice(2, 4)).toEqual(['COMPLETED', 'RETAKE']);
    expect(page.coursePage.module.completedClasses).toBe(2);
    clock.set(new Date('2026-05-04T09:12:00Z'));
  });
});

describe('lesson details', () => {
  it('is public, with studentStatus only for students', async () => {
    const query =
      'query($id: ID!) { lesson(id: $id) { title description learningOutcomes type number studentStatus practiceSequenceScore hasShortPractice module { code } } }';
    const anonymous = await gql<{ lesson: Record<string, unknown> }>(app, null, query, { id: catalogue.lessonIds[0] });
    expect(anonymous.data?.lesson).toMatchObject({
      title: 'Lesson 1',
      learningOutcomes: ['Outcome 1.1', 'Outcome 1.2'],
      studentStatus: null,
      hasShortPractice: false,
    });
    const mine = await gql<{ lesson: { studentStatus: string } }>(app, student, query, { id: catalogue.lessonIds[0] });
    expect(mine.data?.lesson.studentStatus).toBe('COMPLETED');
    expect((await gql(app, null, query, { id: '00000000-0000-0000-0000-000000000000' })).code).toBe('not_found');
  });

  it('serves the slides as a real PDF, cached privately, to a student of the module', async () => {
    const url = `/api/lessons/${catalogue.lessonIds[0]}/presentation.pdf`;
    const cookie = await loginCookies(app, student);
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('private');
    expect(res.headers['cache-control']).not.toContain('public');
    const pdf = await PDFDocument.load(res.rawPayload);
    // Title, outcomes, one slide per outcome (2), wrap-up.
    expect(pdf.getPageCount()).toBe(5);
    expect(pdf.getTitle()).toBe('1. Lesson 1');
    const again = await app.inject({ method: 'GET', url, headers: { cookie, 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/api/lessons/nope/presentation.pdf', headers: { cookie } })).statusCode).toBe(404);
  });

  it('keeps the slides from anonymous visitors and unrelated students; gives them to class participants and admins', async () => {
    const other = await buildCatalogue(app, { lessons: 2 });
    const lessonUrl = (id: string) => `/api/lessons/${id}/presentation.pdf`;
    const get = async (url: string, who: TestUser | null) =>
      app.inject({ method: 'GET', url, headers: who ? { cookie: await loginCookies(app, who) } : {} });
    const url = lessonUrl(other.lessonIds[0]);

    expect((await get(url, null)).statusCode).toBe(401);
    // Placed in another module, no class of this lesson: answered as if it did not exist.
    expect((await get(url, student)).statusCode).toBe(404);
    // A teacher of another language, teaching no class of it.
    expect((await get(url, await buildTeacher(app, catalogue))).statusCode).toBe(404);

    // A student booked in a class of the lesson (placed elsewhere) and that class's teacher.
    const klass = await buildClass(app, { catalogue: other, startAt: roundHourAhead(app, 50), teacherId: (await buildTeacher(app)).id });
    const booked = await buildStudent(app, { group: 1, catalogue });
    await app.db
      .insert(appointments)
      .values({ classId: klass.id, studentId: booked.id, status: 'booked', creditKind: 'group', createdAt: app.clock.now() });
    const participant = await get(url, booked);
    expect(participant.statusCode).toBe(200);
    expect(participant.headers['cache-control']).toMatch(/^private/);
    expect((await get(url, { id: klass.teacherId!, email: '', roles: ['teacher'] })).statusCode).toBe(200);
    // Teachers of the lesson's language prepare classes and browse the learning material.
    expect((await get(url, await buildTeacher(app, other))).statusCode).toBe(200);
    expect((await get(url, await buildAdmin(app))).statusCode).toBe(200);
  });
});
