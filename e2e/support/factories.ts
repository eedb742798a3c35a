import type { APIRequestContext } from '@playwright/test';
import type {
  ClassOverrides,
  CreditKind,
  CreditOverrides,
  StaffedClassOverrides,
  StudentOverrides,
  TeacherOverrides,
} from '../../apps/server/test/factories/overrides.ts';
import { STRONG_PASSWORD, uniqueEmail } from './accounts.ts';
import { graphql } from './api.ts';
import { serverNow } from './server-clock.ts';

/**
 * The one place e2e tests build data (docs/decisions/035): the server factories' names and
 * override types (apps/server/test/factories/overrides.ts), built through the public API as a
 * user or the school would: registration, the back office (teacher invitation, credit grant,
 * class assignment), a student opening a class by booking it. The fixtures in e2e/fixtures.ts
 * hand these functions to the tests; the one-factory-module guard
 * (apps/server/test/factories/e2e-one-factory-module.test.ts) fails on the same calls anywhere else.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface StudentAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
}

export interface TeacherAccount {
  id: string;
  /** Teacher.uid: the public id in links. */
  uid: string;
  email: string;
  password: string;
  firstName: string;
}

export interface CreditsData {
  groupCredits: number;
  privateCredits: number;
}

export interface BuiltClass {
  uid: string;
  startDate: string;
  endDate: string;
  lessonTitle: string;
}

/** The shared overrides, plus what registration asks for. */
export interface BuildStudentOverrides extends StudentOverrides {
  email?: string;
  password?: string;
  /**
   * 'pending' keeps the product tour for the student's first page (the tour's own spec). By
   * default the student finishes it right after sign-up, as a student who has been here before:
   * its modal dialog would stand in front of every other spec's first page (issue 16).
   */
  productTour?: 'pending';
  /** The course the student signs up for (a section slug, as on a language page); default English. */
  section?: string;
}

/** The shared overrides, plus what the back office's invitation asks for. */
export interface BuildTeacherOverrides extends TeacherOverrides {
  /** Section slugs the teacher teaches; default English. */
  sections?: string[];
  /**
   * Accept the required agreements as the teacher (default): the agreement gate holds every
   * teacher mutation until they are accepted. Tests of the gate itself pass false.
   */
  acceptAgreements?: boolean;
  /**
   * Onboarded at invitation (default, as the back office does). False: the teacher meets the
   * first-login onboarding (decision 072); pair it with `acceptAgreements: false` for a fresh one.
   */
  onboarded?: boolean;
}

/** The shared overrides, plus who opens the class and when (a class exists once a student books it, decision 010). */
export interface BuildClassOverrides extends ClassOverrides {
  /** The student who opens the class by booking it; default a fresh one given one credit of the class's kind. */
  student?: StudentAccount;
  /** The start; default a free early-morning slot `daysAhead` days ahead. */
  startAt?: Date;
  /**
   * Days ahead of the server clock (default 3) of a slot between 02:00 and 05:00 UTC, where the
   * demo seed has no class; another hour or the next day when another test opened a class of the
   * lesson there (booking it would join that class).
   */
  daysAhead?: number;
}

/** The shared overrides, plus the class's own and how the teacher comes to it. */
export interface BuildStaffedClassOverrides extends StaffedClassOverrides, Omit<BuildClassOverrides, 'teacherId' | 'student' | 'type'> {
  /** The teacher; default a fresh one. */
  teacher?: TeacherAccount;
  /** Overrides for each fresh student (default first names Mia, Leo, ...). */
  student?: BuildStudentOverrides;
  /** Back-office assignment (default) or the teacher's own commitment (which a teaching penalty or pay rule may need). */
  staffing?: 'assignment' | 'commitment';
  /** The back office lets the class record its audio (Klass.canBeAudioRecorded; decision 047). */
  audioRecorded?: boolean;
}

export interface StaffedClass {
  teacher: TeacherAccount;
  students: StudentAccount[];
  klass: BuiltClass;
}

/** CouponInput of the back office (docs/api/commerce.graphql); a unique code by default. */
export interface CouponOverrides {
  code?: string;
  percentOff?: number;
  [field: string]: unknown;
}

/** SubmitClassLogInput without the class (docs: schema.graphql). */
export interface ClassLogOverrides {
  attendance: { studentId: string; attendance: 'attended' | 'incomplete' | 'missed' }[];
  notes?: string;
  resources?: string;
  feedback?: { studentId: string; feedback: string; recommendedLevel?: string }[];
}

/** SubmitClassReviewInput without the class; material 4 stars and not public unless given. */
export interface ClassReviewOverrides {
  teacherRating: number;
  feedback: string;
  materialRating?: number;
  isPublic?: boolean;
}

