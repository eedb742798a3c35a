import { describe, expect, it } from 'vitest';
import { DomainError, ValidationError } from '../errors.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { assertCanAppeal, decideAppeal, penaltyInfo, validateAppealReason } from './penalty-appeal.ts';

const now = new Date('2026-05-10T10:00:00Z');
const until = new Date('2026-05-17T10:00:00Z');

describe('validateAppealReason', () => {
  it('accepts exactly 50 characters and trims', () => {
    const fifty = 'x'.repeat(50);
    expect(validateAppealReason(`  ${fifty}  `)).toBe(fifty);
  });
  it('refuses 49 characters, counting after trimming', () => {
    for (const reason of ['x'.repeat(49), `${' '.repeat(10)}${'x'.repeat(49)}${' '.repeat(10)}`, '']) {
      try {
        validateAppealReason(reason);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).issues).toEqual([
          { category: 'validate', field: 'reason', message: 'Please explain your appeal in at least 50 characters.' },
        ]);
      }
    }
  });
  it('refuses an essay over 2000 characters', () => {
    expect(() => validateAppealReason('x'.repeat(2001))).toThrow(ValidationError);
  });
});

describe('decideAppeal', () => {
  it('moves a pending appeal to accepted or rejected', () => {
    expect(decideAppeal('pending', true)).toBe('accepted');
    expect(decideAppeal('pending', false)).toBe('rejected');
  });
  it('refuses to decide twice', () => {
    expect(errorCodeOf(() => decideAppeal('accepted', false))).toBe('appeal_already_decided');
    expect(errorCodeOf(() => decideAppeal('rejected', true))).toBe('appeal_already_decided');
  });
});

describe('penaltyInfo', () => {
  it('has no penalty before or after', () => {
    const none = { penaltyUntil: null, canAppealPenalty: false, isAppealInProgress: false };
    expect(penaltyInfo({ penaltyUntil: null, appealOfCurrentPenalty: null }, now)).toEqual(none);
    expect(penaltyInfo({ penaltyUntil: until, appealOfCurrentPenalty: null }, until)).toEqual(none);
  });
  it('can be appealed once while in effect', () => {
    expect(penaltyInfo({ penaltyUntil: until, appealOfCurrentPenalty: null }, now)).toEqual({
      penaltyUntil: until,
      canAppealPenalty: true,
      isAppealInProgress: false,
    });
    expect(penaltyInfo({ penaltyUntil: until, appealOfCurrentPenalty: 'pending' }, now)).toEqual({
      penaltyUntil: until,
      canAppealPenalty: false,
      isAppealInProgress: true,
    });
    expect(penaltyInfo({ penaltyUntil: until, appealOfCurrentPenalty: 'rejected' }, now)).toMatchObject({
      canAppealPenalty: false,
      isAppealInProgress: false,
    });
  });
  it('refuses appeals without a penalty or a second time', () => {
    expect(errorCodeOf(() => assertCanAppeal(penaltyInfo({ penaltyUntil: null, appealOfCurrentPenalty: null }, now)))).toBe(
      'no_penalty_to_appeal',
    );
    expect(errorCodeOf(() => assertCanAppeal(penaltyInfo({ penaltyUntil: until, appealOfCurrentPenalty: 'pending' }, now)))).toBe(
      'appeal_already_submitted',
    );
    expect(() => assertCanAppeal(penaltyInfo({ penaltyUntil: until, appealOfCurrentPenalty: null }, now))).not.toThrow(DomainError);
  });
});
