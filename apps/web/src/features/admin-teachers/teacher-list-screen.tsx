import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { adminTeacherPaths } from '../../shared/routing/admin-teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { TEACHER_LIST, type TeacherListRow, type TeacherListState } from './admin-teachers-documents.ts';
import { FilterChips, Pager, TeacherNav } from './teacher-nav.tsx';

const PAGE = 20;
const STATES: TeacherListState[] = ['active', 'penalised', 'paused', 'deactivated', 'all'];

/** Every teacher: search by name, e-mail or teacher ID, filter by state, paged; a row opens the teacher page. */
export function TeacherListScreen() {
  const { t } = useTranslation('adminTeachers');
  const locale = useLocale();
  const searchForm = useForm({ draft: '' });
  const [search, setSearch] = useState('');
  const [state, setState] = useState<TeacherListState>('active');
  const [offset, setOffset] = useState(0);
  const query = useDataQuery(
    { query: TEACHER_LIST, variables: { search: search || undefined, state, offset } },
    (data) => data.adminTeacherList.items.length === 0,
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('list.title')}</PageTitle>
      <TeacherNav />
      <search>
        <form
          className="flex flex-wrap items-end gap-3"
          ref={searchForm.formRef}
          onSubmit={searchForm.handleSubmit(async ({ draft }) => {
            setOffset(0);
            setSearch(draft.trim());
          })}
        >
          <TextField
            className="min-w-64 flex-1"
            label={t('list.search')}
            value={searchForm.values.draft}
            onValueChange={(value) => searchForm.setField('draft', value)}
            type="search"
          />
          <Button type="submit">{t('list.searchButton')}</Button>
        </form>
      </search>
      <FilterChips
        name="teacher-state"
        legend={t('list.filter')}
        values={STATES}
        value={state}
        label={(value) => t(`list.state.${value}`)}
        onChange={(value) => {
          setState(value);
          setOffset(0);
        }}
      />
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={8} barClassName="h-9" className="gap-2" />}
        empty={<p className="text-slate-700">{t('list.empty')}</p>}
      >
        {({ adminTeacherList: list }) => (
          <div>
            <TableFrame label={t('list.caption', { count: list.total })}>
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">{t('list.caption', { count: list.total })}</caption>
                <thead className="border-b border-slate-300 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('list.name')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('list.email')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('list.languages')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('list.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((teacher) => (
                    <tr key={teacher.id} className="border-b border-slate-200">
                      <td className="py-2 pr-3">
                        <Link
                          className="font-semibold text-brand-800 underline"
                          to={buildPath(adminTeacherPaths.teacher, { locale, teacherId: teacher.id })}
                        >
                          {`${teacher.firstName} ${teacher.lastName}`.trim()}
                        </Link>
                      </td>
                      <td className="py-2 pr-3 break-all">{teacher.email}</td>
                      <td className="py-2 pr-3">{teacher.sections.join(', ')}</td>
                      <td className="py-2">
                        <TeacherBadges teacher={teacher} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager offset={offset} count={list.items.length} total={list.total} page={PAGE} onOffset={setOffset} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** Deactivated, penalised, paused, or active. */
export function TeacherBadges({ teacher }: { teacher: TeacherListRow }) {
  const { t } = useTranslation('adminTeachers');
  const viewer = useViewerTime();
  const now = Date.now();
  if (teacher.deactivatedAt)
    return <Badge>{t('badge.deactivated', { date: viewer.dateTime(teacher.deactivatedAt, { dateOnly: true }) })}</Badge>;
  const badges = [];
  if (teacher.penaltyUntil && Date.parse(teacher.penaltyUntil) > now) {
    badges.push(
      <Badge key="penalty" tone="warning">
        {t('badge.penalised', { until: viewer.dateTime(teacher.penaltyUntil, { dateOnly: true }) })}
      </Badge>,
    );
  }
  if (teacher.pausedUntil && Date.parse(teacher.pausedUntil) > now) {
    badges.push(
      <Badge key="pause" tone="info">
        {t('badge.paused', { until: viewer.dateTime(teacher.pausedUntil, { dateOnly: true }) })}
      </Badge>,
    );
  }
  return badges.length ? <span className="flex flex-wrap gap-1">{badges}</span> : <Badge tone="success">{t('badge.active')}</Badge>;
}
