import { OFFERED_RECAP_YEAR as OFFERED_RECAP_YEAR_DOC } from './achievements-documents.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';

/** Today's recap banner (decision 086): in December and January only (the server says which year), else nothing. */
export function RecapBanner() {
  const { t } = useTranslation('recap');
  const locale = useLocale();
  const query = useDataQuery({ query: OFFERED_RECAP_YEAR_DOC });
  const year = query.state.kind === 'ready' ? query.state.data.offeredRecapYear : null;
  if (year === null || year === undefined) return null;
  return (
    <section
      aria-labelledby="recap-banner-heading"
      data-testid="recap-banner"
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id="recap-banner-heading" className="text-xl font-semibold text-slate-900">
        {t('banner.title', { year })}
      </h2>
      <p className="text-slate-800">{t('banner.text')}</p>
      <Link to={buildPath(studentPaths.recap, { locale, year: String(year) })} className={buttonClass('primary', 'self-start')}>
        {t('banner.open')}
      </Link>
    </section>
  );
}
