import { describe, expect, it } from 'vitest';
import { validateReview } from './review-form.tsx';

describe('validateReview', () => {
  it('requires teacher, material and feedback text; technical quality is optional', () => {
    expect(validateReview({ teacherRating: null, materialRating: null, technicalQuality: null, feedback: '  ' }, 'req')).toEqual({
      teacherRating: 'req',
      materialRating: 'req',
      feedback: 'req',
    });
    expect(validateReview({ teacherRating: 5, materialRating: 4, technicalQuality: null, feedback: 'Great' }, 'req')).toEqual({});
  });
});
