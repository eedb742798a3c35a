import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { DateField, SelectField } from '../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Pager } from '../../shared/ui/pager.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import {
  ERROR_SOURCES,
  type ErrorFilterValues,
  type ErrorSourceFilter,
  errorGroupVariables,
  filtersFromParams,
  filtersToParams,
  NO_ERROR_FILTERS,
} from './error-filters.ts';
import { ErrorGroupTable } from './error-group-table.tsx';
import { ADMIN_ERROR_GROUPS } from './errors-documents.ts';

const PAGE = 25;

/**
 * The back office's errors (issue 19, decision 103): browser and server errors grouped by
 * fingerprint (decision 097), the last seen first, filtered by source, words and days, paged.
 * The filters live in the URL, so a group's page leads back to the same list.
 */
export function ErrorsScreen() {
  const { t } = useTranslation('admin');
  const { timeZone } = useViewerTime();
  const [params, setParams] = useSearchParams();
  const { filters, offset } = useMemo(() => filtersFromParams(params), [params]);
  const form = useForm<ErrorFilterValues>(filters);
  const { setValues } = form;
  // Back and forward move through filtered lists: the form shows the list's filters.
  useEffect(() => setValues(filters), [filters, setValues]);
  const variables = useMemo(() => ({ ...errorGroupVariables(filters, timeZone), limit: PAGE, offset }), [filters, timeZone, offset]);
  const query = useDataQuery({ query: ADMIN_ERROR_GROUPS, variables }, (data) => data.adminErrorGroups.groups.length === 0);
  const filtered = filtersToParams(filters).toString() !== '';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('errors.title')}</PageTitle>
      <p className="text-slate-700">{t('errors.lead')}</p>
      <search>
        <form
          ref={form.formRef}
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(async (values) => setParams(filtersToParams(values)))}
        >
          <div className="flex flex-wrap items-start gap-3">
            <SelectField
              className="w-full max-w-56"
              label={t('errors.filter.source')}
              value={form.values.source}
              onValueChange={(value) => form.setField('source', value as ErrorSourceFilter)}
              options={[
                { value: '', label: t('errors.filter.anySource') },
                ...ERROR_SOURCES.map((source) => ({ value: source, label: t(`errors.source.${source}`) })),
              ]}
            />
            <TextField
              className="min-w-64 flex-1"
              label={t('errors.filter.search')}
              hint={t('errors.filter.searchHint')}
              value={form.values.search}
              onValueChange={(value) => form.setField('search', value)}
              type="search"
              maxLength={200}
              autoComplete="off"
            />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <DateField label={t('errors.filter.from')} value={form.values.fromDay} onValueChange={(v) => form.setField('fromDay', v)} />
            <DateField label={t('errors.filter.to')} value={form.values.toDay} onValueChange={(v) => form.setField('toDay', v)} />
            <div className="flex gap-2">
              <Button type="submit">{t('errors.filter.apply')}</Button>
              <Button type="button" variant="secondary" disabled={!filtered} onClick={() => setParams(filtersToParams(NO_ERROR_FILTERS))}>
                {t('errors.filter.clear')}
              </Button>
            </div>
          </div>
        </form>
      </search>
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={8} barClassName="h-10" className="gap-2" />}
        empty={<p className="text-slate-700">{filtered ? t('errors.emptyFiltered') : t('errors.empty')}</p>}
      >
        {({ adminErrorGroups: page }) => (
          <div>
            <ErrorGroupTable groups={page.groups} total={page.total} />
            <Pager
              offset={offset}
              pageSize={PAGE}
              shown={page.groups.length}
              total={page.total}
              onOffsetChange={(next) => setParams(filtersToParams(filters, next))}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
