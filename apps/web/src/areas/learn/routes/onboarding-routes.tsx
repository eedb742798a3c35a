import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

// Each onboarding page is its own chunk, straight from its feature (decision 006); the two made
// of two features come from the area's onboarding pages.
const EntryPage = lazyPage(() => import('../../../features/onboarding/flow/onboarding-entry-screen.tsx'), 'OnboardingEntryScreen');
const WelcomePage = lazyPage(() => import('../../../features/onboarding/flow/welcome-screen.tsx'), 'WelcomeScreen');
const LevelPage = lazyPage(() => import('../../../features/onboarding/level/level-choice-screen.tsx'), 'LevelChoiceScreen');
const LevelPickPage = lazyPage(() => import('../../../features/onboarding/level/level-pick-screen.tsx'), 'LevelPickScreen');
const LevelConfirmPage = lazyPage(() => import('../../../features/onboarding/level/level-confirm-screen.tsx'), 'LevelConfirmScreen');
const TimezonePage = lazyPage(() => import('../../../features/onboarding/timezone/timezone-screen.tsx'), 'TimezoneScreen');
const BookingPage = lazyPage(() => import('../../../features/onboarding/booking/booking-step-screen.tsx'), 'BookingStepScreen');
const BookingSkipPage = lazyPage(() => import('../../../features/onboarding/booking/booking-skip-screen.tsx'), 'BookingSkipScreen');
const CongratulationsPage = lazyPage(
  () => import('../../../features/onboarding/congratulations/congratulations-screen.tsx'),
  'CongratulationsScreen',
);
const composed = () => import('../pages/onboarding-pages.tsx');
const PlacedPage = lazyPage(composed, 'OnboardingPlacementPage');
const SurveyPage = lazyPage(composed, 'OnboardingSurveyPage');

const page = (path: string, element: ReactNode): RouteObject => ({
  path: `account/onboarding${path}`,
  element: <Access level="private">{element}</Access>,
});

/** The student's onboarding flow (/{locale}/account/onboarding/...), issue 16: children of the learn layout, paths relative to /:locale. */
export const onboardingRoutes: RouteObject[] = [
  page('', <EntryPage />),
  page('/welcome', <WelcomePage />),
  page('/level', <LevelPage />),
  page('/level/pick', <LevelPickPage />),
  page('/level/placed', <PlacedPage />),
  page('/level/:level/:sublevel', <LevelConfirmPage />),
  page('/survey', <SurveyPage />),
  page('/timezone', <TimezonePage />),
  page('/booking', <BookingPage />),
  page('/booking/skip', <BookingSkipPage />),
  page('/congratulations', <CongratulationsPage />),
];
