import { uploadForm } from '../../shared/http/upload-form.ts';
import { http } from '../../shared/http/http.ts';

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
  return uploadForm<{ id: string; reference: string }>('/api/teacher-applications', form);
}

export const MAX_FILE_BYTES = 4 * 1024 * 1024;
export const MAX_CERTIFICATES = 3;
