import { describe, expect, it } from 'vitest';
import { MIN_REVIEWS_FOR_RATING, reviewerName, publicTeacherRating } from './public-teacher-rating.ts';

describe('publicTeacherRating', () => {
  it('hides the average below the minimum count', () => {
    expect(publicTeacherRating(0, 0)).toEqual({ count: 0, average: null });
    expect(publicTeacherRating(MIN_REVIEWS_FOR_RATING - 1, 10)).toEqual({ count: 2, average: null });
  });
  it('rounds the average to one decimal', () => {
    expect(publicTeacherRating(3, 14)).toEqual({ count: 3, average: 4.7 });
    expect(publicTeacherRating(4, 20)).toEqual({ count: 4, average: 5 });
  });
});

describe('reviewerName', () => {
  it('keeps the first name and the initial only', () => {
    expect(reviewerName('Anna', 'Kowalski')).toBe('Anna K.');
    expect(reviewerName('Li', '')).toBe('Li');
    expect(reviewerName(' Jo ', 'de Vries')).toBe('Jo D.');
  });
});
