import { describe, expect, it } from 'vitest';
import { imageTypeOf, looksLikePdf, safeFileName } from './uploads.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('upload checks', () => {
  it('recognises a PDF by its magic bytes at offset 0 only, not by its name', () => {
    expect(looksLikePdf(bytes('%PDF-1.7\n...'))).toBe(true);
    // A polyglot: HTML first, the PDF header later in the first kilobyte.
    expect(looksLikePdf(bytes(`${' '.repeat(10)}%PDF-1.4`))).toBe(false);
    expect(looksLikePdf(bytes('<html><script>alert(1)</script>%PDF-1.4'))).toBe(false);
    expect(looksLikePdf(bytes('%PDF'))).toBe(false);
    expect(looksLikePdf(bytes('<html>not a pdf</html>'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });

  it('recognises JPEG, PNG and WebP by magic number', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(bytes('GIF89a'))).toBeNull();
  });

  it('keeps only a clean base name', () => {
    expect(safeFileName('C:\\Users\\me\\CELTA "final".pdf', 'certificate.pdf')).toBe('CELTA final.pdf');
    expect(safeFileName('../../etc/passwd', 'x.pdf')).toBe('passwd');
    expect(safeFileName('\u0007', 'certificate.pdf')).toBe('certificate.pdf');
  });
});
