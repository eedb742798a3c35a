import type { ReactNode } from 'react';
import { useFeatureFlag } from './use-feature-flags.ts';

export interface FlagGateProps {
  flag: string;
  /** What counts until the server answered and no earlier decision is kept in FEATURES: the flag's default. */
  whenUndecided: boolean;
  children: ReactNode;
  /** Shown when the flag is off. */
  otherwise?: ReactNode;
}

/** The flag's value as a page uses it: the server's decision, else the default the page names. */
export function flagIsOn(decided: boolean | undefined, whenUndecided: boolean): boolean {
  return decided ?? whenUndecided;
}

/**
 * Shows `children` when the flag is on for this user or visitor and `otherwise` when it is off
 * (decisions 096, 105). Pages load it through LazyFlagGate, so the flag request and its code stay
 * out of their first load.
 */
export default function FlagGate({ flag, whenUndecided, children, otherwise = null }: FlagGateProps) {
  return <>{flagIsOn(useFeatureFlag(flag), whenUndecided) ? children : otherwise}</>;
}
