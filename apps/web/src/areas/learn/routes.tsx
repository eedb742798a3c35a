import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyCard } from '../../shared/app/lazy-card.tsx';
import { lazyPage } from '../../shared/app/lazy-page.ts';
import { RouteErrorBoundary } from '../../shared/errors/route-error-boundary.tsx';
import { Access } from '../../shared/routing/access.tsx';
import { LocaleGate } from '../../shared/routing/locale-gate.tsx';
import { LearnLayout } from './learn-layout.tsx';
import { ToTeacherArea } from './site/to-teacher-area.tsx';
import { funnelRoutes } from './routes/funnel-routes.tsx';
import { infoRoutes } from './routes/info-routes.tsx';
import { landingRoutes } from './routes/landing-routes.tsx';
import { legalRoutes } from './routes/legal-routes.tsx';
import { placementRoutes } from './routes/placement-routes.tsx';
import { onboardingRoutes } from './routes/onboarding-routes.tsx';
import { practiceRoutes } from './routes/practice-routes.tsx';
import { postCheckoutRoutes } from './routes/post-checkout-routes.tsx';
import { pricingRoutes } from './routes/pricing-routes.tsx';
import { settingsRoutes } from './routes/settings-routes.tsx';
import { socialRoutes } from './routes/social-routes.tsx';
import { storeRoutes } from './routes/store-routes.tsx';
import { certificateRoutes } from './routes/certificate-routes.tsx';
import { lazySiteChrome } from './site/lazy-site-chrome.ts';

const auth = () => import('./pages/auth-pages.tsx');
const LoginPage = lazyPage(auth, 'LoginPage');
const RegisterPage = lazyPage(auth, 'RegisterPage');
const ForgotPasswordPage = lazyPage(auth, 'ForgotPasswordPage');
const ForgotThankYouPage = lazyPage(auth, 'ForgotThankYouPage');
const ResetPasswordPage = lazyPage(auth, 'ResetPasswordPage');
const LogoutPage = lazyPage(auth, 'LogoutPage');
const EmailVerificationPage = lazyPage(auth, 'EmailVerificationPage');
const HomePage = lazyPage(() => import('./pages/home-page.tsx'), 'HomePage');
// Each student page is its own chunk, straight from its feature (decision 006).
const TodayPage = lazyPage(() => import('../../features/today/today-screen.tsx'), 'TodayScreen');
// Today's cards and the class page's question (decisions 077, 085-087, 089-091): each its own chunk and query.
const dailyPracticeCard = lazyCard(() => import('../../features/practice/daily-practice-card.tsx'), 'DailyPracticeCard');
const challengeTodayCard = lazyCard(() => import('../../features/challenges/challenge-today-card.tsx'), 'ChallengeTodayCard');
const achievementsCard = lazyCard(() => import('../../features/achievements/achievements-card.tsx'), 'AchievementsCard');
const recapBanner = lazyCard(() => import('../../features/achievements/recap-banner.tsx'), 'RecapBanner');
const feedbackReadyCard = lazyCard(() => import('../../features/classes/feedback-ready-card.tsx'), 'FeedbackReadyCard');
const weeklyGoalCard = lazyCard(() => import('../../features/goals/weekly-goal-card.tsx'), 'WeeklyGoalCard');
const reviewPromptCard = lazyCard(() => import('../../features/reviews/review-prompt-card.tsx'), 'ReviewPromptCard');
const sprintProgressCard = lazyCard(() => import('../../features/sprint/sprint-progress-card.tsx'), 'SprintProgressCard');
const ChallengesPage = lazyPage(() => import('../../features/challenges/challenges-screen.tsx'), 'ChallengesScreen');
const ChallengePage = lazyPage(() => import('../../features/challenges/challenge-screen.tsx'), 'ChallengeScreen');
const AchievementsPage = lazyPage(() => import('../../features/achievements/achievements-screen.tsx'), 'AchievementsScreen');
const RecapPage = lazyPage(() => import('../../features/achievements/recap-screen.tsx'), 'RecapScreen');
const NotificationsPage = lazyPage(() => import('../../features/today/notifications-screen.tsx'), 'NotificationsScreen');
const BookingPage = lazyPage(() => import('../../features/booking/booking-screen.tsx'), 'BookingScreen');
const BookingPreviewPage = lazyPage(() => import('../../features/booking/booking-preview-screen.tsx'), 'BookingPreviewScreen');
const MyClassesPage = lazyPage(() => import('../../features/classes/my-classes-screen.tsx'), 'MyClassesScreen');
const PersonalizedFeedbackPage = lazyPage(
  () => import('../../features/classes/personalized-feedback-screen.tsx'),
  'PersonalizedFeedbackScreen',
);
const ClassDetailsPage = lazyPage(() => import('../../features/classes/class-details-screen.tsx'), 'ClassDetailsScreen');
const PreClassPage = lazyPage(() => import('../../features/classes/pre-class-checklist-screen.tsx'), 'PreClassChecklistScreen');
const CoursePageScreen = lazyPage(() => import('../../features/curriculum/course-overview-screen.tsx'), 'CourseOverviewScreen');
const LessonDetailsPage = lazyPage(() => import('../../features/curriculum/lesson-details-screen.tsx'), 'LessonDetailsScreen');
const TeacherPage = lazyPage(() => import('../../features/teacher-profile/teacher-profile-screen.tsx'), 'TeacherProfileScreen');
const ProfilePage = lazyPage(() => import('../../features/settings/profile/profile-screen.tsx'), 'ProfileScreen');
// Outside the settings tabs: reached from the support page's "Close account" entry.
const CloseAccountPage = lazyPage(() => import('../../features/settings/close-account/close-account-screen.tsx'), 'CloseAccountScreen');

