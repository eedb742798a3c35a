import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import type { Currency, PackageData } from './store-documents.ts';

/** What each kind of package leads to: Flex straight to checkout (or the trial), Sprint to its start dates, Teams to details. */
export function PackageActions({
  pkg,
  currency,
  onPackagePage = false,
}: {
  pkg: PackageData;
  currency: Currency;
  onPackagePage?: boolean;
}) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const name = pkg.displayName;
  if (pkg.type === 'extra_credits') {
    return (
      <Link
        to={buildPath(studentPaths.productPurchase, { locale, productVariantId: pkg.id, currency })}
        className={buttonClass('primary')}
        aria-label={t('package.buyNamed', { name })}
      >
        {t('package.buy')}
      </Link>
    );
  }
  if (pkg.type === 'sprint' && !onPackagePage) {
    return (
      <Link
        to={buildPath(studentPaths.sprintPackage, { locale, packageId: pkg.id, currency })}
        className={buttonClass('primary')}
        aria-label={t('package.chooseStartNamed', { name })}
      >
        {t('package.chooseStart')}
      </Link>
    );
  }
  if (pkg.type === 'teams' && !onPackagePage) {
    return (
      <Link
        to={buildPath(studentPaths.teamsPackage, { locale, packageId: pkg.id, currency })}
        className={buttonClass('primary')}
        aria-label={t('package.detailsNamed', { name })}
      >
        {t('package.details')}
      </Link>
    );
  }
  return (
    <>
      {pkg.withTrialAvailable ? (
        <Link
          to={buildPath(studentPaths.freeTrialPurchase, { locale, packageId: pkg.id, currency })}
          className={buttonClass('primary')}
          aria-label={t('package.startTrialNamed', { name })}
        >
          {t('package.startTrial')}
        </Link>
      ) : null}
      {pkg.isCurrent ? null : (
        <Link
          to={buildPath(studentPaths.productOrder, { locale, productVariantId: pkg.id, currency })}
          className={buttonClass(pkg.withTrialAvailable ? 'secondary' : 'primary')}
          aria-label={t('package.chooseNamed', { name })}
        >
          {t('package.choose')}
        </Link>
      )}
      {onPackagePage ? null : (
        <Link
          to={buildPath(studentPaths.package, { locale, packageId: pkg.id, currency })}
          className={buttonClass('ghost')}
          aria-label={t('package.detailsNamed', { name })}
        >
          {t('package.details')}
        </Link>
      )}
    </>
  );
}
