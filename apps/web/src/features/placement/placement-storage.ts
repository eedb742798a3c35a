import { PLACEMENT_ATTEMPT_STORAGE_KEY } from '@parla/contracts';

/** The visitor's attempt, kept in this browser until it is claimed (the token is its only key). */
export interface StoredAttempt {
  attemptId: string;
  token: string;
  section: string;
}

export function readStoredAttempt(): StoredAttempt | null {
  try {
    const raw = window.localStorage.getItem(PLACEMENT_ATTEMPT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredAttempt>;
    return typeof value.attemptId === 'string' && typeof value.token === 'string' && typeof value.section === 'string'
      ? { attemptId: value.attemptId, token: value.token, section: value.section }
      : null;
  } catch {
    return null; // storage blocked or a broken value: as if none
  }
}

export function storeAttempt(attempt: StoredAttempt): void {
  try {
    window.localStorage.setItem(PLACEMENT_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Private mode without storage: the test still runs in this tab; only the claim after sign-up is lost.
  }
}

export function forgetAttempt(): void {
  try {
    window.localStorage.removeItem(PLACEMENT_ATTEMPT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
