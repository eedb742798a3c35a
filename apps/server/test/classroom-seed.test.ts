import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { freshDatabase } from './helper.ts';

const database = await freshDatabase();
afterAll(async () => {
  await database.close();
  await database.drop();
});

const now = new Date('2026-03-25T10:17:00Z');

async function counts() {
  const [row] = await queryRows<{ rooms: number; events: number; chat: number; open: number }>(
    database.db,
    sql`select (select count(*)::int from classroom_rooms) as rooms, (select count(*)::int from classroom_events) as events,
      (select count(*)::int from classroom_chat_messages) as chat,
      (select count(*)::int from classroom_rooms r where r.state->>'status' <> 'ended') as open`,
  );
  return row;
}

describe('classroom demo seed', () => {
  it('gives recent and attended classes finished rooms with evidence and a chat log, once', async () => {
    await seedDemo(database.db, now);
    const first = await counts();
    expect(first.rooms).toBeGreaterThan(0);
    expect(first.events).toBeGreaterThan(first.rooms * 3);
    expect(first.chat).toBeGreaterThanOrEqual(first.rooms * 2);
    expect(first.open).toBe(0);
    // Every event belongs to a class with a room, and joined/left come in pairs.
    const [pairs] = await queryRows<{ joined: number; left: number }>(
      database.db,
      sql`select count(*) filter (where kind = 'joined')::int as joined, count(*) filter (where kind = 'left')::int as left from classroom_events`,
    );
    expect(pairs.joined).toBe(pairs.left);
    await seedDemo(database.db, now);
    expect(await counts()).toEqual(first);
  }, 120_000);
});
