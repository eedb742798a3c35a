import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { formatDateKey } from '../../shared/i18n/format-date-time.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { AnalyticsContent } from './analytics-content.tsx';
import { ADMIN_PRODUCT_ANALYTICS } from './analytics-documents.ts';
import { analyticsRange, type RangeChoice } from './analytics-range.ts';
import { RangePicker } from './range-picker.tsx';

/**
 * The back office's analytics (issue 19, decision 103): the product events the web sends
 * (decision 097) over whole local days of the admin's zone: per day, totals by name, and the
 * sign-up, booking and purchase funnels with their conversion.
 */
export function AnalyticsScreen() {
  const { t } = useTranslation('admin');
  const viewer = useViewerTime();
  const now = useMemo(() => new Date(), []);
  const [choice, setChoice] = useState<RangeChoice>({ preset: '30', fromDay: '', toDay: '' });
  const range = useMemo(() => analyticsRange(choice, now, viewer.timeZone), [choice, now, viewer.timeZone]);
  const query = useDataQuery(
    { query: ADMIN_PRODUCT_ANALYTICS, variables: { from: range.from, to: range.to, timeZone: viewer.timeZone } },
    (data) => data.adminProductAnalytics.totals.length === 0,
  );
  const first = range.days[0] ?? '';
  const last = range.days[range.days.length - 1] ?? '';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('analytics.title')}</PageTitle>
      <p className="text-slate-700">{t('analytics.lead')}</p>
      <RangePicker choice={choice} range={range} onChoice={setChoice} />
      <p className="text-sm text-slate-700" data-testid="analytics-period">
        {t('analytics.range.shown', {
          from: formatDateKey(first, viewer.locale, 'medium'),
          to: formatDateKey(last, viewer.locale, 'medium'),
          timeZone: viewer.timeZone,
        })}
      </p>
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={6} barClassName="h-24 rounded-xl" className="gap-3" />}
        empty={<p className="text-slate-700">{t('analytics.empty')}</p>}
      >
        {({ adminProductAnalytics }) => <AnalyticsContent analytics={adminProductAnalytics} days={range.days} />}
      </QueryState>
    </div>
  );
}
