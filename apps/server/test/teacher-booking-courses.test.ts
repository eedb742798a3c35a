import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { courses } from '../src/db/schema/index.ts';
import { courseClasses, createCourse } from '../src/modules/teacher-booking/course-setup.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { CANCEL, COMMIT, KLASS_FIELDS, WEEK, bookedClass, giveClassTo } from './teacher-booking-support.ts';
import { buildCatalogue, buildTeacher, type Catalogue, HOUR } from './factories/index.ts';

const { app, clock } = await buildTestApp();
const DAY = 24 * HOUR;
const START = new Date('2026-05-04T09:12:00Z');

const AVAILABLE = `query Available($limit: Int, $offset: Int) {
  availableCourses(limit: $limit, offset: $offset) {
    total
    items {
      id name startDate endDate classesCount studentsCount material courseType businessModelType feedbackRequired timezone
      courseTimes { dayOfWeek hour } courseModules { id name cefrLevelName } holidays { date name } price { cents currency }
      section { id } state
    }
  }
}`;
const BOOK_COURSE = `mutation BookCourse($courseId: ID!) {
  bookCourse(courseId: $courseId) {
    course { id state classesCount }
    bookedClasses { uid startDate }
    overriddenClasses { uid }
    errors { reason message class { uid } }
  }
}`;
const MY_COURSES = `query { teacherCourses { id name state classesCount nextClassAt feedbackSubmittedAt } }`;
const FEEDBACK = `mutation Feedback($courseId: ID!, $feedback: String!) { submitCourseFeedback(courseId: $courseId, feedback: $feedback) { id state } }`;

let catalogue: Catalogue;
beforeEach(async () => {
  clock.set(START);
  catalogue ??= await buildCatalogue(app, { lessons: 8 });
});

let courseNumber = 0;
/** Tuesday and Thursday 08:00 Berlin, 5-28 May 2026, Ascension Day (14 May) off: 7 classes. */
async function newCourse(extra: { feedbackRequired?: boolean } = {}) {
  courseNumber += 1;
  const created = await app.db.transaction((tx) =>
    createCourse(
      tx,
      {
        code: `TEST-${courseNumber}-${catalogue.moduleId.slice(0, 8)}`,
        name: `Business English for Siemens Logistics ${courseNumber}`,
        sectionId: catalogue.sectionId,
        moduleIds: [catalogue.moduleId],
        material: 'Parla Business English B1 and the client logistics glossary',
        studentsCount: 5,
        feedbackRequired: extra.feedbackRequired ?? true,
        courseTimes: [
          { dayOfWeek: 'tuesday', hour: 8 },
          { dayOfWeek: 'thursday', hour: 8 },
        ],
        timezone: 'Europe/Berlin',
        startDate: '2026-05-05',
        endDate: '2026-05-28',
        holidays: [{ date: '2026-05-14', name: 'Ascension Day' }],
        priceCents: 2800,
      },
      START,
    ),
  );
  return { id: created!.courseId, classes: await app.db.transaction((tx) => courseClasses(tx, created!.courseId)) };
}

type AssignResult = {
  bookCourse: {
    course: { id: string; state: string; classesCount: number };
    bookedClasses: { uid: string }[];
    overriddenClasses: { uid: string }[];
    errors: { reason: string; message: string; class: { uid: string } }[];
  };
};

