import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { teacherNotificationContent } from './teacher-notification-content.ts';
import {
  TEACHER_MARK_ALL_NOTIFICATIONS_READ,
  TEACHER_MARK_NOTIFICATIONS_READ,
  TEACHER_NOTIFICATION_TYPENAMES,
  TEACHER_NOTIFICATIONS,
  TEACHER_UNREAD_NOTIFICATION_COUNT,
  type TeacherNotification,
} from './teacher-notification-documents.ts';

/**
 * The teacher's notification bell (issue 20): in the teacher header on every page, the number of
 * new notifications and a panel with the latest ten (class starting in 15 minutes, a log due
 * soon). Opening the panel counts as seeing what it shows: those are marked read, and keep their
 * "New" badge while the panel stays open. A disclosure, not a menu: Escape and a click outside
 * close it and focus returns to the bell.
 */
export function TeacherNotificationBell() {
  const { t } = useTranslation('teacher');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useDataQuery({ query: TEACHER_UNREAD_NOTIFICATION_COUNT, context: TEACHER_NOTIFICATION_TYPENAMES });
  const count = 'data' in unread.state ? unread.state.data.unreadNotificationCount : 0;
  const { retry: refresh } = unread;

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

  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
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
        data-testid="teacher-notification-bell"
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
        <section
          id={panelId}
          aria-label={t('notifications.panel')}
          className="fixed inset-x-4 top-16 z-40 flex max-h-[calc(100vh-5rem)] flex-col gap-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3 shadow-lg smw:absolute smw:inset-x-auto smw:top-full smw:right-0 smw:mt-2 smw:w-96"
        >
          <TeacherNotificationPanel />
        </section>
      ) : null}
    </div>
  );
}

function TeacherNotificationPanel() {
  const { t } = useTranslation('teacher');
  const query = useDataQuery(
    { query: TEACHER_NOTIFICATIONS, variables: { limit: 10 }, context: TEACHER_NOTIFICATION_TYPENAMES },
    (data) => data.notifications.length === 0,
  );
  const [markAll, markAllRead] = useMutation(TEACHER_MARK_ALL_NOTIFICATIONS_READ);
  const hasUnread = 'data' in query.state && query.state.data.unreadNotificationCount > 0;
  return (
    <>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={3} barClassName="h-12" className="gap-2" />}
        empty={<p className="px-1 text-slate-700">{t('notifications.none')}</p>}
      >
        {(data) => <TeacherNotificationItems items={data.notifications} />}
      </QueryState>
      {hasUnread ? (
        <Button
          variant="secondary"
          className="self-start"
          busy={markAll.fetching}
          onClick={() => void markAllRead({}, TEACHER_NOTIFICATION_TYPENAMES)}
        >
          {t('notifications.markAllRead')}
        </Button>
      ) : null}
    </>
  );
}

/** Newest first, each sentence a link to its class; the unread ones shown are marked read once. */
function TeacherNotificationItems({ items }: { items: readonly TeacherNotification[] }) {
  const { t } = useTranslation('teacher');
  const viewer = useViewerTime();
  const [, markRead] = useMutation(TEACHER_MARK_NOTIFICATIONS_READ);
  // Unread when the panel opened: they keep the badge while it is open.
  const fresh = useRef(new Set(items.filter((n) => !n.readAt).map((n) => n.id))).current;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || fresh.size === 0) return;
    sent.current = true;
    void markRead({ ids: [...fresh] }, TEACHER_NOTIFICATION_TYPENAMES);
  }, [fresh, markRead]);
  const format = { locale: viewer.locale, dateTime: (iso: string) => viewer.dateTime(iso) };
  return (
    <ul
      className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      data-testid="teacher-notification-items"
    >
      {items.map((n) => {
        const content = teacherNotificationContent(n, t, format);
        const isNew = fresh.has(n.id);
        return (
          <li
            key={n.id}
            data-unread={isNew ? 'true' : undefined}
            className={`flex flex-col gap-1 px-4 py-3 ${isNew ? 'bg-sky-50/60' : ''}`}
          >
            <div className="flex items-start gap-2">
              {isNew ? <Badge tone="info">{t('notifications.new')}</Badge> : null}
              <Link
                to={content.href}
                className={`underline-offset-2 hover:underline ${isNew ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
              >
                {content.text}
              </Link>
            </div>
            <time dateTime={n.createdAt} className="text-sm text-slate-600">
              {viewer.dateTime(n.createdAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
