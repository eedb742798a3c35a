import type { OnboardingFlowStep } from '@parla/contracts';
import { buildPath } from '../../../shared/routing/build-path.ts';

/** The flow's routes (001 §2 Onboarding), under /{locale}/account/onboarding/. */
export const onboardingPaths = {
  entry: '/:locale/account/onboarding',
  welcome: '/:locale/account/onboarding/welcome',
  level: '/:locale/account/onboarding/level',
  levelPick: '/:locale/account/onboarding/level/pick',
  levelPlaced: '/:locale/account/onboarding/level/placed',
  levelConfirm: '/:locale/account/onboarding/level/:level/:sublevel',
  survey: '/:locale/account/onboarding/survey',
  timezone: '/:locale/account/onboarding/timezone',
  booking: '/:locale/account/onboarding/booking',
  bookingSkip: '/:locale/account/onboarding/booking/skip',
  congratulations: '/:locale/account/onboarding/congratulations',
} as const;

/** Where a step of the flow lives. */
export function stepPath(locale: string, step: OnboardingFlowStep): string {
  return buildPath(onboardingPaths[step], { locale });
}

/** level/{level}/{sublevel}: the confirm page of a level. */
export function levelConfirmPath(locale: string, level: string, sublevel: number): string {
  return buildPath(onboardingPaths.levelConfirm, { locale, level, sublevel: String(sublevel) });
}
