import { describe, expect, it } from 'vitest';
import { readRegisterParams } from '../../shared/routing/register-params.ts';
import { firstMissingStep, stepPath } from './get-started-steps.ts';

const read = (query: string) => readRegisterParams(new URLSearchParams(query));

describe('get-started steps', () => {
  it('sends a visitor to the first unanswered step', () => {
    expect(firstMissingStep(read(''))).toBe('language');
    expect(firstMissingStep(read('section=spanish'))).toBe('goal');
    expect(firstMissingStep(read('section=spanish&goals=travel'))).toBe('level');
    expect(firstMissingStep(read('section=spanish&goals=travel&level=B1'))).toBe('account');
    expect(firstMissingStep(read('section=klingon&goals=travel&level=B1'))).toBe('language');
  });

  it('keeps every answer and the rest of the funnel in the next URL', () => {
    const params = read('section=spanish&goals=travel,work&code=MIA7K2P&trial=1');
    expect(stepPath('level', 'de', params)).toBe('/de/get-started/level?section=spanish&trial=1&code=MIA7K2P&goals=travel%2Cwork');
  });
});
