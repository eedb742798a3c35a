import { DEFAULT_TIMEZONE, SECTION_SLUGS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { errorCodeOf } from '../../../shared/errors/error-text.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { formatMoney } from '../../../shared/i18n/format-money.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { Currency } from '../checkout-documents.ts';
import { GUEST_PACKAGE } from './guest-documents.ts';
import { guestRequests } from './guest-requests.ts';
import { ConsentFields } from '../../../shared/forms/consent-fields.tsx';

const CURRENCIES = new Set(['BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD']);
const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/**
 * `/{locale}/guest-checkout/{packageId}` (issue 15, decision 063): a visitor buys with only an
 * e-mail. The server creates the guest account and signs it in; then the normal purchase entry
 * (product-order) and checkout run. A signed-in student skips straight to the purchase entry.
 */
export function GuestCheckoutScreen() {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const { packageId = '' } = useParams();
  const [search] = useSearchParams();
  const { status } = useAuth();
  const requested = search.get('currency');
  const currency = requested && CURRENCIES.has(requested) ? (requested as Currency) : undefined;
  const sprintId = search.get('sprintId') ?? undefined;
  const orderPath = buildPath(studentPaths.productOrder, { locale, productVariantId: packageId, currency, sprintId });
  const query = useDataQuery({ query: GUEST_PACKAGE, variables: { id: packageId, currency } });

  if (status === 'authenticated') return <Navigate replace to={orderPath} />;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('guest.title')}</PageTitle>
        <p className="text-slate-700">{t('guest.intro')}</p>
      </div>
      <QueryState query={query} skeleton={<Skeleton lines={2} className="rounded-2xl border border-slate-200 bg-white p-5" />}>
        {({ package: pkg }) => (
          <section aria-labelledby="guest-order-heading" className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="guest-order-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {t('guest.yourChoice')}
            </h2>
            <p className="text-lg font-semibold text-slate-900">{pkg.displayName}</p>
            <p className="text-slate-800">
              {pkg.isSubscription
                ? t('guest.pricePerPeriod', { price: formatMoney(pkg.subTotal, locale), count: pkg.recurrenceIntervalWeeks ?? 4 })
                : t('guest.priceOnce', { price: formatMoney(pkg.subTotal, locale) })}
            </p>
          </section>
        )}
      </QueryState>
      <GuestForm orderPath={orderPath} section={search.get('section')} />
    </div>
  );
}

function GuestForm({ orderPath, section }: { orderPath: string; section: string | null }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const form = useForm(
    { email: '', acceptPrivacyPolicy: false, acceptTerms: false, confirmAge: false, marketingAgreement: false },
    {
      schema: () => import('./guest-schemas.ts').then((m) => m.guestCheckoutInput),
      // An earlier guest purchase with this address: the server mailed a password link; say so, with the way to log in.
      formErrorOf: (error) => (errorCodeOf(error) === 'guest_account_exists' ? t('guest.knownGuest') : null),
    },
  );
  const { values, errors } = form;
  const loginPath = buildPath(studentPaths.publicLogin, { locale, redirect: orderPath });

  const onSubmit = form.handleSubmit(async (v) => {
    const { user } = await guestRequests.startGuestCheckout({
      ...v,
      email: v.email.trim(),
      timezone: browserTimezone(),
      locale,
      section: SECTION_SLUGS.find((slug) => slug === section),
    });
    setUser(user);
    navigate(orderPath, { replace: true });
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5"
    >
      {form.formError ? (
        <Alert tone={form.formError === t('guest.knownGuest') ? 'info' : 'error'}>
          {form.formError}{' '}
          <Link to={loginPath} className={linkClass}>
            {t('guest.logIn')}
          </Link>
        </Alert>
      ) : null}
      <TextField
        label={t('guest.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={t('guest.emailHint')}
        value={values.email}
        onValueChange={(v) => form.setField('email', v)}
        error={errors.email}
      />
      {errors.email ? (
        <p className="-mt-3 text-sm text-slate-700">
          {t('guest.haveAccount')}{' '}
          <Link to={loginPath} className={linkClass}>
            {t('guest.logIn')}
          </Link>
        </p>
      ) : null}
      <ConsentFields values={values} errors={errors} onChange={(name, value) => form.setField(name, value)} />
      <Button type="submit" busy={form.submitting}>
        {t('guest.continue')}
      </Button>
      <p className="text-sm text-slate-700">{t('guest.afterwards')}</p>
      <p className="text-sm text-slate-700">
        {t('guest.haveAccount')}{' '}
        <Link to={loginPath} className={linkClass}>
          {t('guest.logIn')}
        </Link>
      </p>
    </form>
  );
}
