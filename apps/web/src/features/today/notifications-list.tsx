import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { notificationKeys, notificationValues } from './notification-text.ts';
import { NOTIFICATIONS } from './today-documents.ts';

/** The student's notifications (001 §3 Student notification), newest first as the server sends them. */
export function NotificationsList() {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const [{ data }] = useQuery({ query: NOTIFICATIONS, variables: { limit: 10 } });
  const items = data?.notifications ?? [];
  return (
    <section aria-labelledby="notifications-heading" className="flex flex-col gap-3">
      <h2 id="notifications-heading" className="text-xl font-semibold text-slate-900">
        {t('today.notifications')}
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-700">{data ? t('today.noNotifications') : t('common:status.loading')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {items.map((n) => (
            <li key={n.id} className="flex flex-col gap-0.5 px-4 py-3">
              <span className={n.readAt ? 'text-slate-700' : 'font-semibold text-slate-900'}>
                {!n.readAt ? <span className="sr-only">{t('today.unread')} </span> : null}
                {t(notificationKeys(n), { ...notificationValues(n.contentValues), defaultValue: t('today.notificationTexts.generic') })}
              </span>
              <time dateTime={n.createdAt} className="text-sm text-slate-600">
                {viewer.dateTime(n.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
