/** 000 §5, §9: certificates are PDFs of at most 4 MB. */
export const MAX_CERTIFICATE_BYTES = 4 * 1024 * 1024;
export const MAX_CERTIFICATE_SIZE_MESSAGE = 'Maximum file size 4MB';
export const PDF_REQUIRED_MESSAGE = 'Please upload a PDF file.';
/** A teacher keeps at most this many certificates on the certification page. */
export const MAX_TEACHER_CERTIFICATES = 10;
/** Applicants upload one CV and up to this many certificates, each within the same 4 MB. */
export const MAX_APPLICATION_CERTIFICATES = 3;
/** Profile photos: JPEG, PNG or WebP of at most 2 MB. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const MAX_PHOTO_SIZE_MESSAGE = 'Maximum file size 2MB';
export const IMAGE_REQUIRED_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * Whether the bytes are a PDF: the magic "%PDF-" at offset 0, strictly. Readers tolerate the
 * header anywhere in the first kilobyte, which lets an HTML or script polyglot (content first,
 * "%PDF-" later) pass as a PDF; a file we accept must start as one. The name and the declared
 * type come from the client and prove nothing.
 */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((b, i) => bytes[i] === b);
}

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type by magic number, or null. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters from a client-sent name
const UNSAFE_IN_FILE_NAMES = /[\u0000-\u001f\u007f"]/g;

/** A file name safe for a Content-Disposition header and for display: no paths, no control characters. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_IN_FILE_NAMES, '').trim().slice(0, 120);
  return clean || fallback;
}
