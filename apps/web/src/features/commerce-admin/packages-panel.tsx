import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import {
  ADMIN_CATALOGUE,
  type AdminPackage,
  COMMERCE_TYPENAMES,
  PRICE_CHANGE_TYPENAMES,
  PRICE_CHANGES,
  SET_PACKAGE_ACTIVE,
} from './commerce-admin-documents.ts';
import { PriceChangeDialog } from './price-change-dialog.tsx';
import { PriceChangesList } from './price-changes-list.tsx';

/**
 * The store's packages with every price and their sales; one can be taken off the store, or get
 * new prices from a date (decision 105), listed below with the changes already announced.
 */
export function PackagesPanel() {
  const { t } = useTranslation('adminCommerce');
  const locale = useLocale();
  const [changing, setChanging] = useState<AdminPackage | null>(null);
  const [repricing, setRepricing] = useState<AdminPackage | null>(null);
  const query = useDataQuery({ query: ADMIN_CATALOGUE, context: COMMERCE_TYPENAMES }, (data) => data.adminCatalogue.length === 0);
  // The list may start empty: the query names its typename, so a schedule or cancel refreshes it.
  const priceChanges = useDataQuery({ query: PRICE_CHANGES, context: PRICE_CHANGE_TYPENAMES });
  const earliest = 'data' in priceChanges.state ? new Date(priceChanges.state.data.adminEarliestPriceChange) : null;
  return (
    <section aria-labelledby="packages-heading" className="flex flex-col gap-4">
      <h2 id="packages-heading" className="text-xl font-semibold text-slate-900">
        {t('packages.title')}
      </h2>
      <p className="text-slate-700">{t('packages.lead')}</p>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={8} barClassName="h-10" className="gap-2" />}
        empty={<p>{t('packages.empty')}</p>}
      >
        {({ adminCatalogue }) => (
          <TableFrame label={t('packages.caption', { count: adminCatalogue.length })}>
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">{t('packages.caption', { count: adminCatalogue.length })}</caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('packages.name')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('packages.credits')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('packages.prices')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('packages.sold')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('packages.status')}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {adminCatalogue.map((item) => (
                  <tr key={item.id} className="border-b border-slate-200 align-top" data-testid="package-row">
                    <td className="py-2 pr-3">
                      <span className="font-medium text-slate-900">{item.name}</span>
                      <span className="block text-xs text-slate-600">
                        {t(`packages.types.${item.type}`)} · {item.section ?? t('packages.everyLanguage')}
                      </span>
                    </td>
                    <td className="py-2 pr-3 text-slate-800">
                      {t('packages.creditCounts', { group: item.groupCredits, private: item.privateCredits })}
                      <span className="block text-xs text-slate-600">
                        {item.recurrenceWeeks
                          ? t('packages.every', { count: item.recurrenceWeeks })
                          : item.durationWeeks
                            ? t('packages.lasts', { count: item.durationWeeks })
                            : t('packages.once')}
                      </span>
                    </td>
                    <td className="py-2 pr-3 text-slate-800">
                      <ul className="flex flex-wrap gap-x-3 gap-y-1">
                        {item.prices.map((price) => (
                          <li key={price.currency} className="tabular-nums">
                            {formatMoney(price, locale)}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{item.sold}</td>
                    <td className="py-2 pr-3">
                      {item.active ? (
                        <Badge tone="success">{t('packages.onSale')}</Badge>
                      ) : (
                        <Badge tone="neutral">{t('packages.offSale')}</Badge>
                      )}
                    </td>
                    <td className="flex flex-wrap justify-end gap-2 py-2">
                      {item.prices.length > 0 ? (
                        <Button
                          variant="secondary"
                          disabled={!earliest}
                          onClick={() => setRepricing(item)}
                          aria-label={t('priceChange.openOne', { name: item.name })}
                        >
                          {t('priceChange.open')}
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        onClick={() => setChanging(item)}
                        aria-label={t(item.active ? 'packages.takeOffOne' : 'packages.putBackOne', { name: item.name })}
                      >
                        {item.active ? t('packages.takeOff') : t('packages.putBack')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </QueryState>
      <QueryState query={priceChanges} skeleton={<Skeleton lines={3} barClassName="h-12" className="gap-2" />}>
        {({ adminPriceChanges }) => <PriceChangesList changes={adminPriceChanges} />}
      </QueryState>
      {changing ? <PackageActiveDialog item={changing} onClose={() => setChanging(null)} /> : null}
      {repricing && earliest ? <PriceChangeDialog item={repricing} earliest={earliest} onClose={() => setRepricing(null)} /> : null}
    </section>
  );
}

function PackageActiveDialog({ item, onClose }: { item: AdminPackage; onClose: () => void }) {
  const { t } = useTranslation('adminCommerce');
  const [{ fetching }, setActive] = useMutation(SET_PACKAGE_ACTIVE);
  const next = !item.active;
  const confirm = async () => {
    const result = await setActive({ variantId: item.id, active: next }, COMMERCE_TYPENAMES);
    if (result.error) return;
    notify('success', t(next ? 'packages.putBackDone' : 'packages.takeOffDone', { name: item.name }));
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(next ? 'packages.putBackTitle' : 'packages.takeOffTitle', { name: item.name })}
      description={<p>{t(next ? 'packages.putBackDescription' : 'packages.takeOffDescription', { count: item.sold })}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching} onClick={() => void confirm()}>
            {next ? t('packages.putBack') : t('packages.takeOff')}
          </Button>
        </>
      }
    />
  );
}
