import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { dataOf } from '../../shared/data/data-state.ts';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { adminContentPaths } from '../../shared/routing/admin-content-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Pager } from '../../shared/ui/pager.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { CONTENT_CATALOGUE, CONTENT_LESSONS, type ContentLessonRow } from './admin-content-documents.ts';

const PAGE = 50;
/** The module select's "every module of the language" choice (a search then spans them all). */
const ALL = '';

/** Languages, their modules and a module's lessons; a title search finds a lesson in the module or the whole language (decision 104). */
export function ContentBrowserScreen() {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  const catalogue = dataOf(useDataQuery({ query: CONTENT_CATALOGUE, variables: {} }).state)?.adminContentCatalogue ?? [];
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [moduleId, setModuleId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const searchForm = useForm({ draft: '' });
  const section = catalogue.find((s) => s.id === sectionId) ?? catalogue[0];
  // The first module of the language until one is chosen; "all" only matters with a search.
  const chosenModule = moduleId ?? section?.modules[0]?.id ?? ALL;
  const query = useDataQuery(
    {
      query: CONTENT_LESSONS,
      variables: { sectionId: section?.id ?? null, moduleId: chosenModule || null, search: search || null, offset },
      pause: !section,
    },
    (data) => data.adminContentLessons.items.length === 0,
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle>{t('browser.title')}</PageTitle>
        <Link to={buildPath(adminContentPaths.challenges, { locale })} className="text-sm font-semibold text-brand-800 underline">
          {t('browser.challengesLink')}
        </Link>
      </div>
      <p className="text-slate-700">{t('browser.lead')}</p>
      <div className="grid gap-3 smw:grid-cols-2">
        <SelectField
          label={t('browser.language')}
          value={section?.id ?? ''}
          onValueChange={(value) => {
            setSectionId(value);
            setModuleId(null);
            setOffset(0);
          }}
          options={catalogue.map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          label={t('browser.module')}
          value={chosenModule}
          onValueChange={(value) => {
            setModuleId(value);
            setOffset(0);
          }}
          options={[
            ...(section?.modules ?? []).map((m) => ({
              value: m.id,
              label: t('browser.moduleOption', { name: m.name, count: m.lessonCount }),
            })),
            { value: ALL, label: t('browser.allModules') },
          ]}
        />
      </div>
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
            label={t('browser.search')}
            hint={t('browser.searchHint')}
            value={searchForm.values.draft}
            onValueChange={(value) => searchForm.setField('draft', value)}
            type="search"
          />
          <Button type="submit">{t('browser.searchButton')}</Button>
        </form>
      </search>
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={8} barClassName="h-9" className="gap-2" />}
        empty={<p className="text-slate-700">{search ? t('browser.noMatch', { search }) : t('browser.empty')}</p>}
      >
        {({ adminContentLessons: list }) => (
          <div>
            <LessonTable rows={list.items} caption={t('browser.caption', { count: list.total })} />
            <Pager offset={offset} pageSize={PAGE} shown={list.items.length} total={list.total} onOffsetChange={setOffset} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function LessonTable({ rows, caption }: { rows: ContentLessonRow[]; caption: string }) {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  const viewer = useViewerTime();
  return (
    <TableFrame label={caption}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('browser.lesson')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('browser.module')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('browser.practice')}
            </th>
            <th scope="col" className="py-2">
              {t('browser.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3">
                <Link
                  className="font-semibold text-brand-800 underline"
                  to={buildPath(adminContentPaths.lesson, { locale, lessonId: row.id })}
                >
                  {t('browser.lessonName', { number: row.number, title: row.title })}
                </Link>
                <span className="block text-slate-600">{[row.label, row.chapterTitle].filter(Boolean).join(' · ')}</span>
              </td>
              <td className="py-2 pr-3">{row.moduleName}</td>
              <td className="py-2 pr-3">{t('browser.counts', { words: row.words, exercises: row.exercises })}</td>
              <td className="py-2">
                <span className="flex flex-wrap gap-1">
                  {row.openReports > 0 ? <Badge tone="warning">{t('reports.open', { count: row.openReports })}</Badge> : null}
                  {row.editedAt ? (
                    <Badge tone="info">{t('browser.edited', { date: viewer.dateTime(row.editedAt, { dateOnly: true }) })}</Badge>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
