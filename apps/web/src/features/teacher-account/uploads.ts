import { runtimeConfig } from '../../shared/config/runtime-config.ts';
import { HttpError } from '../../shared/http/http-error.ts';
import { http } from '../../shared/http/http.ts';
import { currentLocale } from '../../shared/i18n/current-locale.ts';

/**
 * A multipart upload with the headers of every state change (000 §7: X-Release-Id, X-Locale).
 * The JSON HTTP helper sends JSON only, so files go through fetch here; errors come back as
 * the same HttpError, so forms read field errors the usual way.
 */
export async function uploadForm<T>(url: string, form: FormData): Promise<T> {
  await http.ensureFreshToken();
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    body: form,
    headers: {
      Accept: 'application/json',
      'X-Locale': currentLocale(),
      'X-Requested-With': 'XMLHttpRequest',
      'X-Release-Id': runtimeConfig().releaseId,
    },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (!response.ok) throw new HttpError(response.status, body, response.statusText || `HTTP ${response.status}`);
  return body as T;
}

export const MAX_CERTIFICATE_BYTES = 4 * 1024 * 1024;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
