import { z } from './zod.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';

// The teacher's first-login onboarding (issue 16): its steps and the one form it owns.

/** The steps in the order the flow walks them; `calendar` is the only optional one. */
export const TEACHER_ONBOARDING_STEPS = ['profile', 'languages', 'payout', 'calendar', 'agreements', 'availability'] as const;
export type TeacherOnboardingStep = (typeof TEACHER_ONBOARDING_STEPS)[number];
export const OPTIONAL_TEACHER_ONBOARDING_STEPS: readonly TeacherOnboardingStep[] = ['calendar'];

export const HEADLINE_MIN_LENGTH = 10;
export const HEADLINE_MAX_LENGTH = 120;
/** Students choose a teacher by this text: a sentence or two is the least that helps them. */
export const ONBOARDING_ABOUT_ME_MIN_LENGTH = 80;
export const ABOUT_ME_MAX_LENGTH = 3000;

export const teacherHeadline = z.string().trim().min(HEADLINE_MIN_LENGTH, M.headlineTooShort).max(HEADLINE_MAX_LENGTH, M.headlineTooLong);
export const onboardingAboutMe = z
  .string()
  .trim()
  .min(ONBOARDING_ABOUT_ME_MIN_LENGTH, M.aboutMeTooShort)
  .max(ABOUT_ME_MAX_LENGTH, M.tooLong);

/** The profile step: what students read first (the photo is optional and uploaded on its own). */
export const teacherOnboardingProfileInput = z.object({ headline: teacherHeadline, aboutMe: onboardingAboutMe });
export type TeacherOnboardingProfileInput = z.infer<typeof teacherOnboardingProfileInput>;

export const TEACHER_ONBOARDING_CALENDAR_CHOICES = ['connected', 'skipped'] as const;
