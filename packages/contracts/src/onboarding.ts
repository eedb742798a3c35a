import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

// The student's onboarding flow (issue 16, decision 069): the inputs of its operations, checked
// by the server and used by the web.

/** The flow's steps in order; the routes under account/onboarding/ are named after them. */
export const ONBOARDING_FLOW_STEPS = ['welcome', 'level', 'survey', 'timezone', 'booking', 'congratulations'] as const;
export type OnboardingFlowStep = (typeof ONBOARDING_FLOW_STEPS)[number];

/** The levels a student can pick or be placed at, and the three sublevels of each. */
export const ONBOARDING_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type OnboardingLevel = (typeof ONBOARDING_LEVELS)[number];
export const ONBOARDING_SUBLEVELS = [1, 2, 3] as const;

/** Record that the student reached a step (the flow resumes at the furthest one). */
export const onboardingStepInput = z.object({
  step: z.enum(ONBOARDING_FLOW_STEPS, { message: M.invalidChoice }),
});
export type OnboardingStepInput = z.input<typeof onboardingStepInput>;

/** level/{level}/{sublevel}: the level the student confirms (picked or placed). */
export const onboardingLevelInput = z.object({
  level: z.enum(ONBOARDING_LEVELS, { message: M.invalidChoice }),
  sublevel: z.number({ message: M.invalidChoice }).int(M.invalidChoice).min(1, M.invalidChoice).max(3, M.invalidChoice),
});
export type OnboardingLevelInput = z.input<typeof onboardingLevelInput>;
