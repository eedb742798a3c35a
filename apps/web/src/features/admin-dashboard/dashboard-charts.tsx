import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { BarChart } from '../../shared/ui/bar-chart.tsx';
import type { Dashboard } from './dashboard-documents.ts';

/** The dashboard's charts: a chunk of its own, loaded after the numbers (decision 101). */
export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('adminDashboard');
  const locale = useLocale();
  const labels = dashboard.days.map((d) => d.day);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const bookings = dashboard.days.map((d) => d.bookings);
  const cancellations = dashboard.days.map((d) => d.cancellations);
  const students = dashboard.days.map((d) => d.newStudents);
  const trials = dashboard.days.map((d) => d.trials);
  const fill = dashboard.days.map((d) => (d.groupCapacity ? Math.round((100 * d.groupSeats) / d.groupCapacity) : 0));
  const currencies = [...new Set(dashboard.revenue.map((r) => r.currency))].sort();
  const common = { labels, tableLabel: t('charts.showTable'), rowHeader: t('charts.day') };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <BarChart
        {...common}
        title={t('charts.bookings')}
        summary={t('charts.bookingsSummary', { bookings: sum(bookings), cancellations: sum(cancellations), days: labels.length })}
        series={[
          { label: t('charts.bookingsSeries'), fillClass: 'fill-teal-700', values: bookings },
          { label: t('charts.cancellationsSeries'), fillClass: 'fill-amber-600', values: cancellations },
        ]}
      />
      <BarChart
        {...common}
        title={t('charts.students')}
        summary={t('charts.studentsSummary', { students: sum(students), trials: sum(trials), days: labels.length })}
        series={[
          { label: t('charts.studentsSeries'), fillClass: 'fill-sky-700', values: students },
          { label: t('charts.trialsSeries'), fillClass: 'fill-violet-700', values: trials },
        ]}
      />
      <BarChart
        {...common}
        title={t('charts.fill')}
        summary={t('charts.fillSummary', { days: labels.length })}
        formatValue={(v) => `${v} %`}
        series={[{ label: t('charts.fillSeries'), fillClass: 'fill-emerald-700', values: fill }]}
      />
      {currencies.length === 0 ? (
        <p className="text-slate-700">{t('charts.noRevenue')}</p>
      ) : (
        currencies.map((currency) => {
          const values = labels.map((day) => dashboard.revenue.find((r) => r.day === day && r.currency === currency)?.netCents ?? 0);
          const money = (cents: number) => formatMoney({ amount: cents, currency }, locale);
          return (
            <BarChart
              key={currency}
              {...common}
              title={t('charts.revenue', { currency })}
              summary={t('charts.revenueSummary', { total: money(sum(values)), days: labels.length })}
              formatValue={money}
              series={[{ label: t('charts.revenueSeries', { currency }), fillClass: 'fill-slate-700', values }]}
            />
          );
        })
      )}
    </div>
  );
}
