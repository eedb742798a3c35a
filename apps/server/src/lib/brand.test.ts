import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { layoutEmail } from '../emails/email-layout.ts';
import { renderLessonSlides } from '../modules/curriculum/lesson-slides.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { BRAND, PDF_BRAND } from './brand.ts';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The page content of a PDF, its compressed streams inflated. */
function contentOf(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
    } catch {
      // not a flate stream (fonts are not compressed here)
    }
  }
  return parts.join('\n');
}

/** pdf-lib's fill-colour operator for a brand colour ("r g b rg"), numbers as it prints them. */
const fillOperator = (colour: (typeof PDF_BRAND)[keyof typeof PDF_BRAND]) =>
  `${[colour.red, colour.green, colour.blue].map((n) => String(Number(n.toFixed(8))).slice(0, 6)).join('\\d* ')}\\d* rg`;

// Outside the brand and font modules, PDFs build with the seed's sample certificate only (a stand-in for a teacher's upload).
const NOT_OURS = new Set(['lib/brand.ts', 'lib/pdf-fonts.ts', 'db/seed/teacher-account.ts']);

describe('one brand on every PDF and e-mail (decision 042)', () => {
  it('no PDF maker names a colour: each takes the brand module', () => {
    const makers = sourceFiles(SRC).filter((file) => /from 'pdf-lib'/.test(readFileSync(file, 'utf8')));
    const ours = makers.filter((file) => !NOT_OURS.has(relative(SRC, file)));
    expect(ours.map((file) => relative(SRC, file)).sort()).toEqual([
      'modules/certificates/attended-classes.ts',
      'modules/certificates/certificate-pdf.ts',
      'modules/commerce/invoices/invoice-pdf.ts',
      'modules/curriculum/lesson-slides.ts',
      'modules/teacher-pay/invoice-pdf.ts',
    ]);
    for (const file of ours) {
      const code = readFileSync(file, 'utf8');
      expect(code, relative(SRC, file)).not.toMatch(/\b(rgb|cmyk|grayscale)\(/);
      expect(code, relative(SRC, file)).toMatch(/import \{[^}]*\bPDF_BRAND\b[^}]*drawPdfLogo[^}]*\} from '[./]+\/lib\/brand\.ts'/);
      expect(code, relative(SRC, file)).toMatch(/drawPdfLogo\(/);
      // One Unicode font (issue 21): the standard fonts print Cyrillic as '?'.
      expect(code, relative(SRC, file)).toMatch(/embedPdfFonts\(doc\)/);
      expect(code, relative(SRC, file)).not.toMatch(/StandardFonts/);
    }
  });

  it('a rendered PDF carries the teal brand and the logo', async () => {
    const pdf = await renderLessonSlides(
      {
        moduleName: 'A1.1 First steps',
        lessonNumber: 3,
        title: 'Ordering at a café',
        description: 'Ask for what you want and pay.',
        type: 'group',
        learningOutcomes: ['Order a drink politely'],
      },
      'en',
    );
    const content = contentOf(pdf);
    expect(content).toMatch(new RegExp(fillOperator(PDF_BRAND.primary)));
    expect(content).not.toMatch(/0\.11\d* 0\.31\d* 0\.85\d* rg/); // the old blue
    // The embedded font writes glyph ids, not letters: the wordmark is read back as text.
    expect(await pdfText(pdf)).toContain(BRAND.name);
  });

  it('the e-mail layout uses the brand colours and shows the logo', () => {
    const email = layoutEmail('ana@example.com', {
      subject: 'Welcome',
      greeting: 'Hi Ana,',
      paragraphs: ['Welcome to Parla.'],
      action: { href: 'https://parla.example/learn', label: 'Start learning' },
      closing: 'Your Parla team',
    });
    expect(email.html).toContain(`background:${BRAND.primary}`);
    expect(email.html).toContain(`>${BRAND.name}</span>`);
    const layout = readFileSync(join(SRC, 'emails/email-layout.ts'), 'utf8');
    expect(layout).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });
});
