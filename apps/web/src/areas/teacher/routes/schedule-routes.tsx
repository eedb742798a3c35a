import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

const TeacherSchedulePage = lazyPage(() => import('../../../features/availability/schedule-screen.tsx'), 'TeacherScheduleScreen');

const page = (
  <Access level="private">
    <TeacherSchedulePage />
  </Access>
);

/** Teacher routes: my-schedule, my-schedule/{startDate} and availability (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherScheduleRoutes: RouteObject[] = [
  { path: 'my-schedule', element: page },
  { path: 'my-schedule/:startDate', element: page },
];
