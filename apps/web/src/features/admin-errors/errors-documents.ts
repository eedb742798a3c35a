import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** The errors page (issue 19, decisions 097 and 103): groups last seen in the range, latest first. */
export const ADMIN_ERROR_GROUPS = graphql(`
  query AdminErrorGroups($source: ErrorSource, $search: String, $from: DateTime, $to: DateTime, $limit: Int, $offset: Int) {
    adminErrorGroups(source: $source, search: $search, from: $from, to: $to, limit: $limit, offset: $offset) {
      total
      groups { id source kind message location count firstSeenAt lastSeenAt }
    }
  }
`);

/** One group's page: its facts and its latest occurrences (at most 20 are kept). */
export const ADMIN_ERROR_GROUP = graphql(`
  query AdminErrorGroup($id: ID!) {
    adminErrorGroup(id: $id) {
      group { id source kind message location count firstSeenAt lastSeenAt }
      occurrences {
        id
        occurredAt
        user { id name roles erased }
        detail
      }
    }
  }
`);

export type ErrorGroupPage = ResultOf<typeof ADMIN_ERROR_GROUPS>['adminErrorGroups'];
export type ErrorGroupRow = ErrorGroupPage['groups'][number];
export type ErrorGroupDetail = ResultOf<typeof ADMIN_ERROR_GROUP>['adminErrorGroup'];
export type ErrorOccurrence = ErrorGroupDetail['occurrences'][number];
