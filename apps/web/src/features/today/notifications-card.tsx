import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyPage } from '../../shared/app/lazy-page.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { NOTIFICATION_TYPENAMES, NOTIFICATIONS } from './today-documents.ts';

/** The list and its message catalogue load beside the notifications query, not before Today's first paint (decision 110). */
const NotificationItems = lazyPage(() => import('./notifications-list.tsx'), 'NotificationItems');

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** Today's notifications card (001 §7 Today page: notifications): the latest five and a way to all of them. */
export function NotificationsCard() {
  const { t } = useTranslation('student');
  const { locale } = useViewerTime();
  const freshIds = useRef(new Set<string>()).current;
  const query = useDataQuery(
    { query: NOTIFICATIONS, variables: { limit: 5 }, context: NOTIFICATION_TYPENAMES },
    (data) => data.notifications.length === 0,
  );
  useEffect(() => {
    void NotificationItems.preload();
  }, []);
  const skeleton = <Skeleton lines={3} barClassName="h-14" className="gap-3" />;
  const unread = 'data' in query.state ? query.state.data.unreadNotificationCount : 0;
  return (
    <section aria-labelledby="notifications-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="notifications-heading" className="text-xl font-semibold text-slate-900">
          {t('notifications.heading')}
          {unread > 0 ? (
            <span className="ml-2 text-base font-medium text-sky-900">({t('notifications.unreadCount', { count: unread })})</span>
          ) : null}
        </h2>
        <Link to={buildPath(studentPaths.notifications, { locale })} className={linkClass}>
          {t('notifications.viewAll')}
        </Link>
      </div>
      <QueryState query={query} skeleton={skeleton} empty={<p className="text-slate-700">{t('notifications.none')}</p>}>
        {(data) => (
          <Suspense fallback={skeleton}>
            <NotificationItems items={data.notifications} freshIds={freshIds} />
          </Suspense>
        )}
      </QueryState>
    </section>
  );
}
