import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classroomChatMessages, classroomRooms } from '../../db/schema/index.ts';
import { hubOf } from './hub-registry.ts';

export const CLOSE_ROOM_JOB = 'classroom.close-room';

/**
 * Time-driven work of the live classroom: at a room's end (the class's 60 minutes, a demo's
 * 15) the room is closed even when no node holds a socket of it any more (the live hard stop
 * is the hub's ticker; this is the durable backstop). Demo chats are not kept.
 */
export function registerClassroomJobs(app: FastifyInstance): void {
  app.jobs.register(CLOSE_ROOM_JOB, async (payload) => {
    const roomId = String(payload.roomId ?? '');
    const [room] = await app.db
      .select({ isDemo: classroomRooms.isDemo })
      .from(classroomRooms)
      .where(eq(classroomRooms.roomId, roomId))
      .limit(1);
    if (!room) return;
    await hubOf(app).command(roomId, { system: true }, { type: 'hard_stop' });
    if (room.isDemo) await app.db.delete(classroomChatMessages).where(eq(classroomChatMessages.roomId, roomId));
  });
}
