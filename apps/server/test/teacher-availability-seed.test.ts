import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teacherAvailability, teachingHourRequests, users } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { teacherAvailableAt } from '../src/modules/availability/availability.service.ts';
import { teacherCalendar } from '../src/modules/availability/teacher-calendar.service.ts';
import { buildTestApp } from './helper.ts';

const { app, clock } = await buildTestApp();

describe('seeded availability', () => {
  it('gives the demo teacher weekday mornings and evenings, a day off, requests, and stays put on a rerun', async () => {
    const now = clock.set(new Date('2026-05-06T09:12:00Z'));
    await seedDemo(app.db, now);
    const [demo] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@example.com'));
    const rowsBefore = await app.db.select().from(teacherAvailability);
    const requests = await app.db.select().from(teachingHourRequests).where(eq(teachingHourRequests.teacherId, demo.id));
    expect(requests.map((r) => r.status).sort()).toEqual(['completed', 'requested']);

    // Monday 2026-05-11, 08:00 and 17:00 Berlin are available, 13:00 is not; Friday 2026-05-15 is the day off.
    const at = (iso: string) => new Date(iso);
    const available = await teacherAvailableAt(app.db, demo.id, [
      at('2026-05-11T06:00:00Z'),
      at('2026-05-11T15:00:00Z'),
      at('2026-05-11T11:00:00Z'),
      at('2026-05-15T06:00:00Z'),
      at('2026-05-13T12:00:00Z'), // Wednesday 14:00: the extra afternoon
    ]);
    expect([...available].map((ms) => new Date(ms).toISOString()).sort()).toEqual([
      '2026-05-11T06:00:00.000Z',
      '2026-05-11T15:00:00.000Z',
      '2026-05-13T12:00:00.000Z',
    ]);
    const week = await teacherCalendar(app, demo.id, '2026-05-11');
    // 5 weekdays x 8 hours + Saturday 4 - Friday 8 + Wednesday 4.
    expect(week.totalAvailableClassesPerWeek).toBe(40);

    // Every seeded teacher has a pattern.
    const teachers = new Set(rowsBefore.filter((r) => r.availabilityType === 'standard').map((r) => r.teacherId));
    expect(teachers.size).toBeGreaterThanOrEqual(5);

    await seedDemo(app.db, new Date(now.getTime() + 3_600_000));
    expect((await app.db.select().from(teacherAvailability)).length).toBe(rowsBefore.length);
    expect((await app.db.select().from(teachingHourRequests)).length).toBe(requests.length);
  });
});
