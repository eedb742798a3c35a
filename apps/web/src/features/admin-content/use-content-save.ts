import { useState } from 'react';
import { useErrorText } from '../../shared/errors/error-text.ts';
import type { SchemaLoader } from '../../shared/forms/input-schema.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { isEditConflict } from './edit-notes.tsx';

/**
 * The content editor's one save mechanism: the shared form hook checked by the contract the
 * server uses, plus whether the last refusal was an edit conflict (the form then offers to
 * reload instead of overwriting; decision 104).
 */
export function useContentSave<T extends object, I>(
  initial: T,
  options: { schema: SchemaLoader; toInput: (values: T) => I; fieldAliases?: Record<string, string> },
) {
  const errorText = useErrorText();
  const [conflict, setConflict] = useState(false);
  const form = useForm(initial, {
    schema: options.schema,
    toInput: options.toInput,
    fieldAliases: options.fieldAliases as never,
    formErrorOf: (error) => errorText(error),
  });
  /** Runs a save; a refusal stays on the form (fields or form error), a conflict is remembered. */
  const save = (run: (input: I) => Promise<{ error?: unknown }>, done: () => void) =>
    form.handleSubmit(async (values) => {
      setConflict(false);
      const result = await run(options.toInput(values));
      if (result.error) {
        setConflict(isEditConflict(result.error));
        return result;
      }
      done();
      return undefined;
    });
  return { form, conflict, save };
}
