import type { Role } from '@parla/contracts';
import { type SQL, and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, subscriptions, users } from '../../db/schema/index.ts';
import { RUNNING_STATUSES } from '../commerce/shared/commerce-queries.ts';
import type { UserRow } from './user.service.ts';

/** The signed-in user's row and whether a plan runs (User.hasSubscription). */
export interface SignedInUser {
  user: UserRow;
  hasSubscription: boolean;
}

/** A live session's facts and its user, from one statement. */
export interface SessionUser extends SignedInUser {
  userId: string;
  impersonatorId: string | null;
  roles: Role[];
}

/** `exists (a running subscription of users.id)`, answered in the same statement as the user. */
function hasRunningSubscription(db: Db): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(and(eq(subscriptions.studentId, users.id), inArray(subscriptions.status, [...RUNNING_STATUSES]))),
  );
}

/**
 * The session check and the user load of a signed-in request in one round trip (decision 053):
 * a prepared statement (built once per process, parsed once per connection) joining a live
 * session to its user row. The session row is the authority (decision 024): not revoked, and
 * roles and impersonator come from here, never from the token.
 */
export function prepareSessionUserLookup(db: Db): (sessionId: string) => Promise<SessionUser | null> {
  const statement = db
    .select({
      userId: sessions.userId,
      impersonatorId: sessions.impersonatorId,
      user: users,
      hasSubscription: hasRunningSubscription(db),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('parla_session_user');
  return async (sessionId) => {
    const [row] = await statement.execute({ sessionId });
    if (!row) return null;
    return {
      userId: row.userId,
      impersonatorId: row.impersonatorId,
      roles: row.user.roles as Role[],
      user: row.user,
      hasSubscription: Boolean(row.hasSubscription),
    };
  };
}

/** The user of a session this node already knows is live (SessionCache): one prepared statement. */
export function prepareUserLookup(db: Db): (userId: string) => Promise<SignedInUser | null> {
  const statement = db
    .select({ user: users, hasSubscription: hasRunningSubscription(db) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('parla_signed_in_user');
  return async (userId) => {
    const [row] = await statement.execute({ userId });
    return row ? { user: row.user, hasSubscription: Boolean(row.hasSubscription) } : null;
  };
}
