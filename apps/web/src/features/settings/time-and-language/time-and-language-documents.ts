import { graphql } from '../../../shared/graphql/graphql.ts';

export const UPDATE_TIME_AND_LANGUAGE = graphql(`
  mutation UpdateTimeAndLanguage($input: TimeAndLanguageInput!) {
    updateTimeAndLanguage(input: $input) { id timezone locale timeFormat weekStart }
  }
`);
