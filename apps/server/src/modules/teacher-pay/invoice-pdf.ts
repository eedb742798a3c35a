import type { InvoiceCategory } from '@parla/contracts';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { PDF_BRAND, drawPdfLogo } from '../../lib/brand.ts';
import { documentLanguage } from '../../lib/document-i18n.ts';
import { type PdfFonts, embedPdfFonts, fitText, wrapText } from '../../lib/pdf-fonts.ts';
import type { InvoiceItemView, InvoiceView } from './invoice-views.ts';

export interface InvoicePdfInput {
  invoice: InvoiceView;
  items: InvoiceItemView[];
  teacher: { name: string; email: string; uid: string };
  /** The teacher's saved locale: the PDF's language (issue 21). */
  locale: string;
  timeZone: string;
}

// A4 portrait at 72 dpi.
const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 30;
const INK = PDF_BRAND.ink;
const MUTED = PDF_BRAND.muted;
const ACCENT = PDF_BRAND.primary;
const RULE = PDF_BRAND.rule;
const ROW = 15;
const SIZE = 8.5;
/** Date, class ID, title or bonus description, class type, description, price: 535 pt in all. */
const COLUMNS = [84, 58, 156, 54, 110, 73] as const;
const COLUMN_KEYS = ['date', 'classId', 'title', 'classType', 'description', 'price'] as const;

