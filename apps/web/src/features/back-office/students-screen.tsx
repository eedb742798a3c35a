import { useState } from 'react';
import { SECTION_SLUGS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import type { StudentSubscriptionFilter } from './student-documents.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADMIN_STUDENTS, type AdminStudent } from './back-office-documents.ts';
import { GrantCreditsDialog } from './grant-credits-dialog.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';

const PAGE = 20;

/** A section slug as a label ("business-english" -> "Business English"); the list filter only. */
const languageName = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Students with their credit balances; grant credits until the store sells them. */
export function StudentsScreen() {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('adminStudents');
  const locale = useLocale();
  const viewer = useViewerTime();
  const [subscription, setSubscription] = useState<StudentSubscriptionFilter | ''>('');
  const [sectionSlug, setSectionSlug] = useState('');
  const searchForm = useForm({ draft: '' });
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [granting, setGranting] = useState<AdminStudent | null>(null);
  const query = useDataQuery(
    {
      query: ADMIN_STUDENTS,
      variables: { search: search || undefined, offset, subscription: subscription || undefined, sectionSlug: sectionSlug || undefined },
    },
    (data) => data.adminStudents.items.length === 0,
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('students.title')}</PageTitle>
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
            label={t('students.search')}
            value={searchForm.values.draft}
            onValueChange={(value) => searchForm.setField('draft', value)}
            type="search"
          />
          <Button type="submit">{t('students.searchButton')}</Button>
        </form>
        <div className="mt-3 flex flex-wrap gap-3">
          <SelectField
            label={ts('filters.subscription')}
            value={subscription}
            onValueChange={(value) => {
              setOffset(0);
              setSubscription(value as StudentSubscriptionFilter | '');
            }}
            options={[
              { value: '', label: ts('filters.anySubscription') },
              { value: 'current', label: ts('filters.current') },
              { value: 'trial', label: ts('filters.trial') },
              { value: 'none', label: ts('filters.none') },
            ]}
          />
          <SelectField
            label={ts('filters.language')}
            value={sectionSlug}
            onValueChange={(value) => {
              setOffset(0);
              setSectionSlug(value);
            }}
            options={[
              { value: '', label: ts('filters.anyLanguage') },
              ...SECTION_SLUGS.map((slug) => ({ value: slug, label: languageName(slug) })),
            ]}
          />
        </div>
      </search>
      {/* A page of rows and the pager: the skeleton keeps the table's height. */}
      <QueryState
        query={query}
        skeleton={<Skeleton lines={8} barClassName="h-9" className="gap-2" />}
        empty={<p className="text-slate-700">{t('students.empty')}</p>}
      >
        {({ adminStudents: list }) => (
          <div>
            <TableFrame label={t('students.caption', { count: list.total })}>
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">{t('students.caption', { count: list.total })}</caption>
                <thead className="border-b border-slate-300 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('students.name')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('students.email')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('students.since')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('students.kind.group')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('students.kind.private')}
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">{t('students.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((s) => (
                    <tr key={s.id} className="border-b border-slate-200">
                      <td className="py-2 pr-3 font-medium text-slate-900">
                        <Link className="text-blue-800 underline" to={`/${locale}/students/${s.id}`}>
                          {`${s.firstName} ${s.lastName}`.trim() || s.email}
                        </Link>
                      </td>
                      <td className="py-2 pr-3 text-slate-700">{s.email}</td>
                      <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{viewer.dateTime(s.createdAt, { dateOnly: true })}</td>
                      <td className="py-2 pr-3 text-right tabular-nums" data-testid="student-group-credits">
                        {s.credits.groupCredits}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{s.credits.privateCredits}</td>
                      <td className="py-2 text-right">
                        <Button variant="secondary" onClick={() => setGranting(s)} aria-label={t('students.grant.open', { name: s.email })}>
                          {t('students.grant.button')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <div className="mt-4 flex items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                {t('students.range', { from: offset + 1, to: offset + list.items.length, total: list.total })}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                  {t('previous')}
                </Button>
                <Button variant="secondary" disabled={offset + PAGE >= list.total} onClick={() => setOffset(offset + PAGE)}>
                  {t('next')}
                </Button>
              </div>
            </div>
          </div>
        )}
      </QueryState>
      {granting ? <GrantCreditsDialog student={granting} onClose={() => setGranting(null)} /> : null}
    </div>
  );
}
