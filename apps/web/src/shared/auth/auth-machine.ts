import type { ClientUser } from '@parla/contracts';

/** 000 §4: unknown, then authenticated or unauthenticated; back to unknown while the user is re-read. */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: ClientUser | null;
}

export type AuthEvent =
  | { type: 'userRequested' }
  | { type: 'userLoaded'; user: ClientUser }
  | { type: 'userFailed' }
  | { type: 'loggedOut' };

export const initialAuthState: AuthState = { status: 'unknown', user: null };

/**
 * Without the readable session-expiry cookie there is no session to ask about: the visitor is
 * signed out from the first render (no spinner), which is also what a page prerendered at build
 * time shows, so hydration matches (decision 054).
 */
export function initialAuthStateFor(hasSessionCookie: boolean): AuthState {
  return hasSessionCookie ? initialAuthState : { status: 'unauthenticated', user: null };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'userRequested':
      return { status: 'unknown', user: state.user };
    case 'userLoaded':
      return { status: 'authenticated', user: event.user };
    case 'userFailed':
    case 'loggedOut':
      // The same state object when nothing changes: no re-render, so a prerendered page that is
      // still hydrating is not thrown away and rendered again (decision 054).
      return state.status === 'unauthenticated' && state.user === null ? state : { status: 'unauthenticated', user: null };
  }
}
