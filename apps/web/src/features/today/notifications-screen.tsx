import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { NotificationItems } from './notifications-list.tsx';
import { MARK_ALL_NOTIFICATIONS_READ, NOTIFICATION_TYPENAMES, NOTIFICATIONS } from './today-documents.ts';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** account/notifications: every notification (the latest 100), new ones marked, with "Mark all as read". */
export function NotificationsScreen() {
  const { t } = useTranslation('student');
  const { locale } = useViewerTime();
  const freshIds = useRef(new Set<string>()).current;
  const [{ data, fetching, error }] = useQuery({ query: NOTIFICATIONS, variables: { limit: 100 }, context: NOTIFICATION_TYPENAMES });
  const [marking, markAll] = useMutation(MARK_ALL_NOTIFICATIONS_READ);
  const [allRead, setAllRead] = useState(false);
  if (fetching && !data) return <PageSpinner />;
  const items = data?.notifications ?? [];
  const unread = data?.unreadNotificationCount ?? 0;
  const hasNew = !allRead && (unread > 0 || freshIds.size > 0);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <Link to={buildPath(studentPaths.today, { locale })} className={`${linkClass} self-start`}>
          {t('notifications.backToToday')}
        </Link>
        <PageTitle>{t('notifications.pageTitle')}</PageTitle>
        <p className="text-slate-700">{t('notifications.intro')}</p>
      </div>
      {error && !data ? <Alert>{t('notifications.loadFailed')}</Alert> : null}
      {data && items.length === 0 ? <p className="text-slate-700">{t('notifications.none')}</p> : null}
      {items.length > 0 ? (
        <>
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
        </>
      ) : null}
    </div>
  );
}
