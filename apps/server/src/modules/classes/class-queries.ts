import type { LessonType } from '@parla/contracts';
import type { ClassSnapshot } from '@parla/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { classes, lessons, modules } from '../../db/schema/index.ts';
import type { ClassRow } from './klass-views.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export interface LessonFacts {
  id: string;
  type: LessonType;
  moduleId: string;
  curriculumId: string;
  position: number;
  /** For the booking's notification and confirmation e-mail: no second read of the lesson. */
  title: string;
  moduleName: string;
}

export async function lessonFacts(db: Db | Tx, lessonId: string): Promise<LessonFacts | null> {
  if (!isUuid(lessonId)) return null;
  const [row] = await prepared(db, 'parla_lesson_facts', (db) =>
    db
      .select({
        id: lessons.id,
        type: lessons.type,
        moduleId: lessons.moduleId,
        curriculumId: modules.curriculumId,
        position: modules.position,
        title: lessons.title,
        moduleName: modules.name,
      })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(eq(lessons.id, sql.placeholder('lessonId')))
      .limit(1),
  ).execute({ lessonId });
  return row ? { ...row, type: row.type as LessonType } : null;
}

/** The class row, row-locked when booking or cancelling (every seat change queues on it). */
export async function classByUid(db: Db | Tx, uid: string, lock: boolean): Promise<ClassRow | null> {
  const query = (db: Db | Tx) =>
    db
      .select()
      .from(classes)
      .where(eq(classes.uid, sql.placeholder('uid')))
      .limit(1);
  const [row] = lock
    ? await prepared(db, 'parla_class_by_uid_locked', (db) => query(db).for('update')).execute({ uid })
    : await prepared(db, 'parla_class_by_uid', query).execute({ uid });
  return row ?? null;
}

export function toClassSnapshot(row: ClassRow, lesson: LessonFacts): ClassSnapshot {
  return {
    id: row.id,
    type: row.type as ClassSnapshot['type'],
    status: row.status as ClassSnapshot['status'],
    startAt: row.startAt,
    endAt: row.endAt,
    lessonId: row.lessonId,
    lessonType: lesson.type,
    module: { curriculumId: lesson.curriculumId, position: lesson.position },
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    hasTeacher: row.teacherId !== null,
    cancelledAt: row.cancelledAt,
  };
}

/** Active classes of a module starting at one instant, any lesson and type (the slot capacity rule). */
export async function activeClassesInSlot(db: Db | Tx, moduleId: string, startAt: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classes)
    .where(and(eq(classes.moduleId, moduleId), eq(classes.startAt, startAt), eq(classes.status, 'active')));
  return row?.n ?? 0;
}

const UID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A random 10-character public id (lower-case base32, 50 bits): unguessable enough for links. */
export function newClassUid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return [...bytes].map((b) => UID_ALPHABET[b % 32]).join('');
}
