// The onboarding flow (issue 16, decision 069): progress that resumes, a level confirmed into the
// course, the three best first classes booked through the normal booking, and who may do what.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessons, studentProfiles } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  type Catalogue,
  type TestUser,
  buildAdmin,
  buildBookedSeats,
  buildCatalogue,
  buildClass,
  buildModule,
  buildStudent,
  buildTeacher,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let a2: Catalogue;
let teacher: TestUser;

beforeAll(async () => {
  // Monday 4 May 2026, 09:12 UTC (11:12 in Berlin).
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 4 });
  const module = await buildModule(app, catalogue.curriculumId, { cefrLevelName: 'A2', position: 2, lessons: 4 });
  const rows = await app.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.moduleId, module.id)).orderBy(asc(lessons.number));
  a2 = { ...catalogue, moduleId: module.id, moduleName: module.name, lessonIds: rows.map((r) => r.id) };
  teacher = await buildTeacher(app, catalogue);
});

const FLOW_FIELDS = `step started open completedAt skippedAt bookingSkipped section { slug } course { name level } sublevel
  timezone preferredClassTime groupCredits privateCredits upcomingClass { uid lessonNumber startDate } latestPlacement { finished level }`;
const FLOW = `{ onboardingFlow { ${FLOW_FIELDS} } }`;
const ADVANCE = `mutation($step: OnboardingStep!) { advanceOnboarding(step: $step) { ${FLOW_FIELDS} } }`;
const SKIP = `mutation { skipOnboarding { ${FLOW_FIELDS} } }`;
const SKIP_BOOKING = `mutation { skipOnboardingBooking { ${FLOW_FIELDS} } }`;
const COMPLETE = `mutation { completeOnboarding { ${FLOW_FIELDS} } }`;
const CONFIRM = `mutation($level: String!, $sublevel: Int!) { confirmOnboardingLevel(level: $level, sublevel: $sublevel) { ${FLOW_FIELDS} } }`;
const SUGGESTIONS = `{ firstClassSuggestions { classType timesOfDay atPreferredTimes hasCredits module { id } lesson { id number }
  options { key isExisting startDate type refusal class { uid } lesson { id } } } }`;

interface Flow {
  step: string;
  started: boolean;
  open: boolean;
  completedAt: string | null;
  skippedAt: string | null;
  bookingSkipped: boolean;
  course: { name: string; level: string } | null;
  sublevel: number | null;
  groupCredits: number;
  upcomingClass: { uid: string; lessonNumber: number } | null;
}
interface Suggestions {
  classType: string;
  timesOfDay: string[];
  atPreferredTimes: boolean;
  hasCredits: boolean;
  module: { id: string };
  lesson: { id: string; number: number } | null;
  options: { key: string; isExisting: boolean; startDate: string; type: string; refusal: string | null; class: { uid: string } | null }[];
}

async function call<T>(who: TestUser | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await gql<Record<string, T>>(app, who, query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data!)[0] as T;
}
const berlinHour = (iso: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' }).format(new Date(iso)));

describe('onboarding progress', () => {
  it('starts at welcome, resumes at the furthest step reached, and never goes back', async () => {
    const student = await buildStudent(app, { catalogue, group: 2 });
    expect(await call<Flow>(student, FLOW)).toMatchObject({ step: 'welcome', started: false, open: true, groupCredits: 2 });
    expect((await call<Flow>(student, ADVANCE, { step: 'timezone' })).step).toBe('timezone');
    const back = await call<Flow>(student, ADVANCE, { step: 'level' });
    expect(back).toMatchObject({ step: 'timezone', started: true, open: true });
  });

  it('can be skipped, is reopened by coming back, and ends completed', async () => {
    const student = await buildStudent(app, { catalogue });
    const skipped = await call<Flow>(student, SKIP);
    expect(skipped.open).toBe(false);
    expect(skipped.skippedAt).not.toBeNull();
    expect((await call<Flow>(student, ADVANCE, { step: 'level' })).open).toBe(true);
    const bookingSkipped = await call<Flow>(student, SKIP_BOOKING);
    expect(bookingSkipped).toMatchObject({ step: 'congratulations', bookingSkipped: true, open: true });
    const done = await call<Flow>(student, COMPLETE);
    expect(done).toMatchObject({ open: false, skippedAt: null });
    expect(done.completedAt).not.toBeNull();
    // A completed flow is not skipped afterwards.
    expect((await call<Flow>(student, SKIP)).skippedAt).toBeNull();
  });

  it('rejects an unknown step', async () => {
    const student = await buildStudent(app, { catalogue });
    const res = await gql(app, student, ADVANCE, { step: 'checkout' });
    expect(res.errors).toBeDefined();
  });
});

describe('confirmOnboardingLevel', () => {
  it('places the student in the module and sublevel of the level, and moves the flow on to the survey', async () => {
    const student = await buildStudent(app, { catalogue });
    const flow = await call<Flow>(student, CONFIRM, { level: 'A2', sublevel: 2 });
    expect(flow).toMatchObject({ step: 'survey', course: { level: 'A2', name: a2.moduleName }, sublevel: 2 });
    const [profile] = await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id));
    expect(profile).toMatchObject({ moduleId: a2.moduleId, sublevel: 2 });
  });

  it('takes the highest level below when the curriculum has none of the one confirmed', async () => {
    const student = await buildStudent(app, { catalogue });
    expect((await call<Flow>(student, CONFIRM, { level: 'C1', sublevel: 1 })).course?.level).toBe('A2');
  });

  it('refuses once the student has a class booked, and checks the level and sublevel', async () => {
    const student = await buildStudent(app, { catalogue, group: 1 });
    const klass = await buildClass(app, { catalogue, startAt: new Date('2026-05-06T16:00:00Z'), teacherId: teacher.id });
    await buildBookedSeats(app, klass.id, [student.id]);
    expect((await gql(app, student, CONFIRM, { level: 'A2', sublevel: 1 })).code).toBe('onboarding_level_locked');
    expect((await gql(app, student, CONFIRM, { level: 'D1', sublevel: 1 })).code).toBe('validation_failed');
    expect((await gql(app, student, CONFIRM, { level: 'A2', sublevel: 4 })).code).toBe('validation_failed');
  });
});

