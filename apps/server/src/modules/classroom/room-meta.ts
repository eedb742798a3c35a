import { DEFAULT_CLASSROOM_CONFIG } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { classes, lessons } from '../../db/schema/index.ts';
import { presentationUrlOf } from '../curriculum/curriculum.service.ts';
import type { RoomMeta } from './room-views.ts';

export const DEMO_PRESENTATION_URL = '/api/classroom/demo/presentation.pdf';
export const DEMO_TITLE = 'Demo class';
const MINUTE_MS = 60_000;

export interface RoomRow {
  roomId: string;
  classId: string | null;
  isDemo: boolean;
  endsAt: Date;
  createdAt: Date;
}

/** Facts of a room that never change while it runs; cached per node. */
const cache = new Map<string, RoomMeta>();
const MAX_CACHED = 500;

export async function loadRoomMeta(db: Db | Tx, row: RoomRow): Promise<RoomMeta> {
  const cached = cache.get(row.roomId);
  if (cached) return cached;
  let meta: RoomMeta;
  if (row.isDemo || !row.classId) {
    meta = {
      classUid: row.roomId,
      isDemo: true,
      title: DEMO_TITLE,
      startDate: row.createdAt.toISOString(),
      endDate: row.endsAt.toISOString(),
      opensAt: row.createdAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      presentationUrl: DEMO_PRESENTATION_URL,
      canBeAudioRecorded: false,
    };
  } else {
    const [klass] = await db
      .select({
        uid: classes.uid,
        startAt: classes.startAt,
        endAt: classes.endAt,
        canBeAudioRecorded: classes.canBeAudioRecorded,
        lessonId: lessons.id,
        title: lessons.title,
      })
      .from(classes)
      .innerJoin(lessons, eq(lessons.id, classes.lessonId))
      .where(eq(classes.id, row.classId))
      .limit(1);
    meta = {
      classUid: klass.uid,
      isDemo: false,
      title: klass.title,
      startDate: klass.startAt.toISOString(),
      endDate: klass.endAt.toISOString(),
      opensAt: new Date(klass.startAt.getTime() - DEFAULT_CLASSROOM_CONFIG.joinWindowMinutesBeforeStart * MINUTE_MS).toISOString(),
      endsAt: row.endsAt.toISOString(),
      presentationUrl: presentationUrlOf(klass.lessonId),
      canBeAudioRecorded: klass.canBeAudioRecorded,
    };
  }
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(row.roomId, meta);
  return meta;
}
