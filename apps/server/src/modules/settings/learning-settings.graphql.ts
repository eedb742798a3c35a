// GraphQL of the student's learning settings (account/settings/learning, issue 14): the learning
// profile (001 §3), the Profile mutations of 001 §7, the learning language change (001 §5) and the
// student's public profile as teachers see it (account/profile).
import { CLASSES_PER_WEEK_OF_GOAL, FOCUS_AREAS, LEARNING_GOALS, ONBOARDING_ITEMS, PREFERRED_CLASS_TIMES } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { setAudioRecordingConsent } from '../classroom/recording-consent.service.ts';
import {
  type CatalogueCurriculum,
  type CatalogueModule,
  type CatalogueSection,
  catalogueSections,
  startingModules,
} from '../curriculum/catalogue.service.ts';
import { Module, moduleFor } from '../curriculum/curriculum.graphql.ts';
import { TeacherClassStudent } from '../teacher-booking/teacher-booking-types.ts';
import {
  type LanguageChangeStatus,
  changeLearningLanguage,
  languageChangeStatus,
  setLearningLanguageChangeFlag,
} from './learning-language.service.ts';
import {
  type LearningSettingsView,
  learningSettingsOf,
  setWeeklyGoal,
  updateLearningGoals,
  updateLearningNeeds,
  updateLearningPreferences,
  updateOnboardingItems,
  updateSpokenLanguages,
} from './learning-settings.service.ts';
import { type StudentPublicProfileView, mayReadStudentProfile, publicProfilesOf, studentsOfTeacher } from './student-profile.service.ts';
import { WeeklyGoalLevel } from '../engagement/weekly-goal.graphql.ts';
import { auditObject } from '../audit/audit-context.ts';

const uuid = z.string().uuid();

const LearningGoal = builder.enumType('LearningGoal', { values: LEARNING_GOALS });
const FocusArea = builder.enumType('FocusArea', { values: FOCUS_AREAS });
const PreferredClassTime = builder.enumType('PreferredClassTime', { values: PREFERRED_CLASS_TIMES });
const OnboardingItem = builder.enumType('OnboardingItem', { values: ONBOARDING_ITEMS });

const StudentSpokenLanguage = builder.objectRef<{ language: string; proficiency: string }>('StudentSpokenLanguage').implement({
  description: '001 §3: a language the student speaks, with proficiency A1-C2 or Native.',
  fields: (t) => ({ language: t.exposeString('language'), proficiency: t.exposeString('proficiency') }),
});

const LanguageChange = builder.objectRef<LanguageChangeStatus>('LearningLanguageChangeStatus').implement({
  description: 'Whether the learning language can be changed now (001 §5), and why not.',
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed'),
    refusal: t.exposeString('refusal', { nullable: true, description: 'The error code a change would answer now.' }),
    classesInCurrentLanguage: t.exposeInt('classesInCurrentLanguage', {
      description: 'Classes booked or attended in the current language: any blocks the change.',
    }),
    hasSubscription: t.exposeBoolean('hasSubscription', { description: 'A live subscription, whose language changes too.' }),
  }),
});

const LearningSettings = builder.objectRef<LearningSettingsView>('LearningSettings').implement({
  description: "A student's learning settings (account/settings/learning; 001 §3 Student profile).",
  fields: (t) => ({
    audioRecordingConsent: t.exposeBoolean('audioRecordingConsent', {
      nullable: true,
      description: 'Audio recording in classes: true allowed, false not recorded, null never asked.',
    }),
    module: t.field({
      type: Module,
      nullable: true,
      description: 'The current module: its section is the learning language, its CEFR level the level.',
      resolve: (s, _a, ctx) => (s.moduleId ? moduleFor(ctx, s.studentId, s.moduleId) : null),
    }),
    sublevel: t.exposeInt('sublevel', { nullable: true }),
    learningGoals: t.field({ type: [LearningGoal], resolve: (s) => s.learningGoals }),
    learningGoalOther: t.exposeString('learningGoalOther', { nullable: true }),
    focusAreas: t.field({ type: [FocusArea], resolve: (s) => s.focusAreas }),
    learningNeeds: t.exposeString('learningNeeds', { nullable: true }),
    spokenLanguages: t.field({ type: [StudentSpokenLanguage], resolve: (s) => s.spokenLanguages }),
    preferredClassTime: t.field({ type: PreferredClassTime, nullable: true, resolve: (s) => s.preferredClassTime }),
    goal: t.field({ type: WeeklyGoalLevel, nullable: true, description: 'The weekly class goal level.', resolve: (s) => s.goal }),
    classesPerWeekGoal: t.int({ nullable: true, resolve: (s) => (s.goal ? CLASSES_PER_WEEK_OF_GOAL[s.goal] : null) }),
    wordsPerWeekGoal: t.exposeInt('wordsPerWeekGoal', { nullable: true }),
    aboutMe: t.exposeString('aboutMe', { nullable: true }),
    onboardingItems: t.field({ type: [OnboardingItem], description: 'Checklist items done.', resolve: (s) => s.onboardingItems }),
    languageChange: t.field({ type: LanguageChange, resolve: (s, _a, ctx) => languageChangeStatus(ctx.app, ctx.app.db, s.studentId) }),
  }),
});