describe('courses', () => {
  it('creates the classes of the course times, without holidays, in the course zone', async () => {
    const course = await newCourse();
    expect(course.classes.map((c) => c.startAt.toISOString())).toEqual([
      '2026-05-05T06:00:00.000Z',
      '2026-05-07T06:00:00.000Z',
      '2026-05-12T06:00:00.000Z',
      '2026-05-19T06:00:00.000Z',
      '2026-05-21T06:00:00.000Z',
      '2026-05-26T06:00:00.000Z',
      '2026-05-28T06:00:00.000Z',
    ]);
    expect(course.classes.every((c) => c.courseId === course.id && c.teacherId === null && c.seatsTaken === 0)).toBe(true);
  });

  it('offers courses only to teachers of specialised classes, with the price only when visible', async () => {
    const course = await newCourse();
    const plain = await buildTeacher(app, catalogue);
    expect((await gql<{ availableCourses: { total: number } }>(app, plain, AVAILABLE)).data!.availableCourses.total).toBe(0);
    expect((await gql(app, plain, BOOK_COURSE, { courseId: course.id })).code).toBe('teacher_cannot_teach_class');

    const specialist = await buildTeacher(app, catalogue, { canTeachSpecialized: true, priceVisible: true });
    const list = await gql<{ availableCourses: { total: number; items: Record<string, unknown>[] } }>(app, specialist, AVAILABLE, {
      limit: 50,
    });
    const item = list.data!.availableCourses.items.find((c) => c.id === course.id)!;
    expect(item).toMatchObject({
      startDate: '2026-05-05',
      endDate: '2026-05-28',
      classesCount: 7,
      studentsCount: 5,
      courseType: 'group',
      businessModelType: 'B2B',
      feedbackRequired: true,
      courseTimes: [
        { dayOfWeek: 'tuesday', hour: 8 },
        { dayOfWeek: 'thursday', hour: 8 },
      ],
      holidays: [{ date: '2026-05-14', name: 'Ascension Day' }],
      price: { cents: 2800, currency: 'EUR' },
      state: null,
    });
    const hidden = await buildTeacher(app, catalogue, { canTeachSpecialized: true });
    const noPrice = await gql<{ availableCourses: { items: { id: string; price: unknown }[] } }>(app, hidden, AVAILABLE, { limit: 50 });
    expect(noPrice.data!.availableCourses.items.find((c) => c.id === course.id)?.price).toBeNull();
    // Course classes are not committed to one by one while the course is on offer.
    expect((await gql(app, specialist, COMMIT, { classUid: course.classes[0].uid })).code).toBe('course_class_needs_course_booking');
  });

  it('books a course: booked classes, errors with reasons, and overridden classes', async () => {
    const course = await newCourse();
    const teacher = await buildTeacher(app, catalogue, { canTeachSpecialized: true });
    const other = await buildTeacher(app, catalogue, { canTeachSpecialized: true });
    // One class already the teacher's, one another teacher's, one clashing with the teacher's own class.
    await giveClassTo(app, course.classes[1].uid, teacher.id);
    await giveClassTo(app, course.classes[2].uid, other.id);
    const clash = await bookedClass(app, catalogue, { startAt: course.classes[3].startAt, lessonIndex: 7 });
    await giveClassTo(app, clash.uid, teacher.id);

    const res = await gql<AssignResult>(app, teacher, BOOK_COURSE, { courseId: course.id });
    expect(res.errors).toBeUndefined();
    const result = res.data!.bookCourse;
    expect(result.bookedClasses.map((c) => c.uid)).toEqual([0, 4, 5, 6].map((i) => course.classes[i].uid));
    expect(result.overriddenClasses.map((c) => c.uid)).toEqual([course.classes[1].uid]);
    expect(result.errors).toEqual([
      {
        reason: 'class_already_taken',
        message: 'Can not commit to class: another teacher has already taken it.',
        class: { uid: course.classes[2].uid },
      },
      {
        reason: 'commitment_overlaps',
        message: 'Can not commit to class: you already teach a class at this time.',
        class: { uid: course.classes[3].uid },
      },
    ]);
    expect(result.course).toMatchObject({ id: course.id, state: 'upcoming', classesCount: 7 });
    const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.teacherId).toBe(teacher.id);

    // Gone for everyone else.
    expect((await gql(app, other, BOOK_COURSE, { courseId: course.id })).code).toBe('course_no_longer_available');
    expect((await gql(app, other, BOOK_COURSE, { courseId: course.id })).errors?.[0].message).toBe(
      'This course is no longer available. Please try another one.',
    );
  });

  it('fails when nothing can be booked, and refuses a penalised teacher', async () => {
    const course = await newCourse();
    const paused = await buildTeacher(app, catalogue, {
      canTeachSpecialized: true,
      pausedFrom: new Date('2026-05-04T00:00:00Z'),
      pausedUntil: new Date('2026-06-01T00:00:00Z'),
    });
    const failed = await gql(app, paused, BOOK_COURSE, { courseId: course.id });
    expect(failed.code).toBe('booking_failed');
    expect(failed.errors?.[0].message).toBe('Booking failed.');
    const penalised = await buildTeacher(app, catalogue, { canTeachSpecialized: true, penaltyUntil: new Date(START.getTime() + DAY) });
    expect((await gql(app, penalised, BOOK_COURSE, { courseId: course.id })).code).toBe('teacher_penalised');
    const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row.teacherId).toBeNull();
  });

  it('moves through upcoming, active, feedback required and ended', async () => {
    const course = await newCourse({ feedbackRequired: true });
    const teacher = await buildTeacher(app, catalogue, { canTeachSpecialized: true });
    await gql(app, teacher, BOOK_COURSE, { courseId: course.id });
    const state = async () =>
      (await gql<{ teacherCourses: { id: string; state: string }[] }>(app, teacher, MY_COURSES)).data!.teacherCourses.find(
        (c) => c.id === course.id,
      )?.state;
    expect(await state()).toBe('upcoming');
    expect((await gql(app, teacher, FEEDBACK, { courseId: course.id, feedback: 'The group worked very hard.' })).code).toBe(
      'course_feedback_not_due',
    );
    clock.set(course.classes[0].startAt);
    expect(await state()).toBe('active');
    clock.set(course.classes[6].endAt);
    expect(await state()).toBe('feedback_required');
    const short = await gql(app, teacher, FEEDBACK, { courseId: course.id, feedback: 'ok' });
    expect(short.errors?.[0].extensions).toMatchObject({ field: 'feedback' });
    const done = await gql<{ submitCourseFeedback: { state: string } }>(app, teacher, FEEDBACK, {
      courseId: course.id,
      feedback: 'The group worked very hard and is ready for B2.',
    });
    expect(done.data!.submitCourseFeedback.state).toBe('ended');
  });

  it('a class the course teacher gives up is offered to other specialised teachers as a stand-in', async () => {
    const course = await newCourse();
    const [teacher, standIn] = [
      await buildTeacher(app, catalogue, { canTeachSpecialized: true }),
      await buildTeacher(app, catalogue, { canTeachSpecialized: true }),
    ];
    await gql(app, teacher, BOOK_COURSE, { courseId: course.id });
    const target = course.classes[4];
    const cancelled = await gql(app, teacher, CANCEL, { classUid: target.uid, reason: 'other' });
    expect(cancelled.errors).toBeUndefined();
    const week = await gql<{ teacherBookingWeek: { classes: { uid: string; courseId: string }[] } }>(app, standIn, WEEK, {
      filter: { from: '2026-05-18T00:00:00Z', to: '2026-05-25T00:00:00Z' },
    });
    expect(week.data!.teacherBookingWeek.classes.map((c) => c.uid)).toContain(target.uid);
    const taken = await gql<{ commitToClass: { uid: string; courseId: string } }>(
      app,
      standIn,
      `mutation C($classUid: ID!) { commitToClass(classUid: $classUid) { ${KLASS_FIELDS} } }`,
      { classUid: target.uid },
    );
    expect(taken.errors).toBeUndefined();
    expect(taken.data!.commitToClass.courseId).toBe(course.id);
  });
});
