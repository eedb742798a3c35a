import { uploadForm } from '../../shared/http/upload-form.ts';

export interface UploadedScreenshot {
  id: string;
  url: string;
}

/** Sends a technical-problem screenshot; a refused file comes back as an HttpError with the field errors. */
export function uploadScreenshot(classUid: string, file: File): Promise<UploadedScreenshot> {
  const form = new FormData();
  form.append('screenshot', file, file.name);
  return uploadForm<UploadedScreenshot>(`/api/teacher/classes/${encodeURIComponent(classUid)}/screenshots`, form);
}
