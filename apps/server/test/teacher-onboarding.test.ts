import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teacherOnboarding, teacherProfiles } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { publishAgreements } from './teacher-account-helpers.ts';
import {
  type Catalogue,
  type TestUser,
  buildAdmin,
  buildCatalogue,
  buildPayoutDetails,
  buildSection,
  buildStudent,
  buildTeacher,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();

const STATE = `{ teacherOnboarding { id isOnboarded completedAt nextStep missing headline aboutMe pendingAgreementIds today timeFormat
  steps { step required complete } } }`;
const PROFILE = `mutation($input: TeacherOnboardingProfileInput!) { saveTeacherOnboardingProfile(input: $input) { nextStep missing headline } }`;
const CALENDAR = `mutation { decideTeacherOnboardingCalendar { nextStep steps { step complete } } }`;
const COMPLETE = `mutation { completeTeacherOnboarding { isOnboarded completedAt missing } }`;
const LANGUAGES = `mutation($languages: [TeacherSpokenLanguageInput!]!) { updateTeacherLanguages(languages: $languages) { id } }`;
const DECIDE = `mutation($id: ID!) { decideTeacherAgreement(id: $id, accept: true) { id } }`;
const AVAILABILITY = `mutation($input: StandardAvailabilityInput!) { setStandardAvailability(input: $input) { id } }`;

const PROFILE_INPUT = {
  headline: 'Spanish for travellers and food lovers',
  aboutMe:
    'I grew up in Guadalajara and have taught Spanish to adults for six years, online and in small groups, with a soft spot for beginners.',
};

interface State {
  id: string;
  isOnboarded: boolean;
  completedAt: string | null;
  nextStep: string | null;
  missing: string[];
  pendingAgreementIds: string[];
  steps: { step: string; required: boolean; complete: boolean }[];
}

let catalogue: Catalogue;
let admin: TestUser;

beforeAll(async () => {
  clock.set(new Date('2026-05-06T09:12:00Z'));
  await publishAgreements(app);
  catalogue = await buildCatalogue(app, { lessons: 1 });
  admin = await buildAdmin(app);
});

/** A teacher invited for the catalogue's section who has not onboarded: nothing written yet. */
const newTeacher = () => buildTeacher(app, catalogue, { isOnboarded: false, aboutMe: '', languages: [] });

async function state(who: TestUser | string): Promise<State> {
  const res = await gql<{ teacherOnboarding: State }>(app, who, STATE);
  expect(res.errors).toBeUndefined();
  return res.data!.teacherOnboarding;
}

/** Every required step done through the real mutations (payout details as if the e-mailed code was entered). */
async function doEverything(teacher: TestUser, cookie: string) {
  await gql(app, cookie, PROFILE, { input: PROFILE_INPUT });
  await gql(app, cookie, LANGUAGES, { languages: [{ language: 'Spanish', fluency: 'Native' }] });
  await buildPayoutDetails(app, teacher.id);
  for (const id of (await state(cookie)).pendingAgreementIds) expect((await gql(app, cookie, DECIDE, { id })).errors).toBeUndefined();
  const availability = await gql(app, cookie, AVAILABILITY, {
    input: { dayOfWeek: 'tuesday', slotSize: 'full', startHour: 9, endHour: 12, availability: 'available' },
  });
  expect(availability.errors).toBeUndefined();
}

describe('access: teacherOnboarding and its mutations (owner teacher, another teacher, a student, an admin, anonymous)', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['teacherOnboarding', STATE, {}],
    ['saveTeacherOnboardingProfile', PROFILE, { input: PROFILE_INPUT }],
    ['decideTeacherOnboardingCalendar', CALENDAR, {}],
  ];
  it.each(cases)('%s: teachers only, each on their own onboarding', async (_name, query, variables) => {
    const owner = await newTeacher();
    const other = await newTeacher();
    expect((await gql(app, owner, query, variables)).errors).toBeUndefined();
    // Another teacher reaches only their own state: there is no argument naming a teacher.
    expect((await state(other)).id).toBe(other.id);
    expect((await state(owner)).id).toBe(owner.id);
    expect((await gql(app, await buildStudent(app, { catalogue }), query, variables)).code).toBe('forbidden');
    expect((await gql(app, admin, query, variables)).code).toBe('forbidden');
    expect((await gql(app, null, query, variables)).code).toBe('unauthenticated');
  });

  it("completeTeacherOnboarding: teachers only; another teacher's finishing leaves the owner as they were", async () => {
    const owner = await newTeacher();
    const other = await newTeacher();
    const otherCookie = await loginCookies(app, other);
    await doEverything(other, otherCookie);
    expect((await gql(app, otherCookie, COMPLETE)).errors).toBeUndefined();
    expect((await state(owner)).isOnboarded).toBe(false);
    expect((await gql(app, owner, COMPLETE)).code).toBe('teacher_onboarding_incomplete');
    expect((await gql(app, await buildStudent(app, { catalogue }), COMPLETE)).code).toBe('forbidden');
    expect((await gql(app, admin, COMPLETE)).code).toBe('forbidden');
    expect((await gql(app, null, COMPLETE)).code).toBe('unauthenticated');
  });
});

