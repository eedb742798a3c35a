import { runtimeConfig } from '../../shared/config/runtime-config.ts';
import { HttpError } from '../../shared/http/http-error.ts';
import { http } from '../../shared/http/http.ts';
import { currentLocale } from '../../shared/i18n/current-locale.ts';

export interface ApplicationFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryOfResidence: string;
  languageToTeach: string;
  aboutMe: string;
  teachingExperience: string;
  spokenLanguages: { language: string; fluency: string }[];
  heardFrom: string;
  heardFromWebsite: string;
  linkedinUrl: string;
  motivation: string;
  referrerName: string;
  referrerEmail: string;
  consentOwnSchedule: boolean;
  consentDataProcessing: boolean;
  locale: string;
}

/** Step 1, "checking information": the server validates the fields before any file travels. */
export function checkApplication(fields: ApplicationFields): Promise<{ ok: true }> {
  return http.post('/api/teacher-applications/check', fields);
}

/** Step 2, "sending information": the fields as one JSON part, the CV and certificates as files. */
export async function sendApplication(
  fields: ApplicationFields,
  cv: File,
  certificates: File[],
): Promise<{ id: string; reference: string }> {
  const form = new FormData();
  form.append('application', JSON.stringify(fields));
  form.append('cv', cv);
  for (const file of certificates) form.append('certificates', file);
  const response = await fetch('/api/teacher-applications', {
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
    // keep the text
  }
  if (!response.ok) throw new HttpError(response.status, body, response.statusText || `HTTP ${response.status}`);
  return body as { id: string; reference: string };
}

export const MAX_FILE_BYTES = 4 * 1024 * 1024;
export const MAX_CERTIFICATES = 3;
