import { ClassScreen } from '../../../features/classroom/class-screen.tsx';
import { LeaveScreen } from '../../../features/classroom/leave-screen.tsx';

export function ClassPage() {
  return <ClassScreen />;
}

export function LeavePage() {
  return <LeaveScreen />;
}
