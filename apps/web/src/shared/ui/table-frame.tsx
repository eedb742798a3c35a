import type { ReactNode } from 'react';

/**
 * The box every wide table sits in: on a narrow screen the table scrolls sideways inside it and
 * the page never does. `relative` matters: screen-reader-only text in the cells (`sr-only` is
 * absolutely positioned) would otherwise be placed against the page, beyond the box, and widen
 * the document (the admin students table did: 553 px of page on a 390 px phone).
 * The frame is focusable and named, so keyboard users can scroll it (axe: scrollable-region-focusable).
 */
export function TableFrame({
  label,
  labelledBy,
  className = '',
  children,
}: { className?: string; children: ReactNode } & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label={label} aria-labelledby={labelledBy} tabIndex={0} className={`relative max-w-full overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
