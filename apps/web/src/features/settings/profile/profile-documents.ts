import { graphql } from '../../../shared/graphql/graphql.ts';

/** The signed-in student's public profile: what their teachers see (account/profile). */
export const MY_PUBLIC_PROFILE = graphql(`
  query MyPublicProfile {
    studentProfile { id firstName shortName photo aboutMe spokenLanguages { language proficiency } level sublevel learningLanguage }
  }
`);
