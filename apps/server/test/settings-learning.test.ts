import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentProfiles, subscriptions } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import {
  type Catalogue,
  DAY,
  type TestUser,
  buildAdmin,
  buildBookedSeats,
  buildCatalogue,
  buildModule,
  buildClass,
  buildStore,
  buildStudent,
  buildTeacher,
  roundHourAhead,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();

let german: Catalogue;
let spanish: Catalogue;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  german = await buildCatalogue(app, { lessons: 2 });
  spanish = await buildCatalogue(app, { lessons: 2 });
  teacher = await buildTeacher(app, german);
  admin = await buildAdmin(app);
});

const SETTINGS = `{ learningSettings { audioRecordingConsent learningGoals learningGoalOther focusAreas learningNeeds
  spokenLanguages { language proficiency } preferredClassTime goal classesPerWeekGoal wordsPerWeekGoal aboutMe onboardingItems
  module { id cefrLevelName section { id name } } languageChange { allowed refusal classesInCurrentLanguage hasSubscription } } }`;
const WHY = `mutation($input: WhyAreYouLearningInput!) { updateWhyAreYouLearning(input: $input) { learningGoals learningGoalOther focusAreas } }`;
const NEEDS = `mutation($input: LearningNeedsInput!) { updateLearningNeeds(input: $input) { learningNeeds } }`;
const SPOKEN = `mutation($input: SpokenLanguagesInput!) { updateSpokenLanguages(input: $input) { spokenLanguages { language proficiency } } }`;
const GOAL = `mutation($input: WeeklyGoalInput!) { setWeeklyGoal(input: $input) { goal classesPerWeekGoal wordsPerWeekGoal } }`;
const PREFS = `mutation($input: LearningPreferencesInput!) { updateLearningPreferences(input: $input) { preferredClassTime aboutMe } }`;
const ONBOARDING = `mutation($input: OnboardingItemsInput!) { updateOnboardingItems(input: $input) { onboardingItems } }`;
const CHANGE = `mutation($input: LearningLanguageChangeInput!) { changeLearningLanguage(input: $input) { module { id section { id } } } }`;
const FLAG = `mutation($studentId: ID, $allowed: Boolean) { adminSetLearningLanguageChange(studentId: $studentId, allowed: $allowed) }`;
const PROFILE = `query($id: ID) { studentProfile(studentId: $id) { id firstName shortName aboutMe spokenLanguages { language proficiency } level learningLanguage } }`;

const fieldsOf = (res: { errors?: { extensions?: { field?: string } }[] }) => res.errors?.map((e) => e.extensions?.field);

