import type { ClientUser } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, initialAuthStateFor } from './auth-machine.ts';
import { TtlCache } from './ttl-cache.ts';

const user = { id: 'u1', firstName: 'Ada' } as ClientUser;

describe('authReducer', () => {
  it('follows unknown -> authenticated -> unknown -> unauthenticated', () => {
    let state = authReducer(initialAuthState, { type: 'userLoaded', user });
    expect(state).toEqual({ status: 'authenticated', user });
    state = authReducer(state, { type: 'userRequested' });
    expect(state.status).toBe('unknown');
    state = authReducer(state, { type: 'userFailed' });
    expect(state).toEqual({ status: 'unauthenticated', user: null });
  });
  it('logs out to unauthenticated', () => {
    expect(authReducer({ status: 'authenticated', user }, { type: 'loggedOut' }).status).toBe('unauthenticated');
  });
});

describe('TtlCache', () => {
  it('expires entries', () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, () => now);
    cache.set('a', 'x');
    now = 999;
    expect(cache.get('a')).toBe('x');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });
  it('evicts the oldest beyond its size', () => {
    const cache = new TtlCache<number>(1000, () => 0, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });
});

describe('initialAuthStateFor', () => {
  it('starts signed out without a session cookie and unknown with one', () => {
    expect(initialAuthStateFor(false)).toEqual({ status: 'unauthenticated', user: null });
    expect(initialAuthStateFor(true)).toEqual({ status: 'unknown', user: null });
  });
});

describe('userFailed when already signed out', () => {
  it('keeps the same state object (no re-render while a prerendered page hydrates)', () => {
    const signedOut = initialAuthStateFor(false);
    expect(authReducer(signedOut, { type: 'userFailed' })).toBe(signedOut);
  });
});