describe('the flow', () => {
  it('walks the steps in order, judged from the saved data, and finishes only when every required step is done', async () => {
    const teacher = await newTeacher();
    const cookie = await loginCookies(app, teacher);
    const fresh = await state(cookie);
    expect(fresh).toMatchObject({ isOnboarded: false, nextStep: 'profile', today: '2026-05-06', timeFormat: 'ISO8601' });
    expect(fresh.missing).toEqual(['profile', 'languages', 'payout', 'agreements', 'availability']);
    expect(fresh.steps.map((s) => [s.step, s.required])).toEqual([
      ['profile', true],
      ['languages', true],
      ['payout', true],
      ['calendar', false],
      ['agreements', true],
      ['availability', true],
    ]);

    // The server refuses to finish whatever the browser believes.
    const early = await gql(app, cookie, COMPLETE);
    expect(early.code).toBe('teacher_onboarding_incomplete');
    expect(early.errors?.[0].message).toContain('profile, languages, payout, agreements, availability');

    // The profile step's own rules are the contract's (the form shows the same messages).
    const short = await gql(app, cookie, PROFILE, { input: { headline: 'Hola', aboutMe: 'Short.' } });
    expect(short.errors?.map((e) => e.extensions?.field).sort()).toEqual(['aboutMe', 'headline']);

    // The agreement gate holds availability until the agreements are accepted; the flow orders them so.
    const gated = await gql(app, cookie, AVAILABILITY, {
      input: { dayOfWeek: 'tuesday', slotSize: 'full', startHour: 9, endHour: 12, availability: 'available' },
    });
    expect(gated.code).toBe('agreement_acceptance_required');

    await doEverything(teacher, cookie);
    const beforeCalendar = await state(cookie);
    expect(beforeCalendar).toMatchObject({ nextStep: 'calendar', missing: [], isOnboarded: false });

    // The calendar is optional: finishing works without answering it.
    const done = await gql<{ completeTeacherOnboarding: State }>(app, cookie, COMPLETE);
    expect(done.data?.completeTeacherOnboarding).toMatchObject({
      isOnboarded: true,
      completedAt: expect.stringMatching(/^2026-05-06T09:1/),
      missing: [],
    });
    const [profile] = await app.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacher.id));
    expect(profile).toMatchObject({ isOnboarded: true, headline: PROFILE_INPUT.headline, aboutMe: PROFILE_INPUT.aboutMe });
    const account = await gql<{ teacherAccount: { isOnboarded: boolean } }>(app, cookie, '{ teacherAccount { isOnboarded } }');
    expect(account.data?.teacherAccount.isOnboarded).toBe(true);
  });

  it('skipping the calendar answers the optional step; the flow then points at the next open one', async () => {
    const teacher = await newTeacher();
    const res = await gql<{ decideTeacherOnboardingCalendar: { nextStep: string; steps: { step: string; complete: boolean }[] } }>(
      app,
      teacher,
      CALENDAR,
    );
    expect(res.data?.decideTeacherOnboardingCalendar.nextStep).toBe('profile');
    expect(res.data?.decideTeacherOnboardingCalendar.steps.find((s) => s.step === 'calendar')?.complete).toBe(true);
  });

  it('availability that has passed does not count, and clearing it before finishing reopens the step', async () => {
    const teacher = await newTeacher();
    const cookie = await loginCookies(app, teacher);
    await doEverything(teacher, cookie);
    await gql(app, cookie, AVAILABILITY, { input: { dayOfWeek: 'tuesday', slotSize: 'full', startHour: 9, endHour: 12 } });
    const cleared = await state(cookie);
    expect(cleared.missing).toEqual(['availability']);
    expect((await gql(app, cookie, COMPLETE)).code).toBe('teacher_onboarding_incomplete');
  });

  it('a teacher without a section from the school cannot finish the languages step', async () => {
    const teacher = await buildTeacher(app, undefined, { isOnboarded: false });
    expect((await state(teacher)).missing).toContain('languages');
  });

  it('an onboarded teacher (admin-created, decision 072) has nothing to do and finishing again changes nothing', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const before = await state(teacher);
    expect(before.isOnboarded).toBe(true);
    const again = await gql<{ completeTeacherOnboarding: State }>(app, teacher, COMPLETE);
    expect(again.data?.completeTeacherOnboarding).toMatchObject({ isOnboarded: true, completedAt: null });
  });

  it('finishing raced from several tabs sets the flag once and records one completion', async () => {
    const teacher = await newTeacher();
    const cookie = await loginCookies(app, teacher);
    await doEverything(teacher, cookie);
    const results = await Promise.all(Array.from({ length: 6 }, () => gql<{ completeTeacherOnboarding: State }>(app, cookie, COMPLETE)));
    expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
    expect(new Set(results.map((r) => r.data?.completeTeacherOnboarding.completedAt)).size).toBe(1);
    const rows = await app.db.select().from(teacherOnboarding).where(eq(teacherOnboarding.teacherId, teacher.id));
    expect(rows).toHaveLength(1);
  });
});

describe('admin-created teachers (decision 072)', () => {
  const CREATE = `mutation($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { id } }`;
  const input = (email: string, onboarded?: boolean) => ({
    email,
    firstName: 'Rosa',
    lastName: 'Vidal',
    sectionSlugs: ['spanish'],
    timezone: 'Europe/Madrid',
    password: 'Quiet-Harbor-Lantern-42',
    ...(onboarded === undefined ? {} : { onboarded }),
  });
  it('are onboarded unless the admin sends them through onboarding', async () => {
    await buildSection(app, { slug: 'spanish', name: 'Spanish' });
    for (const [email, onboarded, expected] of [
      ['rosa.default@example.com', undefined, true],
      ['rosa.onboarding@example.com', false, false],
    ] as const) {
      const res = await gql<{ adminCreateTeacher: { id: string } }>(app, admin, CREATE, { input: input(email, onboarded) });
      expect(res.errors).toBeUndefined();
      const [profile] = await app.db
        .select({ isOnboarded: teacherProfiles.isOnboarded })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, res.data!.adminCreateTeacher.id));
      expect(profile.isOnboarded).toBe(expected);
    }
  });
});
