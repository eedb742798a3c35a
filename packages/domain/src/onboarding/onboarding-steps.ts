import { ONBOARDING_FLOW_STEPS, type OnboardingFlowStep } from '@parla/contracts';

/**
 * The onboarding flow's steps in order (001 §2 Onboarding: choose level, placement test, pick date
 * and time, congratulations; issue 16 adds the survey and the time zone). The level step covers
 * level/pick, level/placed and level/{level}/{sublevel}; booking covers booking/skip.
 */
export const ONBOARDING_STEPS = ONBOARDING_FLOW_STEPS;
export type OnboardingStep = OnboardingFlowStep;

/**
 * The step the flow resumes at after a student reached `next`: the furthest of the two, so going
 * back to change an earlier answer never loses the progress made (decision 069).
 */
export function furthestOnboardingStep(reached: OnboardingStep | null, next: OnboardingStep): OnboardingStep {
  if (!reached) return next;
  return ONBOARDING_STEPS.indexOf(next) > ONBOARDING_STEPS.indexOf(reached) ? next : reached;
}