/** What the factories need: new request contexts and the demo admin's session. */
export interface FactoryApi {
  /** A fresh request context with the web app's headers, no cookies (disposed by the caller). */
  newContext(): Promise<APIRequestContext>;
  /** A session signed in through the area's login route (one per account and test), disposed at the test's end. */
  session(loginPath: '/api/login_check' | '/teacher/login_check', account: { email: string; password: string }): Promise<APIRequestContext>;
  adminApi: APIRequestContext;
}

export type Factories = ReturnType<typeof factoriesFor>;

/**
 * Accepts the agreements the signed-in teacher has pending (the agreement gate holds teacher
 * mutations until then). buildTeacher does it once; signInBrowser(page, teacher, 'teacher') again,
 * as a clock moved forward may publish a new version.
 */
export async function acceptPendingAgreements(teacherApi: APIRequestContext): Promise<void> {
  const { teacherAccount } = await graphql<{ teacherAccount: { pendingAgreements: { id: string }[] } }>(
    teacherApi,
    'query E2ePendingAgreements { teacherAccount { pendingAgreements { id } } }',
  );
  for (const { id } of teacherAccount.pendingAgreements) {
    await graphql(teacherApi, 'mutation E2eAccept($id: ID!) { decideTeacherAgreement(id: $id, accept: true) { id } }', { id });
  }
}

const STUDENT_NAMES = ['Mia', 'Leo', 'Ada', 'Jon', 'Eva'];