describe('access: every query and mutation (owner, another student, teacher, admin, anonymous)', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['learningSettings', SETTINGS, {}],
    ['updateWhyAreYouLearning', WHY, { input: { learningGoals: ['travel'], focusAreas: [] } }],
    ['updateLearningNeeds', NEEDS, { input: { learningNeeds: 'Business e-mails' } }],
    ['updateSpokenLanguages', SPOKEN, { input: { spokenLanguages: [{ language: 'English', proficiency: 'Native' }] } }],
    ['setWeeklyGoal', GOAL, { input: { goal: 'Steady', wordsPerWeekGoal: 30 } }],
    ['updateLearningPreferences', PREFS, { input: { preferredClassTime: 'evening', aboutMe: 'Hi' } }],
    ['updateOnboardingItems', ONBOARDING, { input: { completed: ['set_learning_goals'] } }],
  ];
  it.each(cases)('%s: students only, each their own', async (_name, query, variables) => {
    const owner = await buildStudent(app, { catalogue: german });
    expect((await gql(app, owner, query, variables)).errors).toBeUndefined();
    expect((await gql(app, teacher, query, variables)).code).toBe('forbidden');
    expect((await gql(app, admin, query, variables)).code).toBe('forbidden');
    expect((await gql(app, null, query, variables)).code).toBe('unauthenticated');
  });

  it('changeLearningLanguage: students only, and only their own language changes', async () => {
    const owner = await buildStudent(app, { catalogue: german });
    const other = await buildStudent(app, { catalogue: german });
    const input = { sectionId: spanish.sectionId, curriculumId: spanish.curriculumId };
    expect((await gql(app, owner, CHANGE, { input })).errors).toBeUndefined();
    const [otherRow] = await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, other.id));
    expect(otherRow.sectionId).toBe(german.sectionId);
    expect((await gql(app, teacher, CHANGE, { input })).code).toBe('forbidden');
    expect((await gql(app, admin, CHANGE, { input })).code).toBe('forbidden');
    expect((await gql(app, null, CHANGE, { input })).code).toBe('unauthenticated');
  });

  it('adminSetLearningLanguageChange: admins only', async () => {
    const student = await buildStudent(app, { catalogue: german });
    const variables = { studentId: student.id, allowed: false };
    expect((await gql(app, student, FLAG, variables)).code).toBe('forbidden');
    expect((await gql(app, teacher, FLAG, variables)).code).toBe('forbidden');
    expect((await gql(app, null, FLAG, variables)).code).toBe('unauthenticated');
    expect((await gql(app, admin, FLAG, variables)).data).toEqual({ adminSetLearningLanguageChange: false });
    expect((await gql(app, admin, FLAG, { studentId: crypto.randomUUID(), allowed: true })).code).toBe('not_found');
    expect((await gql(app, admin, FLAG, { studentId: 'nope', allowed: true })).code).toBe('validation_failed');
  });

  it('studentProfile: the student, the teachers of their classes and admins; not another student or other teachers', async () => {
    const owner = await buildStudent(app, { catalogue: german, firstName: 'Lena' });
    const other = await buildStudent(app, { catalogue: german });
    const otherTeacher = await buildTeacher(app, german);
    const own = await gql<{ studentProfile: { id: string } }>(app, owner, PROFILE, {});
    expect(own.data?.studentProfile).toMatchObject({ id: owner.id, firstName: 'Lena', shortName: 'Lena K.', level: 'A1' });
    expect((await gql(app, other, PROFILE, { id: owner.id })).code).toBe('forbidden');
    expect((await gql(app, teacher, PROFILE, { id: owner.id })).code).toBe('forbidden');
    expect((await gql(app, admin, PROFILE, { id: owner.id })).data?.studentProfile).toMatchObject({ id: owner.id });
    expect((await gql(app, null, PROFILE, { id: owner.id })).code).toBe('unauthenticated');
    // Booked into the teacher's class: that teacher reads it, another teacher still does not.
    const klass = await buildClass(app, { catalogue: german, startAt: roundHourAhead(app, 72), teacherId: teacher.id });
    await buildBookedSeats(app, klass.id, [owner.id]);
    expect((await gql(app, teacher, PROFILE, { id: owner.id })).data?.studentProfile).toMatchObject({ id: owner.id });
    expect((await gql(app, otherTeacher, PROFILE, { id: owner.id })).code).toBe('forbidden');
  });
});

