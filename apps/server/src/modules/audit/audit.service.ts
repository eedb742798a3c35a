import { type SQL, and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditOutcome, auditLog, users } from '../../db/schema/index.ts';
import { scrubForAudit } from './audit-scrub.ts';

export interface AuditEntryInput {
  occurredAt: Date;
  actorId: string;
  actingAsId: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  request: unknown;
  before: unknown;
  after: unknown;
  outcome: AuditOutcome;
  errorCode: string | null;
  requestId: string | null;
  ip: string | null;
}

/** Appends one row; `request`, `before` and `after` are scrubbed here, so no caller can forget. */
export async function appendAuditEntry(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    objectId: entry.objectId === null ? null : entry.objectId.slice(0, 200),
    request: scrubForAudit(entry.request),
    before: scrubForAudit(entry.before),
    after: scrubForAudit(entry.after),
  });
}

export interface AuditLogFilter {
  actorId?: string | null;
  action?: string | null;
  objectType?: string | null;
  objectId?: string | null;
  from?: Date | null;
  to?: Date | null;
  limit: number;
  offset: number;
}

export interface AuditPerson {
  id: string;
  name: string;
  erased: boolean;
}

export interface AuditEntryView {
  id: string;
  occurredAt: Date;
  actor: AuditPerson;
  actingAs: AuditPerson | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  request: unknown;
  before: unknown;
  after: unknown;
  outcome: AuditOutcome;
  errorCode: string | null;
  requestId: string | null;
  ip: string | null;
}

export interface AuditLogPage {
  total: number;
  entries: AuditEntryView[];
  /** Every action and every admin in the log, for the page's filters. */
  actions: string[];
  actors: AuditPerson[];
}

function filterOf(filter: AuditLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.objectType) conditions.push(eq(auditLog.objectType, filter.objectType));
  if (filter.objectId) conditions.push(eq(auditLog.objectId, filter.objectId));
  if (filter.from) conditions.push(gte(auditLog.occurredAt, filter.from));
  // `to` is exclusive: the page sends the day after the last chosen day.
  if (filter.to) conditions.push(lt(auditLog.occurredAt, filter.to));
  return conditions.length ? and(...conditions) : undefined;
}

/** Names are read live, so an erased account shows as erased and nothing personal stays in the log. */
async function peopleByIds(db: Db, ids: string[]): Promise<Map<string, AuditPerson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, erasedAt: users.erasedAt })
    .from(users)
    .where(inArray(users.id, unique));
  const people = new Map<string, AuditPerson>();
  for (const row of rows) {
    const erased = row.erasedAt !== null;
    people.set(row.id, { id: row.id, name: erased ? '' : `${row.firstName} ${row.lastName}`.trim(), erased });
  }
  for (const id of unique) if (!people.has(id)) people.set(id, { id, name: '', erased: true });
  return people;
}

/** The log, newest first, with its total under the filter. */
export async function listAuditLog(db: Db, filter: AuditLogFilter): Promise<AuditLogPage> {
  const where = filterOf(filter);
  const [rows, [totalRow], actionRows, actorRows] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.occurredAt), desc(auditLog.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ actorId: auditLog.actorId }).from(auditLog),
  ]);
  const people = await peopleByIds(db, [
    ...rows.flatMap((r) => (r.actingAsId ? [r.actorId, r.actingAsId] : [r.actorId])),
    ...actorRows.map((r) => r.actorId),
  ]);
  const person = (id: string) => people.get(id) ?? { id, name: '', erased: true };
  return {
    total: totalRow?.total ?? 0,
    entries: rows.map((r) => ({
      id: r.id,
      occurredAt: r.occurredAt,
      actor: person(r.actorId),
      actingAs: r.actingAsId ? person(r.actingAsId) : null,
      action: r.action,
      objectType: r.objectType,
      objectId: r.objectId,
      request: r.request,
      before: r.before,
      after: r.after,
      outcome: r.outcome as AuditOutcome,
      errorCode: r.errorCode,
      requestId: r.requestId,
      ip: r.ip,
    })),
    actions: actionRows.map((r) => r.action),
    actors: actorRows.map((r) => person(r.actorId)).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
