import { describe, expect, it } from 'vitest';
import { initialAttempt, nextAttempt, randomKey } from './checkout-attempt.ts';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('checkout attempts', () => {
  it('lets the first submit out and swallows a double click', () => {
    const newKey = keys();
    const start = initialAttempt(newKey);
    const first = nextAttempt(start, { type: 'submit' }, newKey);
    expect(first.send).toBe(true);
    const second = nextAttempt(first.state, { type: 'submit' }, newKey);
    expect(second.send).toBe(false);
    expect(second.state.key).toBe('key-1');
  });

  it('retries an unknown outcome with the same key (a replay, never a second charge)', () => {
    const newKey = keys();
    let state = nextAttempt(initialAttempt(newKey), { type: 'submit' }, newKey).state;
    state = nextAttempt(state, { type: 'unknownOutcome' }, newKey).state;
    const retry = nextAttempt(state, { type: 'submit' }, newKey);
    expect(retry.send).toBe(true);
    expect(retry.state.key).toBe('key-1');
  });

  it('starts a new attempt after an answer (a declined card, then another card)', () => {
    const newKey = keys();
    let state = nextAttempt(initialAttempt(newKey), { type: 'submit' }, newKey).state;
    state = nextAttempt(state, { type: 'answered' }, newKey).state;
    expect(state).toEqual({ key: 'key-2', inFlight: false });
  });

  it('makes distinct random keys', () => {
    const seen = new Set(Array.from({ length: 50 }, randomKey));
    expect(seen.size).toBe(50);
  });
});
