import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The one typeface of every PDF the school sends (invoices, credit memos, teacher invoices,
 * certificates, the attended-classes record, lesson slides): DejaVu Sans, embedded and subset.
 * pdf-lib's standard fonts encode WinAnsi only, so a Russian document came out as '?'; DejaVu
 * covers Latin, Cyrillic and Greek, every display language (issue 21).
 *
 * The files are resolved through Node's module resolution from node_modules (`dejavu-fonts-ttf`),
 * never by a path into src, so the compiled server (decision 050) finds them as well. fontkit is
 * loaded the same way: its package ships UMD whose ESM namespace has no `create` under Node.
 */
const require = createRequire(import.meta.url);
const fontkit = require('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

let bytes: { regular: Uint8Array; bold: Uint8Array } | undefined;

/** The font files, read once per process on first use. */
function fontBytes() {
  bytes ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return bytes;
}

/** Embeds the regular and bold faces in `doc`, subset to the glyphs it draws. */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontBytes();
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}

/** Splits text into lines that fit a width (a single long word stays on its own line). */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
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

/** Cuts text to a width with an ellipsis. */
export function fitText(font: PDFFont, text: string, size: number, width: number): string {
  let value = text;
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}…`, size) > width) value = value.slice(0, -1);
  return `${value}…`;
}
