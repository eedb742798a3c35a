import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';
import { uploadForm } from '../../shared/http/upload-form.ts';

/** A form whose one value is the chosen file (photo, certificate). */
export interface FileFormState {
  values: { file: File | null };
  formRef: RefObject<HTMLFormElement | null>;
  setValues: Dispatch<SetStateAction<{ file: File | null }>>;
}

/**
 * A chosen file is sent at once: the form is submitted (so the hook checks it and maps the
 * server's `file` errors like any field's), reading this render's values, then the choice is
 * cleared for the next file.
 */
export function useSubmitWhenChosen({ values, formRef, setValues }: FileFormState): void {
  const chosen = values.file;
  useEffect(() => {
    if (!chosen) return;
    formRef.current?.requestSubmit();
    setValues({ file: null });
  }, [chosen, formRef, setValues]);
}

/** Sends one file as the multipart field `file`. */
export async function uploadFile(path: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  await uploadForm(path, body);
}
