import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { BellDisclosure } from '../../shared/notifications/bell-disclosure.tsx';
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
  const unread = useDataQuery({ query: UNREAD_NOTIFICATION_COUNT, context: NOTIFICATION_TYPENAMES });
  const count = 'data' in unread.state ? unread.state.data.unreadNotificationCount : 0;
  return (
    <BellDisclosure
      count={count}
      label={count > 0 ? t('nav.bellUnread', { count }) : t('nav.bell')}
      panelLabel={t('nav.bellPanel')}
      testId="notification-bell"
      onNavigate={unread.retry}
    >
      <BellPanel />
    </BellDisclosure>
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
