import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, onboardingEvents, users } from '../src/db/schema/index.ts';
import { markChecklistEvent } from '../src/modules/onboarding/checklist.service.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  type TestUser,
  buildAdmin,
  buildAttendedClass,
  buildCatalogue,
  buildClass,
  buildFinishedPlacement,
  buildStudent,
  buildTeacher,
  roundHourAhead,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();

let catalogue: Catalogue;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  clock.freeze(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 3 });
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
});

const CHECKLIST_FIELDS = 'items { id slug isCompleted completedAt } completedCount totalCount allDone dismissedAt visible';
const CHECKLIST = `{ onboardingChecklist { ${CHECKLIST_FIELDS} } }`;
const DISMISS = `mutation { dismissOnboardingChecklist { ${CHECKLIST_FIELDS} } }`;
const CAMERA = `mutation { recordCameraTest { ${CHECKLIST_FIELDS} } }`;
const TOUR = '{ productTour { pending finishedAt } }';
const FINISH_TOUR = 'mutation { finishProductTour { pending finishedAt } }';
const RESTART_TOUR = 'mutation { restartProductTour { pending finishedAt } }';
const WHY = 'mutation($input: WhyAreYouLearningInput!) { updateWhyAreYouLearning(input: $input) { learningGoals } }';
const BOOK = 'mutation($input: BookClassInput!) { bookClass(input: $input) { appointment { id } } }';
const CANCEL = 'mutation($id: ID!) { cancelClass(appointmentId: $id) { __typename } }';

interface Checklist {
  items: { id: string; slug: string; isCompleted: boolean; completedAt: string | null }[];
  completedCount: number;
  totalCount: number;
  allDone: boolean;
  dismissedAt: string | null;
  visible: boolean;
}
const checklistOf = async (student: TestUser) =>
  (await gql<{ onboardingChecklist: Checklist }>(app, student, CHECKLIST)).data!.onboardingChecklist;
const done = (c: Checklist) => c.items.filter((item) => item.isCompleted).map((item) => item.slug);

describe('access: every query and mutation (owner, another student, teacher, admin, anonymous)', () => {
  const cases: [string, string][] = [
    ['onboardingChecklist', CHECKLIST],
    ['dismissOnboardingChecklist', DISMISS],
    ['recordCameraTest', CAMERA],
    ['productTour', TOUR],
    ['finishProductTour', FINISH_TOUR],
    ['restartProductTour', RESTART_TOUR],
  ];
  it.each(cases)('%s: students only, each their own', async (_name, query) => {
    const owner = await buildStudent(app, { catalogue });
    const other = await buildStudent(app, { catalogue });
    expect((await gql(app, owner, query)).errors).toBeUndefined();
    expect((await gql(app, teacher, query)).code).toBe('forbidden');
    expect((await gql(app, admin, query)).code).toBe('forbidden');
    expect((await gql(app, null, query)).code).toBe('unauthenticated');
    // The owner's call changed nothing of another student's.
    const untouched = await checklistOf(other);
    expect(untouched).toMatchObject({ completedCount: 1, visible: true, dismissedAt: null });
    expect((await gql<{ productTour: { pending: boolean } }>(app, other, TOUR)).data?.productTour.pending).toBe(true);
  });
});

