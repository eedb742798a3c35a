import { type RefObject, useEffect, useRef } from 'react';

/**
 * After an answer the control that was pressed disappears or is disabled, which would drop the
 * keyboard focus to the page's start. These keep the place: the result takes the focus, and a
 * live region that exists before the result does (so screen readers notice the change) says it.
 */
export function PoliteAnnouncement({ text }: { text: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}

/** Focuses `ref` whenever `key` changes to a non-null value after the first render (not on page load). */
export function useFocusWhenChanged(ref: RefObject<HTMLElement | null>, key: string | null) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (key != null) ref.current?.focus();
  }, [key, ref]);
}
