import { DiagnosticsScreen } from '../../../features/classroom/diagnostics/diagnostics-screen.tsx';
import { useRecordCameraTest } from '../../../features/today/checklist/use-record-camera-test.ts';

/** The device check; a passed camera test ticks a student's onboarding checklist (issue 16). */
export function DiagnosticsPage() {
  const recordCameraTest = useRecordCameraTest();
  return <DiagnosticsScreen onCameraResult={recordCameraTest} />;
}
