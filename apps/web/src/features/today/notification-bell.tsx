import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { NotificationItems } from './notifications-list.tsx';
import { NOTIFICATION_TYPENAMES, NOTIFICATIONS, UNREAD_NOTIFICATION_COUNT } from './today-documents.ts';

/**
 * The student's notification bell (issue 18), in the header on every page at every width: the
 * number of new notifications, and a panel with the latest five that marks them read as they are
 * seen (the list's own rule) and leads to all of them. A disclosure, not a menu: its items are
 * sentences with links. Escape and a click outside close it; focus returns to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation('learn');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useDataQuery({ query: UNREAD_NOTIFICATION_COUNT, context: NOTIFICATION_TYPENAMES });
  const count = 'data' in unread.state ? unread.state.data.unreadNotificationCount : 0;
  const { retry: refresh } = unread;

  // A new page: the panel closes and the number is asked again (an event may have happened meanwhile).
  const shownPath = useRef(pathname);
  useEffect(() => {
    setOpen(false);
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    refresh();
  }, [pathname, refresh]);

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

  const label = count > 0 ? t('nav.bellUnread', { count }) : t('nav.bell');
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
        data-testid="notification-bell"
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
          aria-label={t('nav.bellPanel')}
          className="fixed inset-x-4 top-16 z-40 flex max-h-[calc(100vh-5rem)] flex-col gap-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3 shadow-lg smw:absolute smw:inset-x-auto smw:top-full smw:right-0 smw:mt-2 smw:w-96"
        >
          <Suspense fallback={<Skeleton lines={3} barClassName="h-12" className="gap-2" />}>
            <BellPanel />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}

/** The latest five, in the Today card's words (the `student` namespace loads with the panel). */
function BellPanel() {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const freshIds = useRef(new Set<string>()).current;
  const query = useDataQuery(
    { query: NOTIFICATIONS, variables: { limit: 5 }, context: NOTIFICATION_TYPENAMES },
    (data) => data.notifications.length === 0,
  );
  return (
    <>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={3} barClassName="h-12" className="gap-2" />}
        empty={<p className="px-1 text-slate-700">{t('notifications.none')}</p>}
      >
        {(data) => <NotificationItems items={data.notifications} freshIds={freshIds} />}
      </QueryState>
      <Link
        to={buildPath(studentPaths.notifications, { locale })}
        className="self-start px-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {t('notifications.viewAll')}
      </Link>
    </>
  );
}
