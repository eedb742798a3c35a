import type { Locale } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { formatDateKey } from '../../shared/i18n/format-date-time.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { VERIFY_CERTIFICATE } from './certificate-documents.ts';

/** Public: certificates/verify and certificates/verify/{code} (decision 088): is this certificate genuine? */
export function VerifyCertificateScreen() {
  const { t } = useTranslation('certificates');
  const { code } = useParams();
  const locale = useLocale();
  const navigate = useNavigate();
  // A form with no request of its own: submitting navigates to the code's page, which asks.
  const form = useForm({ code: code ?? '' });
  const submit = form.handleSubmit(async ({ code: typed }) => {
    const value = typed.trim();
    if (value) await navigate(`/${locale}/certificates/verify/${encodeURIComponent(value)}`);
  });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('verify.title')}</PageTitle>
      <p className="text-slate-800">{t('verify.intro')}</p>
      <form ref={form.formRef} onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-slate-900">
          {t('verify.codeLabel')}
          <input
            value={form.values.code}
            onChange={(e) => form.setField('code', e.target.value)}
            maxLength={40}
            autoComplete="off"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            className="rounded-lg border border-slate-400 px-3 py-2 font-mono text-base font-normal"
          />
        </label>
        <Button type="submit">{t('verify.submit')}</Button>
      </form>
      {code ? <VerifyResult code={code} locale={locale} /> : null}
    </div>
  );
}

function VerifyResult({ code, locale }: { code: string; locale: Locale }) {
  const { t } = useTranslation('certificates');
  const query = useDataQuery({ query: VERIFY_CERTIFICATE, variables: { code } });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={3} className="rounded-2xl border border-slate-200 bg-white p-6" />}>
      {({ verifyCertificate: found }) =>
        found ? (
          <section
            aria-live="polite"
            className="flex flex-col gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-6"
            data-testid="verify-genuine"
          >
            <h2 className="text-lg font-semibold text-emerald-900">{t('verify.genuine')}</h2>
            <p className="text-slate-900">
              {t('verify.details', {
                name: found.name,
                level: found.cefrLevel,
                course: found.courseName,
                date: formatDateKey(found.issuedOn, locale),
              })}
            </p>
            <p className="font-mono text-sm text-slate-700">{found.code}</p>
          </section>
        ) : (
          <section aria-live="polite" className="rounded-2xl border border-red-300 bg-red-50 p-6" data-testid="verify-unknown">
            <h2 className="text-lg font-semibold text-red-900">{t('verify.unknown')}</h2>
          </section>
        )
      }
    </QueryState>
  );
}
