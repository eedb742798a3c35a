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

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'userRequested':
      return { status: 'unknown', user: state.user };
    case 'userLoaded':
      return { status: 'authenticated', user: event.user };
    case 'userFailed':
    case 'loggedOut':
      return { status: 'unauthenticated', user: null };
  }
}
