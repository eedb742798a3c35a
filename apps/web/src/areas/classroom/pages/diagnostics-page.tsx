import { DiagnosticsScreen } from '../../../features/classroom/diagnostics/diagnostics-screen.tsx';

export function DiagnosticsPage() {
  return <DiagnosticsScreen />;
}