describe('firstClassSuggestions', () => {
  it('offers the first lesson of the confirmed level at the preferred times: an existing class with seats first, then new slots', async () => {
    const student = await buildStudent(app, { catalogue, group: 3, preferredClassTime: 'evening' });
    await call<Flow>(student, CONFIRM, { level: 'A2', sublevel: 1 });
    // Thursday 19:00 Berlin: an A2 lesson 1 class with a teacher and seats; a morning one, earlier, is not preferred.
    const evening = await buildClass(app, { catalogue: a2, startAt: new Date('2026-05-07T17:00:00Z'), teacherId: teacher.id });
    await buildClass(app, { catalogue: a2, startAt: new Date('2026-05-05T07:00:00Z'), teacherId: teacher.id });
    const s = await call<Suggestions>(student, SUGGESTIONS);
    expect(s).toMatchObject({ classType: 'group', timesOfDay: ['evening'], atPreferredTimes: true, hasCredits: true });
    expect(s.module.id).toBe(a2.moduleId);
    expect(s.lesson?.id).toBe(a2.lessonIds[0]);
    expect(s.options).toHaveLength(3);
    expect(s.options[0].class?.uid).toBe(evening.uid);
    for (const option of s.options) {
      expect(option.type).toBe('group');
      expect(option.refusal).toBeNull();
      expect(berlinHour(option.startDate)).toBeGreaterThanOrEqual(17);
      expect(berlinHour(option.startDate)).toBeLessThan(22);
    }
    expect(s.options.slice(1).every((o) => !o.isExisting)).toBe(true);
  });

  it('books a suggestion through the normal booking, and the flow shows the class', async () => {
    const student = await buildStudent(app, { catalogue, group: 1, preferredClassTime: 'morning' });
    const s = await call<Suggestions>(student, SUGGESTIONS);
    const option = s.options[0];
    expect(berlinHour(option.startDate)).toBeLessThan(12);
    const booked = await gql(app, student, 'mutation($input: BookClassInput!) { bookClass(input: $input) { class { uid } } }', {
      input: option.class ? { classUid: option.class.uid } : { lessonId: s.lesson!.id, startDate: option.startDate, type: 'group' },
    });
    expect(booked.errors).toBeUndefined();
    const flow = await call<Flow>(student, FLOW);
    expect(flow.upcomingClass?.lessonNumber).toBe(1);
    expect(flow.groupCredits).toBe(0);
  });

  it('says when the student has no credits, and still shows the times', async () => {
    const student = await buildStudent(app, { catalogue });
    const s = await call<Suggestions>(student, SUGGESTIONS);
    expect(s.hasCredits).toBe(false);
    expect(s.options.length).toBeGreaterThan(0);
  });

  it('suggests private classes to a student with only private credits', async () => {
    const student = await buildStudent(app, { catalogue, private: 1 });
    const s = await call<Suggestions>(student, SUGGESTIONS);
    expect(s).toMatchObject({ classType: 'individual', hasCredits: true });
    expect(s.options.every((o) => o.type === 'individual')).toBe(true);
  });
});

describe('onboarding: access', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['onboardingFlow', FLOW, {}],
    ['firstClassSuggestions', SUGGESTIONS, {}],
    ['advanceOnboarding', ADVANCE, { step: 'survey' }],
    ['skipOnboarding', SKIP, {}],
    ['skipOnboardingBooking', SKIP_BOOKING, {}],
    ['completeOnboarding', COMPLETE, {}],
    ['confirmOnboardingLevel', CONFIRM, { level: 'A2', sublevel: 1 }],
  ];

  it("answers the owner with their own flow; another student never sees or moves the owner's", async () => {
    const owner = await buildStudent(app, { catalogue });
    const other = await buildStudent(app, { catalogue });
    await call<Flow>(owner, ADVANCE, { step: 'booking' });
    expect((await call<Flow>(owner, FLOW)).step).toBe('booking');
    // The operations take no student id: the other student reads and moves only their own.
    expect((await call<Flow>(other, FLOW)).step).toBe('welcome');
    await call<Flow>(other, SKIP);
    expect((await call<Flow>(owner, FLOW)).open).toBe(true);
  });

  it.each(operations)('%s: teachers and admins are forbidden, anonymous callers unauthenticated', async (_name, query, variables) => {
    expect((await gql(app, teacher, query, variables)).code).toBe('forbidden');
    expect((await gql(app, await buildAdmin(app), query, variables)).code).toBe('forbidden');
    expect((await gql(app, null, query, variables)).code).toBe('unauthenticated');
  });
});
