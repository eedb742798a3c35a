import { runtimeConfig } from '../config/runtime-config.ts';
import { currentLocale } from '../i18n/current-locale.ts';
import { HttpError } from './http-error.ts';
import { http } from './http.ts';

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
