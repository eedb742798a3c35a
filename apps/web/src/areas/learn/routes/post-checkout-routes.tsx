import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

// Each group of steps is its own chunk, straight from the feature (decision 006).
const entry = () => import('../../../features/onboarding/post-checkout/post-checkout-entry-screen.tsx');
const welcome = () => import('../../../features/onboarding/post-checkout/welcome-screen.tsx');
const credits = () => import('../../../features/onboarding/post-checkout/credits-type-screen.tsx');
const language = () => import('../../../features/onboarding/post-checkout/language-preferences-screen.tsx');
const change = () => import('../../../features/onboarding/post-checkout/change-language-screens.tsx');
const survey = () => import('../../../features/onboarding/post-checkout/survey-screens.tsx');
const success = () => import('../../../features/onboarding/post-checkout/success-screens.tsx');
const proficiency = () => import('../../../features/onboarding/post-checkout/proficiency-screens.tsx');
const level = () => import('../../../features/onboarding/post-checkout/level-screens.tsx');
const finish = () => import('../../../features/onboarding/post-checkout/finish-screens.tsx');

const page = (path: string, element: ReactNode): RouteObject => ({
  path: `account/post-checkout${path}`,
  element: <Access level="private">{element}</Access>,
});

const Entry = lazyPage(entry, 'PostCheckoutEntryScreen');
const Welcome = lazyPage(welcome, 'WelcomeScreen');
const CreditsType = lazyPage(credits, 'CreditsTypeScreen');
const LanguagePreferences = lazyPage(language, 'LanguagePreferencesScreen');
const ChangeLanguageStore = lazyPage(change, 'ChangeLanguageStoreScreen');
const ChangeLanguageCheckout = lazyPage(change, 'ChangeLanguageCheckoutScreen');
const LearningGoals = lazyPage(survey, 'LearningGoalsScreen');
const LearningFocusArea = lazyPage(survey, 'LearningFocusAreaScreen');
const LanguagesYouSpeak = lazyPage(survey, 'LanguagesYouSpeakScreen');
const PreferredTimeSlots = lazyPage(survey, 'PreferredTimeSlotsScreen');
const LearningGoalsSuccess = lazyPage(success, 'LearningGoalsSuccessScreen');
const LearningFocusAreaSuccess = lazyPage(success, 'LearningFocusAreaSuccessScreen');
const LanguagesYouSpeakThanks = lazyPage(success, 'LanguagesYouSpeakThanksScreen');
const SuccessLanguageChange = lazyPage(success, 'SuccessLanguageChangeScreen');
const Proficiency = lazyPage(proficiency, 'ProficiencyScreen');
// Made of two features (onboarding's frame, placement's test): composed by the area.
const FindYourLevel = lazyPage(() => import('../pages/post-checkout-pages.tsx'), 'PostCheckoutPlacementPage');
const Level = lazyPage(level, 'LevelScreen');
const LevelSummary = lazyPage(level, 'LevelSummaryScreen');
const BookClass = lazyPage(finish, 'BookClassScreen');
const Congratulations = lazyPage(finish, 'CongratulationsScreen');

/** The student's post-checkout steps (/{locale}/account/post-checkout/...), issue 16: children of the learn layout, paths relative to /:locale. */
export const postCheckoutRoutes: RouteObject[] = [
  page('', <Entry />),
  page('/welcome', <Welcome />),
  page('/credits-type-selection', <CreditsType />),
  page('/language-preferences', <LanguagePreferences />),
  page('/change-language-store/:section/:curriculum', <ChangeLanguageStore />),
  page('/change-language-checkout/:purchaseId/:section', <ChangeLanguageCheckout />),
  page('/success-language-change', <SuccessLanguageChange />),
  page('/learning-goals', <LearningGoals />),
  page('/learning-goals/success', <LearningGoalsSuccess />),
  page('/learning-focus-area', <LearningFocusArea />),
  page('/learning-focus-area/success', <LearningFocusAreaSuccess />),
  page('/languages-you-speak', <LanguagesYouSpeak />),
  page('/languages-you-speak/thanks', <LanguagesYouSpeakThanks />),
  page('/preferred-time-slots', <PreferredTimeSlots />),
  page('/proficiency', <Proficiency />),
  page('/proficiency/find-your-level', <FindYourLevel />),
  page('/proficiency/level', <Level />),
  page('/proficiency/level/:level', <Level />),
  page('/proficiency/summary/:level/:sublevel', <LevelSummary />),
  page('/book-class', <BookClass />),
  page('/congratulations', <Congratulations />),
];