describe('the learning profile (001 §3, §5, §7)', () => {
  it('saves goals, focus areas, needs, spoken languages, class time, weekly goal, about me and onboarding items', async () => {
    const student = await buildStudent(app, { catalogue: german });
    await gql(app, student, WHY, {
      input: {
        learningGoals: ['work', 'other', 'work'],
        learningGoalOther: 'My partner is from Vienna',
        focusAreas: ['speaking', 'grammar'],
      },
    });
    await gql(app, student, NEEDS, { input: { learningNeeds: '  I need German for meetings with suppliers.  ' } });
    await gql(app, student, SPOKEN, {
      input: {
        spokenLanguages: [
          { language: 'Polish', proficiency: 'Native' },
          { language: 'English', proficiency: 'C1' },
        ],
      },
    });
    await gql(app, student, GOAL, { input: { goal: 'Serious', wordsPerWeekGoal: 50 } });
    await gql(app, student, PREFS, { input: { preferredClassTime: 'morning', aboutMe: 'Engineer in Gdańsk, learning German for work.' } });
    await gql(app, student, ONBOARDING, { input: { completed: ['set_learning_goals', 'choose_focus_areas'] } });
    const res = await gql<{ learningSettings: Record<string, unknown> }>(app, student, SETTINGS);
    expect(res.data?.learningSettings).toMatchObject({
      learningGoals: ['work', 'other'],
      learningGoalOther: 'My partner is from Vienna',
      focusAreas: ['speaking', 'grammar'],
      learningNeeds: 'I need German for meetings with suppliers.',
      spokenLanguages: [
        { language: 'Polish', proficiency: 'Native' },
        { language: 'English', proficiency: 'C1' },
      ],
      preferredClassTime: 'morning',
      goal: 'Serious',
      classesPerWeekGoal: 3,
      wordsPerWeekGoal: 50,
      aboutMe: 'Engineer in Gdańsk, learning German for work.',
      onboardingItems: ['set_learning_goals', 'choose_focus_areas'],
      module: { id: german.moduleId, cefrLevelName: 'A1', section: { id: german.sectionId } },
      languageChange: { allowed: true, refusal: null, classesInCurrentLanguage: 0 },
    });
    // Dropping 'other' drops its text.
    const again = await gql<{ updateWhyAreYouLearning: Record<string, unknown> }>(app, student, WHY, {
      input: { learningGoals: ['travel'], learningGoalOther: 'kept?', focusAreas: [] },
    });
    expect(again.data?.updateWhyAreYouLearning).toEqual({ learningGoals: ['travel'], learningGoalOther: null, focusAreas: [] });
  });

  it('refuses bad input per field, and saves nothing', async () => {
    const student = await buildStudent(app, { catalogue: german });
    const none = await gql(app, student, WHY, { input: { learningGoals: [], focusAreas: [] } });
    expect(none.errors?.[0]).toMatchObject({ message: 'Please select 1 or more goals.', extensions: { field: 'learningGoals' } });
    const other = await gql(app, student, WHY, { input: { learningGoals: ['other'], focusAreas: [] } });
    expect(fieldsOf(other)).toEqual(['learningGoalOther']);
    const unknown = await gql(app, student, WHY, { input: { learningGoals: ['fame'], focusAreas: ['dancing'] } });
    expect(fieldsOf(unknown)).toEqual(['learningGoals.0', 'focusAreas.0']);
    const twice = await gql(app, student, SPOKEN, {
      input: {
        spokenLanguages: [
          { language: 'English', proficiency: 'B2' },
          { language: 'English', proficiency: 'Native' },
        ],
      },
    });
    expect(twice.errors?.[0]).toMatchObject({
      message: 'Each language once, please.',
      extensions: { field: 'spokenLanguages.1.language' },
    });
    const klingon = await gql(app, student, SPOKEN, { input: { spokenLanguages: [{ language: 'Klingon', proficiency: 'X1' }] } });
    expect(fieldsOf(klingon)).toEqual(['spokenLanguages.0.language', 'spokenLanguages.0.proficiency']);
    const goal = await gql(app, student, GOAL, { input: { goal: 'Lazy', wordsPerWeekGoal: 5000 } });
    expect(fieldsOf(goal)).toEqual(['goal', 'wordsPerWeekGoal']);
    const prefs = await gql(app, student, PREFS, { input: { preferredClassTime: 'noon', aboutMe: 'x'.repeat(1001) } });
    expect(fieldsOf(prefs)).toEqual(['preferredClassTime', 'aboutMe']);
    const needs = await gql(app, student, NEEDS, { input: { learningNeeds: 'x'.repeat(2001) } });
    expect(needs.errors?.[0]).toMatchObject({ message: 'This value is too long.', extensions: { field: 'learningNeeds' } });
    const items = await gql(app, student, ONBOARDING, { input: { completed: ['win_lottery'] } });
    expect(fieldsOf(items)).toEqual(['completed.0']);
    const [row] = await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id));
    expect(row).toMatchObject({
      learningGoals: [],
      focusAreas: [],
      spokenLanguages: [],
      goal: null,
      learningNeeds: null,
      onboardingItems: [],
    });
  });
});

