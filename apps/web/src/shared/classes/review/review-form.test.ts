import { classReviewInput } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../forms/input-schema.ts';
import { toReviewInput } from './review-form.tsx';

describe('the review form checks the contract the server checks', () => {
  it('requires teacher, material and feedback text; technical quality is optional', async () => {
    const empty = toReviewInput('c1', {
      teacherRating: null,
      materialRating: null,
      technicalQuality: null,
      feedback: '  ',
      isPublic: false,
    });
    expect(await schemaErrors(classReviewInput, empty)).toEqual({
      teacherRating: ['Please fill out this field.'],
      materialRating: ['Please fill out this field.'],
      feedback: ['Please fill out this field.'],
    });
    const filled = toReviewInput('c1', {
      teacherRating: 5,
      materialRating: 4,
      technicalQuality: null,
      feedback: ' Great ',
      isPublic: true,
    });
    expect(filled.feedback).toBe('Great');
    expect(await schemaErrors(classReviewInput, filled)).toEqual({});
  });
});
