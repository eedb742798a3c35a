import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';

/** The purchase error pages of 001 §2 that explain themselves and lead back to the store. */
export const STORE_ERROR_PAGES = ['extra-credits-not-available', 'plan-not-available', 'transactions-limit-exceeded', 'language'] as const;
export type StoreErrorPage = (typeof STORE_ERROR_PAGES)[number];

export function StoreErrorScreen({ page }: { page: StoreErrorPage }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const { section } = useParams();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <meta name="robots" content="noindex" />
      <PageTitle>{t(`errorPages.${page}.title`)}</PageTitle>
      <p className="text-slate-800">{t(`errorPages.${page}.text`, { section: section ?? '' })}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('primary')}>
          {t('errorPages.toStore')}
        </Link>
        <Link to={buildPath(studentPaths.today, { locale })} className={buttonClass('ghost')}>
          {t('errorPages.toToday')}
        </Link>
      </div>
    </div>
  );
}

export function ExtraCreditsNotAvailableScreen() {
  return <StoreErrorScreen page="extra-credits-not-available" />;
}
export function PlanNotAvailableScreen() {
  return <StoreErrorScreen page="plan-not-available" />;
}
export function TransactionsLimitExceededScreen() {
  return <StoreErrorScreen page="transactions-limit-exceeded" />;
}
export function LanguageErrorScreen() {
  return <StoreErrorScreen page="language" />;
}
