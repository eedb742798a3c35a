import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { BILLING, MEMBERSHIP_TYPENAMES, type PaymentMethodData, REMOVE_METHOD, SET_DEFAULT_METHOD } from './membership-documents.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { SettingsNav } from './settings-nav.tsx';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { TableFrame } from '../../shared/ui/table-frame.tsx';

/**
 * account/settings/billing: payment methods (set default, remove; one always remains) and the
 * invoices with their PDFs and credit memos. The form to add a method comes from the area
 * (it belongs to checkout), so this feature does not import another.
 */
export function BillingScreen({ addMethodForm }: { addMethodForm: (onAdded: () => void) => ReactNode }) {
  const { t } = useTranslation(['membership', 'store']);
  const query = useDataQuery({ query: BILLING, variables: {}, requestPolicy: 'cache-and-network', context: MEMBERSHIP_TYPENAMES });
  const [adding, setAdding] = useState(false);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('billing.title')}</PageTitle>
      <SettingsNav />
      <QueryState
        query={query}
        // The methods heading, one method row, the add button, then the invoices heading and rows.
        skeleton={
          <div className="flex flex-col gap-4">
            <Skeleton lines={1} barClassName="h-7 w-56" />
            <Skeleton lines={2} barClassName="h-14" />
            <Skeleton lines={1} barClassName="h-7 w-56" />
            <Skeleton lines={3} barClassName="h-12" />
          </div>
        }
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="methods-heading" className="flex flex-col gap-4">
              <h2 id="methods-heading" className="text-xl font-semibold text-slate-900">
                {t('billing.methods')}
              </h2>
              {data.paymentMethods.length === 0 ? <p className="text-slate-700">{t('billing.noMethods')}</p> : null}
              <ul className="flex flex-col gap-2">
                {data.paymentMethods.map((method) => (
                  <MethodRow key={method.id} method={method} onlyOne={data.paymentMethods.length === 1} />
                ))}
              </ul>
              {adding ? (
                <div className="rounded-2xl border border-slate-200 bg-white p-6">
                  <h3 className="mb-4 text-lg font-semibold text-slate-900">{t('billing.addHeading')}</h3>
                  {addMethodForm(() => {
                    setAdding(false);
                    query.retry();
                  })}
                  <Button variant="ghost" className="mt-2" onClick={() => setAdding(false)}>
                    {t('billing.cancelAdd')}
                  </Button>
                </div>
              ) : (
                <Button variant="secondary" className="self-start" onClick={() => setAdding(true)}>
                  {t('billing.add')}
                </Button>
              )}
            </section>
            <InvoiceList invoices={data.studentInvoices} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function MethodRow({ method, onlyOne }: { method: PaymentMethodData; onlyOne: boolean }) {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const [, setDefault] = useMutation(SET_DEFAULT_METHOD);
  const [, remove] = useMutation(REMOVE_METHOD);
  const [confirming, setConfirming] = useState(false);
  const expiry =
    method.expMonth && method.expYear
      ? t('billing.expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })
      : null;
  const makeDefault = async () => {
    const result = await setDefault({ id: method.id }, { notifyErrors: false, ...MEMBERSHIP_TYPENAMES });
    if (result.error) notify('error', errorText(result.error));
    else notify('success', t('billing.defaultSet', { label: method.label }));
  };
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
      data-testid="payment-method"
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{method.label}</span>
        {expiry ? <span className="text-sm text-slate-600">{expiry}</span> : null}
        {method.isDefault ? <Badge tone="success">{t('billing.default')}</Badge> : null}
      </span>
      <span className="flex flex-wrap gap-2">
        {method.isDefault ? null : (
          <Button
            variant="secondary"
            onClick={() => void makeDefault()}
            aria-label={t('billing.makeDefaultNamed', { label: method.label })}
          >
            {t('billing.makeDefault')}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => setConfirming(true)}
          disabled={onlyOne}
          aria-label={t('billing.removeNamed', { label: method.label })}
          title={onlyOne ? t('billing.lastOne') : undefined}
        >
          {t('billing.remove')}
        </Button>
      </span>
      {onlyOne ? <p className="w-full text-sm text-slate-600">{t('billing.lastOne')}</p> : null}
      {confirming ? (
        <ActionDialog
          title={t('billing.removeTitle')}
          consequence={
            <p>
              {method.isDefault
                ? t('billing.removeDefaultConsequence', { label: method.label })
                : t('billing.removeConsequence', { label: method.label })}
            </p>
          }
          confirmLabel={t('billing.removeConfirm')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const result = await remove({ id: method.id }, { notifyErrors: false, ...MEMBERSHIP_TYPENAMES });
            if (result.error) return errorText(result.error);
            notify('success', t('billing.removed', { label: method.label }));
            setConfirming(false);
            return null;
          }}
        />
      ) : null}
    </li>
  );
}

function InvoiceList({
  invoices,
}: {
  invoices: Array<{
    id: string;
    kind: 'invoice' | 'credit_memo';
    number: string;
    issuedAt: string;
    total: { amount: number; currency: string };
    pdfUrl: string;
    relatesTo: string | null;
  }>;
}) {
  const { t } = useTranslation(['membership', 'store']);
  const locale = useLocale();
  const viewer = useViewerTime();
  return (
    <section aria-labelledby="invoices-heading" className="flex flex-col gap-4">
      <h2 id="invoices-heading" className="text-xl font-semibold text-slate-900">
        {t('billing.invoices')}
      </h2>
      {invoices.length === 0 ? (
        <p className="text-slate-700">{t('billing.noInvoices')}</p>
      ) : (
        <TableFrame label={t('billing.invoices')} className="rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('billing.invoices')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t('billing.number')}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t('billing.date')}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t('billing.kind')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  {t('billing.amount')}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  <span className="sr-only">{t('billing.pdf')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-t border-slate-200" data-testid="invoice-row">
                  <td className="px-4 py-2 font-medium text-slate-900">{invoice.number}</td>
                  <td className="px-4 py-2">{viewer.dateTime(invoice.issuedAt, { dateOnly: true })}</td>
                  <td className="px-4 py-2">
                    {invoice.kind === 'credit_memo'
                      ? t('billing.creditMemoFor', { number: invoice.relatesTo ?? '' })
                      : t('billing.invoice')}
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatMoney(invoice.total, locale)}</td>
                  <td className="px-4 py-2">
                    <a
                      href={invoice.pdfUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-brand-800 underline underline-offset-2"
                      aria-label={t('billing.downloadNamed', { number: invoice.number })}
                    >
                      {t('billing.download')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
