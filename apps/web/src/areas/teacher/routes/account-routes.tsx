import type { ReactNode } from 'react';
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

const privatePage = (element: ReactNode) => <Access level="private">{element}</Access>;

/** Teacher routes: profile/{page}, terms/{agreementId}, view/terms/{agreementId}, learning-material, become-a-teacher (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherAccountRoutes: RouteObject[] = [
  { path: 'profile', element: privatePage(<ProfileScreen />) },
  { path: 'profile/:page', element: privatePage(<ProfileScreen />) },
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
