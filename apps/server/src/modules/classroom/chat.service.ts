import { DEFAULT_CLASSROOM_CONFIG } from '@parla/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { classroomChatMessages } from '../../db/schema/index.ts';
import type { ChatMessageView } from './room-views.ts';

type ChatRow = typeof classroomChatMessages.$inferSelect;

/** Deleted messages keep their place but not their text: the student sees that it was removed. */
export function chatView(row: ChatRow): ChatMessageView {
  return {
    id: row.id,
    peerId: row.authorPeerId,
    authorName: row.authorName,
    authorRole: row.authorRole,
    text: row.deletedAt ? '' : row.text,
    sentAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** The latest messages of a room, oldest first (welcome shows the last 200). */
export async function recentChat(db: Db | Tx, roomId: string, limit = DEFAULT_CLASSROOM_CONFIG.chatBacklog): Promise<ChatMessageView[]> {
  const rows = await db
    .select()
    .from(classroomChatMessages)
    .where(eq(classroomChatMessages.roomId, roomId))
    .orderBy(desc(classroomChatMessages.createdAt), desc(classroomChatMessages.id))
    .limit(limit);
  return rows.reverse().map(chatView);
}

/** The whole chat log of a room, oldest first. */
export async function chatHistory(db: Db | Tx, roomId: string): Promise<ChatMessageView[]> {
  const rows = await db
    .select()
    .from(classroomChatMessages)
    .where(eq(classroomChatMessages.roomId, roomId))
    .orderBy(asc(classroomChatMessages.createdAt), asc(classroomChatMessages.id));
  return rows.map(chatView);
}
