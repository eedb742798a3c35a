import { useState } from 'react';
import type { useForm } from '../../shared/forms/use-form.ts';
import { isEditConflict } from './edit-notes.tsx';

type Form<T extends object> = ReturnType<typeof useForm<T>>;

/**
 * The content editor's saves on top of the one form hook (decision 030): the form checks the
 * contract the server uses; this adds whether the last refusal was an edit conflict, so the form
 * offers to load the other admin's version instead of overwriting it (decision 104).
 */
export function useContentSave<T extends object, I>(form: Form<T>, toInput: (values: T) => I) {
  const [conflict, setConflict] = useState(false);
  /** Runs a save; a refusal stays on the form (fields or form error), a conflict is remembered; `done` gets the answer. */
  const save = <R extends { error?: unknown }>(run: (input: I) => Promise<R>, done: (result: R) => void) =>
    form.handleSubmit(async (values) => {
      setConflict(false);
      const result = await run(toInput(values));
      if (result.error) {
        setConflict(isEditConflict(result.error));
        return result;
      }
      done(result);
      return undefined;
    });
  return { conflict, save };
}