builder.queryField('learningSettings', (t) =>
  t.withAuth({ student: true }).field({
    type: LearningSettings,
    resolve: (_root, _args, ctx) => learningSettingsOf(ctx.app.db, ctx.auth.userId),
  }),
);

builder.mutationField('setAudioRecordingConsent', (t) =>
  t.withAuth({ student: true }).field({
    type: LearningSettings,
    description: 'Whether classes may record the audio of the signed-in student (decision 047); never a condition of joining.',
    args: { consent: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await setAudioRecordingConsent(ctx.app, ctx.auth.userId, args.consent);
      return learningSettingsOf(ctx.app.db, ctx.auth.userId);
    },
  }),
);

// Inputs: loose shapes; the services parse them with the contracts' zod schemas, so a bad value
// is a validation error on the form's field rather than a GraphQL argument error.

const WhyAreYouLearningInput = builder.inputType('WhyAreYouLearningInput', {
  fields: (t) => ({
    learningGoals: t.stringList({ required: true }),
    learningGoalOther: t.string(),
    focusAreas: t.stringList({ required: true }),
  }),
});
const LearningNeedsInput = builder.inputType('LearningNeedsInput', { fields: (t) => ({ learningNeeds: t.string() }) });
const SpokenLanguageInput = builder.inputType('StudentSpokenLanguageInput', {
  fields: (t) => ({ language: t.string({ required: true }), proficiency: t.string({ required: true }) }),
});
const SpokenLanguagesInput = builder.inputType('SpokenLanguagesInput', {
  fields: (t) => ({ spokenLanguages: t.field({ type: [SpokenLanguageInput], required: true }) }),
});
const WeeklyGoalInput = builder.inputType('WeeklyGoalInput', {
  fields: (t) => ({ goal: t.string(), wordsPerWeekGoal: t.int() }),
});
const LearningPreferencesInput = builder.inputType('LearningPreferencesInput', {
  fields: (t) => ({ preferredClassTime: t.string(), aboutMe: t.string() }),
});
const OnboardingItemsInput = builder.inputType('OnboardingItemsInput', {
  fields: (t) => ({ completed: t.stringList({ required: true }) }),
});
const LearningLanguageChangeInput = builder.inputType('LearningLanguageChangeInput', {
  fields: (t) => ({ sectionId: t.id({ required: true }), curriculumId: t.id({ required: true }) }),
});

/** One Profile mutation of 001 §7: signed-in student, the raw input to the service, the settings back. */
function profileMutation(
  name: string,
  description: string,
  input: typeof WhyAreYouLearningInput | typeof LearningNeedsInput | typeof SpokenLanguagesInput | typeof WeeklyGoalInput,
  save: (app: Parameters<typeof updateLearningNeeds>[0], studentId: string, raw: unknown) => Promise<LearningSettingsView>,
) {
  builder.mutationField(name, (t) =>
    t.withAuth({ student: true }).field({
      type: LearningSettings,
      description,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) => save(ctx.app, ctx.auth.userId, args.input),
    }),
  );
}

profileMutation(
  'updateWhyAreYouLearning',
  'why-are-you-learning (001 §7): learning goals (select 1 or more, 001 §5), the "other" text and the focus areas.',
  WhyAreYouLearningInput,
  updateLearningGoals,
);
profileMutation('updateLearningNeeds', 'learning needs (001 §7): free text.', LearningNeedsInput, updateLearningNeeds);
profileMutation(
  'updateSpokenLanguages',
  'spoken languages (001 §7) with proficiency A1-C2 or Native.',
  SpokenLanguagesInput,
  updateSpokenLanguages,
);
profileMutation(
  'setWeeklyGoal',
  'set weekly goal (001 §7): the classes-per-week level and the words-per-week goal.',
  WeeklyGoalInput,
  setWeeklyGoal,
);

builder.mutationField('updateLearningPreferences', (t) =>
  t.withAuth({ student: true }).field({
    type: LearningSettings,
    description: 'Preferred class time and the about-me text teachers read.',
    args: { input: t.arg({ type: LearningPreferencesInput, required: true }) },
    resolve: (_root, args, ctx) => updateLearningPreferences(ctx.app, ctx.auth.userId, args.input),
  }),
);

builder.mutationField('updateOnboardingItems', (t) =>
  t.withAuth({ student: true }).field({
    type: LearningSettings,
    description: 'onboarding items (001 §7): the checklist items done (replaces the list).',
    args: { input: t.arg({ type: OnboardingItemsInput, required: true }) },
    resolve: (_root, args, ctx) => updateOnboardingItems(ctx.app, ctx.auth.userId, args.input),
  }),
);

builder.mutationField('changeLearningLanguage', (t) =>
  t.withAuth({ student: true }).field({
    type: LearningSettings,
    description:
      'learning language change (001 §5, §7): refused while classes are booked or attended in the current language (learning_language_change_not_allowed) or when the flag is off (learning_language_change_disabled).',
    args: { input: t.arg({ type: LearningLanguageChangeInput, required: true }) },
    resolve: (_root, args, ctx) =>
      changeLearningLanguage(ctx.app, ctx.auth.userId, {
        sectionId: String(args.input.sectionId),
        curriculumId: String(args.input.curriculumId),
      }),
  }),
);

