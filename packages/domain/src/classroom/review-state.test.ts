import { describe, expect, it } from 'vitest';
import { reviewStateOf } from './review-state.ts';

const endAt = new Date('2026-11-20T10:00:00Z');
const after = new Date('2026-11-20T10:05:00Z');
const booked = { status: 'booked', attendance: null, isRatedByStudent: false };

describe('reviewStateOf', () => {
  it('waits for the end of the class', () => {
    expect(reviewStateOf(booked, { status: 'active', endAt }, new Date('2026-11-20T09:59:00Z'))).toBe('upcoming');
  });
  it('asks for a rating once the class ended, before or after the teacher logged it', () => {
    expect(reviewStateOf(booked, { status: 'active', endAt }, after)).toBe('awaiting_rating');
    expect(reviewStateOf({ ...booked, attendance: 'attended' }, { status: 'completed', endAt }, after)).toBe('awaiting_rating');
    expect(reviewStateOf({ ...booked, attendance: 'incomplete' }, { status: 'technical_issue', endAt }, after)).toBe('awaiting_rating');
  });
  it('is rated once the student sent the review', () => {
    expect(reviewStateOf({ ...booked, isRatedByStudent: true }, { status: 'completed', endAt }, after)).toBe('rated');
  });
  it('has nothing to rate for a student logged absent', () => {
    expect(reviewStateOf({ ...booked, attendance: 'missed' }, { status: 'completed', endAt }, after)).toBe('missed');
  });
  it('has nothing to rate for a cancelled booking or a class that did not take place', () => {
    expect(reviewStateOf({ ...booked, status: 'class_cancelled' }, { status: 'cancelled', endAt }, after)).toBe('not_reviewable');
    expect(reviewStateOf(booked, { status: 'missed', endAt }, after)).toBe('not_reviewable');
    expect(reviewStateOf(booked, { status: 'no_students', endAt }, after)).toBe('not_reviewable');
  });
});
