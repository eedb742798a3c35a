import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import type { ErrorGroupRow } from './errors-documents.ts';

/**
 * Below the md breakpoint each row is a stack of its cells, each under its column's name (the
 * `data-label`), as in the audit log: a phone reads the message and the count without scrolling.
 */
const STACKED =
  'max-md:block max-md:py-1 max-md:pr-0 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

/** What the group's page needs to lead back to this very list (its filters and page). */
export interface ErrorListState {
  listSearch: string;
}

export function ErrorGroupTable({ groups, total }: { groups: ErrorGroupRow[]; total: number }) {
  const { t } = useTranslation('admin');
  const viewer = useViewerTime();
  const { search } = useLocation();
  const caption = t('errors.caption', { count: total });
  return (
    <TableFrame label={caption}>
      <table className="w-full text-left text-sm max-md:block md:min-w-[52rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700 max-md:sr-only">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('errors.column.error')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('errors.column.location')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('errors.column.count')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('errors.column.lastSeen')}
            </th>
            <th scope="col" className="py-2">
              {t('errors.column.firstSeen')}
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {groups.map((group) => (
            <tr key={group.id} className="border-b border-slate-200 align-top max-md:block max-md:py-3" data-testid="error-group">
              <td data-label={t('errors.column.error')} className={`py-2 pr-3 ${STACKED}`}>
                <Link
                  to={group.id}
                  state={{ listSearch: search } satisfies ErrorListState}
                  className="line-clamp-3 font-medium break-words text-teal-800 underline"
                  data-testid="error-message"
                >
                  {group.message}
                </Link>
                <span className="mt-1 flex flex-wrap gap-1">
                  <Badge tone={group.source === 'server' ? 'warning' : 'info'}>{t(`errors.source.${group.source}`)}</Badge>
                  <Badge>{t(`errors.kind.${group.kind}`, { defaultValue: group.kind })}</Badge>
                </span>
              </td>
              <td
                data-label={t('errors.column.location')}
                className={`py-2 pr-3 font-mono text-xs break-all text-slate-900 ${STACKED} max-md:before:font-sans`}
                data-testid="error-location"
              >
                {group.location ?? '—'}
              </td>
              <td
                data-label={t('errors.column.count')}
                className={`py-2 pr-3 tabular-nums text-slate-900 md:text-right ${STACKED}`}
                data-testid="error-count"
              >
                {group.count}
              </td>
              <td data-label={t('errors.column.lastSeen')} className={`py-2 pr-3 whitespace-nowrap text-slate-800 ${STACKED}`}>
                {viewer.dateTime(group.lastSeenAt)}
              </td>
              <td data-label={t('errors.column.firstSeen')} className={`py-2 whitespace-nowrap text-slate-800 ${STACKED}`}>
                {viewer.dateTime(group.firstSeenAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
