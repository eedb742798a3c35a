import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import type { ErrorListState } from './error-group-table.tsx';
import { ADMIN_ERROR_GROUP, type ErrorGroupDetail } from './errors-documents.ts';
import { OccurrenceCard } from './occurrence-card.tsx';

/** One error group (decision 103): what it is, how often and since when, and its latest occurrences. */
export function ErrorGroupScreen() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const state = useLocation().state as Partial<ErrorListState> | null;
  const query = useDataQuery({ query: ADMIN_ERROR_GROUP, variables: { id } });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <Link
        to={{ pathname: '..', search: typeof state?.listSearch === 'string' ? state.listSearch : '' }}
        relative="path"
        className="text-sm text-teal-800 underline"
      >
        {t('errors.group.back')}
      </Link>
      <QueryState query={query} main skeleton={<Skeleton lines={8} barClassName="h-12" className="gap-3" />}>
        {({ adminErrorGroup }) => <ErrorGroupContent detail={adminErrorGroup} />}
      </QueryState>
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function ErrorGroupContent({ detail }: { detail: ErrorGroupDetail }) {
  const { t } = useTranslation('admin');
  const viewer = useViewerTime();
  const { group, occurrences } = detail;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle title={t('errors.group.title')} className="break-words">
          {group.message}
        </PageTitle>
        <p className="flex flex-wrap gap-1">
          <Badge tone={group.source === 'server' ? 'warning' : 'info'}>{t(`errors.source.${group.source}`)}</Badge>
          <Badge>{t(`errors.kind.${group.kind}`, { defaultValue: group.kind })}</Badge>
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('errors.column.location')} testId="group-location">
          <span className="font-mono text-sm break-all">{group.location ?? '—'}</span>
        </Fact>
        <Fact label={t('errors.column.count')} testId="group-count">
          {group.count}
        </Fact>
        <Fact label={t('errors.column.firstSeen')}>{viewer.dateTime(group.firstSeenAt)}</Fact>
        <Fact label={t('errors.column.lastSeen')}>{viewer.dateTime(group.lastSeenAt)}</Fact>
      </dl>
      <section aria-labelledby="occurrences-title" className="flex flex-col gap-3">
        <h2 id="occurrences-title" className="text-lg font-semibold text-slate-900">
          {t('errors.group.occurrences')}
        </h2>
        <p className="text-sm text-slate-700">{t('errors.group.occurrencesLead', { shown: occurrences.length, count: group.count })}</p>
        {occurrences.length === 0 ? (
          <p className="text-slate-700">{t('errors.group.noOccurrences')}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {occurrences.map((occurrence) => (
              <li key={occurrence.id}>
                <OccurrenceCard occurrence={occurrence} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