describe('changing the learning language (001 §5)', () => {
  const toSpanish = { input: () => ({ sectionId: spanish.sectionId, curriculumId: spanish.curriculumId }) };

  it('is refused with the spec message while a class is booked in the current language', async () => {
    const student = await buildStudent(app, { catalogue: german });
    const klass = await buildClass(app, { catalogue: german, startAt: roundHourAhead(app, 72), teacherId: teacher.id });
    await buildBookedSeats(app, klass.id, [student.id]);
    const status = await gql<{ learningSettings: { languageChange: Record<string, unknown> } }>(app, student, SETTINGS);
    expect(status.data?.learningSettings.languageChange).toMatchObject({
      allowed: false,
      refusal: 'learning_language_change_not_allowed',
      classesInCurrentLanguage: 1,
    });
    const res = await gql(app, student, CHANGE, { input: toSpanish.input() });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Learning language can be changed only when no classes are booked or attended.',
      extensions: { code: 'learning_language_change_not_allowed' },
    });
    // An attended class (in the past, still booked) blocks too, after the upcoming one is gone.
    clock.advance(5 * DAY);
    expect((await gql(app, student, CHANGE, { input: toSpanish.input() })).code).toBe('learning_language_change_not_allowed');
  });

  it('places the student in the new entry module; credits and progress stay, the subscription follows', async () => {
    const student = await buildStudent(app, { catalogue: german, group: 3 });
    // Further on in German: a second level, to come back to.
    const a2 = await buildModule(app, german.curriculumId, { cefrLevelName: 'A2', position: 2 });
    await app.db.update(studentProfiles).set({ moduleId: a2.id, sublevel: 3 }).where(eq(studentProfiles.userId, student.id));
    const res = await gql<{ changeLearningLanguage: { module: { id: string; section: { id: string } } } }>(app, student, CHANGE, {
      input: toSpanish.input(),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.changeLearningLanguage.module).toEqual({ id: spanish.moduleId, section: { id: spanish.sectionId } });
    const credits = await gql<{ creditsInfo: { groupCredits: number } }>(app, student, '{ creditsInfo { groupCredits } }');
    expect(credits.data?.creditsInfo.groupCredits).toBe(3);
    // Back to German: where they stood, not the entry module.
    const back = await gql<{ changeLearningLanguage: { module: { id: string } } }>(app, student, CHANGE, {
      input: { sectionId: german.sectionId, curriculumId: german.curriculumId },
    });
    expect(back.data?.changeLearningLanguage.module.id).toBe(a2.id);
    const [row] = await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id));
    expect(row).toMatchObject({ sublevel: 3, previousModules: { [spanish.curriculumId]: { moduleId: spanish.moduleId, sublevel: null } } });
    // The same language and course again: refused.
    const same = await gql(app, student, CHANGE, { input: { sectionId: german.sectionId, curriculumId: german.curriculumId } });
    expect(same.code).toBe('learning_language_unchanged');
  });

  it('moves a live subscription to the new language', async () => {
    const student = await buildStudent(app, { catalogue: german });
    const store = await buildStore(app, german);
    await app.db.insert(subscriptions).values({
      studentId: student.id,
      variantId: store.flex8,
      type: 'monthly',
      status: 'active',
      currency: 'EUR',
      priceCents: 9900,
      sectionId: german.sectionId,
      startsAt: clock.now(),
    });
    const status = await gql<{ learningSettings: { languageChange: { hasSubscription: boolean } } }>(app, student, SETTINGS);
    expect(status.data?.learningSettings.languageChange.hasSubscription).toBe(true);
    expect((await gql(app, student, CHANGE, { input: toSpanish.input() })).errors).toBeUndefined();
    const [sub] = await app.db.select().from(subscriptions).where(eq(subscriptions.studentId, student.id));
    expect(sub.sectionId).toBe(spanish.sectionId);
  });

  it('refuses a curriculum of another language, per field', async () => {
    const student = await buildStudent(app, { catalogue: german });
    const res = await gql(app, student, CHANGE, { input: { sectionId: spanish.sectionId, curriculumId: german.curriculumId } });
    expect(res.errors?.[0]).toMatchObject({ message: 'Please choose a course.', extensions: { field: 'curriculumId' } });
    const bad = await gql(app, student, CHANGE, { input: { sectionId: 'x', curriculumId: 'y' } });
    expect(fieldsOf(bad)).toEqual(['sectionId', 'curriculumId']);
  });

  it('follows the flag: the school-wide switch, and a student switch that wins over it', async () => {
    const student = await buildStudent(app, { catalogue: german });
    await gql(app, admin, FLAG, { allowed: false });
    const off = await gql(app, student, CHANGE, { input: toSpanish.input() });
    expect(off.errors?.[0]).toMatchObject({
      message: 'Changing the learning language is not available for your account.',
      extensions: { code: 'learning_language_change_disabled' },
    });
    expect((await gql(app, admin, FLAG, { studentId: student.id, allowed: true })).data).toEqual({ adminSetLearningLanguageChange: true });
    expect((await gql(app, student, CHANGE, { input: toSpanish.input() })).errors).toBeUndefined();
    await gql(app, admin, FLAG, { allowed: true });
    const blocked = await buildStudent(app, { catalogue: german });
    await gql(app, admin, FLAG, { studentId: blocked.id, allowed: false });
    expect((await gql(app, blocked, CHANGE, { input: toSpanish.input() })).code).toBe('learning_language_change_disabled');
  });
});

