import { describe, expect, it } from 'vitest';
import { parseCookies } from '../http/cookies.ts';
import { parseFeatures, withoutLogoutFlags } from './feature-flags.ts';

describe('feature flags', () => {
  it('reads the URL-encoded JSON cookie', () => {
    const cookies = parseCookies(`a=1; FEATURES=${encodeURIComponent('{"book_class_before_trial_start":true,"x":1}')}`);
    expect(parseFeatures(cookies.FEATURES)).toEqual({ book_class_before_trial_start: true, x: 1 });
    expect(parseFeatures('not json')).toEqual({});
    expect(parseFeatures('[1]')).toEqual({});
  });
  it('drops the two trial flags on logout', () => {
    expect(withoutLogoutFlags({ book_class_before_trial_start: true, skip_credit_card_for_trial_direct_purchase: 1, keep: 'y' })).toEqual({
      keep: 'y',
    });
  });
});
