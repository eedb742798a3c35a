import { graphql } from '../../shared/graphql/graphql.ts';

/** Decision 088: the student's levels with their certificates, and the public check of a code. */
export const LEVEL_PROGRESS = graphql(`
  query LevelProgress {
    levelProgress { moduleId moduleName cefrLevel courseName done counted percent certificateAvailable certificate { code issuedOn } }
  }
`);

export const VERIFY_CERTIFICATE = graphql(`
  query VerifyCertificate($code: String!) {
    verifyCertificate(code: $code) { code name cefrLevel moduleName courseName issuedOn }
  }
`);