describe('the checklist ticks itself from real data (issue 16)', () => {
  it('a new student starts with nothing done, in the spec order, and every item ticks from what they do', async () => {
    const student = await buildStudent(app, { catalogue, group: 2, emailVerified: false });
    const fresh = await checklistOf(student);
    expect(fresh.items.map((item) => item.id)).toEqual([
      'verify_email',
      'find_your_level',
      'set_your_goal',
      'book_first_class',
      'test_your_camera',
      'attend_first_class',
      'try_practice',
    ]);
    expect(fresh).toMatchObject({ completedCount: 0, totalCount: 7, allDone: false, visible: true });

    await app.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, student.id));
    await buildFinishedPlacement(app, student.id, catalogue);
    await gql(app, student, WHY, { input: { learningGoals: ['travel'], focusAreas: [] } });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 72), teacherId: teacher.id });
    expect((await gql(app, student, BOOK, { input: { classUid: klass.uid } })).errors).toBeUndefined();
    expect(done(await checklistOf(student))).toEqual(['verify_email', 'find_your_level', 'set_your_goal', 'book_first_class']);

    const camera = (await gql<{ recordCameraTest: Checklist }>(app, student, CAMERA)).data!.recordCameraTest;
    expect(done(camera)).toContain('test_your_camera');
    await buildAttendedClass(app, student.id, catalogue);
    await markChecklistEvent(app.db, student.id, 'practice_tried', clock.now());
    const all = await checklistOf(student);
    expect(all).toMatchObject({ completedCount: 7, allDone: true, visible: false });
    expect(all.items.find((item) => item.slug === 'verify_email')?.completedAt).toBe(clock.now().toISOString());
  });

  it('a level picked or confirmed in onboarding counts as found, as a placement test does', async () => {
    const student = await buildStudent(app, { catalogue });
    await markChecklistEvent(app.db, student.id, 'level_confirmed', clock.now());
    expect(done(await checklistOf(student))).toContain('find_your_level');
  });

  it('a cancelled booking does not count as the first class booked; a class not yet attended does not count as attended', async () => {
    const student = await buildStudent(app, { catalogue, group: 1 });
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 96), teacherId: teacher.id });
    const booked = await gql<{ bookClass: { appointment: { id: string } } }>(app, student, BOOK, { input: { classUid: klass.uid } });
    expect(done(await checklistOf(student))).toContain('book_first_class');
    expect(done(await checklistOf(student))).not.toContain('attend_first_class');
    const cancel = await gql(app, student, CANCEL, { id: booked.data!.bookClass.appointment.id });
    expect(cancel.errors).toBeUndefined();
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, booked.data!.bookClass.appointment.id));
    expect(row.status).not.toBe('booked');
    expect(done(await checklistOf(student))).not.toContain('book_first_class');
  });
});

describe('markChecklistEvent: the hook for the practice module', () => {
  it('records the first time once, however often and however concurrently it is called', async () => {
    const student = await buildStudent(app, { catalogue });
    const first = clock.now();
    await Promise.all(Array.from({ length: 8 }, () => markChecklistEvent(app.db, student.id, 'practice_tried', first)));
    await markChecklistEvent(app.db, student.id, 'practice_tried', new Date(first.getTime() + 60_000));
    const rows = await app.db
      .select()
      .from(onboardingEvents)
      .where(and(eq(onboardingEvents.studentId, student.id), eq(onboardingEvents.event, 'practice_tried')));
    expect(rows).toHaveLength(1);
    expect(rows[0].occurredAt.toISOString()).toBe(first.toISOString());
    expect(done(await checklistOf(student))).toContain('try_practice');
  });

  it("works inside the caller's transaction, and rolls back with it", async () => {
    const student = await buildStudent(app, { catalogue });
    await app.db
      .transaction(async (tx) => {
        await markChecklistEvent(tx, student.id, 'practice_tried', clock.now());
        throw new Error('the practice submission failed');
      })
      .catch(() => undefined);
    expect(done(await checklistOf(student))).not.toContain('try_practice');
  });
});

describe('dismissal and the product tour, remembered per student', () => {
  it('dismissing hides the checklist with items left, and stays dismissed', async () => {
    const student = await buildStudent(app, { catalogue });
    const dismissed = (await gql<{ dismissOnboardingChecklist: Checklist }>(app, student, DISMISS)).data!.dismissOnboardingChecklist;
    expect(dismissed).toMatchObject({ visible: false, allDone: false, dismissedAt: clock.now().toISOString() });
    await gql(app, student, DISMISS);
    expect(await checklistOf(student)).toMatchObject({ visible: false, dismissedAt: dismissed.dismissedAt });
  });

  it('the tour is pending for a new student, finished once, and can be restarted', async () => {
    const student = await buildStudent(app, { catalogue });
    expect((await gql(app, student, TOUR)).data).toEqual({ productTour: { pending: true, finishedAt: null } });
    expect((await gql(app, student, FINISH_TOUR)).data).toEqual({
      finishProductTour: { pending: false, finishedAt: clock.now().toISOString() },
    });
    expect((await gql(app, student, TOUR)).data).toMatchObject({ productTour: { pending: false } });
    expect((await gql(app, student, RESTART_TOUR)).data).toEqual({ restartProductTour: { pending: true, finishedAt: null } });
  });
});
