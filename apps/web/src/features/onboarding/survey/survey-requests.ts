import type { ONBOARDING_SURVEY, QuestionnaireName, QuestionnaireView } from '@parla/contracts';
import { http } from '../../../shared/http/http.ts';

export type SurveyName = QuestionnaireName | typeof ONBOARDING_SURVEY;

/** The questionnaire REST of 001 §7 (`/api/questionnaire/{name}`): the student's own answers. */
export const surveyRequests = {
  read: (name: SurveyName) => http.get<QuestionnaireView>(`/api/questionnaire/${name}`),
  answer: (name: SurveyName, answers: unknown) => http.post<QuestionnaireView>(`/api/questionnaire/${name}`, answers),
};
