import { describe, expect, it } from 'vitest';
import { type SprintClass, type SprintClassOutcome, sprintClassOutcome, sprintClassesPlanned, sprintProgress } from './sprint-progress.ts';

const berlin = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);
// A 4-week Sprint from Monday 1 March 2027, 00:00 in Berlin (23:00Z the evening before), 20 classes.
const START = at('2027-02-28T23:00:00Z');
const END = at('2027-03-28T22:00:00Z'); // 28 days later; Berlin moved to summer time on 28 March
const ENROLLED = at('2027-02-10T12:00:00Z');
const base = { startsAt: START, endsAt: END, classesPlanned: 20, enrolledAt: ENROLLED, timeZone: berlin };
const klass = (startIso: string, outcome: SprintClassOutcome, bookedIso = '2027-02-20T10:00:00Z'): SprintClass => ({
  startAt: at(startIso),
  bookedAt: at(bookedIso),
  outcome,
});
/** One class at 09:00 UTC on each of the first `n` days of March. */
const daily = (n: number, outcome: SprintClassOutcome = 'attended') =>
  Array.from({ length: n }, (_, i) => klass(`2027-03-${String(i + 1).padStart(2, '0')}T09:00:00Z`, outcome));

describe('sprintClassesPlanned', () => {
  it('is the credits of a period times the periods', () => {
    expect(sprintClassesPlanned({ groupCredits: 20, privateCredits: 0, durationWeeks: 4 })).toBe(20);
    expect(sprintClassesPlanned({ groupCredits: 20, privateCredits: 0, durationWeeks: 8 })).toBe(40);
    expect(sprintClassesPlanned({ groupCredits: 0, privateCredits: 4, durationWeeks: 6 })).toBe(8);
  });
});

describe('sprintClassOutcome', () => {
  const now = at('2027-03-10T12:00:00Z');
  const row = { status: 'booked', attendance: null, refunded: false, classStatus: 'active', startAt: at('2027-03-09T09:00:00Z') };
  it('sorts logs, cancellations and the time', () => {
    expect(sprintClassOutcome({ ...row, attendance: 'attended' }, now)).toBe('attended');
    expect(sprintClassOutcome({ ...row, attendance: 'missed' }, now)).toBe('missed');
    expect(sprintClassOutcome({ ...row, attendance: 'incomplete' }, now)).toBe('missed');
    expect(sprintClassOutcome({ ...row, classStatus: 'completed' }, now)).toBe('attended');
    expect(sprintClassOutcome(row, now)).toBe('awaiting_log');
    expect(sprintClassOutcome({ ...row, startAt: at('2027-03-11T09:00:00Z') }, now)).toBe('booked');
    expect(sprintClassOutcome({ ...row, status: 'cancelled_by_student', refunded: true }, now)).toBe('cancelled_early');
    expect(sprintClassOutcome({ ...row, status: 'cancelled_by_student' }, now)).toBe('cancelled_late');
    expect(sprintClassOutcome({ ...row, status: 'cancelled_by_teacher' }, now)).toBe('not_counted');
    expect(sprintClassOutcome({ ...row, classStatus: 'cancelled' }, now)).toBe('not_counted');
  });
});

