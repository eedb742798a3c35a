import { PDFDocument, type PDFPage } from 'pdf-lib';
import { PDF_BRAND, drawPdfLogo } from '../../../lib/brand.ts';
import { documentLanguage } from '../../../lib/document-i18n.ts';
import { embedPdfFonts, wrapText } from '../../../lib/pdf-fonts.ts';
import { ISSUER, type InvoiceRow } from './invoices.service.ts';

const INK = PDF_BRAND.ink;
const MUTED = PDF_BRAND.muted;
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/**
 * A student invoice or credit memo as PDF (001 §3 Invoice PDF content): number and date,
 * recipient and customer e-mail, items with units, per unit and amount, discount, subtotal,
 * total, period of service, VAT number and tax information, bank details and beneficiary;
 * a credit memo names its own number and date and the invoice it corrects. The fixed words,
 * dates and amounts are in the student's saved locale (issue 21); the items are the invoice's
 * stored text.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, relatesTo: InvoiceRow | null, locale: string): Promise<Uint8Array> {
  const { t, date, money: formatMoney, number, percent, tag } = documentLanguage(locale);
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  const { regular, bold } = await embedPdfFonts(doc);
  const memo = invoice.kind === 'credit_memo';
  doc.setTitle(t(memo ? 'invoice.memoDocumentTitle' : 'invoice.documentTitle', { number: invoice.number }));
  doc.setLanguage(tag);
  let y = A4[1] - MARGIN;
  const text = (p: PDFPage, value: string, x: number, at: number, size = 10, font = regular, color = INK) =>
    p.drawText(value, { x, y: at, size, font, color });
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const countryName = (code: string) => new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  const country = invoice.countryCode ? countryName(invoice.countryCode) : t('invoice.noCountry');
  const issuerAddress = [...ISSUER.address, countryName(ISSUER.countryCode)];

  page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: PDF_BRAND.primary });
  drawPdfLogo(page, { bold }, A4[0] - MARGIN - 110, y - 14, 24);
  text(page, ISSUER.name, MARGIN, y, 12, bold);
  for (const [i, line] of issuerAddress.entries()) text(page, line, MARGIN, y - 14 * (i + 1), 9, regular, MUTED);
  text(page, t('invoice.vatNumber', { number: ISSUER.vatNumber }), MARGIN, y - 14 * (issuerAddress.length + 1), 9, regular, MUTED);
  y -= 110;
  text(page, t(memo ? 'invoice.memoTitle' : 'invoice.title'), MARGIN, y, 20, bold, PDF_BRAND.primary);
  y -= 26;
  const recipientLabel = t('invoice.recipient');
  const facts: [string, string][] = [
    [t(memo ? 'invoice.memoNumber' : 'invoice.number'), invoice.number],
    [t(memo ? 'invoice.memoDate' : 'invoice.date'), date(invoice.issuedAt)],
    ...(memo && relatesTo
      ? ([[t('invoice.corrects'), t('invoice.correctsValue', { number: relatesTo.number, date: date(relatesTo.issuedAt) })]] as [
          string,
          string,
        ][])
      : []),
    [recipientLabel, invoice.recipient.name || invoice.recipient.email],
    [t('invoice.email'), invoice.recipient.email],
    ...(invoice.recipient.studentId ? ([[t('invoice.studentId'), invoice.recipient.studentId]] as [string, string][]) : []),
    ...(invoice.periodFrom && invoice.periodTo
      ? ([
          [t('invoice.period'), t('common.range', { from: date(invoice.periodFrom), to: date(new Date(invoice.periodTo.getTime() - 1)) })],
        ] as [string, string][])
      : []),
  ];
  // The values line up after the longest label (Spanish and Russian ones are long).
  const valueX = MARGIN + Math.max(150, ...facts.map(([label]) => regular.widthOfTextAtSize(label, 10) + 14));
  for (const [label, value] of facts) {
    text(page, label, MARGIN, y, 10, regular, MUTED);
    text(page, value, valueX, y, 10);
    y -= 16;
    // The invoice address (account settings) under the recipient's name.
    if (label === recipientLabel) {
      for (const line of invoice.recipient.address ?? []) {
        text(page, line, valueX, y, 10);
        y -= 14;
      }
    }
  }
  y -= 16;
  const cols = [MARGIN, MARGIN + 260, MARGIN + 320, MARGIN + 410];
  const headings = [t('invoice.columns.item'), t('invoice.columns.units'), t('invoice.columns.perUnit'), t('invoice.columns.amount')];
  for (const [i, h] of headings.entries()) text(page, h, cols[i], y, 10, bold);
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: PDF_BRAND.primary });
  y -= 16;
  for (const item of invoice.items) {
    text(page, item.item, cols[0], y);
    text(page, number(item.units), cols[1], y);
    text(page, money(item.perUnitCents), cols[2], y);
    text(page, money(item.amountCents), cols[3], y);
    y -= 16;
  }
  y -= 10;
  const totals: [string, string, boolean][] = [
    [t('invoice.subtotal'), money(invoice.subtotalCents), false],
    [t('invoice.discount'), money(-invoice.discountCents), false],
    [t('invoice.net'), money(invoice.netCents), false],
    [t('invoice.vat', { rate: percent(invoice.vatRateBp) }), money(invoice.vatCents), false],
    [t(memo ? 'invoice.totalCredited' : 'invoice.total'), money(invoice.totalCents), true],
  ];
  for (const [label, value, isTotal] of totals) {
    const font = isTotal ? bold : regular;
    text(page, label, cols[3] - 12 - font.widthOfTextAtSize(label, 10), y, 10, font);
    text(page, value, cols[3], y, 10, font);
    y -= 16;
  }
  y -= 20;
  const width = A4[0] - 2 * MARGIN;
  /** A muted paragraph under a heading, wrapped to the page; returns the y below it. */
  const paragraph = (heading: string, lines: string[], top: number) => {
    text(page, heading, MARGIN, top, 10, bold);
    let at = top - 14;
    for (const line of lines.flatMap((l) => wrapText(regular, l, 9, width))) {
      text(page, line, MARGIN, at, 9, regular, MUTED);
      at -= 12;
    }
    return at - 16;
  };
  y = paragraph(t('invoice.taxTitle'), [invoice.vatRateBp > 0 ? t('invoice.taxIncluded', { country }) : t('invoice.taxOutside')], y);
  y = paragraph(
    t('invoice.bankTitle'),
    [t('invoice.beneficiary', { name: ISSUER.beneficiary }), t('invoice.bankAccount', { iban: ISSUER.iban, bic: ISSUER.bic })],
    y,
  );
  for (const line of wrapText(regular, t(memo ? 'invoice.refunded' : 'invoice.paid'), 9, width)) {
    text(page, line, MARGIN, y, 9, regular, MUTED);
    y -= 12;
  }
  return doc.save();
}
