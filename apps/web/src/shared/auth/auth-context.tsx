import { ACCESS_EXPIRY_COOKIE, type ClientUser } from '@parla/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from 'react';
import type { AreaName } from '../config/runtime-config.ts';
import { clearLogoutFeatures } from '../features-flags/feature-flags.ts';
import { readSessionCookie } from '../http/cookies.ts';
import { useArea } from '../routing/area-context.tsx';
import { HttpError } from '../http/http-error.ts';
import { getMe, type LoginForm, postLogin, postLogout } from './auth-api.ts';
import { type AuthStatus, authReducer, initialAuthStateFor } from './auth-machine.ts';
import { TtlCache } from './ttl-cache.ts';

/** Users by id for five minutes: enough to spare repeat reads within one visit. */
export const userCache = new TtlCache<ClientUser>(5 * 60_000);

export interface AuthContextValue {
  status: AuthStatus;
  user: ClientUser | null;
  /** Re-reads the current user (state goes back to unknown meanwhile). */
  refresh: () => Promise<ClientUser | null>;
  login: (area: AreaName, form: LoginForm) => Promise<ClientUser>;
  logout: () => Promise<void>;
  /** Registration and e-mail verification hand back the user directly. */
  setUser: (user: ClientUser) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, () => initialAuthStateFor(Boolean(readSessionCookie(ACCESS_EXPIRY_COOKIE))));
  const { role } = useArea();

  const setUser = useCallback(
    (user: ClientUser) => {
      userCache.set(user.id, user);
      // The pages that open offline keep their data for this person only (decision 108).
      if (!role || user.roles.includes(role)) void import('../offline/offline-store.ts').then((store) => store.rememberUser(user));
      // Another area's session (a student in the teacher app) is no session here.
      dispatch(role && !user.roles.includes(role) ? { type: 'userFailed' } : { type: 'userLoaded', user });
    },
    [role],
  );

  const refresh = useCallback(async () => {
    // No expiry cookie, no session: spare anonymous visitors a request that can only fail
    // (and the spinner that waiting for it would show).
    if (!readSessionCookie(ACCESS_EXPIRY_COOKIE)) {
      dispatch({ type: 'userFailed' });
      return null;
    }
    dispatch({ type: 'userRequested' });
    try {
      const user = navigator.onLine === false ? await offlineUser() : await getMe();
      setUser(user);
      return user;
    } catch (error) {
      // No line (not a refusal): the person the device last knew, so kept pages open offline.
      const known = error instanceof HttpError ? null : await offlineUser().catch(() => null);
      if (known) {
        setUser(known);
        return known;
      }
      dispatch({ type: 'userFailed' });
      return null;
    }
  }, [setUser]);

  const login = useCallback(
    async (area: AreaName, form: LoginForm) => {
      const { user } = await postLogin(area, form);
      setUser(user);
      return user;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    // This browser stops receiving the person's pushes, and forgets their kept pages (decision 108).
    if ('serviceWorker' in navigator) await import('../pwa/sign-out-device.ts').then((device) => device.signOutDevice()).catch(() => {});
    try {
      await postLogout();
    } catch {
      // The server side never fails by contract; locally we sign out regardless.
    }
    await import('../offline/offline-store.ts').then((store) => store.clearOfflineData()).catch(() => {});
    clearLogoutFeatures();
    userCache.clear();
    dispatch({ type: 'loggedOut' });
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({ status: state.status, user: state.user, refresh, login, logout, setUser }),
    [state, refresh, login, logout, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The person this device last had signed in, kept for offline use; throws when there is none. */
async function offlineUser(): Promise<ClientUser> {
  const store = await import('../offline/offline-store.ts');
  const user = await store.lastUser<ClientUser>();
  if (!user) throw new Error('offline, and no one signed in on this device before');
  return user;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider>');
  return value;
}
