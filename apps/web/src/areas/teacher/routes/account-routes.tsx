import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';

const ProfileScreen = lazyPage(() => import('../../../features/teacher-account/profile-screen.tsx'), 'ProfileScreen');
const TermsScreen = lazyPage(() => import('../../../features/teacher-account/terms-screen.tsx'), 'TermsScreen');
const ViewTermsScreen = lazyPage(() => import('../../../features/teacher-account/view-terms-screen.tsx'), 'ViewTermsScreen');
const LearningMaterialsScreen = lazyPage(
  () => import('../../../features/teacher-account/learning-materials-screen.tsx'),
  'LearningMaterialsScreen',
);
const BecomeTeacherScreen = lazyPage(() => import('../../../features/recruitment/become-teacher-screen.tsx'), 'BecomeTeacherScreen');

const PushDevicesCard = lazy(async () => ({
  default: (await import('../../../features/push-devices/push-devices-card.tsx')).PushDevicesCard,
}));
const PhoneRemindersPanel = lazy(async () => ({
  default: (await import('../../../features/messaging/phone-reminders-panel.tsx')).PhoneRemindersPanel,
}));

const privatePage = (element: ReactNode) => <Access level="private">{element}</Access>;

/**
 * The notifications page also holds web push on this device and reminders by SMS and WhatsApp
 * (issue 20); the phone number is kept on the account page.
 */
function TeacherProfile() {
  const locale = useLocale();
  const reminders = (
    <Suspense fallback={null}>
      <div className="flex flex-col gap-10">
        <PushDevicesCard />
        <PhoneRemindersPanel numberPageTo={buildPath('/:locale/profile/:page?', { locale, page: 'account' })} />
      </div>
    </Suspense>
  );
  return <ProfileScreen extras={{ notifications: reminders }} />;
}

/** Teacher routes: profile/{page}, terms/{agreementId}, view/terms/{agreementId}, learning-material, become-a-teacher (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherAccountRoutes: RouteObject[] = [
  { path: 'profile', element: privatePage(<TeacherProfile />) },
  { path: 'profile/:page', element: privatePage(<TeacherProfile />) },
  { path: 'terms/:agreementId', element: privatePage(<TermsScreen />) },
  { path: 'view/terms/:agreementId', element: privatePage(<ViewTermsScreen />) },
  { path: 'learning-material', element: privatePage(<LearningMaterialsScreen />) },
  {
    path: 'become-a-teacher',
    element: (
      <Access level="all">
        <BecomeTeacherScreen />
      </Access>
    ),
  },
];
