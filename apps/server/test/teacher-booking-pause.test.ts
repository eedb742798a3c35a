import { beforeEach, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { COMMIT, STATUS, type StatusData, bookedClass, giveClassTo, profileOf } from './teacher-booking-support.ts';
import { buildCatalogue, buildTeacher, type Catalogue } from './factories/index.ts';

const { app, clock } = await buildTestApp();
// Monday 4 May 2026, 11:12 in Berlin.
const START = new Date('2026-05-04T09:12:00Z');

const SET = `mutation Set($input: TeachingPauseInput!) { setTeachingPause(input: $input) { state pausedFrom pausedUntil startDate endDate maxDays } }`;
const END = 'mutation { endTeachingPause { state startDate endDate } }';
const REMOVE = 'mutation { removeTeachingPause { state startDate endDate } }';

let catalogue: Catalogue;
beforeEach(async () => {
  clock.set(START);
  catalogue ??= await buildCatalogue(app);
});

type Pause = { state: string; pausedFrom: string | null; pausedUntil: string | null; startDate: string | null; endDate: string | null };
const setPause = (who: { id: string; roles: string[] }, startDate: string, endDate: string) =>
  gql<{ setTeachingPause: Pause }>(app, who, SET, { input: { startDate, endDate } });

describe('the teaching pause', () => {
  it('sets a planned pause as whole days in the teacher zone, then it becomes active', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const res = await setPause(teacher, '2026-05-10', '2026-05-20');
    expect(res.errors).toBeUndefined();
    expect(res.data!.setTeachingPause).toEqual({
      state: 'planned',
      pausedFrom: '2026-05-09T22:00:00.000Z',
      pausedUntil: '2026-05-19T22:00:00.000Z',
      startDate: '2026-05-10',
      endDate: '2026-05-20',
      maxDays: 60,
    });
    clock.set(new Date('2026-05-09T22:00:00Z'));
    const status = (await gql<StatusData>(app, teacher, STATUS)).data!.teacherBookingStatus;
    expect(status.pause).toMatchObject({ state: 'active', endDate: '2026-05-20' });
    clock.set(new Date('2026-05-19T22:00:00Z'));
    expect((await gql<StatusData>(app, teacher, STATUS)).data!.teacherBookingStatus.pause.state).toBe('none');
  });

  it('allows at most 60 days and a start from today', async () => {
    const teacher = await buildTeacher(app, catalogue);
    expect((await setPause(teacher, '2026-05-10', '2026-07-09')).errors).toBeUndefined();
    const tooLong = await setPause(teacher, '2026-05-10', '2026-07-10');
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'A teaching pause can last at most 60 days.', extensions: { field: 'to' } });
    const past = await setPause(teacher, '2026-05-03', '2026-05-10');
    expect(past.errors?.[0]).toMatchObject({ extensions: { category: 'validate', field: 'from' } });
  });

  it('edits a planned pause, removes it, and refuses to end it', async () => {
    const teacher = await buildTeacher(app, catalogue);
    await setPause(teacher, '2026-05-10', '2026-05-20');
    expect((await setPause(teacher, '2026-05-12', '2026-05-15')).data!.setTeachingPause).toMatchObject({
      startDate: '2026-05-12',
      endDate: '2026-05-15',
    });
    expect((await gql(app, teacher, END)).code).toBe('teaching_pause_not_started');
    expect((await gql<{ removeTeachingPause: Pause }>(app, teacher, REMOVE)).data!.removeTeachingPause.state).toBe('none');
    expect(await profileOf(app, teacher.id)).toMatchObject({ pausedFrom: null, pausedUntil: null });
    expect((await gql(app, teacher, REMOVE)).code).toBe('no_teaching_pause');
  });

  it('edits only the end of an active pause, ends it, and refuses to remove it', async () => {
    const teacher = await buildTeacher(app, catalogue);
    await setPause(teacher, '2026-05-04', '2026-05-10');
    expect((await gql<StatusData>(app, teacher, STATUS)).data!.teacherBookingStatus.pause.state).toBe('active');
    expect((await setPause(teacher, '2026-05-04', '2026-05-24')).data!.setTeachingPause).toMatchObject({
      state: 'active',
      endDate: '2026-05-24',
    });
    expect((await setPause(teacher, '2026-05-05', '2026-05-24')).errors?.[0].extensions).toMatchObject({ field: 'from' });
    expect((await gql(app, teacher, REMOVE)).code).toBe('teaching_pause_already_started');
    expect((await gql<{ endTeachingPause: Pause }>(app, teacher, END)).data!.endTeachingPause.state).toBe('none');
  });

  it('blocks commitments to classes in the pause, not after it', async () => {
    const teacher = await buildTeacher(app, catalogue);
    await setPause(teacher, '2026-05-10', '2026-05-20');
    const inside = await bookedClass(app, catalogue, { startAt: new Date('2026-05-15T10:00:00Z') });
    const after = await bookedClass(app, catalogue, { startAt: new Date('2026-05-20T10:00:00Z'), lessonIndex: 1 });
    const refused = await gql(app, teacher, COMMIT, { classUid: inside.uid });
    expect(refused.code).toBe('commitment_during_teaching_pause');
    expect(refused.errors?.[0].message).toBe('You cannot commit to classes during your teaching pause.');
    expect((await gql(app, teacher, COMMIT, { classUid: after.uid })).errors).toBeUndefined();
  });

  it('refuses a pause over classes the teacher still teaches', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const klass = await bookedClass(app, catalogue, { startAt: new Date('2026-05-12T10:00:00Z') });
    await giveClassTo(app, klass.uid, teacher.id);
    const res = await setPause(teacher, '2026-05-10', '2026-05-20');
    expect(res.code).toBe('pause_overlaps_commitments');
    expect(res.errors?.[0].message).toMatch(/^Changes not saved/);
    expect((await profileOf(app, teacher.id)).pausedFrom).toBeNull();
    expect((await setPause(teacher, '2026-05-13', '2026-05-20')).errors).toBeUndefined();
  });
});
