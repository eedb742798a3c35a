import { featureFlagInput } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import type { AdminFeatureFlag } from './feature-flags-documents.ts';
import { NEW_FLAG, flagInputOf, formValuesOf, turnsOffForEveryone } from './flag-form-values.ts';

const stored: AdminFeatureFlag = {
  key: 'learning_language_change',
  environment: 'test',
  description: '',
  rule: 'everyone',
  percentage: 0,
  userIds: [],
  role: null,
  stored: true,
  known: true,
  updatedAt: null,
};

describe('flag form values', () => {
  it('send only what the rule reads, in the shape the contract checks', () => {
    const ids = ['0c9a4b6e-8c1f-4a52-9a53-8f0a3f1e2b11', '1d2b5c7f-9d20-4b63-8b64-9a1b4a2f3c22'];
    const input = flagInputOf(
      { ...NEW_FLAG, key: ' new_dashboard ', rule: 'users', userIds: `${ids[0]},\n ${ids[1]}`, percentage: '40' },
      'test',
    );
    expect(input).toEqual({
      key: 'new_dashboard',
      environment: 'test',
      description: '',
      rule: 'users',
      percentage: 0,
      userIds: ids,
      role: null,
    });
    expect(featureFlagInput.safeParse(input).success).toBe(true);
  });
  it('a percentage that is not a whole number is refused on its field', () => {
    const result = featureFlagInput.safeParse(flagInputOf({ ...NEW_FLAG, key: 'abc', rule: 'percentage', percentage: '12.5' }, 'test'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['percentage']);
  });
  it('asks for a confirmation only when a flag on for someone is turned off for everyone', () => {
    expect(turnsOffForEveryone(stored, { ...formValuesOf(stored), rule: 'nobody' })).toBe(true);
    expect(turnsOffForEveryone(stored, formValuesOf(stored))).toBe(false);
    expect(turnsOffForEveryone({ ...stored, rule: 'nobody' }, { ...formValuesOf(stored), rule: 'nobody' })).toBe(false);
    expect(turnsOffForEveryone(null, { ...NEW_FLAG, rule: 'nobody' })).toBe(false);
  });
});
