import {
  HEADLINE_MIN_LENGTH,
  ONBOARDING_ABOUT_ME_MIN_LENGTH,
  OPTIONAL_TEACHER_ONBOARDING_STEPS,
  TEACHER_ONBOARDING_STEPS,
  type TeacherOnboardingStep,
} from '@parla/contracts';

/** What the server reads about a teacher to tell which onboarding steps are really done. */
export interface TeacherOnboardingFacts {
  headline: string;
  aboutMe: string;
  spokenLanguages: number;
  /** Sections (languages) the school lets the teacher teach, set at invitation. */
  teachingSections: number;
  hasPayoutDetails: boolean;
  calendarConnected: boolean;
  /** The teacher answered the optional calendar step (connected or skipped). */
  calendarDecided: boolean;
  /** Current versions of required agreements (and unanswered consents) still waiting. */
  pendingAgreements: number;
  /** Hours marked available in the weekly pattern or on a date from today on. */
  availableHours: number;
}

export interface TeacherOnboardingStepState {
  step: TeacherOnboardingStep;
  required: boolean;
  complete: boolean;
}

export interface TeacherOnboardingProgress {
  steps: TeacherOnboardingStepState[];
  /** The first step not done (optional ones count once answered); null when every step is done. */
  nextStep: TeacherOnboardingStep | null;
  /** Required steps still open: the server refuses to finish while any is left. */
  missing: TeacherOnboardingStep[];
}

function isComplete(step: TeacherOnboardingStep, f: TeacherOnboardingFacts): boolean {
  switch (step) {
    case 'profile':
      return f.headline.trim().length >= HEADLINE_MIN_LENGTH && f.aboutMe.trim().length >= ONBOARDING_ABOUT_ME_MIN_LENGTH;
    case 'languages':
      return f.spokenLanguages > 0 && f.teachingSections > 0;
    case 'payout':
      return f.hasPayoutDetails;
    case 'calendar':
      return f.calendarConnected || f.calendarDecided;
    case 'agreements':
      return f.pendingAgreements === 0;
    case 'availability':
      return f.availableHours > 0;
  }
}

/**
 * Where a teacher stands in the first-login flow. Every step is judged from real data, never from
 * what the browser says was done: a teacher who later removes their availability is back to
 * "availability" (until onboarded; being onboarded is not undone by this rule).
 */
export function teacherOnboardingProgress(facts: TeacherOnboardingFacts): TeacherOnboardingProgress {
  const steps = TEACHER_ONBOARDING_STEPS.map((step) => ({
    step,
    required: !OPTIONAL_TEACHER_ONBOARDING_STEPS.includes(step),
    complete: isComplete(step, facts),
  }));
  return {
    steps,
    nextStep: steps.find((s) => !s.complete)?.step ?? null,
    missing: steps.filter((s) => s.required && !s.complete).map((s) => s.step),
  };
}
