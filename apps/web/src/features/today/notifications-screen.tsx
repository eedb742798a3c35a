import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { NotificationItems } from './notifications-list.tsx';
import { MARK_ALL_NOTIFICATIONS_READ, NOTIFICATION_TYPENAMES, NOTIFICATIONS } from './today-documents.ts';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** account/notifications: every notification (the latest 100), new ones marked, with "Mark all as read". */
export function NotificationsScreen() {
  const { t } = useTranslation('student');
  const { locale } = useViewerTime();
  const freshIds = useRef(new Set<string>()).current;
  const query = useDataQuery(
    { query: NOTIFICATIONS, variables: { limit: 100 }, context: NOTIFICATION_TYPENAMES },
    (data) => data.notifications.length === 0,
  );
  const [marking, markAll] = useMutation(MARK_ALL_NOTIFICATIONS_READ);
  const [allRead, setAllRead] = useState(false);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <Link to={buildPath(studentPaths.today, { locale })} className={`${linkClass} self-start`}>
          {t('notifications.backToToday')}
        </Link>
        <PageTitle>{t('notifications.pageTitle')}</PageTitle>
        <p className="text-slate-700">{t('notifications.intro')}</p>
      </div>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={6} barClassName="h-14" className="gap-3" />}
        empty={<p className="text-slate-700">{t('notifications.none')}</p>}
      >
        {({ notifications: items, unreadNotificationCount: unread }) => {
          const hasNew = !allRead && (unread > 0 || freshIds.size > 0);
          return (
            <div className="flex flex-col gap-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-slate-800" aria-live="polite">
                  {hasNew ? t('notifications.unreadCount', { count: Math.max(unread, freshIds.size) }) : t('notifications.allRead')}
                </p>
                {hasNew ? (
                  <Button
                    variant="secondary"
                    disabled={marking.fetching}
                    onClick={() => {
                      setAllRead(true);
                      void markAll({}, NOTIFICATION_TYPENAMES);
                    }}
                  >
                    {t('notifications.markAllRead')}
                  </Button>
                ) : null}
              </div>
              <NotificationItems items={items} freshIds={freshIds} allRead={allRead} />
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
