import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import type { PackageData } from './store-documents.ts';

/** One package of the store: what it contains, its price per period and per class, and its actions. */
export function PackageCard({ pkg, actions, headingLevel = 3 }: { pkg: PackageData; actions: ReactNode; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `package-${pkg.id}`;
  const recommended = pkg.isRecommended && !pkg.isCurrent;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm ${recommended ? 'border-2 border-brand-700' : 'border-slate-200'}`}
      data-testid="package-card"
      data-recommended={recommended || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold text-slate-900">
          {pkg.displayName}
        </Heading>
        <div className="flex flex-wrap gap-1.5">
          {recommended ? <Badge tone="success">{t('package.recommended')}</Badge> : null}
          {pkg.isCurrent ? <Badge tone="success">{t('package.current')}</Badge> : null}
          {!pkg.isCurrent && pkg.withTrialAvailable ? <Badge tone="info">{t('package.trialBadge')}</Badge> : null}
        </div>
      </div>
      {recommended ? <p className="text-sm font-medium text-brand-900">{t('package.recommendedWhy')}</p> : null}
      <PackagePrice pkg={pkg} />
      <p className="text-sm text-slate-700">{creditsLine(pkg, t)}</p>
      {pkg.pricePerClass.amount > 0 ? (
        <p className="text-sm text-slate-700">{t('package.perClass', { price: formatMoney(pkg.pricePerClass, locale) })}</p>
      ) : null}
      {pkg.description ? <p className="text-sm text-slate-700">{pkg.description}</p> : null}
      {pkg.contentBlocks.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800">
          {pkg.contentBlocks.map((block) => (
            <li key={block}>{block}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>
    </article>
  );
}

export function PackagePrice({ pkg }: { pkg: PackageData }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const price = formatMoney(pkg.subTotal, locale);
  return (
    <p className="text-slate-900">
      <span className="text-2xl font-bold">{price}</span>{' '}
      <span className="text-sm text-slate-700">
        {pkg.isSubscription ? t('package.perPeriod', { count: pkg.recurrenceIntervalWeeks ?? 4 }) : t('package.oneOff')}
      </span>
    </p>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** "8 group classes every 4 weeks", "1 private class", ... */
export function creditsLine(
  pkg: Pick<PackageData, 'groupCredits' | 'privateCredits' | 'isSubscription' | 'recurrenceIntervalWeeks'>,
  t: T,
): string {
  const parts: string[] = [];
  if (pkg.groupCredits > 0) parts.push(t('package.groupCredits', { count: pkg.groupCredits }));
  if (pkg.privateCredits > 0) parts.push(t('package.privateCredits', { count: pkg.privateCredits }));
  const credits = parts.join(t('package.and'));
  if (!credits) return '';
  return pkg.isSubscription ? t('package.everyPeriod', { credits, count: pkg.recurrenceIntervalWeeks ?? 4 }) : credits;
}
