import { runtimeConfig } from '../../shared/config/runtime-config.ts';
import { HttpError } from '../../shared/http/http-error.ts';
import { http } from '../../shared/http/http.ts';
import { currentLocale } from '../../shared/i18n/current-locale.ts';

export interface UploadedScreenshot {
  id: string;
  url: string;
}

/**
 * Sends a technical-problem screenshot as multipart with the headers of every state change
 * (000 §7); a refused file comes back as an HttpError whose body holds the field errors.
 */
export async function uploadScreenshot(classUid: string, file: File): Promise<UploadedScreenshot> {
  await http.ensureFreshToken();
  const form = new FormData();
  form.append('screenshot', file, file.name);
  const response = await fetch(`/api/teacher/classes/${encodeURIComponent(classUid)}/screenshots`, {
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
  return body as UploadedScreenshot;
}
