/**
 * One idempotency key per checkout attempt (decision 021). The server answers a replayed key
 * with its first answer, so:
 * - a second click while a request is in flight sends nothing;
 * - a request whose outcome is unknown (network failure, timeout) is retried with the SAME key:
 *   if the first one did charge, the retry returns that charge instead of charging again;
 * - an answer the student must react to (declined card, bad coupon) ends the attempt: the next
 *   submit is a new attempt with a new key, or it would only replay the decline.
 */
export interface AttemptState {
  key: string;
  inFlight: boolean;
}

export type AttemptEvent = { type: 'submit' } | { type: 'answered' } | { type: 'unknownOutcome' };

export function initialAttempt(newKey: () => string): AttemptState {
  return { key: newKey(), inFlight: false };
}

/** The state after `event`; `send` says whether a submit may go out now. */
export function nextAttempt(state: AttemptState, event: AttemptEvent, newKey: () => string): { state: AttemptState; send: boolean } {
  switch (event.type) {
    case 'submit':
      if (state.inFlight) return { state, send: false };
      return { state: { ...state, inFlight: true }, send: true };
    case 'answered':
      return { state: { key: newKey(), inFlight: false }, send: false };
    case 'unknownOutcome':
      return { state: { key: state.key, inFlight: false }, send: false };
  }
}

/** A random key; crypto.randomUUID where the browser has it (secure contexts), else getRandomValues. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
