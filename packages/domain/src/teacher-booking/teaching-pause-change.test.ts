import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { ValidationError } from '../errors.ts';
import { changeTeachingPause, teachingPauseState } from './teaching-pause-change.ts';

const BERLIN = 'Europe/Berlin';
// Monday 4 May 2026, 12:00 in Berlin (CEST, UTC+2).
const now = new Date('2026-05-04T10:00:00Z');
const none = { pausedFrom: null, pausedUntil: null };
const planned = { pausedFrom: new Date('2026-05-09T22:00:00Z'), pausedUntil: new Date('2026-05-19T22:00:00Z') };
const active = { pausedFrom: new Date('2026-04-30T22:00:00Z'), pausedUntil: new Date('2026-05-14T22:00:00Z') };

function issues(fn: () => unknown): string[] {
  try {
    fn();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map((i) => `${i.field}: ${i.message}`);
    throw error;
  }
}

describe('teachingPauseState', () => {
  it('is planned before the start, active until the end, none afterwards', () => {
    expect(teachingPauseState(none, now)).toBe('none');
    expect(teachingPauseState(planned, now)).toBe('planned');
    expect(teachingPauseState(planned, planned.pausedFrom)).toBe('active');
    expect(teachingPauseState(active, now)).toBe('active');
    expect(teachingPauseState(active, new Date(active.pausedUntil.getTime() - 1))).toBe('active');
    expect(teachingPauseState(active, active.pausedUntil)).toBe('none');
  });
});

describe('changeTeachingPause', () => {
  it('sets a pause as whole local days', () => {
    expect(changeTeachingPause(none, { action: 'set', input: { from: '2026-05-10', to: '2026-05-20' } }, now, BERLIN)).toEqual(planned);
  });
  it('sets a pause starting today: active at once', () => {
    const pause = changeTeachingPause(none, { action: 'set', input: { from: '2026-05-04', to: '2026-05-05' } }, now, BERLIN);
    expect(pause).toEqual({ pausedFrom: new Date('2026-05-03T22:00:00Z'), pausedUntil: new Date('2026-05-04T22:00:00Z') });
    expect(teachingPauseState(pause, now)).toBe('active');
  });
  it('edits a planned pause like a new one', () => {
    expect(changeTeachingPause(planned, { action: 'set', input: { from: '2026-05-12', to: '2026-07-11' } }, now, BERLIN)).toEqual({
      pausedFrom: new Date('2026-05-11T22:00:00Z'),
      pausedUntil: new Date('2026-07-10T22:00:00Z'),
    });
    expect(
      issues(() => changeTeachingPause(planned, { action: 'set', input: { from: '2026-05-12', to: '2026-07-12' } }, now, BERLIN)),
    ).toEqual(['to: A teaching pause can last at most 60 days.']);
  });
  it('edits only the end of an active pause, up to 60 days from its start', () => {
    expect(changeTeachingPause(active, { action: 'set', input: { from: '2026-05-01', to: '2026-06-30' } }, now, BERLIN)).toEqual({
      pausedFrom: active.pausedFrom,
      pausedUntil: new Date('2026-06-29T22:00:00Z'),
    });
    expect(
      issues(() => changeTeachingPause(active, { action: 'set', input: { from: '2026-05-01', to: '2026-07-01' } }, now, BERLIN)),
    ).toEqual(['to: A teaching pause can last at most 60 days.']);
    expect(
      issues(() => changeTeachingPause(active, { action: 'set', input: { from: '2026-05-02', to: '2026-05-10' } }, now, BERLIN)),
    ).toEqual(['from: Your pause has already started; its start date cannot change.']);
    expect(
      issues(() => changeTeachingPause(active, { action: 'set', input: { from: '2026-05-01', to: '2026-05-04' } }, now, BERLIN)),
    ).toEqual(['to: Please choose a date in the future']);
    expect(issues(() => changeTeachingPause(active, { action: 'set', input: { from: '2026-05-01', to: 'soon' } }, now, BERLIN))).toEqual([
      'to: Please enter a valid date.',
    ]);
  });
  it('ends an active pause and removes a planned one', () => {
    expect(changeTeachingPause(active, { action: 'end' }, now, BERLIN)).toEqual(none);
    expect(changeTeachingPause(planned, { action: 'remove' }, now, BERLIN)).toEqual(none);
  });
  it('names the right action when the state does not fit', () => {
    expect(errorCodeOf(() => changeTeachingPause(planned, { action: 'end' }, now, BERLIN))).toBe('teaching_pause_not_started');
    expect(errorCodeOf(() => changeTeachingPause(active, { action: 'remove' }, now, BERLIN))).toBe('teaching_pause_already_started');
    expect(errorCodeOf(() => changeTeachingPause(none, { action: 'end' }, now, BERLIN))).toBe('no_teaching_pause');
    expect(errorCodeOf(() => changeTeachingPause(none, { action: 'remove' }, now, BERLIN))).toBe('no_teaching_pause');
  });
});