describe('sprintProgress', () => {
  it('before the start: upcoming, every day ahead, nothing expected, on track', () => {
    const p = sprintProgress({ ...base, classes: [], now: at('2027-02-25T10:00:00Z') });
    expect(p).toMatchObject({ phase: 'upcoming', daysTotal: 28, daysLeft: 28, daysUntilStart: 4, classesExpected: 0 });
    expect(p).toMatchObject({ onTrack: true, completable: true, disqualified: false, risks: [] });
  });

  it('the first instant is running, the last millisecond too, the end is ended', () => {
    expect(sprintProgress({ ...base, classes: [], now: new Date(START.getTime() - 1) }).phase).toBe('upcoming');
    expect(sprintProgress({ ...base, classes: [], now: START })).toMatchObject({ phase: 'running', daysLeft: 28, daysUntilStart: 0 });
    expect(sprintProgress({ ...base, classes: [], now: new Date(END.getTime() - 1) })).toMatchObject({ phase: 'running', daysLeft: 1 });
    expect(sprintProgress({ ...base, classes: [], now: END })).toMatchObject({ phase: 'ended', daysLeft: 0, classesExpected: 20 });
  });

  it("counts days in the student's zone: New York sees the Sprint start the evening before", () => {
    const p = sprintProgress({ ...base, classes: [], now: at('2027-02-25T10:00:00Z'), timeZone: 'America/New_York' });
    // 28 Feb 18:00 to 28 Mar 18:00 in New York: 29 calendar days touched.
    expect(p).toMatchObject({ daysTotal: 29, daysUntilStart: 3 });
  });

  it('on the pace: a class each day is on track; the pace is planned × days gone / days', () => {
    // Wednesday 8 March: 7 whole days gone, 20 × 7 / 28 = 5 expected.
    const now = at('2027-03-08T12:00:00Z');
    const five = sprintProgress({ ...base, classes: daily(5), now });
    expect(five).toMatchObject({ phase: 'running', classesTaken: 5, classesExpected: 5, onTrack: true, daysLeft: 21, risks: [] });
    const four = sprintProgress({ ...base, classes: daily(4), now });
    expect(four).toMatchObject({ onTrack: false, risks: [{ reason: 'behind_pace', count: 1 }] });
    // A class that began and waits for its log keeps the pace without being counted as taken.
    const waiting = sprintProgress({ ...base, classes: [...daily(4), klass('2027-03-07T09:00:00Z', 'awaiting_log')], now });
    expect(waiting).toMatchObject({ classesTaken: 4, classesAwaitingLog: 1, onTrack: true });
  });

  it('completable while the days left hold the classes still needed, at one a day', () => {
    // 21 March, 12:00: 8 days left (21..28). 12 taken: 8 needed fit exactly.
    const now = at('2027-03-21T12:00:00Z');
    expect(sprintProgress({ ...base, classes: daily(12), now })).toMatchObject({ daysLeft: 8, completable: true });
    const eleven = sprintProgress({ ...base, classes: daily(11), now });
    expect(eleven).toMatchObject({ completable: false });
    expect(eleven.risks[0]).toEqual({ reason: 'not_enough_days', count: 1 });
    // A class already taken today uses today's slot: 7 days (22..28) remain for what is still needed.
    const today = (n: number) => sprintProgress({ ...base, classes: [...daily(n), klass('2027-03-21T08:00:00Z', 'attended')], now });
    expect(today(12)).toMatchObject({ classesTaken: 13, completable: true });
    expect(today(11)).toMatchObject({ classesTaken: 12, completable: false });
    const todayMissed = sprintProgress({ ...base, classes: [...daily(12), klass('2027-03-21T08:00:00Z', 'missed')], now });
    expect(todayMissed.risks.map((r) => r.reason)).toEqual(['not_enough_days', 'missed_classes', 'behind_pace']);
    // Booked upcoming classes are among the needed ones, not extra room.
    expect(sprintProgress({ ...base, classes: [...daily(12), klass('2027-03-22T09:00:00Z', 'booked')], now })).toMatchObject({
      classesBooked: 1,
      completable: true,
    });
  });

  it('missed and cancelled classes are named; classes the school cancelled are not', () => {
    const now = at('2027-03-06T12:00:00Z');
    const classes = [
      ...daily(3),
      klass('2027-03-04T09:00:00Z', 'missed'),
      klass('2027-03-05T09:00:00Z', 'cancelled_late'),
      klass('2027-03-09T09:00:00Z', 'cancelled_early'),
      klass('2027-03-05T10:00:00Z', 'not_counted'),
    ];
    const p = sprintProgress({ ...base, classes, now });
    expect(p).toMatchObject({ classesTaken: 3, classesMissed: 1, classesCancelled: 2, classesCancelledLate: 1 });
    expect(p.risks).toEqual([
      { reason: 'missed_classes', count: 1 },
      { reason: 'cancelled_classes', count: 2 },
    ]);
  });

  it('a booking made after enrolling for a class before the start disqualifies; older or cancelled ones do not', () => {
    const now = at('2027-03-02T12:00:00Z');
    const before = klass('2027-02-26T09:00:00Z', 'attended', '2027-02-20T09:00:00Z');
    const disq = sprintProgress({ ...base, classes: [before, ...daily(1)], now });
    expect(disq).toMatchObject({ disqualified: true, completable: false, completed: false, classesBookedBeforeStart: 1, classesTaken: 1 });
    expect(disq.risks).toEqual([{ reason: 'booked_before_start', count: 1 }]);
    // Booked before the purchase (a Flex class the student already had), or cancelled: no harm.
    const older = klass('2027-02-12T09:00:00Z', 'attended', '2027-02-01T09:00:00Z');
    const cancelled = klass('2027-02-26T09:00:00Z', 'cancelled_early');
    expect(sprintProgress({ ...base, classes: [older, cancelled], now }).disqualified).toBe(false);
    // A class still to come before the start (the Sprint is upcoming) already disqualifies.
    const ahead = klass('2027-02-27T09:00:00Z', 'booked');
    expect(sprintProgress({ ...base, classes: [ahead], now: at('2027-02-25T09:00:00Z') })).toMatchObject({ disqualified: true });
  });

  it('completed once every planned class is attended; after the end the shortfall is named', () => {
    const done = sprintProgress({ ...base, classes: daily(20), now: at('2027-03-25T12:00:00Z') });
    expect(done).toMatchObject({ completed: true, completable: true, risks: [] });
    const short = sprintProgress({ ...base, classes: daily(18), now: END });
    expect(short).toMatchObject({ phase: 'ended', completed: false, completable: false });
    expect(short.risks).toEqual([{ reason: 'not_enough_days', count: 2 }]);
    // Classes after the end are not the Sprint's.
    const after = sprintProgress({ ...base, classes: [...daily(19), klass('2027-03-29T09:00:00Z', 'attended')], now: END });
    expect(after.classesTaken).toBe(19);
  });
});
