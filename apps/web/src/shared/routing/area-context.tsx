import { createContext, type ReactNode, useContext } from 'react';
import type { Role } from '@parla/contracts';
import type { AreaName } from '../config/runtime-config.ts';

/** A path pattern (filled with buildPath) in one area. */
export interface AreaTarget {
  area: AreaName;
  path: string;
}

/** What shared pieces (guards, error pages, logout) need to know about the area they run in. */
export interface AreaConfig {
  area: AreaName;
  /** A session counts as signed in here only with this role (a student is no teacher). */
  role?: Role;
  /** Where a signed-in user lands, e.g. '/:locale/account/home'. */
  home: AreaTarget;
  /** The "Back to homepage" target of error pages. */
  homepage: AreaTarget;
  login: AreaTarget;
  logout: AreaTarget;
  /** The area's internal-error page (a path pattern in this area), where unexpected failures lead. */
  internalError?: string;
}

const AreaContext = createContext<AreaConfig | null>(null);

export function AreaProvider({ config, children }: { config: AreaConfig; children: ReactNode }) {
  return <AreaContext.Provider value={config}>{children}</AreaContext.Provider>;
}

export function useArea(): AreaConfig {
  const value = useContext(AreaContext);
  if (!value) throw new Error('useArea needs an <AreaProvider>');
  return value;
}
