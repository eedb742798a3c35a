import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { dataOf } from '../../shared/data/data-state.ts';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { REFERRAL_BY_CODE } from './referral-documents.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { rememberReferralCode } from './share-text.ts';

/** referral/{code} (001 §2): the friend's invitation; the code is kept for the first purchase. */
export function ReferralLandingScreen() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const { code = '' } = useParams();
  const { status } = useAuth();
  const query = useDataQuery({ query: REFERRAL_BY_CODE, variables: { code } });
  const landing = dataOf(query.state)?.referralByCode;
  useEffect(() => {
    if (landing?.valid) rememberReferralCode(landing.code);
  }, [landing]);
  const store = buildPath(studentPaths.store, { locale });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <QueryState
        query={query}
        // The invitation's heading, its offer, the how-to line and the buttons.
        skeleton={
          <div className="flex flex-col gap-6">
            <Skeleton lines={1} barClassName="h-10" />
            <Skeleton lines={3} barClassName="h-6" />
            <Skeleton lines={1} barClassName="h-11 w-64" />
          </div>
        }
      >
        {({ referralByCode: landing }) =>
          landing.valid ? (
            <div className="flex flex-col gap-6">
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
                    {/* The code rides into registration and stays with the account (decision 064). */}
                    <Link
                      to={buildPath('/:locale/register', { locale, code: landing.code, next: store })}
                      className={buttonClass('primary')}
                      data-testid="referral-sign-up"
                    >
                      {t('referralLanding.signUp')}
                    </Link>
                    <Link to={buildPath('/:locale/login', { locale, redirect: store })} className={buttonClass('ghost')}>
                      {t('referralLanding.logIn')}
                    </Link>
                  </>
                )}
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-6">
              <PageTitle>{t('referralLanding.invalidTitle')}</PageTitle>
              <Alert>{t('referralLanding.invalid')}</Alert>
              <Link to={buildPath('/:locale', { locale })} className={buttonClass('secondary', 'self-start')}>
                {t('referralLanding.home')}
              </Link>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
