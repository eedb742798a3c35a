import { PASSWORD_MIN_LENGTH, INPUT_MESSAGES } from '@parla/contracts';

export const PASSWORD_TOO_SHORT_MESSAGE = INPUT_MESSAGES.passwordTooShort;
export const PASSWORD_LEAKED_MESSAGE = INPUT_MESSAGES.passwordLeaked;
export const PASSWORD_WEAK_MESSAGE = INPUT_MESSAGES.passwordWeak;

/** zxcvbn's scale: 0 (too guessable) to 4 (very unguessable); below 2 is refused. */
export const MIN_PASSWORD_SCORE = 2;

export interface PasswordFacts {
  length: number;
  /** Found on a list of breached or most common passwords. */
  leaked: boolean;
  /** zxcvbn score 0-4. */
  score: number;
}

/**
 * The message to show for a refused password, or null when it is acceptable. A leaked
 * password is named as such (the more useful advice) before the generic strength message.
 */
export function passwordPolicyViolation(facts: PasswordFacts): string | null {
  if (facts.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (facts.leaked) return PASSWORD_LEAKED_MESSAGE;
  if (facts.score < MIN_PASSWORD_SCORE) return PASSWORD_WEAK_MESSAGE;
  return null;
}
