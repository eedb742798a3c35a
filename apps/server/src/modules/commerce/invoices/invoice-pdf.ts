import { amountInMajor } from '@parla/domain';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { PDF_BRAND, drawPdfLogo } from '../../../lib/brand.ts';
import { ISSUER, type InvoiceRow } from './invoices.service.ts';

const INK = PDF_BRAND.ink;
const MUTED = PDF_BRAND.muted;
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** Standard fonts encode WinAnsi only: anything else becomes '?' instead of failing the document. */
function safe(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[–—]/g, '-').replace(/[‘’]/g, "'")].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A student invoice or credit memo as PDF (001 §3 Invoice PDF content): number and date,
 * recipient and customer e-mail, items with units, per unit and amount, discount, subtotal,
 * total, period of service, VAT number and tax information, bank details and beneficiary;
 * a credit memo names its own number and date and the invoice it corrects.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, relatesTo: InvoiceRow | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const memo = invoice.kind === 'credit_memo';
  doc.setTitle(`${memo ? 'Credit memo' : 'Invoice'} ${invoice.number}`);
  let y = A4[1] - MARGIN;
  const text = (p: PDFPage, value: string, x: number, at: number, size = 10, font = regular, color = INK) =>
    p.drawText(safe(font, value), { x, y: at, size, font, color });
  const money = (cents: number) => `${amountInMajor(cents)} ${invoice.currency}`;

  page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: PDF_BRAND.primary });
  drawPdfLogo(page, { bold }, A4[0] - MARGIN - 110, y - 14, 24);
  text(page, ISSUER.name, MARGIN, y, 12, bold);
  for (const [i, line] of ISSUER.address.entries()) text(page, line, MARGIN, y - 14 * (i + 1), 9, regular, MUTED);
  text(page, `VAT number: ${ISSUER.vatNumber}`, MARGIN, y - 14 * (ISSUER.address.length + 1), 9, regular, MUTED);
  y -= 110;
  text(page, memo ? 'Credit memo' : 'Invoice', MARGIN, y, 20, bold, PDF_BRAND.primary);
  y -= 26;
  const facts: [string, string][] = [
    [memo ? 'Credit memo number' : 'Invoice number', invoice.number],
    [memo ? 'Credit memo date' : 'Date', day(invoice.issuedAt)],
    ...(memo && relatesTo ? ([['Corrects invoice', `${relatesTo.number} of ${day(relatesTo.issuedAt)}`]] as [string, string][]) : []),
    ['Recipient', invoice.recipient.name || invoice.recipient.email],
    ['Customer e-mail', invoice.recipient.email],
    ...(invoice.recipient.studentId ? ([['Student ID', invoice.recipient.studentId]] as [string, string][]) : []),
    ...(invoice.periodFrom && invoice.periodTo
      ? ([['Period of service', `${day(invoice.periodFrom)} - ${day(new Date(invoice.periodTo.getTime() - 1))}`]] as [string, string][])
      : []),
  ];
  for (const [label, value] of facts) {
    text(page, label, MARGIN, y, 10, regular, MUTED);
    text(page, value, MARGIN + 150, y, 10);
    y -= 16;
    // The invoice address (account settings) under the recipient's name.
    if (label === 'Recipient') {
      for (const line of invoice.recipient.address ?? []) {
        text(page, line, MARGIN + 150, y, 10);
        y -= 14;
      }
    }
  }
  y -= 16;
  const cols = [MARGIN, MARGIN + 260, MARGIN + 320, MARGIN + 410];
  for (const [i, h] of ['Item', 'Units', 'Per unit', 'Amount'].entries()) text(page, h, cols[i], y, 10, bold);
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: PDF_BRAND.primary });
  y -= 16;
  for (const item of invoice.items) {
    text(page, item.item, cols[0], y);
    text(page, String(item.units), cols[1], y);
    text(page, money(item.perUnitCents), cols[2], y);
    text(page, money(item.amountCents), cols[3], y);
    y -= 16;
  }
  y -= 10;
  const totals: [string, string][] = [
    ['Subtotal', money(invoice.subtotalCents)],
    ['Discount', money(-invoice.discountCents)],
    [`Net amount`, money(invoice.netCents)],
    [`VAT ${(invoice.vatRateBp / 100).toFixed(invoice.vatRateBp % 100 === 0 ? 0 : 2)}%`, money(invoice.vatCents)],
    [memo ? 'Total credited' : 'Total', money(invoice.totalCents)],
  ];
  for (const [label, value] of totals) {
    text(page, label, cols[2], y, 10, label.startsWith('Total') ? bold : regular);
    text(page, value, cols[3], y, 10, label.startsWith('Total') ? bold : regular);
    y -= 16;
  }
  y -= 20;
  const tax =
    invoice.vatRateBp > 0
      ? `Prices include VAT at the rate of the customer's country (${invoice.countryCode ?? 'n/a'}).`
      : 'Service outside the scope of EU VAT (place of supply outside the EU); no VAT charged.';
  text(page, 'Tax information', MARGIN, y, 10, bold);
  text(page, tax, MARGIN, y - 14, 9, regular, MUTED);
  y -= 44;
  text(page, 'Bank details', MARGIN, y, 10, bold);
  text(page, `Beneficiary: ${ISSUER.beneficiary}`, MARGIN, y - 14, 9, regular, MUTED);
  text(page, `IBAN: ${ISSUER.iban}   BIC: ${ISSUER.bic}`, MARGIN, y - 28, 9, regular, MUTED);
  text(
    page,
    memo ? 'The amount is returned to the payment method used.' : 'Paid with the payment method on file. Thank you.',
    MARGIN,
    y - 48,
    9,
    regular,
    MUTED,
  );
  return doc.save();
}
