import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { adminTeacherPaths } from '../../shared/routing/admin-teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { APPLICATIONS, type ApplicationStatus } from './admin-teachers-documents.ts';
import { FilterChips, Pager, TeacherNav } from './teacher-nav.tsx';

const PAGE = 20;
const STATUSES: ApplicationStatus[] = ['new', 'reviewed', 'accepted', 'rejected'];

/** Applications from the become-a-teacher form, newest first, by status; each opens its review page. */
export function ApplicationsScreen() {
  const { t } = useTranslation('adminTeachers');
  const locale = useLocale();
  const viewer = useViewerTime();
  const [status, setStatus] = useState<ApplicationStatus>('new');
  const [offset, setOffset] = useState(0);
  const query = useDataQuery({ query: APPLICATIONS, variables: { status, offset } }, (data) => data.teacherApplications.items.length === 0);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('applications.title')}</PageTitle>
      <TeacherNav />
      <FilterChips
        name="application-status"
        legend={t('applications.filter')}
        values={STATUSES}
        value={status}
        label={(v) => t(`applications.status.${v}`)}
        onChange={(v) => {
          setStatus(v);
          setOffset(0);
        }}
      />
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={4} barClassName="h-20" className="gap-3" />}
        empty={<p className="text-slate-700">{t('applications.empty')}</p>}
      >
        {({ teacherApplications: list }) => (
          <div>
            <ul className="flex flex-col gap-3">
              {list.items.map((application) => {
                const name = `${application.firstName} ${application.lastName}`.trim();
                return (
                  <li
                    key={application.id}
                    className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4"
                    data-testid="teacher-application"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        className="font-semibold text-brand-800 underline"
                        to={buildPath(adminTeacherPaths.application, { locale, applicationId: application.id })}
                        aria-label={t('applications.review', { name })}
                      >
                        {name}
                      </Link>
                      <Badge>{t(`applications.status.${application.status}`)}</Badge>
                    </div>
                    <p className="text-sm break-all text-slate-700">{application.email}</p>
                    <p className="text-sm text-slate-700">
                      {t('applications.summary', {
                        language: application.languageToTeach,
                        country: application.countryOfResidence,
                        date: viewer.dateTime(application.createdAt, { dateOnly: true }),
                      })}
                    </p>
                  </li>
                );
              })}
            </ul>
            <Pager offset={offset} count={list.items.length} total={list.total} page={PAGE} onOffset={setOffset} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
