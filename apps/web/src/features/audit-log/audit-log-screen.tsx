import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADMIN_AUDIT_LOG, type AuditEntry, type AuditLogPage, type AuditPerson } from './audit-log-documents.ts';
import { type AuditFilterValues, NO_FILTERS, auditVariables, readableJson } from './audit-log-filters.ts';

const PAGE = 25;

/**
 * Below the md breakpoint each row is a stack of its cells, each under its column's name (the
 * `data-label`), so a phone reads the object and the details without scrolling sideways.
 */
const STACKED =
  'max-md:block max-md:py-1 max-md:pr-0 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

/**
 * The audit log (issue 19, decision 094): every admin action, newest first, filtered by action,
 * admin, object and days; each row opens to its arguments, before and after.
 */
export function AuditLogScreen() {
  const { t } = useTranslation('admin');
  const form = useForm<AuditFilterValues>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const query = useDataQuery(
    { query: ADMIN_AUDIT_LOG, variables: { ...auditVariables(filters), offset } },
    (data) => data.adminAuditLog.entries.length === 0,
  );
  // The filter choices come with each answer; the last ones stay while the next page loads.
  const facets = useRef<Pick<AuditLogPage, 'actions' | 'actors'>>({ actions: [], actors: [] });
  if ('data' in query.state) facets.current = query.state.data.adminAuditLog;

  const apply = (next: AuditFilterValues) => {
    setOffset(0);
    setFilters(next);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('audit.title')}</PageTitle>
      <p className="text-slate-700">{t('audit.lead')}</p>
      <search>
        <form ref={form.formRef} className="flex flex-col gap-4" onSubmit={form.handleSubmit(async (values) => apply(values))}>
          <div className="flex flex-wrap items-start gap-3">
            <SelectField
              className="min-w-56 flex-1"
              label={t('audit.filter.action')}
              value={form.values.action}
              onValueChange={(value) => form.setField('action', value)}
              placeholder={t('audit.filter.anyAction')}
              options={facets.current.actions.map((action) => ({ value: action, label: action }))}
            />
            <SelectField
              className="min-w-56 flex-1"
              label={t('audit.filter.actor')}
              value={form.values.actorId}
              onValueChange={(value) => form.setField('actorId', value)}
              placeholder={t('audit.filter.anyActor')}
              options={facets.current.actors.map((actor) => ({ value: actor.id, label: personName(actor, t('audit.erased')) }))}
            />
            <TextField
              className="min-w-64 flex-1"
              label={t('audit.filter.objectId')}
              hint={t('audit.filter.objectIdHint')}
              value={form.values.objectId}
              onValueChange={(value) => form.setField('objectId', value)}
              type="search"
              autoComplete="off"
            />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <DateField
              label={t('audit.filter.from')}
              value={form.values.fromDay}
              onValueChange={(value) => form.setField('fromDay', value)}
            />
            <DateField label={t('audit.filter.to')} value={form.values.toDay} onValueChange={(value) => form.setField('toDay', value)} />
            <div className="flex gap-2">
              <Button type="submit">{t('audit.filter.apply')}</Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  form.setValues(NO_FILTERS);
                  apply(NO_FILTERS);
                }}
              >
                {t('audit.filter.clear')}
              </Button>
            </div>
          </div>
        </form>
      </search>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={8} barClassName="h-10" className="gap-2" />}
        empty={<p className="text-slate-700">{t('audit.empty')}</p>}
      >
        {({ adminAuditLog: page }) => (
          <div>
            <TableFrame label={t('audit.caption', { count: page.total })}>
              <table className="w-full text-left text-sm max-md:block md:min-w-[56rem]">
                <caption className="sr-only">{t('audit.caption', { count: page.total })}</caption>
                <thead className="border-b border-slate-300 text-slate-700 max-md:sr-only">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('audit.when')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('audit.who')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('audit.action')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('audit.object')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('audit.outcome')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('audit.details')}
                    </th>
                  </tr>
                </thead>
                <tbody className="max-md:block">
                  {page.entries.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                {t('audit.range', { from: offset + 1, to: offset + page.entries.length, total: page.total })}
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

function personName(person: AuditPerson, erased: string): string {
  return person.erased ? erased : person.name || person.id;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const viewer = useViewerTime();
  const erased = t('audit.erased');
  return (
    <tr className="border-b border-slate-200 align-top max-md:block max-md:py-3" data-testid="audit-entry">
      <td data-label={t('audit.when')} className={`py-2 pr-3 whitespace-nowrap text-slate-700 ${STACKED}`}>
        {viewer.dateTime(entry.occurredAt)}
      </td>
      <td data-label={t('audit.who')} className={`py-2 pr-3 ${STACKED}`}>
        <span className="font-medium text-slate-900">{personName(entry.actor, erased)}</span>
        {entry.actingAs ? (
          <span className="block text-slate-700">{t('audit.actingAs', { name: personName(entry.actingAs, erased) })}</span>
        ) : null}
      </td>
      <td data-label={t('audit.action')} className={`py-2 pr-3 font-mono text-slate-900 ${STACKED}`}>
        {entry.action}
      </td>
      <td data-label={t('audit.object')} className={`py-2 pr-3 ${STACKED}`}>
        {entry.objectType ? <span className="block text-slate-700">{entry.objectType}</span> : null}
        <span className="font-mono break-all text-slate-900" data-testid="audit-object-id">
          {entry.objectId ?? '—'}
        </span>
      </td>
      <td data-label={t('audit.outcome')} className={`py-2 pr-3 ${STACKED}`}>
        {entry.outcome === 'done' ? (
          <Badge tone="success">{t('audit.done')}</Badge>
        ) : (
          <Badge tone="warning">{t('audit.refused', { code: entry.errorCode ?? '' })}</Badge>
        )}
      </td>
      <td data-label={t('audit.details')} className={`py-2 ${STACKED}`}>
        <details className="max-w-md">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-teal-800 underline">
            {t('audit.show', { action: entry.action })}
          </summary>
          <dl className="flex flex-col gap-2">
            {(['request', 'before', 'after'] as const).map((part) => (
              <div key={part}>
                <dt className="font-medium text-slate-800">{t(`audit.part.${part}`)}</dt>
                <dd>
                  <pre className="rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all text-slate-900">
                    {readableJson(entry[part])}
                  </pre>
                </dd>
              </div>
            ))}
            {entry.requestId ? (
              <div>
                <dt className="font-medium text-slate-800">{t('audit.part.requestId')}</dt>
                <dd className="font-mono text-xs break-all">{entry.requestId}</dd>
              </div>
            ) : null}
          </dl>
        </details>
      </td>
    </tr>
  );
}
