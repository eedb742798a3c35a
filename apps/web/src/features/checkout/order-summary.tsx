import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import type { PurchaseData } from './checkout-documents.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';

/** The order summary of 001 §3: subtotal, discount, total, and what is charged today. */
export function OrderSummary({ purchase, trialDays }: { purchase: PurchaseData; trialDays: number }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const viewer = useViewerTime();
  const money = (m: { amount: number; currency: string }) => formatMoney(m, locale);
  const weeks = purchase.package.recurrenceIntervalWeeks ?? 4;
  const credits: string[] = [];
  if (purchase.withTrial) {
    credits.push(purchase.trialCreditKind === 'private' ? t('summary.trialPrivate') : t('summary.trialGroup'));
  } else {
    if (purchase.groupCredits > 0) credits.push(t('package.groupCredits', { count: purchase.groupCredits }));
    if (purchase.privateCredits > 0) credits.push(t('package.privateCredits', { count: purchase.privateCredits }));
  }
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="order-summary"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold text-slate-900">
        {t('summary.heading')}
      </h2>
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">{purchase.displayName}</p>
        {credits.length > 0 ? <p className="text-sm text-slate-700">{credits.join(t('package.and'))}</p> : null}
        {purchase.package.section ? (
          <p className="text-sm text-slate-700">{t('summary.course', { name: purchase.package.section.name })}</p>
        ) : null}
        {purchase.sprint ? (
          <p className="text-sm text-slate-700">
            {t('summary.sprint', {
              start: viewer.dateTime(purchase.sprint.startDate, { dateOnly: true }),
              count: purchase.sprint.durationWeeks,
            })}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-slate-800">
        <dt>{t('summary.subtotal')}</dt>
        <dd className="text-right tabular-nums" data-testid="summary-subtotal">
          {money(purchase.subtotal)}
        </dd>
        {purchase.discount.amount !== 0 ? (
          <>
            <dt>
              {t('summary.discount')}
              {purchase.coupons.length > 0 ? (
                <span className="text-sm text-slate-600"> ({purchase.coupons.map((c) => c.code).join(', ')})</span>
              ) : null}
            </dt>
            <dd className="text-right text-emerald-800 tabular-nums" data-testid="summary-discount">
              {money({ amount: -Math.abs(purchase.discount.amount), currency: purchase.discount.currency })}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{purchase.isSubscription ? t('summary.totalPerPeriod', { count: weeks }) : t('summary.total')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="summary-total">
          {money(purchase.total)}
        </dd>
        <dt className="border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">{t('summary.chargeTotal')}</dt>
        <dd
          className="border-t border-slate-200 pt-2 text-right text-lg font-bold text-slate-900 tabular-nums"
          data-testid="summary-charge-total"
        >
          {money(purchase.chargeTotal)}
        </dd>
      </dl>
      {purchase.withTrial ? (
        <p className="text-sm text-slate-700">{t('summary.trialThen', { days: trialDays, price: money(purchase.total), count: weeks })}</p>
      ) : purchase.isSubscription ? (
        <p className="text-sm text-slate-700">{t('summary.renews', { count: weeks })}</p>
      ) : null}
      {purchase.coupons.some((c) => c.lifetime) ? <p className="text-sm text-emerald-800">{t('summary.lifetime')}</p> : null}
    </section>
  );
}
