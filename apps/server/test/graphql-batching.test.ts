// The N+1 guard (decision 036): a nested GraphQL query costs the same number of SQL statements
// however many items it lists, because related objects load through the builder's dataloaders.
// The database client reports every statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from './commerce-requests.ts';
import {
  type Catalogue,
  type Store,
  HOUR,
  type TestUser,
  buildAdmin,
  buildBookedSeats,
  buildBuyer,
  buildCatalogue,
  buildClass,
  buildModule,
  buildStore,
  buildStudent,
  buildTeacher,
  roundHourAhead,
} from './factories/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { CLASS, WEEK, bookedClass } from './teacher-booking-support.ts';

const statements: string[] = [];
const { app, clock } = await buildTestApp({}, { onQuery: (sql) => statements.push(sql) });

let catalogue: Catalogue;
let store: Store;

beforeAll(async () => {
  // Monday 4 May 2026, 09:12 UTC: no DST edge in the coming weeks.
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
});

/** Statements per request, printed at the end: the numbers decision 036 reports. */
const measured: Record<string, number> = {};
afterAll(() => console.log(`statements per request: ${JSON.stringify(measured, null, 2)}`));

/**
 * The SQL statements one GraphQL request sends (its session cookie is minted beforehand). Each is
 * counted as a first request of its session: the node's session cache is emptied (decision 053),
 * so every count includes the one session lookup, whichever request came before.
 */
async function statementsOf(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<number> {
  app.sessionCache.clear();
  const before = statements.length;
  const res = await gql(app, cookie, query, variables);
  expect(res.errors).toBeUndefined();
  return statements.length - before;
}

const RELATED = `id displayName couponCode paymentMethodAdded
  package { id displayName subTotal { amount } section { id } sprints { id } }
  paymentMethod { id label } sprint { id } lastTransaction { id paymentStatus paymentMethod { id label } }`;
const SUBSCRIPTIONS_BARE = '{ subscriptions { current { id } latest { id } next { id } } }';
const SUBSCRIPTIONS_NESTED = `{ subscriptions { current { ${RELATED} } latest { ${RELATED} } next { ${RELATED} } } }`;

/** What the related objects of a student's subscriptions cost on top of listing the subscriptions. */
async function relatedCost(cookie: string): Promise<number> {
  return (await statementsOf(cookie, SUBSCRIPTIONS_NESTED)) - (await statementsOf(cookie, SUBSCRIPTIONS_BARE));
}

describe('the N+1 guard', () => {
  it("loads a student's subscriptions' packages, payment methods and charges with the same statements for one or two", async () => {
    const one = await buildBuyer(app, catalogue);
    await buy(app, one, { variantId: store.flex4 });

    const two = await buildBuyer(app, catalogue);
    const bought = await buy(app, two, { variantId: store.flex4 });
    const changed = await gql<{ changeSubscription: { next: { id: string } | null } }>(
      app,
      two,
      'mutation($s: ID!, $v: ID!) { changeSubscription(subscriptionId: $s, variantId: $v) { next { id } } }',
      { s: bought.purchase.subscription?.id, v: store.flex8 },
    );
    expect(changed.data?.changeSubscription.next).not.toBeNull(); // current + next, two packages

    const costOfOne = await relatedCost(await loginCookies(app, one));
    const costOfTwo = await relatedCost(await loginCookies(app, two));
    expect(costOfTwo).toBe(costOfOne);
    // One batch per loader: package (student, variants, catalogue facts), methods, charges.
    expect(costOfOne).toBeLessThanOrEqual(12);
  });

  it("lists the teacher's booking week with the same statements for one class or five", async () => {
    const teacher = await buildTeacher(app, catalogue);
    const cookie = await loginCookies(app, teacher);
    const week = { from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString() };

    await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 50) });
    const forOne = await statementsOf(cookie, WEEK, { filter: week });
    for (let i = 1; i < 5; i++) await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 50 + 3 * i) });
    const forFive = await statementsOf(cookie, WEEK, { filter: week });
    expect(forFive).toBe(forOne);
  });
});

