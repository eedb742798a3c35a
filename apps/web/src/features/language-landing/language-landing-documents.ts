import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** A language page's data (decision 062): public, one request, a fixed number of statements on the server. */
export const LANGUAGE_LANDING = graphql(`
  query LanguageLanding($section: String!, $currency: String) {
    languageLanding(section: $section, currency: $currency) {
      slug
      modules { code name cefrLevel lessonCount sampleLessons }
      teachers { firstName initials photoUrl countryName line }
      cheapestMonthlyPlan { amount currency formatted groupClasses privateClasses periodWeeks }
    }
  }
`);

export type LanguageLandingResult = ResultOf<typeof LANGUAGE_LANDING>;
export type LanguageLandingData = LanguageLandingResult['languageLanding'];
export type LandingTeacherData = LanguageLandingData['teachers'][number];
