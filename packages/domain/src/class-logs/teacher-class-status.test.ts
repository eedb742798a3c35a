import { CLASS_STATUSES } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { teacherClassStatus } from './teacher-class-status.ts';

const startAt = new Date('2026-05-10T10:00:00Z');
const endAt = new Date('2026-05-10T11:00:00Z');
const at = (ms: number) => new Date(startAt.getTime() + ms);
const M = 60_000;
const active = { startAt, endAt, status: 'active' as const };

describe('teacherClassStatus', () => {
  it('is scheduled until the start, in progress from the start, log due from the end', () => {
    expect(teacherClassStatus(active, at(-1))).toBe('scheduled');
    expect(teacherClassStatus(active, at(0))).toBe('in_progress');
    expect(teacherClassStatus(active, at(60 * M - 1))).toBe('in_progress');
    expect(teacherClassStatus(active, at(60 * M))).toBe('log_due');
  });

  it('never says scheduled once the class has ended, even a day later', () => {
    expect(teacherClassStatus(active, at(25 * 60 * M))).toBe('log_due');
  });

  it('is logged once a log is stored, even before the end', () => {
    expect(teacherClassStatus({ ...active, hasLog: true }, at(20 * M))).toBe('logged');
    for (const status of ['completed', 'no_students', 'technical_issue'] as const) {
      expect(teacherClassStatus({ ...active, status }, at(2 * 60 * M))).toBe('logged');
    }
  });

  it('says cancelled and missed whatever the time', () => {
    for (const ms of [-60 * M, 30 * M, 120 * M]) {
      expect(teacherClassStatus({ ...active, status: 'cancelled' }, at(ms))).toBe('cancelled');
      expect(teacherClassStatus({ ...active, status: 'missed' }, at(ms))).toBe('missed');
    }
  });

  it('has an answer for every stored class status', () => {
    for (const status of CLASS_STATUSES) expect(typeof teacherClassStatus({ ...active, status }, at(0))).toBe('string');
  });
});
