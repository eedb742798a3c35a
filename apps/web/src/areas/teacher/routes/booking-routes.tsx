import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

const BookingPage = lazyPage(() => import('../../../features/teacher-booking/booking-screen.tsx'), 'TeacherBookingScreen');

/** The class page composes the teacher-booking class screen with the class-logs feature's panel. */
const ClassPage = lazy(async () => {
  const [{ TeacherClassScreen }, { ClassLogPanel }] = await Promise.all([
    import('../../../features/teacher-booking/class-screen.tsx'),
    import('../../../features/class-logs/class-log-panel.tsx'),
  ]);
  return { default: () => <TeacherClassScreen logPanel={(classUid) => <ClassLogPanel classUid={classUid} />} /> };
});

const booking = (
  <Access level="private">
    <BookingPage />
  </Access>
);

/** Teacher routes: booking, booking/{startDate}, classes/{classId} (000 §2, tab bookClasses). Children of the teacher layout; paths are relative to /:locale. */
export const teacherBookingRoutes: RouteObject[] = [
  { path: 'booking', element: booking },
  { path: 'booking/:startDate', element: booking },
  {
    path: 'classes/:classId',
    element: (
      <Access level="private">
        <ClassPage />
      </Access>
    ),
  },
];