/** Every Klass field a page reads, related objects included. */
const KLASS = `uid startDate endDate status type isExisting availableSeats isForNewClassroom
  lesson { id title number studentStatus chapterTitle module { id } } module { id name totalClasses completedClasses section { id } }
  teacher { id uid firstName photo languages { language } } students { id shortName }
  appointment { id status creditKind cancellation { allowed refund reason } }
  canBeAudioRecorded classLogEnabled confirmedAt minutesInAdvanceAllowed joinOpensAt canJoin classroomUrl`;
const SEARCH = `query Search($filter: BookingFilter!) { bookingResults(filter: $filter) {
  from to module { id name }
  options { key isExisting startDate type availableSeats timeOfDay lesson { id title number studentStatus } teacher { id uid firstName lastName }
    class { ${KLASS} } } } }`;
/** The web booking page's selection (BookingOptionFields): no nested class. */
const BOOKING_PAGE = `query Page($filter: BookingFilter!) { bookingResults(filter: $filter) {
  from to module { id name code cefrLevelName }
  options { key isExisting startDate endDate type availableSeats timeOfDay lesson { id title number } teacher { id uid firstName lastName } } } }`;
/** The booking page's "Recommended for you" (decision 044). */
const RECOMMENDATION = `query Recommended($type: ClassType) { bookingRecommendation(type: $type) {
  lesson { id title number } timesOfDay basis atPreferredTimes
  options { key isExisting startDate endDate type availableSeats timeOfDay refusal lesson { id title number } teacher { id uid firstName lastName } } } }`;
const TODAY = `{ appointments(limit: 100) { total items { ${KLASS} } } }`;
const MY_CLASSES = `{ myClasses(view: upcoming, limit: 100) { total items { ${KLASS} } } }`;
const STUDENT_CLASS = `query One($uid: ID!) { studentClass(uid: $uid) { ${KLASS} } }`;
const UPCOMING = `query Upcoming($limit: Int) { teacherUpcomingClasses(limit: $limit) {
  uid lesson { id title } module { id } students { id } appointments { id student { firstName } } prepareClassInfo { bookedStudents newStudents }
  courseName total cancellation { allowed } canJoin sourcePresentation } }`;
const WAITING = `query Waiting($from: DateTime!, $to: DateTime!) { adminClasses(from: $from, to: $to, unstaffedOnly: true, limit: 500) {
  uid startDate type seatsTaken capacity lessonTitle moduleName sectionName teacherId } }`;
const OPEN_LOGS = `{ teacherOpenLogs(limit: 100) { total items { classUid lessonTitle students { studentId shortName } state outcome
  earning { totalCents currency } } } }`;

const teachers: TestUser[] = [];

/** `count` classes of a fresh module from `hoursAhead` on, hour after hour, staffed in turn by three teachers. */
async function classesOfModule(count: number, options: { hoursAhead: number; staffed: boolean }) {
  const catalogue = await buildCatalogue(app);
  const staff = [await buildTeacher(app, catalogue), await buildTeacher(app, catalogue), await buildTeacher(app, catalogue)];
  teachers.push(...staff);
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(
      await buildClass(app, {
        catalogue,
        startAt: roundHourAhead(app, options.hoursAhead + i),
        lessonIndex: i % 6,
        teacherId: options.staffed ? staff[i % 3].id : null,
      }),
    );
  }
  return { catalogue, staff, rows };
}

/** A student of a fresh module booked into `count` staffed classes, each shared with a classmate. */
async function studentBookedInto(count: number) {
  const { catalogue, staff, rows } = await classesOfModule(count, { hoursAhead: 60, staffed: true });
  const student = await buildStudent(app, { catalogue });
  const classmate = await buildStudent(app, { catalogue });
  for (const row of rows) await buildBookedSeats(app, row.id, [student.id, classmate.id]);
  return { student, staff, rows };
}

const nextWeek = () => ({ from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString() });

