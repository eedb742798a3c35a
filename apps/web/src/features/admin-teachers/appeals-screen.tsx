import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { APPEALS, type AppealStatus } from './admin-teachers-documents.ts';
import { AppealCard } from './appeal-card.tsx';
import { FilterChips, TeacherNav } from './teacher-nav.tsx';

const STATUSES: AppealStatus[] = ['pending', 'accepted', 'rejected'];

/** The queue of penalty appeals (000 §4): pending first, decided ones by filter. */
export function AppealsScreen() {
  const { t } = useTranslation('adminTeachers');
  const [status, setStatus] = useState<AppealStatus>('pending');
  const query = useDataQuery({ query: APPEALS, variables: { status } }, (data) => data.teacherAppeals.length === 0);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('appeals.title')}</PageTitle>
      <TeacherNav />
      <p className="text-slate-700">{t('appeals.lead')}</p>
      <FilterChips
        name="appeal-status"
        legend={t('appeals.filter')}
        values={STATUSES}
        value={status}
        label={(v) => t(`appeals.status.${v}`)}
        onChange={setStatus}
      />
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={3} barClassName="h-32" className="gap-4" />}
        empty={<p className="text-slate-700">{t(`appeals.empty.${status}`)}</p>}
      >
        {({ teacherAppeals }) => (
          <ul className="flex flex-col gap-4">
            {teacherAppeals.map((appeal) => (
              <li key={appeal.id}>
                <AppealCard appeal={appeal} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