describe('the teacher sees the same public profile on the class page', () => {
  it('TeacherKlass.students.publicProfile: for the class teacher', async () => {
    const student = await buildStudent(app, { catalogue: german, firstName: 'Ola' });
    await gql(app, student, PREFS, { input: { preferredClassTime: null, aboutMe: 'Nurse, moving to Hamburg in spring.' } });
    await gql(app, student, SPOKEN, { input: { spokenLanguages: [{ language: 'Polish', proficiency: 'Native' }] } });
    const klass = await buildClass(app, { catalogue: german, startAt: roundHourAhead(app, 72), teacherId: teacher.id });
    await buildBookedSeats(app, klass.id, [student.id]);
    const res = await gql<{ teacherClass: { students: { publicProfile: Record<string, unknown> | null }[] } }>(
      app,
      teacher,
      `query($uid: ID!) { teacherClass(uid: $uid) { students { publicProfile { firstName aboutMe level spokenLanguages { language proficiency } } } } }`,
      { uid: klass.uid },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.teacherClass.students[0].publicProfile).toEqual({
      firstName: 'Ola',
      aboutMe: 'Nurse, moving to Hamburg in spring.',
      level: 'A1',
      spokenLanguages: [{ language: 'Polish', proficiency: 'Native' }],
    });
  });
});

describe('REST: /api/sections, /api/modules, /starting_modules (public)', () => {
  it('answers everyone the catalogue; malformed ids are per-field 422s', async () => {
    const student = await buildStudent(app, { catalogue: german });
    const { loginCookies } = await import('./graphql-requests.ts');
    for (const who of [student, teacher, admin, null]) {
      const cookie = who ? await loginCookies(app, who) : undefined;
      const headers = { ...clientHeaders, ...(cookie ? { cookie } : {}) };
      const sections = await app.inject({ method: 'GET', url: '/api/sections', headers });
      expect(sections.statusCode).toBe(200);
      const german_ = sections
        .json<{ sections: { id: string; curricula: { id: string; default: boolean }[] }[] }>()
        .sections.find((s) => s.id === german.sectionId);
      expect(german_?.curricula).toEqual([{ id: german.curriculumId, name: 'General', default: true }]);
      const mods = await app.inject({ method: 'GET', url: `/api/modules?sectionId=${german.sectionId}`, headers });
      expect(mods.json<{ modules: { id: string }[] }>().modules[0]).toMatchObject({ id: german.moduleId, cefrLevelName: 'A1' });
      const starts = await app.inject({ method: 'GET', url: `/starting_modules?sectionId=${spanish.sectionId}`, headers });
      expect(starts.json()).toEqual({
        startingModules: [
          {
            section: expect.objectContaining({ id: spanish.sectionId }),
            curriculum: { id: spanish.curriculumId, name: 'General', default: true },
            module: expect.objectContaining({ id: spanish.moduleId, position: 1 }),
          },
        ],
      });
    }
    const bad = await app.inject({ method: 'GET', url: '/api/modules?sectionId=nope', headers: clientHeaders });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: 'sectionId', message: 'The section id is not valid.' });
  });
});
