import { describe, expect, it } from 'vitest';
import { atMinutes, SUBMIT } from './class-log-requests.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildAdmin, buildClass, buildStaffedClass, buildStudent, DAY, roundHourAhead, type StaffedClass } from './factories/index.ts';

// Issue 12 points 6 and 7: a past class's review state, Today's "waiting for your rating", the
// teacher's feedback after rating, and what students see of a teacher (rating, public reviews,
// levels, classes to book). Every new field is checked for the owner, another student, the
// teacher, an admin and anonymous.

const { app, clock } = await buildTestApp();

const CLASS = `query C($uid: ID!) { studentClass(uid: $uid) { uid appointment { status reviewState } } }`;
const AWAITING = `query A { classesAwaitingReview { total items { uid lesson { title } } } }`;
const FEEDBACK = `query F($classUid: ID!) { myClassFeedback(classUid: $classUid) { status requiresRating logged feedback notes resources attendance } }`;
const REVIEW = `mutation R($input: SubmitClassReviewInput!) { submitClassReview(input: $input) { id isPublic } }`;
const TEACHER = `query T($uid: String!) { teacher(uid: $uid) {
  uid rating { count average } reviews { stars text author createdAt } levelsTaught
  bookableClasses { uid availableSeats startDate }
} }`;

interface AwaitingData {
  classesAwaitingReview: { total: number; items: { uid: string }[] };
}
interface TeacherData {
  teacher: {
    rating: { count: number; average: number | null };
    reviews: { stars: number; text: string; author: string }[];
    levelsTaught: string[];
    bookableClasses: { uid: string; availableSeats: number }[];
  };
}

const reviewStateOf = async (who: StaffedClass['students'][number], uid: string) =>
  (await gql<{ studentClass: { appointment: { reviewState: string } | null } }>(app, who, CLASS, { uid })).data?.studentClass.appointment
    ?.reviewState;
const awaitingOf = async (who: StaffedClass['students'][number]) =>
  (await gql<AwaitingData>(app, who, AWAITING)).data?.classesAwaitingReview.items.map((c) => c.uid);
const teacherUid = async (setup: StaffedClass) =>
  (
    await gql<{ studentClass: { teacher: { uid: string } } }>(
      app,
      setup.students[0],
      `query($uid: ID!) { studentClass(uid: $uid) { teacher { uid } } }`,
      {
        uid: setup.klass.uid,
      },
    )
  ).data!.studentClass.teacher.uid;

function review(who: StaffedClass['students'][number], classUid: string, stars: number, feedback: string, isPublic: boolean) {
  return gql<{ submitClassReview: { id: string; isPublic: boolean } }>(app, who, REVIEW, {
    input: { classUid, teacherRating: stars, materialRating: 4, feedback, isPublic },
  });
}

describe('a past class', () => {
  it('waits for the end, asks for a rating, hides the feedback until rated, then shows feedback, notes and resources', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    const [anna, ben] = setup.students;
    const uid = setup.klass.uid;
    expect(await reviewStateOf(anna, uid)).toBe('upcoming');
    expect(await awaitingOf(anna)).toEqual([]);

    atMinutes(clock, setup, 61);
    expect(await reviewStateOf(anna, uid)).toBe('awaiting_rating');
    expect(await awaitingOf(anna)).toEqual([uid]);
    expect((await gql(app, anna, FEEDBACK, { classUid: uid })).data).toEqual({
      myClassFeedback: {
        status: 'pending',
        requiresRating: false,
        logged: false,
        feedback: null,
        notes: null,
        resources: null,
        attendance: null,
      },
    });

    const logged = await gql(app, setup.teacher, SUBMIT, {
      input: {
        classUid: uid,
        attendance: [
          { studentId: anna.id, attendance: 'attended' },
          { studentId: ben.id, attendance: 'missed' },
        ],
        notes: 'We practised ordering in a café.',
        resources: 'https://example.com/cafe-vocabulary.pdf',
        feedback: [{ studentId: anna.id, feedback: 'Great questions, Anna. Watch the word order after "weil".', recommendedLevel: 'A2' }],
      },
    });
    expect(logged.errors).toBeUndefined();
    // Ben was logged absent: nothing to rate, nothing waiting on Today.
    expect(await reviewStateOf(ben, uid)).toBe('missed');
    expect(await awaitingOf(ben)).toEqual([]);
    expect((await gql(app, anna, FEEDBACK, { classUid: uid })).data).toEqual({
      myClassFeedback: {
        status: 'ready',
        requiresRating: true,
        logged: true,
        feedback: null,
        notes: null,
        resources: null,
        attendance: 'attended',
      },
    });

    const sent = await review(anna, uid, 5, 'Lovely class, very clear explanations.', true);
    expect(sent.data?.submitClassReview.isPublic).toBe(true);
    expect(await reviewStateOf(anna, uid)).toBe('rated');
    expect(await awaitingOf(anna)).toEqual([]);
    expect((await gql(app, anna, FEEDBACK, { classUid: uid })).data).toEqual({
      myClassFeedback: {
        status: 'ready',
        requiresRating: false,
        logged: true,
        feedback: 'Great questions, Anna. Watch the word order after "weil".',
        notes: 'We practised ordering in a café.',
        resources: 'https://example.com/cafe-vocabulary.pdf',
        attendance: 'attended',
      },
    });
    // The classmate never reads Anna's feedback: theirs is their own (none).
    const bens = await gql(app, ben, FEEDBACK, { classUid: uid });
    expect(JSON.stringify(bens)).not.toContain('weil');
  });

  it('stops reminding 14 days after the class, and leaves cancelled classes out', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const [student] = setup.students;
    atMinutes(clock, setup, 61);
    expect(await awaitingOf(student)).toEqual([setup.klass.uid]);
    clock.set(new Date(setup.klass.endAt.getTime() + 14 * DAY + 1));
    expect(await awaitingOf(student)).toEqual([]);
    // Still rateable from its page.
    expect(await reviewStateOf(student, setup.klass.uid)).toBe('awaiting_rating');
  });

  it('is the owner’s only: another student, the teacher, an admin and anonymous', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    atMinutes(clock, setup, 61);
    const stranger = await buildStudent(app, { group: 1, catalogue: setup.catalogue, firstName: 'Stranger' });
    const admin = await buildAdmin(app);
    expect(await awaitingOf(stranger)).toEqual([]);
    expect((await gql(app, stranger, FEEDBACK, { classUid: setup.klass.uid })).code).toBe('not_found');
    expect((await gql(app, stranger, CLASS, { uid: setup.klass.uid })).data).toEqual({
      studentClass: { uid: setup.klass.uid, appointment: null },
    });
    for (const who of [setup.teacher, admin]) {
      expect((await gql(app, who, AWAITING)).code).toBe('forbidden');
      expect((await gql(app, who, FEEDBACK, { classUid: setup.klass.uid })).code).toBe('forbidden');
    }
    expect((await gql(app, null, AWAITING)).code).toBe('unauthenticated');
    expect((await gql(app, null, FEEDBACK, { classUid: setup.klass.uid })).code).toBe('unauthenticated');
  });
});

