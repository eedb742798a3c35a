import { createHash } from 'node:crypto';
import type { ClientErrorBody } from '@parla/contracts';
import { errorFingerprint } from '@parla/domain';
import { and, count, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ErrorSource, errorGroups, errorOccurrences, users } from '../../db/schema/index.ts';
import { scrubSecrets } from '../../lib/redact.ts';
import { scrubForAudit } from '../audit/audit-scrub.ts';
import { eventPath } from './events.service.ts';

/** Occurrences kept per group: enough to see a pattern, never an unbounded table. */
export const OCCURRENCES_KEPT = 20;

/** E-mail addresses in a message are personal data; everything else a message says is the bug's. */
const scrubMessage = (message: string) => message.replace(/[^\s@<>()"']+@[^\s@<>()"']+\.[a-z]{2,}/gi, '[email]').slice(0, 1000);

export interface ErrorToRecord {
  source: ErrorSource;
  kind: string;
  message: string;
  stack?: string;
  operationName?: string;
  route?: string;
  userId: string | null;
  /** Everything else worth seeing in the detail view; scrubbed here (secrets, then personal fields). */
  detail: Record<string, unknown>;
}

/**
 * Records one occurrence (decision 097): the group of its fingerprint is created or counted
 * (first and last seen), the occurrence is kept with its scrubbed detail, and only the latest
 * OCCURRENCES_KEPT of the group stay. Returns the group's id.
 */
export async function recordError(app: FastifyInstance, error: ErrorToRecord): Promise<string> {
  const now = app.clock.now();
  const message = scrubMessage(error.message);
  const { key, location } = errorFingerprint({ ...error, message });
  const fingerprint = createHash('sha256').update(key).digest('hex');
  return app.db.transaction(async (tx) => {
    const [group] = await tx
      .insert(errorGroups)
      .values({ fingerprint, source: error.source, kind: error.kind, message, location, count: 1, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: errorGroups.fingerprint,
        set: {
          count: sql`${errorGroups.count} + 1`,
          lastSeenAt: sql`greatest(${errorGroups.lastSeenAt}, ${now.toISOString()}::timestamptz)`,
        },
      })
      .returning({ id: errorGroups.id });
    const detail = scrubForAudit(
      scrubSecrets({
        ...error.detail,
        message,
        stack: error.stack?.slice(0, 8000),
        operationName: error.operationName,
        route: error.route,
      }),
    );
    await tx.insert(errorOccurrences).values({ groupId: group.id, occurredAt: now, userId: error.userId, detail: detail ?? {} });
    const kept = tx
      .select({ id: errorOccurrences.id })
      .from(errorOccurrences)
      .where(eq(errorOccurrences.groupId, group.id))
      .orderBy(desc(errorOccurrences.occurredAt), desc(errorOccurrences.id))
      .limit(OCCURRENCES_KEPT);
    await tx.delete(errorOccurrences).where(and(eq(errorOccurrences.groupId, group.id), notInArray(errorOccurrences.id, kept)));
    return group.id;
  });
}

/** A client's report, as POST /api/client-errors received it. */
export function clientErrorToRecord(body: ClientErrorBody, userId: string | null, userAgent: string | undefined): ErrorToRecord {
  return {
    source: 'client',
    kind: body.kind,
    message: body.message,
    stack: body.stack,
    operationName: body.operationName,
    userId,
    detail: {
      variables: body.variables,
      status: body.status,
      // Not under `code`: the secret scrub takes every key with "code" in it (verification codes).
      errorType: body.code,
      path: eventPath(body.path),
      area: body.area,
      release: body.release,
      userAgent: userAgent?.slice(0, 300),
    },
  };
}

export interface ErrorGroupFilter {
  source: ErrorSource | null;
  search: string | null;
  from: Date | null;
  to: Date | null;
  limit: number;
  offset: number;
}

export type ErrorGroupRow = typeof errorGroups.$inferSelect;

/** The errors page: groups seen in the range, the latest first. */
export async function listErrorGroups(app: FastifyInstance, filter: ErrorGroupFilter): Promise<{ total: number; groups: ErrorGroupRow[] }> {
  const where = and(
    filter.source ? eq(errorGroups.source, filter.source) : undefined,
    filter.search
      ? sql`(${errorGroups.message} ilike ${`%${filter.search}%`} or ${errorGroups.location} ilike ${`%${filter.search}%`})`
      : undefined,
    filter.from ? gte(errorGroups.lastSeenAt, filter.from) : undefined,
    filter.to ? lt(errorGroups.lastSeenAt, filter.to) : undefined,
  );
  const [{ total }] = await app.db.select({ total: count() }).from(errorGroups).where(where);
  const groups = await app.db
    .select()
    .from(errorGroups)
    .where(where)
    .orderBy(desc(errorGroups.lastSeenAt), desc(errorGroups.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { total, groups };
}

export type ErrorOccurrenceRow = typeof errorOccurrences.$inferSelect;

/** Who met the error, read now: the name and roles let the page link to the person's back-office page. */
export interface ErrorOccurrenceUser {
  id: string;
  name: string;
  roles: string[];
  /** The account was erased (or never existed): nothing personal is shown. */
  erased: boolean;
}

export type ErrorOccurrenceView = ErrorOccurrenceRow & { user: ErrorOccurrenceUser | null };

export async function errorGroupDetail(
  app: FastifyInstance,
  groupId: string,
): Promise<{ group: ErrorGroupRow; occurrences: ErrorOccurrenceView[] } | null> {
  const [group] = await app.db.select().from(errorGroups).where(eq(errorGroups.id, groupId)).limit(1);
  if (!group) return null;
  const rows = await app.db
    .select({
      occurrence: errorOccurrences,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
      erasedAt: users.erasedAt,
    })
    .from(errorOccurrences)
    .leftJoin(users, eq(users.id, errorOccurrences.userId))
    .where(eq(errorOccurrences.groupId, groupId))
    .orderBy(desc(errorOccurrences.occurredAt), desc(errorOccurrences.id))
    .limit(OCCURRENCES_KEPT);
  const occurrences = rows.map(({ occurrence, firstName, lastName, roles, erasedAt }) => {
    if (!occurrence.userId) return { ...occurrence, user: null };
    // A user id without a row (deleted) reads as erased, like the audit log's people.
    const erased = roles === null || erasedAt !== null;
    const user: ErrorOccurrenceUser = {
      id: occurrence.userId,
      name: erased ? '' : `${firstName ?? ''} ${lastName ?? ''}`.trim(),
      roles: erased ? [] : (roles ?? []),
      erased,
    };
    return { ...occurrence, user };
  });
  return { group, occurrences };
}
