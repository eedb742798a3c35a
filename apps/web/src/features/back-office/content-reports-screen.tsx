import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { adminContentPaths, contentItemAnchor } from '../../shared/routing/admin-content-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import {
  ADMIN_CONTENT_ERROR_REPORTS,
  type AdminContentErrorReport,
  type ContentErrorReportOutcome,
  type ContentErrorReportStatus,
} from './back-office-documents.ts';
import { CloseReportDialog } from './close-report-dialog.tsx';

const PAGE = 20;
const STATUSES: ContentErrorReportStatus[] = ['open', 'resolved', 'dismissed'];

/** Students' reports of errors in practice items (001 §5, decision 079): newest first, resolve or dismiss. */
export function ContentReportsScreen() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ContentErrorReportStatus>('open');
  const [offset, setOffset] = useState(0);
  const [closing, setClosing] = useState<{ report: AdminContentErrorReport; outcome: ContentErrorReportOutcome } | null>(null);
  const query = useDataQuery(
    { query: ADMIN_CONTENT_ERROR_REPORTS, variables: { status, offset } },
    (data) => data.adminContentErrorReports.items.length === 0,
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('reports.title')}</PageTitle>
      <p className="text-slate-700">{t('reports.lead')}</p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('reports.filter')}</legend>
        {STATUSES.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name="report-status"
              value={value}
              checked={status === value}
              onChange={() => {
                setStatus(value);
                setOffset(0);
              }}
            />
            {t(`reports.status.${value}`)}
          </label>
        ))}
      </fieldset>
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={4} barClassName="h-32" className="gap-4" />}
        empty={<p className="text-slate-700">{t(`reports.empty.${status}`)}</p>}
      >
        {({ adminContentErrorReports: list }) => (
          <section aria-label={t('reports.caption', { count: list.total })}>
            <ul className="flex flex-col gap-4">
              {list.items.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} onClose={(outcome) => setClosing({ report, outcome })} />
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
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
          </section>
        )}
      </QueryState>
      {closing ? <CloseReportDialog report={closing.report} outcome={closing.outcome} onClose={() => setClosing(null)} /> : null}
    </div>
  );
}

/** Where on the lesson's editor page a reported item sits: words and exercises by id, the lesson's one grammar item and Lingobite by section. */
function editorAnchor(target: string, targetId: string): string {
  return target === 'grammar' || target === 'lingobite' ? target : contentItemAnchor(targetId);
}

function ReportCard({ report, onClose }: { report: AdminContentErrorReport; onClose: (outcome: ContentErrorReportOutcome) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const viewer = useViewerTime();
  const what = report.itemText ?? t('reports.itemGone');
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="content-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t(`reports.target.${report.target}`, { defaultValue: report.target })}</Badge>
        <span className="text-sm text-slate-700">{[report.lessonTitle, report.moduleName].filter(Boolean).join(' · ')}</span>
      </div>
      <h2 className="text-lg font-semibold break-words text-slate-900">“{what}”</h2>
      <ul className="flex flex-wrap gap-2" aria-label={t('reports.options')}>
        {report.options.map((option) => (
          <li key={option}>
            <Badge tone="warning">{t(`reports.option.${option}`, { defaultValue: option })}</Badge>
          </li>
        ))}
      </ul>
      <blockquote className="border-l-4 border-slate-300 pl-3 whitespace-pre-line break-words text-slate-800">{report.details}</blockquote>
      {report.lessonId && report.itemText ? (
        // Fix first, then resolve (decision 104): the editor opens at the reported item.
        <Link
          className="self-start text-sm font-semibold text-brand-800 underline"
          to={`${buildPath(adminContentPaths.lesson, { locale, lessonId: report.lessonId })}#${editorAnchor(report.target, report.targetId)}`}
        >
          {t('reports.fixInEditor', { item: what })}
        </Link>
      ) : null}
      <p className="text-sm text-slate-700">
        {t('reports.by', { name: report.studentName, email: report.studentEmail, date: viewer.dateTime(report.createdAt) })}
      </p>
      {report.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onClose('resolved')} aria-label={t('reports.resolved.open', { item: what })}>
            {t('reports.resolved.button')}
          </Button>
          <Button variant="secondary" onClick={() => onClose('dismissed')} aria-label={t('reports.dismissed.open', { item: what })}>
            {t('reports.dismissed.button')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {t(`reports.closedOn.${report.status}`, { date: report.resolvedAt ? viewer.dateTime(report.resolvedAt) : '' })}
          {report.resolutionNote ? ` ${t('reports.noteWas', { note: report.resolutionNote })}` : ''}
        </p>
      )}
    </article>
  );
}
