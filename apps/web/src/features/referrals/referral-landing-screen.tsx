import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { REFERRAL_BY_CODE } from './referral-documents.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { rememberReferralCode } from './share-text.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** referral/{code} (001 §2): the friend's invitation; the code is kept for the first purchase. */
export function ReferralLandingScreen() {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const locale = useLocale();
  const { code = '' } = useParams();
  const { status } = useAuth();
  const [{ data, fetching, error }] = useQuery({ query: REFERRAL_BY_CODE, variables: { code } });
  const landing = data?.referralByCode;
  useEffect(() => {
    if (landing?.valid) rememberReferralCode(landing.code);
  }, [landing]);
  if (fetching && !data) return <PageSpinner />;
  const store = buildPath(studentPaths.store, { locale });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      {landing?.valid ? (
        <>
          <PageTitle>{t('referralLanding.title', { name: landing.referrerFirstName })}</PageTitle>
          <p className="text-lg text-slate-800">
            {t('referralLanding.offer', {
              discount: formatMoney(landing.userDiscount, locale),
              minimumSpent: formatMoney(landing.minimumSpent, locale),
            })}
          </p>
          <p className="text-slate-700">{t('referralLanding.how')}</p>
          <div className="flex flex-wrap gap-3">
            {status === 'authenticated' ? (
              <Link to={store} className={buttonClass('primary')}>
                {t('referralLanding.toStore')}
              </Link>
            ) : (
              <>
                <Link to={buildPath('/:locale/register', { locale, redirect: store })} className={buttonClass('primary')}>
                  {t('referralLanding.signUp')}
                </Link>
                <Link to={buildPath('/:locale/login', { locale, redirect: store })} className={buttonClass('ghost')}>
                  {t('referralLanding.logIn')}
                </Link>
              </>
            )}
          </div>
        </>
      ) : (
        <>
          <PageTitle>{t('referralLanding.invalidTitle')}</PageTitle>
          <Alert>{errorText(error, t('referralLanding.invalid'))}</Alert>
          <Link to={buildPath('/:locale', { locale })} className={buttonClass('secondary', 'self-start')}>
            {t('referralLanding.home')}
          </Link>
        </>
      )}
    </div>
  );
}
