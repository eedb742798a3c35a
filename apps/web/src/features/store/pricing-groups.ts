import type { Locale } from '@parla/contracts';
import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import type { PUBLIC_PRICES } from './pricing-documents.ts';

export type PricedPackage = ResultOf<typeof PUBLIC_PRICES>['packages'][number];
export type PlanGroup = 'flexGroup' | 'flexPrivate' | 'sprint';

/** Flex plans with group classes, Flex plans with private classes, Sprints: the order a visitor compares them in. */
export const GROUPS: PlanGroup[] = ['flexGroup', 'flexPrivate', 'sprint'];

export function groupOf(pkg: Pick<PricedPackage, 'type' | 'groupCredits'>): PlanGroup | null {
  if (pkg.type === 'sprint') return 'sprint';
  if (pkg.type !== 'flex') return null;
  return pkg.groupCredits > 0 ? 'flexGroup' : 'flexPrivate';
}

/** The lowest price per class among the packages ("from €10.99"), or null when none has one. */
export function lowestPerClass(
  packages: { pricePerClass: { amount: number; currency: string; formatted?: string | null } }[],
  locale: Locale,
): string | null {
  const priced = packages.filter((p) => p.pricePerClass.amount > 0);
  if (priced.length === 0) return null;
  const lowest = priced.reduce((a, b) => (b.pricePerClass.amount < a.pricePerClass.amount ? b : a));
  return formatMoney(lowest.pricePerClass, locale);
}
