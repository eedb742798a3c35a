import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useClient, useMutation } from 'urql';
import { buildPath } from '../../shared/routing/build-path.ts';
import { safeRedirect } from '../../shared/routing/safe-redirect.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { ACCOUNT_TYPENAMES, AGREEMENT, DECIDE_AGREEMENT, PENDING_AGREEMENTS } from './account-documents.ts';
import { AgreementText } from './agreement-text.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { isDomainFailure, useErrorText } from '../../shared/errors/error-text.ts';

/**
 * Teacher Terms (000 §2 terms/{agreementId}): read and accept an agreement (or answer a consent);
 * then on to the next one waiting, and finally back to the page the teacher wanted.
 */
export function TermsScreen() {
  const { t } = useTranslation('teacherAccount');
  const errorText = useErrorText();
  const { agreementId = '' } = useParams();
  const [search] = useSearchParams();
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useClient();
  const viewer = useViewerTime();
  const query = useDataQuery({ query: AGREEMENT, variables: { id: agreementId }, context: ACCOUNT_TYPENAMES });
  // Only numbers the agreement ("2 of 3"): nothing is said until the list is known.
  const pending = dataOf(useDataQuery({ query: PENDING_AGREEMENTS, context: ACCOUNT_TYPENAMES }).state);
  const [read, setRead] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deciding, decide] = useMutation(DECIDE_AGREEMENT);
  const redirect = safeRedirect(search.get('redirect'));
  const waiting = pending?.teacherAccount.pendingAgreements ?? [];
  const position = waiting.findIndex((a) => a.id === agreementId);

  async function answer(accept: boolean) {
    setError(null);
    const done = await decide({ id: agreementId, accept }, { ...ACCOUNT_TYPENAMES, notifyErrors: false });
    if (done.error) {
      setError(isDomainFailure(done.error) ? errorText(done.error) : t('saveFailed'));
      return;
    }
    const next = await client.query(PENDING_AGREEMENTS, {}, { requestPolicy: 'network-only' }).toPromise();
    const following = next.data?.teacherAccount.pendingAgreements[0];
    if (following) {
      setRead(false);
      navigate(buildPath('/:locale/terms/:agreementId', { locale, agreementId: following.id, redirect: redirect ?? undefined }));
    } else {
      navigate(redirect ?? buildPath('/:locale/home', { locale }));
    }
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 smw:py-10">
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
        {(data) => {
          const agreement = data.teacherAgreement;
          const title = t(`agreementTypes.${agreement.type}`);
          return (
            <>
              <div className="flex flex-col gap-2">
                {position >= 0 && waiting.length > 1 ? (
                  <p className="text-sm font-semibold text-brand-800">
                    {t('terms.progress', { current: position + 1, total: waiting.length })}
                  </p>
                ) : null}
                <PageTitle title={title}>{agreement.title}</PageTitle>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span>{t('terms.version', { version: agreement.version })}</span>
                  <span aria-hidden="true">·</span>
                  <span>{t('terms.publishedOn', { date: viewer.dateTime(agreement.publishedAt, { dateOnly: true }) })}</span>
                  <Badge tone={agreement.required ? 'info' : 'neutral'}>
                    {agreement.required ? t('terms.required') : t('terms.optional')}
                  </Badge>
                </div>
              </div>
              {agreement.isPending ? <Alert tone="info">{t('terms.gateRequired')}</Alert> : null}
              {!agreement.required && agreement.isCurrent && agreement.decidedAt === null ? (
                <Alert tone="info">{t('terms.gateConsent')}</Alert>
              ) : null}
              <article aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smn:p-8">
                <AgreementText body={agreement.body} />
              </article>
              {!agreement.isCurrent ? (
                <Alert tone="info">{t('terms.outdated')}</Alert>
              ) : agreement.isPending || (!agreement.required && agreement.decidedAt === null) ? (
                <div className="flex flex-col gap-4">
                  {agreement.required ? <Checkbox label={t('terms.readConfirm')} checked={read} onCheckedChange={setRead} /> : null}
                  {error ? <Alert>{error}</Alert> : null}
                  <div className="flex flex-wrap gap-3">
                    <Button busy={deciding.fetching} disabled={agreement.required && !read} onClick={() => void answer(true)}>
                      {agreement.required ? t('terms.accept') : t('terms.agree')}
                    </Button>
                    {agreement.required ? null : (
                      <Button variant="secondary" disabled={deciding.fetching} onClick={() => void answer(false)}>
                        {t('terms.decline')}
                      </Button>
                    )}
                  </div>
                </div>
              ) : (
                <div className="flex flex-col gap-3">
                  <Alert tone="success">
                    {agreement.isAccepted && agreement.acceptedAt
                      ? t('terms.acceptedOn', { date: viewer.dateTime(agreement.acceptedAt) })
                      : t('terms.declinedOn', { date: viewer.dateTime(agreement.decidedAt ?? agreement.publishedAt) })}
                  </Alert>
                  <div className="flex flex-wrap gap-3">
                    {!agreement.required ? (
                      <Button variant="secondary" busy={deciding.fetching} onClick={() => void answer(!agreement.isAccepted)}>
                        {agreement.isAccepted ? t('terms.withdraw') : t('terms.agree')}
                      </Button>
                    ) : null}
                    <Link to={redirect ?? buildPath('/:locale/home', { locale })} className={buttonClass('primary')}>
                      {t('terms.continue')}
                    </Link>
                  </div>
                </div>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