const privatePage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="private">{element}</Access> });
const errors = () => import('../../shared/errors/error-routes.tsx');
const NotFoundPage = lazyPage(errors, 'NotFoundPage');
const InternalErrorPage = lazyPage(errors, 'InternalErrorPage');

/** Routes of the learn area (basename ''), locale first (000 §2, 001 §2). */
export const learnRoutes: RouteObject[] = [
  // Online the server redirects a path without a locale to the visitor's language (issue 21); this
  // answers only in the installed app's offline shell.
  { path: '/', element: <Navigate replace to="/en" /> },
  {
    path: '/:locale',
    element: (
      <RouteErrorBoundary>
        <LocaleGate />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <LearnLayout siteChrome={lazySiteChrome} />,
        children: [
          { index: true, element: <HomePage /> },
          // The public site (issue 15): one routes file per part.
          ...landingRoutes,
          ...infoRoutes,
          ...legalRoutes,
          ...pricingRoutes,
          ...placementRoutes,
          ...funnelRoutes,
          ...socialRoutes,
          { path: 'become-a-teacher', element: <ToTeacherArea /> },
          {
            path: 'login',
            element: (
              <Access level="public">
                <LoginPage />
              </Access>
            ),
          },
          {
            path: 'register',
            element: (
              <Access level="public">
                <RegisterPage />
              </Access>
            ),
          },
          {
            path: 'forgot-password',
            element: (
              <Access level="public">
                <ForgotPasswordPage />
              </Access>
            ),
          },
          {
            path: 'forgot-password/thank-you',
            element: (
              <Access level="public">
                <ForgotThankYouPage />
              </Access>
            ),
          },
          {
            path: 'resetting/reset/:token',
            element: (
              <Access level="public">
                <ResetPasswordPage />
              </Access>
            ),
          },
          { path: 'logout', element: <LogoutPage /> },
          privatePage(
            'account/home',
            <TodayPage
              dailyPractice={dailyPracticeCard}
              challenges={challengeTodayCard}
              achievements={achievementsCard}
              recap={recapBanner}
              classFeedback={feedbackReadyCard}
              weeklyGoal={weeklyGoalCard}
              reviewPrompt={reviewPromptCard}
              sprint={sprintProgressCard}
            />,
          ),
          privatePage('account/challenges', <ChallengesPage />),
          privatePage('account/challenges/:challengeName', <ChallengePage />),
          privatePage('account/achievements', <AchievementsPage />),
          privatePage('account/recap/:year', <RecapPage />),
          privatePage('account/notifications', <NotificationsPage />),
          privatePage('account/booking', <BookingPage />),
          privatePage('account/booking/preview', <BookingPreviewPage />),
          { path: 'account/classes', element: <Navigate replace to="upcoming" /> },
          privatePage('account/classes/:view', <MyClassesPage />),
          privatePage('account/feedback', <PersonalizedFeedbackPage />),
          privatePage('account/class/details/:classId', <ClassDetailsPage afterBooking={reviewPromptCard} />),
          privatePage('account/class/:classId', <PreClassPage />),
          privatePage('account/course-overview', <CoursePageScreen />),
          privatePage('account/course-overview/:moduleName', <CoursePageScreen />),
          privatePage('account/lesson/details/:lessonId', <LessonDetailsPage />),
          privatePage('account/teacher/:uid', <TeacherPage />),
          privatePage('account/profile', <ProfilePage />),
          privatePage('account/settings/close-account', <CloseAccountPage />),
          ...settingsRoutes,
          ...storeRoutes,
          ...certificateRoutes,
          ...onboardingRoutes,
          ...practiceRoutes,
          ...postCheckoutRoutes,
          { path: 'account/email-verification', element: <EmailVerificationPage /> },
          { path: 'internal-error', element: <InternalErrorPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
