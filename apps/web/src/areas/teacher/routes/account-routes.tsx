import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

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
// The notifications page also lists the teacher's devices for web push (issue 20).
const PROFILE_PAGE_EXTRAS = { notifications: <PushDevicesCard /> };

const privatePage = (element: ReactNode) => <Access level="private">{element}</Access>;

/** Teacher routes: profile/{page}, terms/{agreementId}, view/terms/{agreementId}, learning-material, become-a-teacher (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherAccountRoutes: RouteObject[] = [
  { path: 'profile', element: privatePage(<ProfileScreen pageExtras={PROFILE_PAGE_EXTRAS} />) },
  { path: 'profile/:page', element: privatePage(<ProfileScreen pageExtras={PROFILE_PAGE_EXTRAS} />) },
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
