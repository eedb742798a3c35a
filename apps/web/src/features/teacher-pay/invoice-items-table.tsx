import { useTranslation } from 'react-i18next';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { type InvoiceItem, PAYMENTS_TYPENAMES, TEACHER_INVOICE } from './payments-documents.ts';
import { usePayTime } from './use-pay-time.ts';
import { TableFrame } from '../../shared/ui/table-frame.tsx';

/** The items of one invoice with the table columns of 000 §3, and the totals per category. */
export function InvoiceItemsTable({ invoiceId, headingId }: { invoiceId: string; headingId: string }) {
  const { t } = useTranslation('teacherPay');
  const time = usePayTime();
  const query = useDataQuery({ query: TEACHER_INVOICE, variables: { id: invoiceId }, context: PAYMENTS_TYPENAMES });
  const invoice = dataOf(query.state)?.teacherInvoice;
  if (!invoice) {
    return (
      <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-8" />}>
        {() => null}
      </QueryState>
    );
  }
  // The description column names the bonus or the category (bonus, health, missed class, tech issues, no students).
  const description = (item: InvoiceItem) =>
    item.bonusType ? t(`bonusType.${item.bonusType}`) : item.category ? t(`category.${item.category}`) : '';
  const title = (item: InvoiceItem) => {
    const base = item.classTitle ?? (item.description || (item.bonusType ? t(`bonusType.${item.bonusType}`) : ''));
    return item.classTitle && (item.kind === 'Bonus' || item.kind === 'Adg') && item.description ? `${base}: ${item.description}` : base;
  };
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('invoices.categories')}>
        {invoice.categories.map((c) => (
          <li key={c.category ?? 'taught'} className="rounded-full border border-slate-300 bg-white px-3 py-1">
            {c.category ? t(`category.${c.category}`) : t('category.taught')}: {c.count} · {time.money(c.amount, invoice.currency)}
          </li>
        ))}
      </ul>
      <TableFrame labelledBy={headingId} className="rounded-xl border border-slate-200">
        <table className="w-full min-w-[44rem] text-left text-sm" aria-labelledby={headingId}>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('items.date')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('items.classId')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('items.title')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('items.classType')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('items.description')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('items.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{time.dateTime(item.date)}</td>
                <td className="px-3 py-2 font-mono text-xs">{item.classId ?? ''}</td>
                <td className="px-3 py-2">{title(item)}</td>
                <td className="px-3 py-2">{item.classType ? t(`classType.${item.classType}`) : ''}</td>
                <td className="px-3 py-2">{description(item)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{time.money(item.amount, invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold">
              <th scope="row" colSpan={5} className="px-3 py-2 text-left">
                {t('items.total')}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">{time.money(invoice.total, invoice.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </TableFrame>
    </div>
  );
}