describe('the teacher page', () => {
  it('shows the rating from 3 reviews on, only public reviews with first name and initial, levels and classes with free seats', async () => {
    clock.reset();
    const past = await buildStaffedClass(app, { students: 3 });
    const uid = await teacherUid(past);
    const upcoming = await buildClass(app, {
      catalogue: past.catalogue,
      startAt: roundHourAhead(app, 30),
      teacherId: past.teacher.id,
      type: 'group',
    });
    const before = await gql<TeacherData>(app, null, TEACHER, { uid });
    expect(before.data?.teacher.rating).toEqual({ count: 0, average: null });
    expect(before.data?.teacher.levelsTaught).toEqual(['A1']);

    atMinutes(clock, past, 61);
    const [a, b, c] = past.students;
    await review(a, past.klass.uid, 5, 'Patient and funny, I finally understand the dative.', true);
    await review(b, past.klass.uid, 4, 'Good class.', true);
    const afterTwo = await gql<TeacherData>(app, null, TEACHER, { uid });
    expect(afterTwo.data?.teacher.rating).toEqual({ count: 2, average: null });
    await review(c, past.klass.uid, 4, 'Private note: the audio was bad for me.', false);

    for (const who of [null, a, past.teacher, await buildAdmin(app), await buildStudent(app, { group: 1, catalogue: past.catalogue })]) {
      const res = await gql<TeacherData>(app, who, TEACHER, { uid });
      expect(res.errors).toBeUndefined();
      const teacher = res.data!.teacher;
      expect(teacher.rating).toEqual({ count: 3, average: 4.3 });
      expect(teacher.reviews.map((r) => [r.stars, r.author])).toEqual([
        [4, 'Stu1 K.'],
        [5, 'Stu0 K.'],
      ]);
      expect(JSON.stringify(teacher)).not.toContain('Private note');
      expect(JSON.stringify(teacher)).not.toContain('Keller');
      // The timetable is for signed-in users; anonymous visitors see the profile only.
      expect(teacher.bookableClasses.map((k) => k.uid)).toEqual(who === null ? [] : [upcoming.uid]);
    }
  });

  it('leaves out full classes and the viewer’s own bookings', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1, hoursAhead: 30 });
    const uid = await teacherUid(setup);
    const booker = setup.students[0];
    expect((await gql<TeacherData>(app, booker, TEACHER, { uid })).data?.teacher.bookableClasses).toEqual([]);
    const other = await buildStudent(app, { group: 1, catalogue: setup.catalogue });
    expect((await gql<TeacherData>(app, other, TEACHER, { uid })).data?.teacher.bookableClasses.map((k) => k.uid)).toEqual([
      setup.klass.uid,
    ]);
    const full = await buildStaffedClass(app, {
      students: 1,
      type: 'individual',
      hoursAhead: 40,
      teacher: setup.teacher,
      catalogue: setup.catalogue,
    });
    expect((await gql<TeacherData>(app, other, TEACHER, { uid })).data?.teacher.bookableClasses.map((k) => k.uid)).not.toContain(
      full.klass.uid,
    );
  });
});
