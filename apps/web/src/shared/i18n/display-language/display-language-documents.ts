import { graphql } from '../../graphql/graphql.ts';

export const UPDATE_DISPLAY_LANGUAGE = graphql(`
  mutation UpdateDisplayLanguage($locale: String!) {
    updateDisplayLanguage(locale: $locale) { id locale }
  }
`);
