import { describe, expect, it } from 'vitest';
import { type CommitCandidate, canCommit } from './can-commit.ts';

const now = new Date('2026-05-04T10:00:00Z');
const cls: CommitCandidate['cls'] = {
  status: 'active',
  startAt: new Date('2026-05-10T10:00:00Z'),
  endAt: new Date('2026-05-10T11:00:00Z'),
  hasTeacher: false,
};
const check = (teacher: CommitCandidate['teacher'] = {}, overrides: Partial<CommitCandidate['cls']> = {}, at = now) =>
  canCommit({ cls: { ...cls, ...overrides }, teacher }, at);

describe('canCommit', () => {
  it('allows an active unstaffed future class', () => {
    expect(check()).toEqual({ allowed: true });
  });

  it('refuses a started, staffed or inactive class', () => {
    expect(check({}, {}, cls.startAt)).toEqual({ allowed: false, code: 'cannot_commit_to_class' });
    expect(check({}, {}, new Date(cls.startAt.getTime() - 1))).toEqual({ allowed: true });
    expect(check({}, { hasTeacher: true })).toEqual({ allowed: false, code: 'cannot_commit_to_class' });
    expect(check({}, { status: 'cancelled' })).toEqual({ allowed: false, code: 'cannot_commit_to_class' });
  });

  it('refuses while a penalty is in effect, and allows from penaltyUntil on', () => {
    const penaltyUntil = new Date('2026-05-05T00:00:00Z');
    expect(check({ penaltyUntil })).toEqual({ allowed: false, code: 'teacher_penalised', until: penaltyUntil });
    expect(check({ penaltyUntil }, {}, new Date(penaltyUntil.getTime() - 1))).toMatchObject({ code: 'teacher_penalised' });
    expect(check({ penaltyUntil }, {}, penaltyUntil)).toEqual({ allowed: true });
    expect(check({ penaltyUntil: new Date('2026-05-01T00:00:00Z') })).toEqual({ allowed: true });
  });

  it('refuses a class overlapping the teaching pause', () => {
    const pausedFrom = new Date('2026-05-08T00:00:00Z');
    const pausedUntil = new Date('2026-05-12T00:00:00Z');
    expect(check({ pausedFrom, pausedUntil })).toEqual({ allowed: false, code: 'commitment_during_teaching_pause', until: pausedUntil });
  });

  it('allows classes touching the pause from outside, and committing during a pause to a later class', () => {
    expect(check({ pausedFrom: new Date('2026-05-10T11:00:00Z'), pausedUntil: new Date('2026-05-20T00:00:00Z') })).toEqual({
      allowed: true,
    });
    expect(check({ pausedFrom: new Date('2026-05-01T00:00:00Z'), pausedUntil: new Date('2026-05-10T10:00:00Z') })).toEqual({
      allowed: true,
    });
  });

  it('reports the penalty before the pause', () => {
    const teacher = {
      penaltyUntil: new Date('2026-05-20T00:00:00Z'),
      pausedFrom: new Date('2026-05-08T00:00:00Z'),
      pausedUntil: new Date('2026-05-12T00:00:00Z'),
    };
    expect(check(teacher)).toMatchObject({ code: 'teacher_penalised' });
  });
});

describe('canCommit with the teacher own classes', () => {
  const at = (iso: string) => new Date(iso);
  it('refuses a class overlapping one the teacher teaches', () => {
    const commitments = [{ startAt: at('2026-05-10T09:30:00Z'), endAt: at('2026-05-10T10:30:00Z') }];
    expect(check({ commitments })).toEqual({ allowed: false, code: 'commitment_overlaps' });
  });
  it('allows back-to-back classes', () => {
    const commitments = [
      { startAt: at('2026-05-10T09:00:00Z'), endAt: at('2026-05-10T10:00:00Z') },
      { startAt: at('2026-05-10T11:00:00Z'), endAt: at('2026-05-10T12:00:00Z') },
    ];
    expect(check({ commitments })).toEqual({ allowed: true });
  });
  it('reports the pause before an overlap', () => {
    const teacher = {
      pausedFrom: at('2026-05-08T00:00:00Z'),
      pausedUntil: at('2026-05-12T00:00:00Z'),
      commitments: [{ startAt: cls.startAt, endAt: cls.endAt }],
    };
    expect(check(teacher)).toMatchObject({ code: 'commitment_during_teaching_pause' });
  });
});
