import { PDFDocument } from 'pdf-lib';
import { PDF_BRAND, drawPdfLogo } from '../../lib/brand.ts';
import { documentLanguage } from '../../lib/document-i18n.ts';
import { embedPdfFonts } from '../../lib/pdf-fonts.ts';
import { ISSUER } from '../commerce/invoices/invoices.service.ts';

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

export interface CertificatePdfInput {
  name: string;
  cefrLevel: string;
  moduleName: string;
  courseName: string;
  first: Date | null;
  last: Date | null;
  attended: number;
  /** The day of issue in the student's zone (YYYY-MM-DD). */
  issuedOn: string;
  /** The student's zone: class dates are printed as the student lived them. */
  timezone: string;
  /** The student's saved locale: the certificate's language (issue 21). */
  locale: string;
  code: string;
  verifyUrl: string;
}

/** The CEFR level certificate (001 §2, §7): who, which level of which course, when, how many classes, and how to verify it. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { t, date, tag } = documentLanguage(input.locale);
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4_LANDSCAPE);
  const { regular, bold } = await embedPdfFonts(doc);
  doc.setTitle(t('certificate.documentTitle', { level: input.cefrLevel, course: input.courseName, name: input.name }));
  doc.setLanguage(tag);
  const [width, height] = A4_LANDSCAPE;
  const centred = (text: string, y: number, size: number, font = regular, color = PDF_BRAND.ink) => {
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
  };
  // The day of issue is a calendar day already (the student's), so it is formatted as that day.
  const issuedOn = date(new Date(`${input.issuedOn}T12:00:00Z`));
  const classes =
    input.first && input.last
      ? t('certificate.classes', { count: input.attended, from: date(input.first, input.timezone), to: date(input.last, input.timezone) })
      : t('certificate.attended', { count: input.attended });
  page.drawRectangle({ x: 0, y: height - 10, width, height: 10, color: PDF_BRAND.primary });
  page.drawRectangle({ x: 0, y: 0, width, height: 10, color: PDF_BRAND.primary });
  drawPdfLogo(page, { bold }, width / 2 - 55, height - 80, 24);
  centred(t('certificate.heading'), height - 150, 30, bold, PDF_BRAND.primary);
  centred(t('certificate.certifies'), height - 195, 12, regular, PDF_BRAND.muted);
  centred(input.name, height - 235, 26, bold);
  centred(t('certificate.completed', { level: input.cefrLevel, module: input.moduleName }), height - 275, 14);
  centred(t('certificate.course', { course: input.courseName, school: ISSUER.name }), height - 297, 14);
  centred(classes, height - 335, 12);
  centred(t('certificate.issued', { date: issuedOn }), height - 355, 12);
  centred(t('certificate.code', { code: input.code }), 90, 12, bold);
  centred(t('certificate.verify', { url: input.verifyUrl }), 70, 10, regular, PDF_BRAND.muted);
  return doc.save();
}
