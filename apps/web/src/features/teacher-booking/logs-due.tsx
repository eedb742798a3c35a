import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import type { LogDue } from './teacher-booking-documents.ts';
import { TEACHER_CLASS_PATH } from './teacher-booking-paths.ts';
import { timeLeft } from './time-left.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/** The logs the teacher can write now: open (due within 24 hours of the class's end) or already overdue. */
export const writableLogs = (items: readonly LogDue[]) => items.filter((l) => l.state === 'open' || l.state === 'overdue');

interface LogsDueProps {
  logs: readonly LogDue[] | undefined;
  fetching: boolean;
  failed: boolean;
}

/**
 * Home: class logs due (000 §9 "open logs due within 24 hours"; a missed deadline counts the class
 * as missed, with a 2-week penalty). Each with its deadline in the teacher's zone and the time
 * left; overdue ones flagged; each links to the class page where the log is written.
 */
export function LogsDue({ logs, fetching, failed }: LogsDueProps) {
  const { t } = useTranslation('teacherBooking');
  const locale = useLocale();
  const time = useTeacherTime();
  const now = useNow(30_000);
  if (!logs) {
    if (failed) return <Alert>{t('common.loadFailed')}</Alert>;
    return fetching ? <Spinner /> : null;
  }
  if (logs.length === 0) return null;
  return (
    <section aria-labelledby="logs-due-heading" className="flex flex-col gap-3" data-testid="logs-due">
      <h2 id="logs-due-heading" className="text-xl font-semibold text-slate-900">
        {t('home.logsDue.heading', { count: logs.length })}
      </h2>
      <p className="text-sm text-slate-700">{t('home.logsDue.intro')}</p>
      <ul className="flex flex-col gap-3">
        {logs.map((log) => {
          // Overdue is the server's word (its clock decides the deadline); the countdown is the browser's.
          const left = log.state === 'overdue' ? null : timeLeft(new Date(log.dueAt), now);
          const names = log.students.map((s) => s.shortName).join(', ');
          return (
            <li
              key={log.classUid}
              className={`flex flex-col gap-2 rounded-xl border bg-white p-4 smw:flex-row smw:items-center smw:justify-between ${left ? 'border-amber-300' : 'border-red-700'}`}
            >
              <div className="flex min-w-0 flex-col gap-1">
                <Link
                  to={buildPath(TEACHER_CLASS_PATH, { locale, classId: log.classUid })}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {t('home.logsDue.write', { title: log.lessonTitle })}
                </Link>
                <p className="text-sm text-slate-700">
                  {t('home.logsDue.taught', { when: time.dateTime(log.startDate), type: t(`types.${log.classType}`) })}
                  {names ? ` · ${names}` : ''}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-start gap-1 smw:items-end">
                {left ? (
                  <Badge tone="warning">
                    {left.hours > 0
                      ? t('home.logsDue.dueInHours', { hours: left.hours, minutes: left.minutes })
                      : t('home.logsDue.dueInMinutes', { minutes: left.minutes })}
                  </Badge>
                ) : (
                  <span className="inline-flex items-center gap-1 rounded-full border border-red-700 bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-900">
                    <span aria-hidden="true">⚠</span>
                    {t('home.logsDue.overdue')}
                  </span>
                )}
                <p className="text-sm text-slate-700">
                  <time dateTime={log.dueAt}>{t('home.logsDue.deadline', { when: time.dateTime(log.dueAt) })}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