/**
 * The monthly invoice as a PDF (000 §3 Teacher invoice): the header, a summary by category
 * (classes taught, bonus, health, missed class, tech issues, no students) and the items table
 * with the columns date, class ID, class title or bonus description, class type, description,
 * price, over as many pages as it takes. Built from stored lines only, with the issue date as
 * the document date, so the same invoice always gives the same bytes.
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { invoice, items, teacher, locale, timeZone } = input;
  const { t, date, dateTime, money: formatMoney, number, tag } = documentLanguage(locale);
  const doc = await PDFDocument.create();
  doc.setTitle(t('teacherInvoice.documentTitle', { number: invoice.number ?? invoice.month }));
  doc.setAuthor('Parla');
  doc.setSubject(t('teacherInvoice.documentTitle', { number: invoice.month }));
  doc.setLanguage(tag);
  doc.setCreator('Parla teacher pay');
  doc.setCreationDate(invoice.date);
  doc.setModificationDate(invoice.date);
  const fonts: PdfFonts = await embedPdfFonts(doc);
  const money = (cents: number) => formatMoney(cents, invoice.currency);

  const pages: PDFPage[] = [];
  const newPage = () => {
    const page = doc.addPage([WIDTH, HEIGHT]);
    page.drawRectangle({ x: 0, y: HEIGHT - 8, width: WIDTH, height: 8, color: ACCENT });
    pages.push(page);
    return page;
  };
  const draw = (
    page: PDFPage,
    value: string,
    x: number,
    y: number,
    options: { bold?: boolean; size?: number; color?: typeof INK; width?: number; right?: boolean } = {},
  ) => {
    const font = options.bold ? fonts.bold : fonts.regular;
    const size = options.size ?? SIZE;
    const content = options.width ? fitText(font, value, size, options.width) : value;
    const dx = options.right && options.width ? options.width - font.widthOfTextAtSize(content, size) : 0;
    page.drawText(content, { x: x + dx, y, size, font, color: options.color ?? INK });
  };

  let page = newPage();
  let y = HEIGHT - MARGIN - 24;
  drawPdfLogo(page, fonts, MARGIN, y - 4, 22);
  draw(page, t('teacherInvoice.title'), MARGIN, y - 26, { bold: true, size: 16 });
  y -= 52;
  const facts: [string, string][] = [
    [t('teacherInvoice.number'), invoice.number ?? t('common.none')],
    [t('teacherInvoice.date'), date(invoice.date, timeZone)],
    [
      t('teacherInvoice.period'),
      t('common.range', { from: date(invoice.periodStart, timeZone), to: date(new Date(invoice.periodEnd.getTime() - 1), timeZone) }),
    ],
    [t('teacherInvoice.teacher'), `${teacher.name} (${teacher.uid}), ${teacher.email}`],
  ];
  for (const [label, value] of facts) {
    draw(page, label, MARGIN, y, { bold: true, size: 10 });
    draw(page, value, MARGIN + 120, y, { size: 10, width: WIDTH - 2 * MARGIN - 120 });
    y -= 15;
  }

  y -= 12;
  draw(page, t('teacherInvoice.summary'), MARGIN, y, { bold: true, size: 12 });
  y -= 16;
  const summary = new Map<InvoiceCategory | 'taught', { count: number; cents: number }>();
  for (const item of items) {
    const key = item.category ?? 'taught';
    const entry = summary.get(key) ?? { count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += item.amountCents;
    summary.set(key, entry);
  }
  const order: (InvoiceCategory | 'taught')[] = ['taught', 'bonus', 'health', 'missed_class', 'tech_issues', 'no_students'];
  for (const key of order) {
    const entry = summary.get(key) ?? { count: 0, cents: 0 };
    draw(page, t(key === 'taught' ? 'teacherInvoice.taughtClasses' : `teacherInvoice.categories.${key}`), MARGIN, y, { size: 10 });
    draw(page, number(entry.count), MARGIN + 200, y, { size: 10, width: 40, right: true });
    draw(page, money(entry.cents), MARGIN + 260, y, { size: 10, width: 110, right: true });
    y -= 14;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: MARGIN + 370, y: y + 8 }, thickness: 0.5, color: RULE });
  draw(page, `${t('teacherInvoice.total')} (${t('teacherInvoice.items', { count: items.length })})`, MARGIN, y - 4, {
    bold: true,
    size: 11,
  });
  draw(page, money(invoice.totalCents), MARGIN + 260, y - 4, { bold: true, size: 11, width: 110, right: true });
  y -= 34;

  // Column labels wrap onto a second line rather than being cut (German ones are long).
  const header = (target: PDFPage, top: number) => {
    let x = MARGIN;
    target.drawRectangle({
      x: MARGIN - 2,
      y: top - 4 - ROW + 4,
      width: WIDTH - 2 * MARGIN + 4,
      height: 2 * ROW - 4,
      color: PDF_BRAND.wash,
    });
    COLUMN_KEYS.forEach((key, index) => {
      const lines = wrapText(fonts.bold, t(`teacherInvoice.columns.${key}`), SIZE, COLUMNS[index] - 4).slice(0, 2);
      lines.forEach((line, i) => {
        draw(target, line, x, top - i * (SIZE + 2), { bold: true, width: COLUMNS[index] - 4, right: index === COLUMNS.length - 1 });
      });
      x += COLUMNS[index];
    });
    return top - 2 * ROW;
  };
  y = header(page, y);
  if (items.length === 0) draw(page, t('teacherInvoice.empty'), MARGIN, y, { color: MUTED });
  for (const item of items) {
    if (y < MARGIN + 40) {
      page = newPage();
      y = header(page, HEIGHT - MARGIN - 20);
    }
    const bonusType = item.bonusType ? t(`teacherInvoice.bonusTypes.${item.bonusType}`) : '';
    const description = item.bonusType ? bonusType : item.category ? t(`teacherInvoice.categories.${item.category}`) : '';
    const title = item.classTitle ?? (item.description || bonusType);
    const cells = [
      dateTime(item.date, timeZone),
      item.classUid ?? '',
      item.classUid && (item.kind === 'Bonus' || item.kind === 'Adg') && item.description ? `${title}: ${item.description}` : title,
      item.classType ? t(`teacherInvoice.classTypes.${item.classType}`) : '',
      description,
      money(item.amountCents),
    ];
    let x = MARGIN;
    cells.forEach((cell, index) => {
      draw(page, cell, x, y, { width: COLUMNS[index] - 4, right: index === COLUMNS.length - 1 });
      x += COLUMNS[index];
    });
    page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: WIDTH - MARGIN, y: y - 4 }, thickness: 0.3, color: RULE });
    y -= ROW;
  }
  if (y < MARGIN + 40) {
    page = newPage();
    y = HEIGHT - MARGIN - 20;
  }
  draw(page, t('teacherInvoice.total'), MARGIN, y - 4, { bold: true, size: 10 });
  draw(page, money(invoice.totalCents), WIDTH - MARGIN - 120, y - 4, { bold: true, size: 10, width: 120, right: true });

  pages.forEach((p, index) => {
    draw(p, t('teacherInvoice.footer'), MARGIN, 18, { size: 7, color: MUTED });
    draw(p, t('common.page', { page: index + 1, pages: pages.length }), WIDTH - MARGIN - 100, 18, {
      size: 7,
      color: MUTED,
      width: 100,
      right: true,
    });
  });
  return doc.save();
}