export function factoriesFor(api: FactoryApi) {
  /** Registers a student through POST /api/users; credits through the back office's grant. */
  async function buildStudent(overrides: BuildStudentOverrides = {}): Promise<StudentAccount> {
    // Its own request context: the session cookies of the new account stay out of the test's.
    const context = await api.newContext();
    let account: StudentAccount;
    try {
      const email = overrides.email ?? uniqueEmail();
      const firstName = overrides.firstName ?? 'Tess';
      const password = overrides.password ?? STRONG_PASSWORD;
      const response = await context.post('/api/users', {
        data: {
          email,
          firstName,
          password,
          acceptPrivacyPolicy: true,
          acceptTerms: true,
          confirmAge: true,
          ...(overrides.timezone ? { timezone: overrides.timezone } : {}),
          ...(overrides.locale ? { locale: overrides.locale } : {}),
          ...(overrides.section ? { section: overrides.section } : {}),
        },
      });
      if (response.status() !== 201) throw new Error(`POST /api/users answered ${response.status()}: ${await response.text()}`);
      const body = (await response.json()) as { user: { id: string } };
      account = { id: body.user.id, email, password, firstName };
      // Registration signed this context in as the new student.
      if (overrides.productTour !== 'pending') await graphql(context, 'mutation E2eTourSeen { finishProductTour { pending } }');
    } finally {
      await context.dispose();
    }
    for (const kind of ['group', 'private'] as const) {
      const amount = overrides[kind] ?? 0;
      if (amount > 0) await buildCredits([account.id], { kind, amount });
    }
    return account;
  }

  /** A teacher invited through the back office (adminCreateTeacher), agreements accepted unless asked not to. */
  async function buildTeacher(overrides: BuildTeacherOverrides = {}): Promise<TeacherAccount> {
    const firstName = overrides.firstName ?? 'Tilda';
    const email = uniqueEmail('teacher');
    const data = await graphql<{ adminCreateTeacher: { id: string; uid: string } }>(
      api.adminApi,
      `mutation E2eCreateTeacher($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { id uid } }`,
      {
        input: {
          email,
          firstName,
          lastName: overrides.lastName ?? 'Lehmann',
          sectionSlugs: overrides.sections ?? ['english'],
          timezone: overrides.timezone ?? 'Europe/Berlin',
          hourlyRateCents: overrides.hourlyRateCents ?? 1800,
          languages: [{ language: 'English', fluency: 'C2' }],
          password: STRONG_PASSWORD,
          ...(overrides.onboarded === false ? { onboarded: false } : {}),
        },
      },
    );
    if (overrides.acceptAgreements !== false) {
      await acceptPendingAgreements(await api.session('/teacher/login_check', { email, password: STRONG_PASSWORD }));
    }
    return { ...data.adminCreateTeacher, email, password: STRONG_PASSWORD, firstName };
  }

  /** One back-office grant (adminGrantCredits) per student; answers each student's balance after it. */
  async function buildCredits(studentIds: string[], overrides: CreditOverrides = {}): Promise<CreditsData[]> {
    const balances: CreditsData[] = [];
    for (const studentId of studentIds) {
      const data = await graphql<{ adminGrantCredits: CreditsData }>(
        api.adminApi,
        `mutation E2eGrant($studentId: ID!, $kind: CreditKind!, $amount: Int!) {
          adminGrantCredits(studentId: $studentId, kind: $kind, amount: $amount, reason: "e2e test data") { groupCredits privateCredits }
        }`,
        { studentId, kind: overrides.kind ?? 'group', amount: overrides.amount ?? 1 },
      );
      balances.push(data.adminGrantCredits);
    }
    return balances;
  }

  /** Books a class as the student (bookClass): an existing one by `classUid`, or a new one at a lesson and start. */
  async function bookAs(student: StudentAccount, input: Record<string, string>) {
    const session = await api.session('/api/login_check', student);
    const { bookClass } = await graphql<{
      bookClass: { class: { uid: string; startDate: string; endDate: string; teacher: { id: string } | null; lesson: { title: string } } };
    }>(
      session,
      `mutation E2eBuildBooking($input: BookClassInput!) {
        bookClass(input: $input) { class { uid startDate endDate teacher { id } lesson { title } } }
      }`,
      { input },
    );
    return bookClass.class;
  }

  /** Whether the booking page offers an existing class of the lesson starting at `start`. */
  async function classExistsAt(session: APIRequestContext, lessonId: string, start: Date, type: string): Promise<boolean> {
    const { bookingResults } = await graphql<{ bookingResults: { options: { isExisting: boolean; startDate: string }[] } }>(
      session,
      'query E2eBuildSlot($filter: BookingFilter!) { bookingResults(filter: $filter) { options { isExisting startDate } } }',
      // The range around the start: bookingResults offers classes starting strictly after `from`.
      {
        filter: {
          from: new Date(start.getTime() - HOUR_MS).toISOString(),
          to: new Date(start.getTime() + HOUR_MS).toISOString(),
          type,
          lessonId,
        },
      },
    );
    return bookingResults.options.some((o) => o.isExisting && Date.parse(o.startDate) === start.getTime());
  }

  /**
   * A class opened by a student booking a lesson of their course at a free slot (how classes come
   * to exist, decision 010); staffed through the back office's assignment when `teacherId` is given.
   */
  async function buildClass(overrides: BuildClassOverrides = {}): Promise<BuiltClass> {
    const type = overrides.type ?? 'group';
    const kind: CreditKind = type === 'individual' ? 'private' : 'group';
    const student = overrides.student ?? (await buildStudent({ firstName: 'Mia', [kind]: 1 }));
    const session = await api.session('/api/login_check', student);
    const course = await graphql<{ coursePage: { chapters: { lessons: { id: string }[] }[] } }>(
      session,
      'query E2eBuildLessons { coursePage { chapters { lessons { id } } } }',
    );
    const lessons = course.coursePage.chapters.flatMap((c) => c.lessons);
    let lesson = lessons[overrides.lessonIndex ?? 0];
    if (!lesson) throw new Error(`the student's course has no lesson ${overrides.lessonIndex}`);
    let startDate = overrides.startAt?.toISOString();
    if (overrides.startAt) {
      // At a fixed start, a class of the lesson another spec opened there would be joined (its
      // students, its teacher): take the next lesson with no class at that start instead.
      const first = lessons.indexOf(lesson);
      for (let step = 0; await classExistsAt(session, lesson.id, overrides.startAt, type); step++) {
        if (step + 1 >= lessons.length) throw new Error(`every lesson has a class at ${startDate}`);
        lesson = lessons[(first + step + 1) % lessons.length];
      }
    }
    if (!startDate) {
      const now = await serverNow(api.adminApi);
      // Every early-morning start of the four days from `daysAhead`, in random order (a full suite
      // opens many classes of the first lesson), skipping starts where another test's class is.
      const firstDay = Math.floor(now / DAY_MS) * DAY_MS + (overrides.daysAhead ?? 3) * DAY_MS;
      const earlyStarts = (days: number[]) =>
        days.flatMap((day) => [2, 3, 4].map((hour) => firstDay + day * DAY_MS + hour * HOUR_MS)).sort(() => Math.random() - 0.5);
      // The three days after them only when those are all taken.
      const starts = [...earlyStarts([0, 1, 2, 3]), ...earlyStarts([4, 5, 6])];
      for (const candidate of starts) {
        const start = new Date(candidate);
        // Booking a lesson at a start where a class of it exists joins that class: another test's.
        if (await classExistsAt(session, lesson.id, start, type)) continue;
        startDate = start.toISOString();
        break;
      }
      if (!startDate) throw new Error('no free early-morning slot for the student');
    }
    const opened = await bookAs(student, { lessonId: lesson.id, startDate, type });
    if (overrides.startAt === undefined && opened.teacher) throw new Error(`the new class ${opened.uid} already had a teacher`);
    if (overrides.teacherId && opened.teacher?.id !== overrides.teacherId) {
      await graphql(
        api.adminApi,
        `mutation E2eBuildAssign($uid: ID!, $teacherId: ID!) {
          adminAssignTeacher(classUid: $uid, teacherId: $teacherId, override: true, reason: "e2e test data: staff a class outside the availability") { uid }
        }`,
        { uid: opened.uid, teacherId: overrides.teacherId },
      );
    }
    return { uid: opened.uid, startDate: opened.startDate, endDate: opened.endDate, lessonTitle: opened.lesson.title };
  }

  /** Seats taken in a class: each student is given one group credit and books it. */
  async function buildBookedSeats(classUid: string, students: StudentAccount[]): Promise<void> {
    await buildCredits(
      students.map((s) => s.id),
      { kind: 'group', amount: 1 },
    );
    for (const student of students) await bookAs(student, { classUid });
  }

  /**
   * A class with a teacher (default a fresh one) and `students` fresh students booked (default 1):
   * the first opens it, the others take seats; staffed by assignment or by the teacher's commitment.
   */
  async function buildStaffedClass(overrides: BuildStaffedClassOverrides = {}): Promise<StaffedClass> {
    const teacher = overrides.teacher ?? (await buildTeacher());
    const type = overrides.type ?? 'group';
    const count = overrides.students ?? 1;
    const kind: CreditKind = type === 'individual' ? 'private' : 'group';
    const students: StudentAccount[] = [];
    for (let i = 0; i < count; i++) {
      students.push(await buildStudent({ firstName: STUDENT_NAMES[i % STUDENT_NAMES.length], ...overrides.student }));
    }
    await buildCredits([students[0].id], { kind, amount: 1 });
    const commitment = overrides.staffing === 'commitment';
    const klass = await buildClass({
      student: students[0],
      type,
      lessonIndex: overrides.lessonIndex,
      startAt: overrides.startAt,
      daysAhead: overrides.daysAhead,
      teacherId: commitment ? null : teacher.id,
    });
    await buildBookedSeats(klass.uid, students.slice(1));
    if (commitment) {
      const teacherApi = await api.session('/teacher/login_check', teacher);
      await graphql(teacherApi, 'mutation E2eBuildCommit($uid: ID!) { commitToClass(classUid: $uid) { uid } }', { uid: klass.uid });
    }
    if (overrides.audioRecorded) {
      await graphql(api.adminApi, 'mutation E2eBuildRecorded($uid: ID!) { adminSetClassAudioRecording(classUid: $uid, enabled: true) }', {
        uid: klass.uid,
      });
    }
    return { teacher, students, klass };
  }

  /** A promo code made in the back office (adminCreateCoupon): the school creates it, the student only types it. */
  async function buildCoupon(overrides: CouponOverrides = {}): Promise<string> {
    const code = overrides.code ?? `E2E${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    await graphql(api.adminApi, 'mutation E2eCreateCoupon($input: CouponInput!) { adminCreateCoupon(input: $input) { code } }', {
      input: { ...overrides, code },
    });
    return code;
  }

  /**
   * The teacher's class log through submitClassLog (the log opens 15 minutes after the start: move
   * the server clock first, in a *.clock.spec.ts). Attendance for every booked student is required.
   */
  async function buildClassLog(teacher: TeacherAccount, classUid: string, log: ClassLogOverrides): Promise<void> {
    const teacherApi = await api.session('/teacher/login_check', teacher);
    await graphql(teacherApi, 'mutation E2eBuildLog($input: SubmitClassLogInput!) { submitClassLog(input: $input) { classUid } }', {
      input: { classUid, ...log },
    });
  }

  /** A student's post-class review through submitClassReview (after the class started). */
  async function buildClassReview(student: StudentAccount, classUid: string, review: ClassReviewOverrides): Promise<void> {
    const session = await api.session('/api/login_check', student);
    await graphql(session, 'mutation E2eBuildReview($input: SubmitClassReviewInput!) { submitClassReview(input: $input) { id } }', {
      input: { classUid, materialRating: 4, isPublic: false, ...review },
    });
  }

  return {
    buildStudent,
    buildTeacher,
    buildCredits,
    buildClass,
    buildBookedSeats,
    buildStaffedClass,
    buildCoupon,
    buildClassLog,
    buildClassReview,
  };
}
