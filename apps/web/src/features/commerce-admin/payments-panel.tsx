import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { Pager } from '../../shared/ui/pager.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { ADMIN_PAYMENTS, type AdminPayment, type PaymentList } from './commerce-admin-documents.ts';

const PAGE = 20;
const LISTS: PaymentList[] = ['failed', 'refunds', 'withdrawals'];

/** Failed charges (to follow up), refunds, and withdrawals within the 14 days, newest first. */
export function PaymentsPanel() {
  const { t } = useTranslation('adminCommerce');
  const [list, setList] = useState<PaymentList>('failed');
  const [offset, setOffset] = useState(0);
  const query = useDataQuery({ query: ADMIN_PAYMENTS, variables: { list, offset } }, (data) => data.adminPayments.payments.length === 0);
  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-4">
      <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
        {t('payments.title')}
      </h2>
      <SelectField
        className="max-w-xs"
        label={t('payments.show')}
        value={list}
        onValueChange={(value) => {
          setOffset(0);
          setList(value as PaymentList);
        }}
        options={LISTS.map((value) => ({ value, label: t(`payments.lists.${value}`) }))}
      />
      <QueryState
        query={query}
        skeleton={<Skeleton lines={6} barClassName="h-10" className="gap-2" />}
        empty={<p className="text-slate-700">{t(`payments.empty.${list}`)}</p>}
      >
        {({ adminPayments: page }) => (
          <div>
            <PaymentTable list={list} payments={page.payments} total={page.total} />
            <Pager offset={offset} pageSize={PAGE} shown={page.payments.length} total={page.total} onOffsetChange={setOffset} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

function PaymentTable({ list, payments, total }: { list: PaymentList; payments: AdminPayment[]; total: number }) {
  const { t } = useTranslation('adminCommerce');
  const viewer = useViewerTime();
  const caption = t(`payments.caption.${list}`, { count: total });
  return (
    <TableFrame label={caption}>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('payments.when')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('payments.student')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('payments.product')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('payments.amount')}
            </th>
            <th scope="col" className="py-2">
              {list === 'failed' ? t('payments.reason') : t('payments.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-slate-200 align-top" data-testid="payment-row">
              <td className="py-2 pr-3 whitespace-nowrap text-slate-800">{viewer.dateTime(payment.occurredAt)}</td>
              <td className="py-2 pr-3">
                <span className="font-medium text-slate-900">{payment.student.name || payment.student.email}</span>
                <span className="block break-all text-slate-700">{payment.student.email}</span>
              </td>
              <td className="py-2 pr-3 text-slate-800">{payment.product ?? '—'}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(payment.amount, viewer.locale)}</td>
              <td className="py-2 text-slate-800">
                {list === 'failed'
                  ? (payment.errorMessage ?? payment.errorCode ?? '—')
                  : t(`payments.statuses.${payment.status}`, payment.status)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
