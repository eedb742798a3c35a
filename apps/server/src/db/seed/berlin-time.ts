/** The school's calendar (classes are scheduled on Berlin wall-clock hours, 000 §9). */
export const SCHOOL_TIME_ZONE = 'Europe/Berlin';

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): { date: string; hour: number; minute: number; asUtcMs: number } {
  const parts = Object.fromEntries(dateParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return { date, hour, minute, asUtcMs: Date.parse(`${date}T${parts.hour}:${parts.minute}:00Z`) };
}

/** The Berlin calendar date ('YYYY-MM-DD') of an instant. */
export function schoolDate(instant: Date): string {
  return wallClock(instant).date;
}

/** Adds calendar days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant at which Berlin clocks show `hour`:00 on `date`. Two passes settle the
 * offset across DST changes (classes never start inside the 02:00-03:00 gap).
 */
export function schoolHour(date: string, hour: number): Date {
  const target = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  let guess = target;
  for (let i = 0; i < 2; i++) guess += target - wallClock(new Date(guess)).asUtcMs;
  return new Date(guess);
}
