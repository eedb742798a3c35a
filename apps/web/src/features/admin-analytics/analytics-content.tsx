import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { BarChart } from '../../shared/ui/bar-chart.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { dailySeries, funnelFigures, percentText } from './analytics-figures.ts';
import type { ProductAnalytics, ProductFunnel } from './analytics-documents.ts';

const ALL = '';

/** The numbers of a period: events per day (one name or all), totals by name, and the funnels. */
export function AnalyticsContent({ analytics, days }: { analytics: ProductAnalytics; days: readonly string[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [name, setName] = useState(ALL);
  // A name chosen in another period may have no events in this one: it still charts, as zeros.
  const eventLabel = (event: string) => t(`analytics.events.${event}`, { defaultValue: event });
  const values = dailySeries(days, analytics.days, name || null);
  const total = values.reduce((a, b) => a + b, 0);
  const seriesLabel = name ? eventLabel(name) : t('analytics.perDay.all');
  const number = new Intl.NumberFormat(locale);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="analytics-per-day" className="flex flex-col gap-3">
        <h2 id="analytics-per-day" className="text-lg font-semibold text-slate-900">
          {t('analytics.perDay.title')}
        </h2>
        <SelectField
          className="w-full max-w-xs"
          label={t('analytics.perDay.event')}
          value={name}
          onValueChange={setName}
          options={[
            { value: ALL, label: t('analytics.perDay.all') },
            ...analytics.totals.map((row) => ({ value: row.name, label: eventLabel(row.name) })),
          ]}
        />
        <BarChart
          title={t('analytics.perDay.chart', { event: seriesLabel })}
          summary={t('analytics.perDay.summary', { count: total, event: seriesLabel, days: days.length })}
          labels={[...days]}
          series={[{ label: seriesLabel, fillClass: 'fill-teal-700', values }]}
          formatValue={(v) => number.format(v)}
          tableLabel={t('analytics.perDay.showTable')}
          rowHeader={t('analytics.perDay.day')}
        />
      </section>
      <section aria-labelledby="analytics-totals" className="flex flex-col gap-3">
        <h2 id="analytics-totals" className="text-lg font-semibold text-slate-900">
          {t('analytics.totals.title')}
        </h2>
        <TableFrame label={t('analytics.totals.title')}>
          <table className="w-full max-w-2xl text-left text-sm">
            <caption className="sr-only">{t('analytics.totals.title')}</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('analytics.totals.event')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('analytics.totals.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {analytics.totals.map((row) => (
                <tr key={row.name} className="border-b border-slate-200" data-testid={`total-${row.name}`}>
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="block text-slate-900">{eventLabel(row.name)}</span>
                    <span className="font-mono text-xs text-slate-700">{row.name}</span>
                  </th>
                  <td className="py-2 text-right tabular-nums text-slate-900" data-testid="total-count">
                    {number.format(row.count)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </section>
      <section aria-labelledby="analytics-funnels" className="flex flex-col gap-3">
        <h2 id="analytics-funnels" className="text-lg font-semibold text-slate-900">
          {t('analytics.funnels.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('analytics.funnels.lead')}</p>
        <div className="grid gap-4 lg:grid-cols-3">
          {analytics.funnels.map((funnel) => (
            <Funnel key={funnel.name} funnel={funnel} eventLabel={eventLabel} />
          ))}
        </div>
      </section>
    </div>
  );
}

function Funnel({ funnel, eventLabel }: { funnel: ProductFunnel; eventLabel: (event: string) => string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const steps = funnelFigures(funnel.steps);
  const title = t(`analytics.funnels.names.${funnel.name}`, { defaultValue: funnel.name });
  const last = steps[steps.length - 1];
  return (
    <section
      aria-labelledby={`funnel-${funnel.name}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid={`funnel-${funnel.name}`}
    >
      <h3 id={`funnel-${funnel.name}`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-2xl font-semibold text-slate-900" data-testid="funnel-conversion">
        {percentText(last?.ofFirst ?? null, locale)}
        <span className="block text-sm font-normal text-slate-700">{t('analytics.funnels.conversion')}</span>
      </p>
      <TableFrame label={t('analytics.funnels.caption', { funnel: title })}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('analytics.funnels.caption', { funnel: title })}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('analytics.funnels.step')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('analytics.funnels.people')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('analytics.funnels.ofFirst')}
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.name} className="border-b border-slate-200 align-top" data-testid={`step-${step.name}`}>
                <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                  {eventLabel(step.name)}
                  {/* The bar repeats the share in the last column for the eye; it says nothing more. */}
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-slate-100">
                    <span
                      className="block h-1.5 rounded-full bg-teal-700"
                      style={{ width: `${Math.min(100, Math.round((step.ofFirst ?? 0) * 100))}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums" data-testid="step-people">
                  {step.people}
                </td>
                <td className="py-2 text-right tabular-nums">{percentText(step.ofFirst, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
