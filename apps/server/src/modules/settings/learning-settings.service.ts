import {
  type FocusArea,
  type LearningGoal,
  type OnboardingItem,
  type PreferredClassTime,
  type WeeklyGoalLevel,
  learningGoalsInput,
  learningNeedsInput,
  learningPreferencesInput,
  onboardingItemsInput,
  spokenLanguagesInput,
  weeklyGoalInput,
} from '@parla/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { type SpokenLanguage, studentProfiles } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { placementOf } from '../curriculum/placement.service.ts';
import { recordWeekGoal } from '../engagement/weekly-goal.service.ts';

/** A student's learning settings (account/settings/learning; 001 §3 Student profile). */
export interface LearningSettingsView {
  studentId: string;
  sectionId: string | null;
  moduleId: string | null;
  sublevel: number | null;
  learningGoals: LearningGoal[];
  learningGoalOther: string | null;
  focusAreas: FocusArea[];
  learningNeeds: string | null;
  spokenLanguages: SpokenLanguage[];
  preferredClassTime: PreferredClassTime | null;
  goal: WeeklyGoalLevel | null;
  wordsPerWeekGoal: number | null;
  aboutMe: string | null;
  onboardingItems: OnboardingItem[];
  audioRecordingConsent: boolean | null;
}

type ProfileRow = typeof studentProfiles.$inferSelect;

export function learningSettingsView(row: ProfileRow): LearningSettingsView {
  // The database's CHECK constraints hold the enumerations, so the casts only name what is there.
  return {
    studentId: row.userId,
    sectionId: row.sectionId,
    moduleId: row.moduleId,
    sublevel: row.sublevel,
    learningGoals: row.learningGoals as LearningGoal[],
    learningGoalOther: row.learningGoalOther,
    focusAreas: row.focusAreas as FocusArea[],
    learningNeeds: row.learningNeeds,
    spokenLanguages: row.spokenLanguages,
    preferredClassTime: row.preferredClassTime as PreferredClassTime | null,
    goal: row.goal as WeeklyGoalLevel | null,
    wordsPerWeekGoal: row.wordsPerWeekGoal,
    aboutMe: row.aboutMe,
    onboardingItems: row.onboardingItems as OnboardingItem[],
    audioRecordingConsent: row.audioRecordingConsent,
  };
}

function emptySettings(studentId: string): LearningSettingsView {
  return {
    studentId,
    sectionId: null,
    moduleId: null,
    sublevel: null,
    learningGoals: [],
    learningGoalOther: null,
    focusAreas: [],
    learningNeeds: null,
    spokenLanguages: [],
    preferredClassTime: null,
    goal: null,
    wordsPerWeekGoal: null,
    aboutMe: null,
    onboardingItems: [],
    audioRecordingConsent: null,
  };
}

/** The settings; a student never placed (a promoted guest) is placed in the default entry module first. */
export async function learningSettingsOf(db: Db | Tx, studentId: string): Promise<LearningSettingsView> {
  await placementOf(db, studentId);
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, studentId)).limit(1);
  // No row: nothing to place into (an empty catalogue) and nothing chosen yet.
  return row ? learningSettingsView(row) : emptySettings(studentId);
}

/** Writes some profile fields (creating the row when the student has none yet) and returns the settings. */
export async function saveProfile(
  app: FastifyInstance,
  studentId: string,
  set: Partial<Omit<typeof studentProfiles.$inferInsert, 'userId'>>,
): Promise<LearningSettingsView> {
  const now = app.clock.now();
  await app.db
    .insert(studentProfiles)
    .values({ userId: studentId, ...set, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...set, updatedAt: now } });
  return learningSettingsOf(app.db, studentId);
}

/** why-are-you-learning (001 §7): goals (1 or more, 001 §5), the 'other' text, focus areas. */
export async function updateLearningGoals(app: FastifyInstance, studentId: string, raw: unknown) {
  const input = parseInput(learningGoalsInput, raw);
  return saveProfile(app, studentId, input);
}

export async function updateLearningNeeds(app: FastifyInstance, studentId: string, raw: unknown) {
  const input = parseInput(learningNeedsInput, raw);
  return saveProfile(app, studentId, { learningNeeds: input.learningNeeds });
}

export async function updateSpokenLanguages(app: FastifyInstance, studentId: string, raw: unknown) {
  const input = parseInput(spokenLanguagesInput, raw);
  return saveProfile(app, studentId, { spokenLanguages: input.spokenLanguages });
}

/** set weekly goal (001 §7): the profile keeps today's goal, the goal's weeks what applied when (decision 085). */
export async function setWeeklyGoal(app: FastifyInstance, studentId: string, raw: unknown) {
  const input = parseInput(weeklyGoalInput, raw);
  const settings = await saveProfile(app, studentId, { goal: input.goal, wordsPerWeekGoal: input.wordsPerWeekGoal });
  await recordWeekGoal(app.db, studentId, input.goal, app.clock.now());
  return settings;
}

export async function updateLearningPreferences(app: FastifyInstance, studentId: string, raw: unknown) {
  const input = parseInput(learningPreferencesInput, raw);
  return saveProfile(app, studentId, { preferredClassTime: input.preferredClassTime, aboutMe: input.aboutMe });
}

/** onboarding items (001 §7): the checklist items done, replacing the stored list. */
export async function updateOnboardingItems(app: FastifyInstance, studentId: string, raw: unknown) {
  const input = parseInput(onboardingItemsInput, raw);
  return saveProfile(app, studentId, { onboardingItems: [...new Set(input.completed)] });
}
