import { INPUT_MESSAGES } from '@parla/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { startTeachingHourRequestScans } from '../src/modules/availability/availability.jobs.ts';
import { buildAdmin, buildTeacher } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const FIELDS = 'id date slotSize startHour endHour timezone startDate endDate note status canCancel';
const REQUEST = `mutation($input: RequestTeachingHoursInput!) { requestTeachingHours(input: $input) { ${FIELDS} } }`;
const LIST = `{ teachingHourRequests { ${FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelTeachingHourRequest(id: $id) { ${FIELDS} } }`;
const DECIDE = `mutation($id: ID!, $status: TeachingHourRequestStatus!) { decideTeachingHourRequest(id: $id, status: $status) { ${FIELDS} } }`;

interface RequestView {
  id: string;
  date: string;
  slotSize: string;
  startHour: number;
  endHour: number;
  startDate: string;
  endDate: string;
  status: string;
  canCancel: boolean;
}

beforeEach(() => {
  clock.set(new Date('2026-05-06T09:12:00Z'));
});

async function request(teacher: { id: string; roles: string[] }, input: Record<string, unknown>) {
  return gql<{ requestTeachingHours: RequestView }>(app, teacher, REQUEST, { input });
}

describe('requests for teaching hours', () => {
  // The web's form checks the same contract (features/availability/availability-schemas.test.ts):
  // these inputs are refused there with these messages, before anything is sent.
  it('refuses what the contract refuses, with the contract messages on the same fields', async () => {
    const teacher = await buildTeacher(app);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ date: '', slotSize: 'whole_day' }, { date: INPUT_MESSAGES.dateRequired }],
      [{ date: '2026-02-30', slotSize: 'whole_day' }, { date: INPUT_MESSAGES.dateKeyInvalid }],
      [
        { date: '2026-05-21', slotSize: 'full', startHour: 10, endHour: 9, note: 'x'.repeat(501) },
        { endHour: INPUT_MESSAGES.slotEndHourInvalid, note: INPUT_MESSAGES.requestNoteTooLong },
      ],
      [{ date: '2026-05-21', slotSize: 'half', startHour: 6 }, { startHour: INPUT_MESSAGES.slotHalfInvalid }],
    ];
    for (const [input, expected] of cases) {
      const res = await request(teacher, input);
      expect(res.code).toBe('validation_failed');
      expect(Object.fromEntries((res.errors ?? []).map((e) => [e.extensions?.field, e.message]))).toEqual(expected);
    }
  });

  it('creates full-hour, half-day and whole-day requests with their instants, and lists them', async () => {
    const teacher = await buildTeacher(app);
    const full = await request(teacher, { date: '2026-05-11', slotSize: 'full', startHour: 8, endHour: 12, note: ' Mornings suit me. ' });
    expect(full.errors).toBeUndefined();
    expect(full.data?.requestTeachingHours).toMatchObject({
      date: '2026-05-11',
      slotSize: 'full',
      startHour: 8,
      endHour: 12,
      startDate: '2026-05-11T06:00:00.000Z',
      endDate: '2026-05-11T10:00:00.000Z',
      note: 'Mornings suit me.',
      status: 'requested',
      canCancel: true,
    });
    const half = await request(teacher, { date: '2026-05-12', slotSize: 'half', startHour: 12 });
    expect(half.data?.requestTeachingHours).toMatchObject({ startHour: 12, endHour: 24, endDate: '2026-05-12T22:00:00.000Z' });
    const whole = await request(teacher, { date: '2026-10-25', slotSize: 'whole_day' });
    // The autumn DST Sunday lasts 25 hours.
    expect(whole.data?.requestTeachingHours).toMatchObject({ startDate: '2026-10-24T22:00:00.000Z', endDate: '2026-10-25T23:00:00.000Z' });
    const list = await gql<{ teachingHourRequests: RequestView[] }>(app, teacher, LIST);
    expect(list.data?.teachingHourRequests.map((r) => r.date)).toEqual(['2026-10-25', '2026-05-12', '2026-05-11']);
    const other = await buildTeacher(app);
    expect((await gql<{ teachingHourRequests: RequestView[] }>(app, other, LIST)).data?.teachingHourRequests).toEqual([]);
  });

  it('needs the hours to start at least 48 hours ahead, with the moving clock', async () => {
    const teacher = await buildTeacher(app);
    // 2026-05-08 08:00 Berlin = 06:00Z, 44 h 48 min after now.
    const soon = await request(teacher, { date: '2026-05-08', slotSize: 'full', startHour: 8, endHour: 9 });
    expect(soon.errors?.[0]).toMatchObject({
      message: 'Please choose a date at least 48 hours in the future.',
      extensions: { field: 'date' },
    });
    clock.set(new Date('2026-05-06T05:59:00Z'));
    expect((await request(teacher, { date: '2026-05-08', slotSize: 'full', startHour: 8, endHour: 9 })).errors).toBeUndefined();
  });

  it('refuses a second open request for a date, wrong hours and long notes', async () => {
    const teacher = await buildTeacher(app);
    expect((await request(teacher, { date: '2026-05-20', slotSize: 'whole_day' })).errors).toBeUndefined();
    const twice = await request(teacher, { date: '2026-05-20', slotSize: 'half', startHour: 0 });
    expect(twice.errors?.[0]).toMatchObject({
      message: 'You have already asked for teaching hours on this date.',
      extensions: { field: 'date' },
    });
    expect(
      (await request(teacher, { date: '2026-05-21', slotSize: 'full', startHour: 10, endHour: 9 })).errors?.[0].extensions?.field,
    ).toBe('endHour');
    expect(
      (await request(teacher, { date: '2026-05-21', slotSize: 'full', startHour: 10, endHour: 11, note: 'x'.repeat(501) })).errors?.[0]
        .extensions?.field,
    ).toBe('note');
    expect((await request(teacher, { date: '21.05.2026', slotSize: 'whole_day' })).errors?.[0].extensions?.field).toBe('date');
    // 02:00-03:00 does not exist on the spring DST Sunday.
    clock.set(new Date('2027-01-10T09:00:00Z'));
    const skipped = await request(teacher, { date: '2027-03-28', slotSize: 'full', startHour: 2, endHour: 3 });
    expect(skipped.errors?.[0]).toMatchObject({ extensions: { field: 'startHour' } });
  });

  it('keeps one open request per date when the same request races', async () => {
    const teacher = await buildTeacher(app);
    const results = await Promise.all(Array.from({ length: 6 }, () => request(teacher, { date: '2026-06-01', slotSize: 'whole_day' })));
    expect(results.filter((res) => res.errors === undefined)).toHaveLength(1);
  });

  it('lets the teacher cancel an open request before its hours, once, and ask again', async () => {
    const teacher = await buildTeacher(app);
    const other = await buildTeacher(app);
    const created = (await request(teacher, { date: '2026-05-25', slotSize: 'whole_day' })).data!.requestTeachingHours;
    expect((await gql(app, other, CANCEL, { id: created.id })).code).toBe('not_found');
    const cancelled = await gql<{ cancelTeachingHourRequest: RequestView }>(app, teacher, CANCEL, { id: created.id });
    expect(cancelled.data?.cancelTeachingHourRequest).toMatchObject({ status: 'cancelled', canCancel: false });
    const again = await gql(app, teacher, CANCEL, { id: created.id });
    expect(again.code).toBe('teaching_hour_request_not_cancellable');
    expect(again.errors?.[0].message).toBe('This request for teaching hours can no longer be cancelled.');
    expect((await request(teacher, { date: '2026-05-25', slotSize: 'whole_day' })).errors).toBeUndefined();
  });

  it('is decided by the back office and closed by the job when its hours end', async () => {
    const teacher = await buildTeacher(app);
    const admin = await buildAdmin(app);
    const scheduled = (await request(teacher, { date: '2026-05-11', slotSize: 'full', startHour: 8, endHour: 10 })).data!
      .requestTeachingHours;
    const ignored = (await request(teacher, { date: '2026-05-12', slotSize: 'full', startHour: 8, endHour: 10 })).data!
      .requestTeachingHours;
    const laterOne = (await request(teacher, { date: '2026-06-12', slotSize: 'whole_day' })).data!.requestTeachingHours;
    expect((await gql(app, teacher, DECIDE, { id: scheduled.id, status: 'scheduled' })).code).toBe('forbidden');
    expect((await gql(app, admin, DECIDE, { id: scheduled.id, status: 'completed' })).code).toBe('validation_failed');
    const decided = await gql<{ decideTeachingHourRequest: RequestView }>(app, admin, DECIDE, { id: scheduled.id, status: 'scheduled' });
    expect(decided.data?.decideTeachingHourRequest).toMatchObject({ status: 'scheduled', canCancel: true });

    clock.set(new Date('2026-05-11T09:00:00Z'));
    // A scheduled request can no longer be cancelled once its hours have begun.
    expect((await gql(app, teacher, CANCEL, { id: scheduled.id })).code).toBe('teaching_hour_request_not_cancellable');
    await startTeachingHourRequestScans(app);
    await app.jobs.runDue();
    const byId = async () =>
      new Map(
        (await gql<{ teachingHourRequests: RequestView[] }>(app, teacher, LIST)).data!.teachingHourRequests.map((r) => [r.id, r.status]),
      );
    let statuses = await byId();
    expect(statuses.get(scheduled.id)).toBe('completed');
    expect(statuses.get(ignored.id)).toBe('requested');
    expect(statuses.get(laterOne.id)).toBe('requested');

    clock.set(new Date('2026-05-13T00:00:00Z'));
    await startTeachingHourRequestScans(app);
    await app.jobs.runDue();
    statuses = await byId();
    expect(statuses.get(ignored.id)).toBe('unsuccessful');
    expect(statuses.get(laterOne.id)).toBe('requested');
  });
});
