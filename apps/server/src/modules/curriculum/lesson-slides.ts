import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { PDF_BRAND, drawPdfLogo } from '../../lib/brand.ts';

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

/** Teacher-led steps for practising one outcome; generic so every seeded lesson gets a usable deck. */
const PROMPTS = [
  'Warm-up: what do you already know about this? Share one example.',
  'Model: listen to the teacher and repeat the key phrases.',
  'Practise in pairs: take turns, then swap roles.',
  'Share with the group: one sentence each, the teacher gives feedback.',
];

/**
 * The standard fonts only encode WinAnsi (Latin-1 and a few more): characters outside it
 * would make pdf-lib throw, so they are replaced rather than failing the whole deck.
 */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  const normalised = text.replace(/[‘’]/g, "'").replace(/[“”„]/g, '"').replace(/[–—]/g, '-');
  return [...normalised].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

function wrap(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws wrapped text from the top; returns the y below it. */
function paragraph(page: PDFPage, font: PDFFont, text: string, size: number, y: number, color = INK, indent = 0): number {
  let cursor = y;
  for (const line of wrap(font, encodable(font, text), size, WIDTH - 2 * MARGIN - indent)) {
    page.drawText(line, { x: MARGIN + indent, y: cursor, size, font, color });
    cursor -= size * 1.35;
  }
  return cursor;
}

function slide(doc: PDFDocument, fonts: Fonts, heading: string, footer: string): { page: PDFPage; y: number } {
  const page = doc.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({ x: 0, y: HEIGHT - 12, width: WIDTH, height: 12, color: ACCENT });
  const y = paragraph(page, fonts.bold, heading, 32, HEIGHT - MARGIN - 20);
  page.drawText(encodable(fonts.regular, footer), { x: MARGIN, y: 28, size: 11, font: fonts.regular, color: MUTED });
  drawPdfLogo(page, fonts, WIDTH - MARGIN - 90, 22, 20);
  return { page, y: y - 16 };
}

/**
 * The lesson's slide deck: a title slide, the learning outcomes, one practice slide per
 * outcome with prompts, and a wrap-up. Generated from the lesson content, so every lesson
 * has real slides without stored files.
 */
export async function renderLessonSlides(input: SlideDeckInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.lessonNumber}. ${input.title}`);
  doc.setAuthor('Parla');
  doc.setSubject(input.moduleName);
  doc.setCreator('Parla lesson slides');
  // A fixed date keeps the bytes (and the ETag) identical for identical content.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const footer = `${input.moduleName} - Lesson ${input.lessonNumber}: ${input.title}`;

  const title = doc.addPage([WIDTH, HEIGHT]);
  title.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: ACCENT });
  drawPdfLogo(title, fonts, MARGIN, HEIGHT - 90, 36, true);
  let y = paragraph(title, fonts.regular, `${input.moduleName} - Lesson ${input.lessonNumber}`, 20, HEIGHT - 150, PDF_BRAND.white);
  y = paragraph(title, fonts.bold, input.title, 44, y - 12, PDF_BRAND.white);
  paragraph(title, fonts.regular, input.description, 18, y - 16, PDF_BRAND.tint);

  const goals = slide(doc, fonts, 'In this lesson you will', footer);
  y = goals.y;
  input.learningOutcomes.forEach((outcome, index) => {
    y = paragraph(goals.page, fonts.regular, `${index + 1}.  ${outcome}`, 22, y) - 10;
  });

  input.learningOutcomes.forEach((outcome, index) => {
    const practice = slide(doc, fonts, `${index + 1}. ${outcome}`, footer);
    let cursor = practice.y;
    for (const prompt of PROMPTS) cursor = paragraph(practice.page, fonts.regular, `-  ${prompt}`, 20, cursor, INK, 8) - 8;
  });

  const wrapUp = slide(doc, fonts, 'Wrap-up', footer);
  y = paragraph(wrapUp.page, fonts.regular, 'What can you do now that you could not do before the class?', 22, wrapUp.y) - 10;
  y = paragraph(wrapUp.page, fonts.regular, 'Write down three new words or phrases from today.', 22, y) - 10;
  paragraph(wrapUp.page, fonts.regular, 'Next step: review the lesson in Practice and book your next class.', 22, y);

  return doc.save();
}
