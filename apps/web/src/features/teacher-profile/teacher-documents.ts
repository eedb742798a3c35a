import { graphql } from '../../shared/graphql/graphql.ts';

export const TEACHER = graphql(`
  query Teacher($uid: String!) {
    teacher(uid: $uid) { id uid firstName lastName photo aboutMe country gender languages { language fluency } }
  }
`);
