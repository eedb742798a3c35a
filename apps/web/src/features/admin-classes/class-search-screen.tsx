import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { DateField, SelectField } from '../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { ADMIN_CLASS_SEARCH, type AdminClassPage, type AdminClassRow, CLASS_TEACHERS } from './admin-classes-documents.ts';
import { type ClassFilterValues, classSearchVariables, defaultClassFilters } from './class-filters.ts';

const PAGE = 25;
const STATUSES = ['active', 'cancelled', 'completed', 'missed', 'no_students', 'technical_issue'] as const;

const STACKED =
  'max-md:block max-md:py-1 max-md:pr-0 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

/**
 * The back office's classes (issue 19): every class of a day range, by language, module,
 * teacher, status and staffing, paged; each opens its page (students, history, actions).
 */
export function ClassSearchScreen() {
  const { t } = useTranslation('adminClasses');
  const now = useMemo(() => new Date(), []);
  const initial = useMemo(() => defaultClassFilters(now), [now]);
  const form = useForm<ClassFilterValues>(initial);
  const [filters, setFilters] = useState<ClassFilterValues>(initial);
  const [offset, setOffset] = useState(0);
  const variables = useMemo(() => ({ ...classSearchVariables(filters, now), limit: PAGE, offset }), [filters, now, offset]);
  const query = useDataQuery({ query: ADMIN_CLASS_SEARCH, variables }, (data) => data.adminClassSearch.items.length === 0);
  const facets = useRef<Pick<AdminClassPage, 'sections' | 'modules'>>({ sections: [], modules: [] });
  if ('data' in query.state) facets.current = query.state.data.adminClassSearch;
  const teachers = dataOf(useDataQuery({ query: CLASS_TEACHERS, variables: { sectionId: form.values.sectionId || undefined } }).state);
  const modules = facets.current.modules.filter((m) => !form.values.sectionId || m.parentId === form.values.sectionId);

  const apply = (next: ClassFilterValues) => {
    setOffset(0);
    setFilters(next);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <p className="text-slate-700">{t('lead')}</p>
      <search>
        <form ref={form.formRef} className="flex flex-col gap-4" onSubmit={form.handleSubmit(async (values) => apply(values))}>
          <div className="flex flex-wrap items-start gap-3">
            <DateField label={t('filter.from')} value={form.values.fromDay} onValueChange={(v) => form.setField('fromDay', v)} />
            <DateField label={t('filter.to')} value={form.values.toDay} onValueChange={(v) => form.setField('toDay', v)} />
            <SelectField
              className="min-w-48 flex-1"
              label={t('filter.language')}
              value={form.values.sectionId}
              onValueChange={(v) => form.setValues({ ...form.values, sectionId: v, moduleId: '', teacherId: '' })}
              placeholder={t('filter.any')}
              options={facets.current.sections.map((s) => ({ value: s.id, label: s.name }))}
            />
            <SelectField
              className="min-w-48 flex-1"
              label={t('filter.module')}
              value={form.values.moduleId}
              onValueChange={(v) => form.setField('moduleId', v)}
              placeholder={t('filter.any')}
              options={modules.map((m) => ({ value: m.id, label: m.name }))}
            />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              className="min-w-48 flex-1"
              label={t('filter.teacher')}
              value={form.values.teacherId}
              onValueChange={(v) => form.setField('teacherId', v)}
              placeholder={t('filter.any')}
              options={(teachers?.adminTeachers ?? []).map((p) => ({ value: p.id, label: `${p.firstName} ${p.lastName}` }))}
            />
            <SelectField
              className="min-w-40"
              label={t('filter.status')}
              value={form.values.status}
              onValueChange={(v) => form.setField('status', v)}
              placeholder={t('filter.any')}
              options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
            <SelectField
              className="min-w-40"
              label={t('filter.staffing')}
              value={form.values.staffing}
              onValueChange={(v) => form.setField('staffing', v)}
              placeholder={t('filter.any')}
              options={[
                { value: 'staffed', label: t('staffing.staffed') },
                { value: 'unstaffed', label: t('staffing.unstaffed') },
              ]}
            />
            <div className="flex gap-2">
              <Button type="submit">{t('filter.apply')}</Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  form.setValues(initial);
                  apply(initial);
                }}
              >
                {t('filter.clear')}
              </Button>
            </div>
          </div>
        </form>
      </search>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={8} barClassName="h-10" className="gap-2" />}
        empty={<p className="text-slate-700">{t('empty')}</p>}
      >
        {({ adminClassSearch: page }) => (
          <div>
            <TableFrame label={t('caption', { count: page.total })}>
              <table className="w-full text-left text-sm max-md:block md:min-w-[56rem]">
                <caption className="sr-only">{t('caption', { count: page.total })}</caption>
                <thead className="border-b border-slate-300 text-slate-700 max-md:sr-only">
                  <tr>
                    {(['when', 'lesson', 'language', 'teacher', 'seats', 'status'] as const).map((key) => (
                      <th key={key} scope="col" className="py-2 pr-3">
                        {t(`column.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="max-md:block">
                  {page.items.map((klass) => (
                    <ClassRow key={klass.uid} klass={klass} />
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                {t('range', { from: offset + 1, to: offset + page.items.length, total: page.total })}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                  {t('previous')}
                </Button>
                <Button variant="secondary" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
                  {t('next')}
                </Button>
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('adminClasses');
  const tone = status === 'active' ? 'success' : status === 'cancelled' ? 'warning' : 'neutral';
  return <Badge tone={tone}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

function ClassRow({ klass }: { klass: AdminClassRow }) {
  const { t } = useTranslation('adminClasses');
  const viewer = useViewerTime();
  return (
    <tr className="border-b border-slate-200 align-top max-md:block max-md:py-3" data-testid="admin-class-row">
      <td data-label={t('column.when')} className={`py-2 pr-3 whitespace-nowrap text-slate-700 ${STACKED}`}>
        {viewer.dateTime(klass.startDate)}
      </td>
      <td data-label={t('column.lesson')} className={`py-2 pr-3 ${STACKED}`}>
        <Link to={klass.uid} className="font-medium text-teal-800 underline">
          {klass.lessonTitle}
        </Link>
        <span className="block text-slate-700">
          {klass.moduleName} · {t(`type.${klass.type}`, { defaultValue: klass.type })}
        </span>
      </td>
      <td data-label={t('column.language')} className={`py-2 pr-3 ${STACKED}`}>
        {klass.sectionName}
      </td>
      <td data-label={t('column.teacher')} className={`py-2 pr-3 ${STACKED}`}>
        {klass.teacherName ?? <span className="text-amber-800">{t('staffing.unstaffed')}</span>}
      </td>
      <td data-label={t('column.seats')} className={`py-2 pr-3 ${STACKED}`}>
        {t('seats', { taken: klass.seatsTaken, capacity: klass.capacity })}
      </td>
      <td data-label={t('column.status')} className={`py-2 pr-3 ${STACKED}`}>
        <StatusBadge status={klass.status} />
      </td>
    </tr>
  );
}
