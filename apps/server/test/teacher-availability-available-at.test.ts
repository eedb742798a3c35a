import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teacherAvailability, teacherProfiles } from '../src/db/schema/index.ts';
import { teacherAvailableAt } from '../src/modules/availability/availability.service.ts';
import { buildTestApp } from './helper.ts';
import { buildTeacher } from './factories/index.ts';

const { app } = await buildTestApp();

describe('teacherAvailableAt', () => {
  it('reads the standard pattern on the teacher wall clock and lets an exact date override it hour by hour', async () => {
    const teacher = await buildTeacher(app);
    // Mondays 08:00-12:00 available (Berlin).
    await app.db.insert(teacherAvailability).values([
      {
        teacherId: teacher.id,
        availabilityType: 'standard',
        dayOfWeek: 'monday',
        availability: 'available',
        slotSize: 'full',
        startHour: 8,
        endHour: 12,
      },
      // Monday 2026-05-11: 09:00-10:00 unavailable.
      {
        teacherId: teacher.id,
        availabilityType: 'exact',
        date: '2026-05-11',
        availability: 'unavailable',
        slotSize: 'full',
        startHour: 9,
        endHour: 10,
      },
      // Tuesday 2026-05-12: 18:00-20:00 available on this date only.
      {
        teacherId: teacher.id,
        availabilityType: 'exact',
        date: '2026-05-12',
        availability: 'available',
        slotSize: 'full',
        startHour: 18,
        endHour: 20,
      },
    ]);
    const at = (iso: string) => new Date(iso);
    const starts = [
      at('2026-05-04T06:00:00Z'), // Mon 08:00 CEST: standard available
      at('2026-05-04T10:00:00Z'), // Mon 12:00: outside
      at('2026-05-11T06:00:00Z'), // Mon 08:00: available
      at('2026-05-11T07:00:00Z'), // Mon 09:00: exact unavailable
      at('2026-05-11T08:00:00Z'), // Mon 10:00: standard available
      at('2026-05-12T16:00:00Z'), // Tue 18:00: exact available
      at('2026-05-19T16:00:00Z'), // Tue 18:00 a week later: nothing
    ];
    const available = await teacherAvailableAt(app.db, teacher.id, starts);
    expect([...available].sort().map((ms) => new Date(ms).toISOString())).toEqual([
      '2026-05-04T06:00:00.000Z',
      '2026-05-11T06:00:00.000Z',
      '2026-05-11T08:00:00.000Z',
      '2026-05-12T16:00:00.000Z',
    ]);
  });

  it('follows the teacher time zone and DST', async () => {
    const teacher = await buildTeacher(app);
    await app.db.update(teacherProfiles).set({ timezone: 'America/New_York' }).where(eq(teacherProfiles.userId, teacher.id));
    await app.db.insert(teacherAvailability).values({
      teacherId: teacher.id,
      availabilityType: 'standard',
      dayOfWeek: 'sunday',
      availability: 'available',
      slotSize: 'full',
      startHour: 9,
      endHour: 10,
    });
    // 09:00 New York is 13:00Z in summer time (EDT) and 14:00Z in winter (EST); 2026-11-01 is the change day.
    const starts = [new Date('2026-10-25T13:00:00Z'), new Date('2026-11-01T14:00:00Z'), new Date('2026-11-01T13:00:00Z')];
    const available = await teacherAvailableAt(app.db, teacher.id, starts);
    expect([...available].sort()).toEqual([starts[0].getTime(), starts[1].getTime()]);
  });

  it('returns an empty set for no instants or no availability', async () => {
    const teacher = await buildTeacher(app);
    expect((await teacherAvailableAt(app.db, teacher.id, [])).size).toBe(0);
    expect((await teacherAvailableAt(app.db, teacher.id, [new Date('2026-05-04T06:00:00Z')])).size).toBe(0);
  });
});
