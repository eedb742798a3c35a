import type { SCREENSHOT_TYPES } from '@parla/contracts';

type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

const startsWith = (data: Uint8Array, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type from the file's first bytes, never from the name or the declared type: an
 * upload that is not really a PNG, JPEG, WebP or GIF is refused, so the screenshot route can
 * only ever serve images.
 */
export function sniffScreenshotType(data: Uint8Array): ScreenshotType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
