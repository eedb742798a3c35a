import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { GROUPS, groupOf, lowestPerClass, type PlanGroup, type PricedPackage } from './pricing-groups.ts';

const ROWS = ['format', 'rhythm', 'start', 'commitment', 'trial'] as const;

/**
 * The plan kinds side by side (issue 15 "a plan comparison"): what each is for, in words from the
 * school's rules, and the lowest price per class from the list above (so it follows the currency).
 * On a phone the table scrolls sideways inside its own focusable region.
 */
export function PlanComparison({ packages }: { packages: PricedPackage[] }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const columns = GROUPS.filter((group) => packages.some((p) => groupOf(p) === group));
  if (columns.length < 2) return null;
  const fromPrice = (group: PlanGroup) =>
    lowestPerClass(
      packages.filter((p) => groupOf(p) === group),
      locale,
    );
  return (
    <div className="flex flex-col gap-4">
      <h2 id="pricing-compare-heading" className="text-xl font-semibold text-slate-900">
        {t('pricing.compare.title')}
      </h2>
      <TableFrame labelledBy="pricing-compare-heading" className="rounded-2xl border border-slate-200 bg-white">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50">
              <td className="p-3" />
              {columns.map((group) => (
                <th key={group} scope="col" className="p-3 font-semibold text-slate-900">
                  {t(`pricing.groups.${group}.title`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row} className="border-b border-slate-100 align-top">
                <th scope="row" className="p-3 font-medium text-slate-800">
                  {t(`pricing.compare.rows.${row}`)}
                </th>
                {columns.map((group) => (
                  <td key={group} className="p-3 text-slate-700">
                    {t(`pricing.compare.${group}.${row}`)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="align-top">
              <th scope="row" className="p-3 font-medium text-slate-800">
                {t('pricing.compare.rows.price')}
              </th>
              {columns.map((group) => {
                const price = fromPrice(group);
                return (
                  <td key={group} className="p-3 font-semibold text-slate-900">
                    {price ? t('pricing.compare.from', { price }) : '—'}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}
