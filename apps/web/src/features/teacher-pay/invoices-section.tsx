import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { http } from '../../shared/http/http.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { InvoiceItemsTable } from './invoice-items-table.tsx';
import { type InvoiceSummary, PAYMENTS_TYPENAMES, TEACHER_INVOICES } from './payments-documents.ts';
import { usePayTime } from './use-pay-time.ts';

/** The invoices: the running month (pending) and one invoice per past month, with the PDF (000 §3). */
export function InvoicesSection() {
  const { t } = useTranslation('teacherPay');
  const query = useDataQuery(
    { query: TEACHER_INVOICES, context: PAYMENTS_TYPENAMES, requestPolicy: 'cache-and-network' },
    (data) => data.teacherInvoices.length === 0,
  );
  return (
    <section aria-labelledby="invoices-heading" className="flex flex-col gap-4">
      <h2 id="invoices-heading" className="text-xl font-semibold text-slate-900">
        {t('invoices.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('invoices.intro')}</p>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={2} barClassName="h-24 rounded-2xl" className="gap-3" />}
        empty={<p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('invoices.empty')}</p>}
      >
        {({ teacherInvoices: invoices }) => (
          <ul className="flex flex-col gap-3">
            {invoices.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('teacherPay');
  const time = usePayTime();
  const [open, setOpen] = useState(false);
  const headingId = `invoice-${invoice.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 smn:p-5" data-testid={`invoice-${invoice.month}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('invoices.month', { month: time.month(invoice.month) })}
          </h3>
          <p className="text-sm text-slate-700">
            {invoice.pending
              ? t('invoices.pendingUntil', { date: time.dateTime(invoice.date) })
              : t('invoices.issued', { number: invoice.number, date: time.date(invoice.date) })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <p className="text-lg font-semibold" data-testid="invoice-total">
            {time.money(invoice.total, invoice.currency)}
          </p>
          {invoice.pending ? <Badge tone="info">{t('invoices.pending')}</Badge> : <Badge tone="success">{t('invoices.final')}</Badge>}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-expanded={open} aria-controls={`${headingId}-items`} onClick={() => setOpen((o) => !o)}>
          {open ? t('invoices.hideItems') : t('invoices.showItems', { count: invoice.itemCount })}
        </Button>
        {invoice.pdfUrl ? (
          // The PDF itself (Content-Disposition inline: the browser's viewer, or a download where
          // there is none), in a new tab; the session is refreshed on the way to the click so the
          // API's cookie is fresh when the request leaves.
          <a
            href={invoice.pdfUrl}
            target="_blank"
            rel="noopener"
            type="application/pdf"
            data-testid="invoice-pdf-link"
            onPointerEnter={() => void http.ensureFreshToken()}
            onFocus={() => void http.ensureFreshToken()}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('invoices.pdf')}
            <span className="sr-only"> – {time.month(invoice.month)}</span>
          </a>
        ) : null}
      </div>
      <div id={`${headingId}-items`} hidden={!open}>
        {open ? <InvoiceItemsTable invoiceId={invoice.id} headingId={headingId} /> : null}
      </div>
    </li>
  );
}
