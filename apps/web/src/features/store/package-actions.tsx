import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
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
  const { user } = useAuth();
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
  if (!user) return <VisitorActions pkg={pkg} currency={currency} />;
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

/**
 * A visitor without an account (issue 15): the trial starts with registration (the package kept),
 * a purchase with only an e-mail (guest checkout) or after logging in.
 */
function VisitorActions({ pkg, currency }: { pkg: PackageData; currency: Currency }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const name = pkg.displayName;
  const order = buildPath(studentPaths.productOrder, { locale, productVariantId: pkg.id, currency });
  return (
    <>
      {pkg.withTrialAvailable ? (
        <Link
          to={buildPath(studentPaths.publicRegister, { locale, package: pkg.id, trial: 1 })}
          className={buttonClass('primary')}
          aria-label={t('package.startTrialNamed', { name })}
        >
          {t('package.startTrial')}
        </Link>
      ) : null}
      <Link
        to={buildPath(studentPaths.guestCheckout, { locale, packageId: pkg.id, currency })}
        className={buttonClass(pkg.withTrialAvailable ? 'secondary' : 'primary')}
        aria-label={t('package.buyAsGuestNamed', { name })}
      >
        {t('package.buyAsGuest')}
      </Link>
      <Link to={buildPath(studentPaths.publicLogin, { locale, redirect: order })} className={buttonClass('ghost')}>
        {t('package.logInToBuy')}
      </Link>
    </>
  );
}
