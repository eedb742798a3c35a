import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '../ui/skeleton.tsx';

interface BellDisclosureProps {
  /** Unread notifications: the badge (99+ above 99). */
  count: number;
  /** The bell's accessible name, with the count when there is one. */
  label: string;
  panelLabel: string;
  testId: string;
  /** A new page: the count is asked again (an event may have happened meanwhile). */
  onNavigate: () => void;
  /** The panel's content, rendered (and so loaded) only while it is open. */
  children: ReactNode;
}

/**
 * A notification bell in an area's header (the student's, issue 18; the teacher's, issue 20): the
 * number of new notifications and a panel the area's feed fills. A disclosure, not a menu: its
 * items are sentences with links. Escape and a click outside close it and focus returns to the
 * bell; a new page closes it.
 */
export function BellDisclosure({ count, label, panelLabel, testId, onNavigate, children }: BellDisclosureProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const shownPath = useRef(pathname);
  useEffect(() => {
    setOpen(false);
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    onNavigate();
  }, [pathname, onNavigate]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        data-testid={testId}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        // Below 770 px the bell is not at the screen's edge (the Menu button is): the panel spans the screen.
        <section
          id={panelId}
          aria-label={panelLabel}
          className="fixed inset-x-4 top-16 z-40 flex max-h-[calc(100vh-5rem)] flex-col gap-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3 shadow-lg smw:absolute smw:inset-x-auto smw:top-full smw:right-0 smw:mt-2 smw:w-96"
        >
          <Suspense fallback={<Skeleton lines={3} barClassName="h-12" className="gap-2" />}>{children}</Suspense>
        </section>
      ) : null}
    </div>
  );
}
