import { TeacherHomeScreen } from '../../../features/teacher-booking/teacher-home-screen.tsx';

/** The teacher home (000 §2 home): composed from the teacher-booking feature. */
export function HomePage() {
  return <TeacherHomeScreen />;
}
