import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * The one Parla brand outside the web (decision 042): colours and the logo for every PDF
 * (student invoices and credit memos, teacher invoices, lesson slides) and the e-mail layout.
 * The colours are the web's own (`--color-brand-*` in apps/web/src/styles.css, Tailwind teal),
 * so a document looks like the app that sent it. No PDF maker or layout names a colour itself:
 * brand.test.ts fails when one does.
 */
export const BRAND = {
  name: 'Parla',
  /** brand-700: buttons, headings, the logo's tile. */
  primary: '#0f766e',
  /** brand-900: text on light tints. */
  primaryDark: '#134e4a',
  /** brand-100: table headers, soft backgrounds. */
  tint: '#ccfbf1',
  /** brand-50: the lightest wash. */
  wash: '#f0fdfa',
  ink: '#1a1f33',
  muted: '#61667a',
  rule: '#d9dee6',
  white: '#ffffff',
} as const;

export type BrandColour = Exclude<keyof typeof BRAND, 'name'>;

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The brand colours as pdf-lib colours. */
export const PDF_BRAND = Object.fromEntries(
  (Object.keys(BRAND) as (keyof typeof BRAND)[]).filter((key) => key !== 'name').map((key) => [key, hexToRgb(BRAND[key])]),
) as Record<BrandColour, ReturnType<typeof rgb>>;

/** The logo's mark: a speech bubble (a school of conversation) as an SVG path, 24 units square. */
const MARK_PATH = 'M4 0 H20 A4 4 0 0 1 24 4 V15 A4 4 0 0 1 20 19 H10 L4 24 V19 A4 4 0 0 1 0 15 V4 A4 4 0 0 1 4 0 Z';

/**
 * Draws the logo with its lower-left corner at (x, y): the teal bubble with a white "P" and
 * the wordmark beside it. `onDark` draws it white (a teal title slide). Returns its width.
 */
export function drawPdfLogo(page: PDFPage, fonts: { bold: PDFFont }, x: number, y: number, size = 24, onDark = false): number {
  const scale = size / 24;
  const tile = onDark ? PDF_BRAND.white : PDF_BRAND.primary;
  const letter = onDark ? PDF_BRAND.primary : PDF_BRAND.white;
  // drawSvgPath puts the path's origin at (x, y) with y growing downwards.
  page.drawSvgPath(MARK_PATH, { x, y: y + size, scale, color: tile });
  const glyph = size * 0.6;
  page.drawText('P', {
    x: x + size / 2 - fonts.bold.widthOfTextAtSize('P', glyph) / 2,
    y: y + size * 0.36,
    size: glyph,
    font: fonts.bold,
    color: letter,
  });
  const word = size * 0.85;
  page.drawText(BRAND.name, {
    x: x + size * 1.3,
    y: y + size * 0.28,
    size: word,
    font: fonts.bold,
    color: onDark ? PDF_BRAND.white : PDF_BRAND.primary,
  });
  return size * 1.3 + fonts.bold.widthOfTextAtSize(BRAND.name, word);
}

/**
 * The logo in an e-mail: text and a coloured tile (images are blocked by many mail clients and
 * SVG is stripped by most), so it shows in every client and in dark mode alike.
 */
export function emailLogoHtml(): string {
  const tile = `display:inline-block;width:28px;height:28px;line-height:28px;border-radius:8px 8px 8px 2px;background:${BRAND.primary};color:${BRAND.white};text-align:center;font-weight:700;font-size:17px;vertical-align:middle`;
  const word = `margin-left:8px;color:${BRAND.primary};font-weight:700;font-size:22px;vertical-align:middle`;
  return `<p style="margin:0 0 16px"><span aria-hidden="true" style="${tile}">P</span><span style="${word}">${BRAND.name}</span></p>`;
}
