import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { ACCOUNT_TYPENAMES, AGREEMENT } from './account-documents.ts';
import { AgreementText } from './agreement-text.tsx';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';

/** Teacher View Terms (000 §2 view/terms/{agreementId}): an agreement the teacher answered, read-only. */
export function ViewTermsScreen() {
  const { t } = useTranslation('teacherAccount');
  const { agreementId = '' } = useParams();
  const locale = useLocale();
  const viewer = useViewerTime();
  const query = useDataQuery({ query: AGREEMENT, variables: { id: agreementId }, context: ACCOUNT_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 smw:py-10">
      <Link
        to={buildPath('/:locale/profile/:page?', { locale, page: 'account' })}
        className="w-fit text-sm font-semibold text-brand-800 underline"
      >
        <span aria-hidden="true">←</span> {t('terms.backToAccount')}
      </Link>
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
        {(data) => {
          const agreement = data.teacherAgreement;
          return (
            <>
              <div className="flex flex-col gap-2">
                <PageTitle title={t(`agreementTypes.${agreement.type}`)}>{agreement.title}</PageTitle>
                <p className="text-sm text-slate-600">
                  {t('terms.version', { version: agreement.version })} ·{' '}
                  {t('terms.publishedOn', { date: viewer.dateTime(agreement.publishedAt, { dateOnly: true }) })}
                </p>
              </div>
              {agreement.isAccepted && agreement.acceptedAt ? (
                <Alert tone="success">{t('terms.acceptedOn', { date: viewer.dateTime(agreement.acceptedAt) })}</Alert>
              ) : agreement.decidedAt ? (
                <Alert tone="info">{t('terms.declinedOn', { date: viewer.dateTime(agreement.decidedAt) })}</Alert>
              ) : (
                <Alert tone="info">{t('terms.notAnswered')}</Alert>
              )}
              {!agreement.isCurrent ? <Alert tone="info">{t('terms.outdated')}</Alert> : null}
              <article aria-label={agreement.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smn:p-8">
                <AgreementText body={agreement.body} />
              </article>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
