import { DECLINE_CODES } from '@parla/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';
import { Alert } from '../../shared/ui/alert.tsx';

/**
 * The processor's answers about the card or account itself (001 §8, the catalogue's declines):
 * the student corrects the method on the same form, so they are said beside it, never on a page of
 * their own. Other refusals (locked account, limits) keep their pages or the form-level line.
 */
const INLINE_CODES = new Set<string>([
  ...DECLINE_CODES,
  // Refusals of the same method that are not processor declines: still corrected on the same form.
  'payment_failed',
  'card_declined_too_many_times',
  'LG_1001',
]);

export function isDecline(code: string | null | undefined): boolean {
  return !!code && INLINE_CODES.has(code);
}

export interface Decline {
  message: string | null;
  ref: React.RefObject<HTMLDivElement | null>;
  /** Says the decline of `failure` (a coded error or a failed transaction) and moves focus to it. */
  show: (failure: unknown) => void;
  /** Like `show`, only for a decline; false (nothing shown) for any other failure. */
  showIfDecline: (failure: unknown) => boolean;
  clear: () => void;
}

/** A decline said once, focused after the render that shows it (keyboard and screen-reader users hear it at once). */
export function useDecline(initial: unknown = null): Decline {
  const errorText = useErrorText();
  const [message, setMessage] = useState<string | null>(() => (initial ? errorText(initial) : null));
  const [focusRequest, setFocusRequest] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);
  const show = (failure: unknown) => {
    setMessage(errorText(failure));
    setFocusRequest((n) => n + 1);
  };
  return {
    message,
    ref,
    show,
    showIfDecline: (failure) => {
      if (!isDecline(errorCodeOf(failure))) return false;
      show(failure);
      return true;
    },
    clear: () => setMessage(null),
  };
}

export function DeclineNotice({ decline }: { decline: Decline }) {
  if (!decline.message) return null;
  return (
    <div
      ref={decline.ref}
      tabIndex={-1}
      data-testid="payment-decline"
      className="rounded-lg focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <Alert>{decline.message}</Alert>
    </div>
  );
}
