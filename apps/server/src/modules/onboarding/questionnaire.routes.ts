import {
  classTimeAnswers,
  focusAreasAnswers,
  learningGoalsAnswers,
  learningNeedsAnswers,
  ONBOARDING_SURVEY,
  onboardingSurveyAnswers,
  type QuestionnaireName,
  spokenLanguagesAnswers,
} from '@parla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { answerQuestionnaire, questionnaireOf, type SurveyAnswers } from './questionnaire.service.ts';

/** Each questionnaire's body schema (packages/contracts/src/questionnaire.ts); an unknown name is a 404. */
const BODIES: ReadonlyArray<[QuestionnaireName | typeof ONBOARDING_SURVEY, z.ZodType<SurveyAnswers, unknown>]> = [
  ['learning-goals', learningGoalsAnswers],
  ['learning-focus-area', focusAreasAnswers],
  ['learning-needs', learningNeedsAnswers],
  ['preferred-time-slots', classTimeAnswers],
  ['languages-you-speak', spokenLanguagesAnswers],
  [ONBOARDING_SURVEY, onboardingSurveyAnswers],
];

/**
 * The questionnaire REST of 001 §7 (`/api/questionnaire/{name}`, `/api/questionnaire/onboarding-survey`):
 * the signed-in student's own answers only, so no id is in the path and nobody reads another's.
 */
export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const asStudent = { preValidation: signedIn('student') };
  for (const [name, body] of BODIES) {
    app.get(`/api/questionnaire/${name}`, asStudent, async (request) => {
      const auth = await request.requireAuth('student');
      return questionnaireOf(app, auth.userId, name);
    });
    app.post(`/api/questionnaire/${name}`, { ...asStudent, schema: { body } }, async (request) => {
      const auth = await request.requireAuth('student');
      return answerQuestionnaire(app, auth.userId, name, request.body);
    });
  }
};
