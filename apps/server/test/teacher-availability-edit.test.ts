import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { teacherProfiles } from '../src/db/schema/index.ts';
import { teacherAvailableAt } from '../src/modules/availability/availability.service.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildTeacher } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const SET_STANDARD = `mutation($input: StandardAvailabilityInput!) { setStandardAvailability(input: $input) {
  availabilityType dayOfWeek date availability availabilityRange start end startHour endHour } }`;
const SET_EXACT = `mutation($input: ExactAvailabilityInput!) { setExactAvailability(input: $input) {
  availabilityType dayOfWeek date availability availabilityRange start end } }`;
const LIST = `{ teacherAvailability { availabilityType dayOfWeek date availability availabilityRange start end } }`;
const CALENDAR = `query($startDate: String) { teacherCalendar(startDate: $startDate) { totalAvailableClassesPerWeek
  timeSlots { date hour availability availabilitySource } } }`;

beforeEach(() => {
  clock.set(new Date('2026-05-06T09:12:00Z')); // Wednesday
});

describe('standard availability', () => {
  it('sets full hours, half days and whole days, normalised to the fewest runs', async () => {
    const teacher = await buildTeacher(app);
    let res = await gql(app, teacher, SET_STANDARD, {
      input: { dayOfWeek: 'monday', slotSize: 'full', startHour: 8, endHour: 10, availability: 'available' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      setStandardAvailability: [
        {
          availabilityType: 'standard',
          dayOfWeek: 'monday',
          date: null,
          availability: 'available',
          availabilityRange: 'full',
          start: '08:00',
          end: '10:00',
          startHour: 8,
          endHour: 10,
        },
      ],
    });
    // One more hour merges into the run.
    res = await gql(app, teacher, SET_STANDARD, {
      input: { dayOfWeek: 'monday', slotSize: 'full', startHour: 10, endHour: 11, availability: 'available' },
    });
    expect(res.data?.setStandardAvailability).toMatchObject([{ start: '08:00', end: '11:00' }]);
    // The afternoon half as unavailable.
    res = await gql(app, teacher, SET_STANDARD, {
      input: { dayOfWeek: 'monday', slotSize: 'half', startHour: 12, availability: 'unavailable' },
    });
    expect(res.data?.setStandardAvailability).toMatchObject([
      { availability: 'available', availabilityRange: 'full', start: '08:00', end: '11:00' },
      { availability: 'unavailable', availabilityRange: 'half', start: '12:00', end: '24:00' },
    ]);
    res = await gql(app, teacher, SET_STANDARD, { input: { dayOfWeek: 'tuesday', slotSize: 'whole_day', availability: 'available' } });
    expect(res.data?.setStandardAvailability).toMatchObject([{ availabilityRange: 'whole_day', start: '00:00', end: '24:00' }]);
    // Clearing the middle splits the run.
    res = await gql(app, teacher, SET_STANDARD, { input: { dayOfWeek: 'tuesday', slotSize: 'full', startHour: 0, endHour: 12 } });
    expect(res.data?.setStandardAvailability).toMatchObject([{ availabilityRange: 'half', start: '12:00', end: '24:00' }]);

    const list = await gql<{ teacherAvailability: unknown[] }>(app, teacher, LIST);
    expect(list.data?.teacherAvailability).toEqual([
      {
        availabilityType: 'standard',
        dayOfWeek: 'monday',
        date: null,
        availability: 'available',
        availabilityRange: 'full',
        start: '08:00',
        end: '11:00',
      },
      {
        availabilityType: 'standard',
        dayOfWeek: 'monday',
        date: null,
        availability: 'unavailable',
        availabilityRange: 'half',
        start: '12:00',
        end: '24:00',
      },
      {
        availabilityType: 'standard',
        dayOfWeek: 'tuesday',
        date: null,
        availability: 'available',
        availabilityRange: 'half',
        start: '12:00',
        end: '24:00',
      },
    ]);
    const other = await buildTeacher(app);
    expect((await gql<{ teacherAvailability: unknown[] }>(app, other, LIST)).data?.teacherAvailability).toEqual([]);
  });

  it('refuses wrong hours with a message per field', async () => {
    const teacher = await buildTeacher(app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slotSize: 'full', startHour: 9, endHour: 9 }, 'endHour', 'The end must be a full hour after the start, at the latest 24:00.'],
      [{ slotSize: 'full', startHour: 24, endHour: 24 }, 'startHour', 'Choose a start hour between 00:00 and 23:00.'],
      [{ slotSize: 'full', startHour: 20, endHour: 25 }, 'endHour', 'The end must be a full hour after the start, at the latest 24:00.'],
      [{ slotSize: 'half', startHour: 8 }, 'startHour', 'A half day starts at 00:00 (morning) or 12:00 (afternoon).'],
    ];
    for (const [hours, field, message] of cases) {
      const res = await gql(app, teacher, SET_STANDARD, { input: { dayOfWeek: 'friday', availability: 'available', ...hours } });
      expect(res.code).toBe('validation_failed');
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { field } });
    }
    expect(
      (await gql(app, teacher, SET_STANDARD, { input: { dayOfWeek: 'someday', slotSize: 'full', startHour: 1, endHour: 2 } })).errors,
    ).toBeDefined();
    expect((await gql<{ teacherAvailability: unknown[] }>(app, teacher, LIST)).data?.teacherAvailability).toEqual([]);
  });

  it('lands every one of many concurrent edits of the same day', async () => {
    const teacher = await buildTeacher(app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, hour) =>
        gql(app, teacher, SET_STANDARD, {
          input: { dayOfWeek: 'thursday', slotSize: 'full', startHour: hour, endHour: hour + 1, availability: 'available' },
        }),
      ),
    );
    expect(results.every((res) => res.errors === undefined)).toBe(true);
    const list = await gql<{ teacherAvailability: unknown[] }>(app, teacher, LIST);
    expect(list.data?.teacherAvailability).toEqual([
      {
        availabilityType: 'standard',
        dayOfWeek: 'thursday',
        date: null,
        availability: 'available',
        availabilityRange: 'half',
        start: '00:00',
        end: '12:00',
      },
    ]);
  });

  it('is for teachers only', async () => {
    expect((await gql(app, null, SET_STANDARD, { input: { dayOfWeek: 'monday', slotSize: 'whole_day' } })).code).toBe('unauthenticated');
  });
});

describe('exact availability', () => {
  it('overrides the weekly pattern hour by hour on its date, and clears back to it', async () => {
    const teacher = await buildTeacher(app);
    await gql(app, teacher, SET_STANDARD, {
      input: { dayOfWeek: 'monday', slotSize: 'full', startHour: 8, endHour: 12, availability: 'available' },
    });
    let res = await gql(app, teacher, SET_EXACT, {
      input: { date: '2026-05-11', slotSize: 'full', startHour: 9, endHour: 10, availability: 'unavailable' },
    });
    expect(res.data?.setExactAvailability).toEqual([
      {
        availabilityType: 'exact',
        dayOfWeek: null,
        date: '2026-05-11',
        availability: 'unavailable',
        availabilityRange: 'full',
        start: '09:00',
        end: '10:00',
      },
    ]);
    res = await gql(app, teacher, SET_EXACT, { input: { date: '2026-05-12', slotSize: 'half', startHour: 12, availability: 'available' } });
    expect(res.errors).toBeUndefined();

    const calendar = await gql<{
      teacherCalendar: {
        totalAvailableClassesPerWeek: number;
        timeSlots: { date: string; hour: number; availability: string; availabilitySource: string | null }[];
      };
    }>(app, teacher, CALENDAR, { startDate: '2026-05-11' });
    const slots = calendar.data!.teacherCalendar.timeSlots;
    const at = (date: string, hour: number) => slots.find((s) => s.date === date && s.hour === hour);
    expect(at('2026-05-11', 8)).toMatchObject({ availability: 'available', availabilitySource: 'standard' });
    expect(at('2026-05-11', 9)).toMatchObject({ availability: 'unavailable', availabilitySource: 'exact' });
    expect(at('2026-05-12', 15)).toMatchObject({ availability: 'available', availabilitySource: 'exact' });
    expect(calendar.data!.teacherCalendar.totalAvailableClassesPerWeek).toBe(3 + 12);
    // The booking side sees the same.
    const offered = await teacherAvailableAt(app.db, teacher.id, [new Date('2026-05-11T06:00:00Z'), new Date('2026-05-11T07:00:00Z')]);
    expect([...offered]).toEqual([new Date('2026-05-11T06:00:00Z').getTime()]);

    // Clearing the exact hours brings the pattern back; nothing is left stored for the date.
    res = await gql(app, teacher, SET_EXACT, { input: { date: '2026-05-11', slotSize: 'whole_day' } });
    expect(res.data?.setExactAvailability).toEqual([]);
    const again = await teacherAvailableAt(app.db, teacher.id, [new Date('2026-05-11T07:00:00Z')]);
    expect(again.size).toBe(1);
    const list = await gql<{ teacherAvailability: { availabilityType: string; date: string | null }[] }>(app, teacher, LIST);
    expect(list.data?.teacherAvailability.filter((a) => a.availabilityType === 'exact').map((a) => a.date)).toEqual(['2026-05-12']);
  });

  it("accepts today in the teacher's zone and refuses past, invalid and far dates", async () => {
    const teacher = await buildTeacher(app);
    // 2026-05-06T23:30Z is already Thursday 2026-05-07 in Berlin, still Wednesday in New York.
    clock.set(new Date('2026-05-06T23:30:00Z'));
    const set = (date: string) => gql(app, teacher, SET_EXACT, { input: { date, slotSize: 'whole_day', availability: 'unavailable' } });
    expect((await set('2026-05-07')).errors).toBeUndefined();
    const past = await set('2026-05-06');
    expect(past.errors?.[0]).toMatchObject({
      message: 'Choose today or a later date.',
      extensions: { code: 'validation_failed', field: 'date' },
    });
    await app.db.update(teacherProfiles).set({ timezone: 'America/New_York' }).where(eq(teacherProfiles.userId, teacher.id));
    expect((await set('2026-05-06')).errors).toBeUndefined();
    expect((await set('2026-02-30')).errors?.[0]).toMatchObject({
      message: 'Please enter a valid date (YYYY-MM-DD).',
      extensions: { field: 'date' },
    });
    expect((await set('2027-06-01')).errors?.[0]).toMatchObject({
      message: 'Choose a date within the next 12 months.',
      extensions: { field: 'date' },
    });
  });

  it('hides exact dates once they are past', async () => {
    const teacher = await buildTeacher(app);
    await gql(app, teacher, SET_EXACT, { input: { date: '2026-05-07', slotSize: 'whole_day', availability: 'available' } });
    expect((await gql<{ teacherAvailability: unknown[] }>(app, teacher, LIST)).data?.teacherAvailability).toHaveLength(1);
    clock.advance(2 * 24 * 3_600_000);
    expect((await gql<{ teacherAvailability: unknown[] }>(app, teacher, LIST)).data?.teacherAvailability).toHaveLength(0);
  });
});
