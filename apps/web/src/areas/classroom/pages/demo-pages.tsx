import { DemoClassScreen, DemoCompletedScreen, DemoScreen } from '../../../features/classroom/demo/demo-screens.tsx';

export function DemoPage() {
  return <DemoScreen />;
}

export function DemoClassPage() {
  return <DemoClassScreen />;
}

export function DemoCompletedPage() {
  return <DemoCompletedScreen />;
}
