import { DEFAULT_CLASSROOM_CONFIG, DomainError, permissionsOf, notFound } from '@parla/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classroomChatMessages } from '../../db/schema/index.ts';
import { chatView } from './chat.service.ts';
import type { ClassroomHub, LocalConnection } from './classroom-hub.ts';
import { classAudience } from './room-views.ts';

/** Chat flood guard per socket: at most chatRateCount messages per window. */
function allowChat(connection: LocalConnection, nowMs: number): boolean {
  const windowMs = DEFAULT_CLASSROOM_CONFIG.chatRateWindowSeconds * 1000;
  connection.chatTimes = connection.chatTimes.filter((t) => nowMs - t < windowMs);
  if (connection.chatTimes.length >= DEFAULT_CLASSROOM_CONFIG.chatRateCount) return false;
  connection.chatTimes.push(nowMs);
  return true;
}

/** A chat message from someone in class: persisted, then sent to everyone in class. */
export async function sendChatMessage(
  app: FastifyInstance,
  hub: ClassroomHub,
  connection: LocalConnection,
  rawText: string,
  clientId: string | undefined,
): Promise<void> {
  const claims = connection.claims!;
  const text = rawText.trim();
  if (text.length === 0 || text.length > DEFAULT_CLASSROOM_CONFIG.chatMaxLength) throw new DomainError('invalid_request');
  // Real time on purpose: a flood guard must not be fooled by the test clock jumping.
  if (!allowChat(connection, Date.now())) throw new DomainError('too_many_messages');
  await hub.withRoom(claims.roomId, async (tx, row) => {
    const state = row.state;
    const self = state.participants[claims.peerId];
    if (state.status === 'ended') throw new DomainError('chat_closed');
    if (!self || self.connectionId !== connection.connectionId || self.state !== 'in_class') throw new DomainError('invalid_request');
    if (!permissionsOf(self, state).chat) throw new DomainError('forbidden');
    const [message] = await tx
      .insert(classroomChatMessages)
      .values({
        roomId: row.roomId,
        classId: row.classId,
        authorUserId: self.userId,
        authorPeerId: self.peerId,
        authorName: self.name,
        authorRole: self.role,
        text,
        createdAt: app.clock.now(),
      })
      .returning();
    const to = classAudience(state);
    return {
      deliveries: [{ to, msg: { type: 'chat_message', message: chatView(message), ...(clientId ? { clientId } : {}) } }],
      result: null,
    };
  });
}

/** The teacher removes a message (soft delete); everyone in class, the author too, is told. */
export async function deleteChatMessage(
  app: FastifyInstance,
  hub: ClassroomHub,
  connection: LocalConnection,
  messageId: string,
): Promise<void> {
  const claims = connection.claims!;
  await hub.withRoom(claims.roomId, async (tx, row) => {
    const state = row.state;
    const self = state.participants[claims.peerId];
    if (!self || self.connectionId !== connection.connectionId) throw new DomainError('invalid_request');
    if (!permissionsOf(self, state).deleteChat) throw new DomainError('forbidden');
    const [deleted] = await tx
      .update(classroomChatMessages)
      .set({ deletedAt: app.clock.now(), deletedBy: self.userId })
      .where(
        and(eq(classroomChatMessages.id, messageId), eq(classroomChatMessages.roomId, row.roomId), isNull(classroomChatMessages.deletedAt)),
      )
      .returning({ id: classroomChatMessages.id, peerId: classroomChatMessages.authorPeerId });
    if (!deleted) throw notFound();
    return {
      deliveries: [{ to: classAudience(state), msg: { type: 'chat_deleted', messageId: deleted.id, peerId: deleted.peerId } }],
      result: null,
    };
  });
}
