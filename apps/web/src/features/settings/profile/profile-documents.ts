import { graphql } from '../../../shared/graphql/graphql.ts';

/** The signed-in student's public profile: what their teachers see (account/profile). */
export const MY_PUBLIC_PROFILE = graphql(`
  query MyPublicProfile {
    studentProfile { id firstName shortName photo aboutMe spokenLanguages { language proficiency } level sublevel learningLanguage }
  }
`);

/** Refetched when the learning settings (about me, languages) change; a constant, so the query is stable. */
export const PROFILE_TYPENAMES = { additionalTypenames: ['LearningSettings', 'StudentPublicProfile'] };
