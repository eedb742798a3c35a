import {
  type FocusArea,
  LEARNING_HOURS,
  type LearningGoal,
  ONBOARDING_SURVEY,
  type PreferredClassTime,
  QUESTIONNAIRE_NAMES,
  QUESTIONNAIRE_QUESTIONS,
  type QuestionnaireName,
  type QuestionnaireView,
  type SpokenLanguageName,
} from '@parla/contracts';
import type { FastifyInstance } from 'fastify';
import type { studentProfiles } from '../../db/schema/index.ts';
import { type LearningSettingsView, learningSettingsOf, saveProfile } from '../settings/learning-settings.service.ts';

/** What a questionnaire's checked body may carry: each field present is written, the rest kept. */
export interface SurveyAnswers {
  learningGoals?: LearningGoal[];
  learningGoalOther?: string | null;
  focusAreas?: FocusArea[];
  learningNeeds?: string | null;
  preferredClassTime?: PreferredClassTime | null;
  spokenLanguages?: { language: SpokenLanguageName; proficiency: string }[];
}

type ProfileSet = Partial<Omit<typeof studentProfiles.$inferInsert, 'userId'>>;

function viewOf(name: QuestionnaireName | typeof ONBOARDING_SURVEY, settings: LearningSettingsView): QuestionnaireView {
  const names = name === ONBOARDING_SURVEY ? QUESTIONNAIRE_NAMES : [name];
  return {
    name,
    questions: names.flatMap((n) => QUESTIONNAIRE_QUESTIONS[n]),
    answers: {
      learningGoals: settings.learningGoals,
      learningGoalOther: settings.learningGoalOther,
      focusAreas: settings.focusAreas,
      learningNeeds: settings.learningNeeds,
      preferredClassTime: settings.preferredClassTime,
      spokenLanguages: settings.spokenLanguages.map(({ language, proficiency }) => ({ language, proficiency })),
    },
    learningHours: LEARNING_HOURS,
  };
}

/** GET /api/questionnaire/{name}: the questions and the student's answers, read from the learning profile. */
export async function questionnaireOf(app: FastifyInstance, studentId: string, name: QuestionnaireName | typeof ONBOARDING_SURVEY) {
  return viewOf(name, await learningSettingsOf(app.db, studentId));
}

/**
 * POST /api/questionnaire/{name}: the answers go to the same profile fields the settings page
 * writes (decision 059), through its one upsert; the body was checked by the route's schema.
 */
export async function answerQuestionnaire(
  app: FastifyInstance,
  studentId: string,
  name: QuestionnaireName | typeof ONBOARDING_SURVEY,
  answers: SurveyAnswers,
): Promise<QuestionnaireView> {
  const set: ProfileSet = {};
  if (answers.learningGoals) {
    set.learningGoals = [...new Set(answers.learningGoals)];
    // The text belongs to 'other' only (as the settings card keeps it).
    set.learningGoalOther = set.learningGoals.includes('other') ? (answers.learningGoalOther ?? null) : null;
  }
  if (answers.focusAreas) set.focusAreas = [...new Set(answers.focusAreas)];
  if (answers.learningNeeds !== undefined) set.learningNeeds = answers.learningNeeds;
  if (answers.preferredClassTime !== undefined) set.preferredClassTime = answers.preferredClassTime;
  if (answers.spokenLanguages) set.spokenLanguages = answers.spokenLanguages;
  const settings = Object.keys(set).length > 0 ? await saveProfile(app, studentId, set) : await learningSettingsOf(app.db, studentId);
  return viewOf(name, settings);
}
