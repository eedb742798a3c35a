import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** The back office's audit log (issue 19, decision 094): newest first, filtered, 25 a page. */
export const ADMIN_AUDIT_LOG = graphql(`
  query AdminAuditLog($actorId: ID, $action: String, $objectId: String, $from: DateTime, $to: DateTime, $offset: Int) {
    adminAuditLog(actorId: $actorId, action: $action, objectId: $objectId, from: $from, to: $to, limit: 25, offset: $offset) {
      total
      actions
      actors { id name erased }
      entries {
        id
        occurredAt
        actor { id name erased }
        actingAs { id name erased }
        action
        objectType
        objectId
        request
        before
        after
        outcome
        errorCode
        requestId
      }
    }
  }
`);

export type AuditLogPage = ResultOf<typeof ADMIN_AUDIT_LOG>['adminAuditLog'];
export type AuditEntry = AuditLogPage['entries'][number];
export type AuditPerson = AuditEntry['actor'];
