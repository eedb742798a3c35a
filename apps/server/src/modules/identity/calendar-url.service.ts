import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { randomToken } from './crypto.ts';
import { toClientUser } from './user.service.ts';

/**
 * A new secret for the user's private ICS feed (the feed itself: modules/calendar). The old
 * token is overwritten, so every calendar subscribed to the old URL stops updating at once.
 */
export async function regenerateCalendarUrl(app: FastifyInstance, userId: string): Promise<string> {
  const [user] = await app.db
    .update(users)
    .set({ calendarToken: randomToken(), updatedAt: app.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  return toClientUser(user, { publicUrl: app.config.publicUrl }).calendarUrl!;
}
