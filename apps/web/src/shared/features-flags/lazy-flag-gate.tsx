import { lazy, Suspense } from 'react';
import type { FlagGateProps } from './flag-gate.tsx';

const FlagGate = lazy(() => import('./flag-gate.tsx'));

/** FlagGate, loaded on demand; while it loads the page shows what the flag's default shows. */
export function LazyFlagGate(props: FlagGateProps) {
  return (
    <Suspense fallback={props.whenUndecided ? props.children : (props.otherwise ?? null)}>
      <FlagGate {...props} />
    </Suspense>
  );
}
