import { AsyncLocalStorage } from 'node:async_hooks';

/** What a service knows about the object an audited action touches (decision 094). */
export interface AuditNote {
  objectType?: string;
  objectId?: string | null;
  /** The object's state before the change, e.g. a balance before a grant. Scrubbed like the rest. */
  before?: unknown;
}

const storage = new AsyncLocalStorage<AuditNote>();

/** Runs an audited action; services below it may add to its note with `noteForAudit`. */
export function runAudited<T>(note: AuditNote, work: () => T): T {
  return storage.run(note, work);
}

/**
 * A service adds what only it knows (the object, its state before) to the audit row of the
 * action it runs in. Outside an audited action (a student's own request, a job) it does nothing,
 * so services call it unconditionally.
 */
export function noteForAudit(note: AuditNote): void {
  const current = storage.getStore();
  if (!current) return;
  if (note.objectType !== undefined) current.objectType = note.objectType;
  if (note.objectId !== undefined) current.objectId = note.objectId;
  if (note.before !== undefined) current.before = note.before;
}

/** Whether an audited action is running: a service skips reading a `before` nobody will keep. */
export function auditing(): boolean {
  return storage.getStore() !== undefined;
}

/**
 * How a mutation names its object, declared on the field as `extensions: auditObject(...)`:
 * the type and a function of the arguments and the result giving the id. The structural test
 * (audit-coverage) requires one on every admin mutation.
 */
export interface AuditSpec {
  objectType: string;
  // biome-ignore lint/suspicious/noExplicitAny: args and results differ per field; the id is read defensively
  objectId: (args: any, result: any) => unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: see AuditSpec
export function auditObject(objectType: string, objectId: (args: any, result: any) => unknown): { audit: AuditSpec } {
  return { audit: { objectType, objectId } };
}
