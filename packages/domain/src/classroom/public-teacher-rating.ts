import { averageRating } from '../teacher-account/teacher-rating.ts';

/**
 * A teacher's rating as students see it: the average of the teacher stars of their class
 * reviews, shown from MIN_REVIEWS_FOR_RATING reviews on (one or two reviews say more about
 * those students than about the teacher; Preply and italki also hide a new tutor's score).
 */
export const MIN_REVIEWS_FOR_RATING = 3;

export interface PublicTeacherRating {
  count: number;
  /** One decimal, null below the minimum count. */
  average: number | null;
}

export function publicTeacherRating(count: number, sumOfStars: number): PublicTeacherRating {
  return { count, average: count < MIN_REVIEWS_FOR_RATING ? null : averageRating(sumOfStars, count) };
}

/** "Anna K." from a review's author: the first name and the initial of the last name, nothing more. */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