builder.mutationField('adminSetLearningLanguageChange', (t) =>
  t.withAuth({ admin: true }).boolean({
    extensions: auditObject('learning_language_change_flag', (args) => args.studentId ?? 'school'),
    description:
      "Back office: the learning language change flag. With studentId: that student's switch (allowed null: follow the school's); without: the school-wide flag. Answers whether the change is allowed.",
    args: { studentId: t.arg.id({ validate: { schema: uuid } }), allowed: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      setLearningLanguageChangeFlag(
        ctx.app,
        { studentId: args.studentId ? String(args.studentId) : null, allowed: args.allowed ?? null },
        ctx.auth.impersonatorId ?? ctx.auth.userId,
      ),
  }),
);

// The catalogue to choose the new language from: every language, its curricula and entry levels.

const EntryModule = builder.objectRef<CatalogueModule>('CatalogueModule').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    cefrLevelName: t.exposeString('cefrLevelName'),
  }),
});
const CatalogueCurriculumRef = builder
  .objectRef<CatalogueCurriculum & { entryModule: CatalogueModule | null }>('CatalogueCurriculum')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      default: t.exposeBoolean('default'),
      entryModule: t.field({ type: EntryModule, nullable: true, resolve: (c) => c.entryModule }),
    }),
  });
const CatalogueSectionRef = builder
  .objectRef<Omit<CatalogueSection, 'curricula'> & { curricula: (CatalogueCurriculum & { entryModule: CatalogueModule | null })[] }>(
    'CatalogueSection',
  )
  .implement({
    description: 'A language the school teaches with its curricula (001 §3 Section, Curriculum).',
    fields: (t) => ({
      id: t.exposeID('id'),
      slug: t.exposeString('slug'),
      name: t.exposeString('name'),
      curricula: t.field({ type: [CatalogueCurriculumRef], resolve: (s) => s.curricula }),
    }),
  });

builder.queryField('languageCatalogue', (t) =>
  t.field({
    type: [CatalogueSectionRef],
    description: 'Every language with its curricula and their entry modules (the same data as GET /api/sections and /starting_modules).',
    resolve: async (_root, _args, ctx) => {
      const [catalogue, starts] = await Promise.all([catalogueSections(ctx.app.db), startingModules(ctx.app.db)]);
      const entryOf = new Map(starts.map((s) => [s.curriculum.id, s.module]));
      return catalogue.map((s) => ({ ...s, curricula: s.curricula.map((c) => ({ ...c, entryModule: entryOf.get(c.id) ?? null })) }));
    },
  }),
);

// The student's public profile (account/profile), and the same data on the teacher's class page.

const StudentPublicProfile = builder.objectRef<StudentPublicProfileView>('StudentPublicProfile').implement({
  description: 'A student as their teachers see them: name, photo, about me, spoken languages, level.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    shortName: t.exposeString('shortName'),
    photo: t.exposeString('photo', { nullable: true }),
    aboutMe: t.exposeString('aboutMe', { nullable: true }),
    spokenLanguages: t.field({ type: [StudentSpokenLanguage], resolve: (p) => p.spokenLanguages }),
    level: t.exposeString('level', { nullable: true, description: 'CEFR level of the current module.' }),
    sublevel: t.exposeInt('sublevel', { nullable: true }),
    moduleName: t.exposeString('moduleName', { nullable: true }),
    learningLanguage: t.exposeString('learningLanguage', { nullable: true }),
  }),
});

builder.queryField('studentProfile', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: StudentPublicProfile,
    description: "A student's public profile. Without studentId: the signed-in student's. Others: their teachers and admins only.",
    args: { studentId: t.arg.id({ validate: { schema: uuid } }) },
    resolve: async (_root, args, ctx) => {
      const studentId = args.studentId ? String(args.studentId) : ctx.auth.userId;
      if (!(await mayReadStudentProfile(ctx.app.db, ctx.auth, studentId))) throw new DomainError('forbidden');
      const [profile] = await publicProfilesOf(ctx.app.db, [studentId]);
      if (!profile) throw new DomainError('not_found');
      return profile;
    },
  }),
);

builder.objectField(TeacherClassStudent, 'publicProfile', (t) =>
  t.loadable({
    type: StudentPublicProfile,
    nullable: true,
    description: "The student's public profile, for the teachers of their classes (and admins); null for others.",
    load: async (ids: string[], ctx) => {
      const viewer = ctx.auth;
      if (!viewer) return ids.map(() => null);
      const readable = viewer.roles.includes('admin') ? new Set(ids) : await studentsOfTeacher(ctx.app.db, viewer.userId, ids);
      const profiles = await publicProfilesOf(ctx.app.db, ids);
      return profiles.map((p) => (p && readable.has(p.id) ? p : null));
    },
    resolve: (student) => student.id,
  }),
);
