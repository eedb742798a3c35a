import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { formatDateKey } from '../../shared/i18n/format-date-time.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { LEVEL_PROGRESS } from './certificate-documents.ts';

/** account/certificates (001 §2, issue 18): progress per level and the CEFR certificate at 90%. */
export function CertificatesScreen() {
  const { t } = useTranslation('certificates');
  const locale = useLocale();
  const { user } = useAuth();
  const query = useDataQuery({ query: LEVEL_PROGRESS, variables: {} }, (data) => data.levelProgress.length === 0);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <p className="text-slate-800">{t('intro')}</p>
      {user ? (
        <p>
          <a className={buttonClass('secondary')} href={`/api/students/${user.id}/attended-classes.pdf`} download>
            {t('attendedPdf')}
          </a>
        </p>
      ) : null}
      <QueryState
        query={query}
        main
        empty={<p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">{t('empty')}</p>}
        skeleton={<Skeleton lines={4} barClassName="h-10" className="gap-3 rounded-2xl border border-slate-200 bg-white p-6" />}
      >
        {({ levelProgress }) => (
          <ul className="flex flex-col gap-4">
            {levelProgress.map((level) => (
              <li key={level.moduleId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6" data-testid="level">
                <h2 className="text-lg font-semibold text-slate-900">
                  {t('levelHeading', { level: level.cefrLevel, module: level.moduleName, course: level.courseName })}
                </h2>
                <div
                  role="progressbar"
                  aria-label={t('progressLabel', { level: level.cefrLevel })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={level.percent}
                  className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full rounded-full bg-brand-700" style={{ width: `${level.percent}%` }} />
                </div>
                <p className="text-sm text-slate-700">
                  {t('progress', { done: level.done, counted: level.counted, percent: level.percent })}
                </p>
                {level.certificate && user ? (
                  <div className="flex flex-col gap-2">
                    <p className="text-sm text-slate-800">
                      {t('issued', { date: formatDateKey(level.certificate.issuedOn, locale) })}{' '}
                      <span className="font-mono font-semibold" data-testid="certificate-code">
                        {level.certificate.code}
                      </span>
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <a className={buttonClass('primary')} href={`/api/students/${user.id}/${level.moduleId}/cefr.pdf`} download>
                        {t('downloadPdf', { level: level.cefrLevel })}
                      </a>
                      <a className={buttonClass('secondary')} href={`/api/students/${user.id}/${level.moduleId}/badge.jwt`} download>
                        {t('downloadBadge', { level: level.cefrLevel })}
                      </a>
                      <a
                        className="text-sm font-semibold text-brand-800 underline self-center"
                        href={`/${locale}/certificates/verify/${level.certificate.code}`}
                      >
                        {t('verifyLink')}
                      </a>
                    </div>
                  </div>
                ) : (
                  <p className="text-sm text-slate-700">{t('notYet')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
