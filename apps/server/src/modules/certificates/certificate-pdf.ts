import { zonedDateKey } from '@parla/domain';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { PDF_BRAND, drawPdfLogo } from '../../lib/brand.ts';
import { ISSUER } from '../commerce/invoices/invoices.service.ts';

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

/** Standard fonts encode WinAnsi only: anything else becomes '?' instead of failing the document. */
function safe(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[–—]/g, '-').replace(/[‘’]/g, "'")].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

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
  code: string;
  verifyUrl: string;
}

/** The CEFR level certificate (001 §2, §7): who, which level of which course, when, how many classes, and how to verify it. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const day = (at: Date | null) => (at ? zonedDateKey(at, input.timezone) : '-');
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4_LANDSCAPE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`Certificate ${input.cefrLevel} ${input.courseName} - ${input.name}`);
  const [width, height] = A4_LANDSCAPE;
  const centred = (value: string, y: number, size: number, font = regular, color = PDF_BRAND.ink) => {
    const text = safe(font, value);
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
  };
  page.drawRectangle({ x: 0, y: height - 10, width, height: 10, color: PDF_BRAND.primary });
  page.drawRectangle({ x: 0, y: 0, width, height: 10, color: PDF_BRAND.primary });
  drawPdfLogo(page, { bold }, width / 2 - 55, height - 80, 24);
  centred('Certificate of completion', height - 150, 30, bold, PDF_BRAND.primary);
  centred('This certifies that', height - 195, 12, regular, PDF_BRAND.muted);
  centred(input.name, height - 235, 26, bold);
  centred(`completed CEFR level ${input.cefrLevel} (${input.moduleName})`, height - 275, 14);
  centred(`of the course ${input.courseName} at ${ISSUER.name}`, height - 297, 14);
  centred(`Classes from ${day(input.first)} to ${day(input.last)} - ${input.attended} classes attended`, height - 335, 12);
  centred(`Issued on ${input.issuedOn}`, height - 355, 12);
  centred(`Verification code: ${input.code}`, 90, 12, bold);
  centred(`Verify at ${input.verifyUrl}`, 70, 10, regular, PDF_BRAND.muted);
  return doc.save();
}
