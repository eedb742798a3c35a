import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { PDF_BRAND, drawPdfLogo } from '../../lib/brand.ts';
import { documentLanguage } from '../../lib/document-i18n.ts';
import { type PdfFonts, embedPdfFonts, wrapText } from '../../lib/pdf-fonts.ts';

export interface SlideDeckInput {
  moduleName: string;
  lessonNumber: number;
  title: string;
  description: string;
  type: string;
  learningOutcomes: string[];
}

// 16:9 at 72 dpi: what the classroom's slide viewer and a projector expect.
const WIDTH = 960;
const HEIGHT = 540;
const MARGIN = 64;
const INK = PDF_BRAND.ink;
const ACCENT = PDF_BRAND.primary;
const MUTED = PDF_BRAND.muted;

/** Teacher-led steps for practising one outcome (keys of `slides.prompts`); generic so every seeded lesson gets a usable deck. */
const PROMPTS = ['warmUp', 'model', 'pairs', 'share'] as const;

/** Draws wrapped text from the top; returns the y below it. */
function paragraph(page: PDFPage, font: PDFFont, text: string, size: number, y: number, color = INK, indent = 0): number {
  let cursor = y;
  for (const line of wrapText(font, text, size, WIDTH - 2 * MARGIN - indent)) {
    page.drawText(line, { x: MARGIN + indent, y: cursor, size, font, color });
    cursor -= size * 1.35;
  }
  return cursor;
}

function slide(doc: PDFDocument, fonts: PdfFonts, heading: string, footer: string): { page: PDFPage; y: number } {
  const page = doc.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({ x: 0, y: HEIGHT - 12, width: WIDTH, height: 12, color: ACCENT });
  const y = paragraph(page, fonts.bold, heading, 32, HEIGHT - MARGIN - 20);
  page.drawText(footer, { x: MARGIN, y: 28, size: 11, font: fonts.regular, color: MUTED });
  drawPdfLogo(page, fonts, WIDTH - MARGIN - 90, 22, 20);
  return { page, y: y - 16 };
}

/**
 * The lesson's slide deck: a title slide, the learning outcomes, one practice slide per
 * outcome with prompts, and a wrap-up. Generated from the lesson content, so every lesson
 * has real slides without stored files. The words around the content are in the reader's saved
 * locale (issue 21); the lesson's own title, description and outcomes are its content.
 */
export async function renderLessonSlides(input: SlideDeckInput, locale: string): Promise<Uint8Array> {
  const { t, tag } = documentLanguage(locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.lessonNumber}. ${input.title}`);
  doc.setAuthor('Parla');
  doc.setSubject(input.moduleName);
  doc.setCreator('Parla lesson slides');
  doc.setLanguage(tag);
  // A fixed date keeps the bytes (and the ETag) identical for identical content.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const fonts = await embedPdfFonts(doc);
  const footer = t('slides.footer', { module: input.moduleName, number: input.lessonNumber, title: input.title });

  const title = doc.addPage([WIDTH, HEIGHT]);
  title.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: ACCENT });
  drawPdfLogo(title, fonts, MARGIN, HEIGHT - 90, 36, true);
  let y = paragraph(
    title,
    fonts.regular,
    t('slides.lesson', { module: input.moduleName, number: input.lessonNumber }),
    20,
    HEIGHT - 150,
    PDF_BRAND.white,
  );
  y = paragraph(title, fonts.bold, input.title, 44, y - 12, PDF_BRAND.white);
  paragraph(title, fonts.regular, input.description, 18, y - 16, PDF_BRAND.tint);

  const goals = slide(doc, fonts, t('slides.goals'), footer);
  y = goals.y;
  input.learningOutcomes.forEach((outcome, index) => {
    y = paragraph(goals.page, fonts.regular, `${index + 1}.  ${outcome}`, 22, y) - 10;
  });

  input.learningOutcomes.forEach((outcome, index) => {
    const practice = slide(doc, fonts, `${index + 1}. ${outcome}`, footer);
    let cursor = practice.y;
    for (const prompt of PROMPTS)
      cursor = paragraph(practice.page, fonts.regular, `-  ${t(`slides.prompts.${prompt}`)}`, 20, cursor, INK, 8) - 8;
  });

  const wrapUp = slide(doc, fonts, t('slides.wrapUp'), footer);
  y = paragraph(wrapUp.page, fonts.regular, t('slides.canDo'), 22, wrapUp.y) - 10;
  y = paragraph(wrapUp.page, fonts.regular, t('slides.words'), 22, y) - 10;
  paragraph(wrapUp.page, fonts.regular, t('slides.next'), 22, y);

  return doc.save();
}