describe('class lists cost the same for 5 classes as for 50 (related objects through loaders)', () => {
  it('the booking page class search, 20 and 100 classes', async () => {
    const counts: number[] = [];
    for (const size of [20, 100]) {
      const { catalogue } = await classesOfModule(size, { hoursAhead: 50, staffed: true });
      const student = await buildStudent(app, { catalogue });
      const cookie = await loginCookies(app, student);
      app.sessionCache.clear();
      const before = statements.length;
      const res = await gql<{ bookingResults: { options: { isExisting: boolean }[] } }>(app, cookie, SEARCH, {
        filter: { moduleId: catalogue.moduleId, ...nextWeek() },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.bookingResults.options.filter((o) => o.isExisting)).toHaveLength(size);
      counts.push(statements.length - before);
      measured[`bookingPage${size}`] = await statementsOf(cookie, BOOKING_PAGE, {
        filter: { moduleId: catalogue.moduleId, ...nextWeek() },
      });
    }
    expect(measured.bookingPage100).toBe(measured.bookingPage20);
    // The page asks for no seats: the seats query is gone (hydrateClasses ran it anyway).
    expect(measured.bookingPage20).toBeLessThan(counts[0]);
    [measured.bookingSearch20, measured.bookingSearch100] = counts;
    expect(counts[1]).toBe(counts[0]);
    // Session, student, placement, curriculum (4, primed for the classes' fields), classes, slot
    // counts, own bookings, teachers (1) and seats (1): what hydrateClasses cost before the loaders
    // (12); plus the student snapshot booking reads (5 statements, once per search, whatever the
    // number of classes) that marks each time with the rule that would refuse it (decision 039);
    // less the two duplicate reads of the student's user row folded into one (decision 052).
    expect(counts[0]).toBeLessThanOrEqual(15);
  });

  it('the booking page recommendation, 20 and 100 classes', async () => {
    const counts: number[] = [];
    for (const size of [20, 100]) {
      const { catalogue } = await classesOfModule(size, { hoursAhead: 50, staffed: true });
      const student = await buildStudent(app, { catalogue });
      const cookie = await loginCookies(app, student);
      counts.push(await statementsOf(cookie, RECOMMENDATION, { type: 'group' }));
    }
    [measured.recommendation20, measured.recommendation100] = counts;
    expect(counts[1]).toBe(counts[0]);
    // The booking page search narrowed to the next lesson (its statements, above) plus the
    // profile and the recent classes (2): decision 044.
    expect(counts[0]).toBeLessThanOrEqual(17);
  });

  it("the Today list and my classes, and one class's page", async () => {
    const counts: Record<string, number[]> = { today: [], myClasses: [] };
    let one = 0;
    for (const size of [5, 50]) {
      const { student, rows } = await studentBookedInto(size);
      const cookie = await loginCookies(app, student);
      counts.today.push(await statementsOf(cookie, TODAY));
      counts.myClasses.push(await statementsOf(cookie, MY_CLASSES));
      if (size === 5) one = await statementsOf(cookie, STUDENT_CLASS, { uid: rows[0].uid });
    }
    [measured.today5, measured.today50] = counts.today;
    [measured.myClasses5, measured.myClasses50] = counts.myClasses;
    measured.studentClass = one;
    expect(counts.today[1]).toBe(counts.today[0]);
    expect(counts.myClasses[1]).toBe(counts.myClasses[0]);
    expect(counts.today[0]).toBeLessThanOrEqual(10);
    expect(one).toBeLessThanOrEqual(9);
  });

  it("the teacher's booking list (5 and 50 open classes), home list and class page", async () => {
    const week: number[] = [];
    for (const size of [5, 50]) {
      const { catalogue, rows } = await classesOfModule(size, { hoursAhead: 30, staffed: false });
      const classmate = await buildStudent(app, { catalogue });
      for (const row of rows) await buildBookedSeats(app, row.id, [classmate.id]);
      const cookie = await loginCookies(app, teachers[teachers.length - 1]);
      week.push(await statementsOf(cookie, WEEK, { filter: nextWeek() }));
      if (size === 5) measured.teacherClassOpen = await statementsOf(cookie, CLASS, { uid: rows[0].uid });
    }
    [measured.teacherBookingWeek5, measured.teacherBookingWeek50] = week;
    expect(week[1]).toBe(week[0]);
    expect(week[0]).toBeLessThanOrEqual(10);
    expect(measured.teacherClassOpen).toBeLessThanOrEqual(10);

    const upcoming: number[] = [];
    for (const size of [5, 50]) {
      const { staff, rows } = await studentBookedInto(size);
      const cookie = await loginCookies(app, staff[0]);
      upcoming.push(await statementsOf(cookie, UPCOMING, { limit: 50 }));
      if (size === 5) measured.teacherClassOwn = await statementsOf(cookie, CLASS, { uid: rows[0].uid });
    }
    [measured.teacherUpcoming5, measured.teacherUpcoming50] = upcoming;
    expect(upcoming[1]).toBe(upcoming[0]);
    expect(measured.teacherClassOwn).toBeLessThanOrEqual(8);
  });

  it("the teacher's open class logs, 5 and 50", async () => {
    const counts: number[] = [];
    for (const size of [5, 50]) {
      const { catalogue, staff, rows } = await classesOfModule(size, { hoursAhead: -size - 2, staffed: true });
      const student = await buildStudent(app, { catalogue });
      for (const row of rows.filter((r) => r.teacherId === staff[0].id)) await buildBookedSeats(app, row.id, [student.id]);
      counts.push(await statementsOf(await loginCookies(app, staff[0]), OPEN_LOGS));
    }
    [measured.openLogs5, measured.openLogs50] = counts;
    expect(counts[1]).toBe(counts[0]);
  });

  it('the admin waiting list, 5 and 50 unstaffed classes', async () => {
    const cookie = await loginCookies(app, await buildAdmin(app));
    const counts: number[] = [];
    for (const [size, hoursAhead] of [
      [5, 400],
      [50, 500],
    ]) {
      await classesOfModule(size, { hoursAhead, staffed: false });
      const from = roundHourAhead(app, hoursAhead - 1);
      counts.push(
        await statementsOf(cookie, WAITING, { from: from.toISOString(), to: new Date(from.getTime() + 60 * HOUR).toISOString() }),
      );
    }
    [measured.adminWaiting5, measured.adminWaiting50] = counts;
    expect(counts[1]).toBe(counts[0]);
  });

  it("the teacher page's fields on a list: rating, public reviews and levels of every teacher, and the review state", async () => {
    const TEACHER_FIELDS = `{ myClasses(view: upcoming, limit: 100) { total items { uid
      appointment { id reviewState } teacher { id rating { count average } reviews { id stars author } levelsTaught } } } }`;
    const counts: number[] = [];
    for (const size of [5, 50]) {
      const { student } = await studentBookedInto(size);
      counts.push(await statementsOf(await loginCookies(app, student), TEACHER_FIELDS));
    }
    [measured.teacherFields5, measured.teacherFields50] = counts;
    expect(counts[1]).toBe(counts[0]);
  });

  it('a language page (issue 15): one module or six, one teacher or eight, the same statements', async () => {
    const LANDING = `query($s: String!) { languageLanding(section: $s) {
      modules { code lessonCount sampleLessons } teachers { firstName line } cheapestMonthlyPlan { amount currency } } }`;
    const slugOf = async (c: Catalogue) =>
      (await gql<{ sections: { id: string; slug: string }[] }>(app, null, '{ sections { id slug } }')).data!.sections.find(
        (s) => s.id === c.sectionId,
      )!.slug;
    const small = await buildCatalogue(app);
    await buildTeacher(app, small);
    const large = await buildCatalogue(app, { lessons: 12 });
    for (const [i, level] of ['A2', 'B1', 'B2', 'C1', 'C2'].entries()) {
      await buildModule(app, large.curriculumId, { cefrLevelName: level, position: i + 2, lessons: 4 });
    }
    for (let i = 0; i < 8; i++) await buildTeacher(app, large);
    const visitor = await loginCookies(app, await buildStudent(app));
    const counts = [
      await statementsOf(visitor, LANDING, { s: await slugOf(small) }),
      await statementsOf(visitor, LANDING, { s: await slugOf(large) }),
    ];
    [measured.languageLanding1, measured.languageLanding8] = counts;
    expect(counts[1]).toBe(counts[0]);
  });
});
