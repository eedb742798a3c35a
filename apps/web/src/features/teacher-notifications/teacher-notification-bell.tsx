import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { BellDisclosure } from '../../shared/notifications/bell-disclosure.tsx';
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
  const unread = useDataQuery({ query: TEACHER_UNREAD_NOTIFICATION_COUNT, context: TEACHER_NOTIFICATION_TYPENAMES });
  const count = 'data' in unread.state ? unread.state.data.unreadNotificationCount : 0;
  return (
    <BellDisclosure
      count={count}
      label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      panelLabel={t('notifications.panel')}
      testId="teacher-notification-bell"
      onNavigate={unread.retry}
    >
      <TeacherNotificationPanel />
    </BellDisclosure>
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
