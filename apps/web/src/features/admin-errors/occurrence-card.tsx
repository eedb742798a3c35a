import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminTeacherPaths } from '../../shared/routing/admin-teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import type { ErrorOccurrence } from './errors-documents.ts';
import { occurrenceFacts } from './occurrence-facts.ts';

const PRE = 'max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap break-all text-slate-900';

/** One occurrence: when, who, the request it came from, its scrubbed variables and its stack. */
export function OccurrenceCard({ occurrence }: { occurrence: ErrorOccurrence }) {
  const { t } = useTranslation('admin');
  const viewer = useViewerTime();
  const facts = occurrenceFacts(occurrence.detail);
  const when = viewer.dateTime(occurrence.occurredAt);
  const rows: [key: string, value: ReactNode][] = [
    ['user', <Person key="user" user={occurrence.user} />],
    ['operation', facts.operationName],
    ['status', facts.status === null ? null : String(facts.status)],
    ['code', facts.code],
    ['path', facts.path],
    ['route', facts.method && facts.route ? `${facts.method} ${facts.route}` : facts.route],
    ['area', facts.area],
    ['release', facts.release],
    ['userAgent', facts.userAgent],
    ['requestId', facts.requestId],
  ];
  return (
    <article
      aria-label={t('errors.occurrence.label', { when })}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="occurrence"
    >
      <h3 className="font-semibold text-slate-900">{when}</h3>
      {facts.message ? <p className="break-words text-slate-900">{facts.message}</p> : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows
          .filter(([, value]) => value !== null)
          .map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-700">{t(`errors.occurrence.${key}`)}</dt>
              <dd className="break-all text-slate-900 max-sm:mb-1" data-testid={`occurrence-${key}`}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {facts.variables ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-medium text-slate-700">{t('errors.occurrence.variables')}</h4>
          <pre className={PRE} data-testid="occurrence-variables">
            {facts.variables}
          </pre>
        </div>
      ) : null}
      {facts.stack ? (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-teal-800 underline">
            {t('errors.occurrence.stack')}
          </summary>
          <pre className={PRE}>{facts.stack}</pre>
        </details>
      ) : null}
    </article>
  );
}

/** The person behind the session: their student or teacher page in the back office, else their name. */
function Person({ user }: { user: ErrorOccurrence['user'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  if (!user) return <>{t('errors.occurrence.anonymous')}</>;
  if (user.erased) return <>{t('errors.occurrence.erased')}</>;
  const name = user.name || user.id;
  if (user.roles.includes('student')) {
    return (
      <Link to={`/${locale}/students/${user.id}`} className="text-teal-800 underline" data-testid="occurrence-student">
        {name}
      </Link>
    );
  }
  if (user.roles.includes('teacher')) {
    return (
      <Link to={buildPath(adminTeacherPaths.teacher, { locale, teacherId: user.id })} className="text-teal-800 underline">
        {name}
      </Link>
    );
  }
  return <>{t('errors.occurrence.staff', { name })}</>;
}
