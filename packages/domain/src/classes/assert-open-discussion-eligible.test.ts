import { describe, expect, it } from 'vitest';
import { assertOpenDiscussionEligible } from './assert-open-discussion-eligible.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const B1 = { curriculumId: 'german', position: 3 };
const A2 = { curriculumId: 'german', position: 2 };
const B2 = { curriculumId: 'german', position: 4 };
const otherB1 = { curriculumId: 'english', position: 3 };
const attended = (module: typeof B1, n: number) => Array.from({ length: n }, () => ({ module }));
const openDiscussion = { type: 'open_discussion' as const, module: B1 };

describe('assertOpenDiscussionEligible', () => {
  it('needs 10 attended classes in the module: 9 is not enough, 10 is', () => {
    expect(errorCodeOf(() => assertOpenDiscussionEligible(openDiscussion, attended(B1, 9)))).toBe('open_discussion_unavailable');
    expect(errorCodeOf(() => assertOpenDiscussionEligible(openDiscussion, attended(B1, 10)))).toBeUndefined();
  });

  it('counts higher levels of the same curriculum', () => {
    expect(errorCodeOf(() => assertOpenDiscussionEligible(openDiscussion, [...attended(B1, 4), ...attended(B2, 6)]))).toBeUndefined();
  });

  it('does not count lower levels or other curricula', () => {
    expect(errorCodeOf(() => assertOpenDiscussionEligible(openDiscussion, [...attended(B1, 9), ...attended(A2, 20)]))).toBe(
      'open_discussion_unavailable',
    );
    expect(errorCodeOf(() => assertOpenDiscussionEligible(openDiscussion, [...attended(B1, 9), ...attended(otherB1, 20)]))).toBe(
      'open_discussion_unavailable',
    );
  });

  it('does not apply to other lesson types', () => {
    expect(errorCodeOf(() => assertOpenDiscussionEligible({ type: 'grammar', module: B1 }, []))).toBeUndefined();
    expect(errorCodeOf(() => assertOpenDiscussionEligible({ type: 'conversation', module: B1 }, []))).toBeUndefined();
  });
});
