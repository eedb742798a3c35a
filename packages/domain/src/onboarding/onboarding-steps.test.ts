import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, furthestOnboardingStep } from './onboarding-steps.ts';

describe('furthestOnboardingStep', () => {
  it('starts where the first step reached is', () => {
    expect(furthestOnboardingStep(null, 'level')).toBe('level');
  });
  it('moves forward, never back', () => {
    expect(furthestOnboardingStep('level', 'booking')).toBe('booking');
    expect(furthestOnboardingStep('booking', 'level')).toBe('booking');
    expect(furthestOnboardingStep('survey', 'survey')).toBe('survey');
  });
  it('orders the steps as the spec tells the flow', () => {
    expect(ONBOARDING_STEPS[0]).toBe('welcome');
    expect(ONBOARDING_STEPS.at(-1)).toBe('congratulations');
  });
});
