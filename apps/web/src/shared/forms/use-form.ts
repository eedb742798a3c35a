import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useErrorText } from '../errors/error-text.ts';
import { HttpError } from '../http/http-error.ts';
import { firstErrors, toFieldErrors } from './validation-errors.ts';

type FormValues = Record<string, string | boolean>;
/** `false` in the initial values means "a boolean field", not the literal type false. */
type Widen<T> = { [K in keyof T]: T[K] extends boolean ? boolean : string };

interface SubmitOptions<T> {
  /** Client-side checks; field -> message. */
  validate?: (values: T) => Record<string, string>;
  /** Server field names that differ from the form's (e.g. _username -> email). */
  fieldAliases?: Record<string, keyof T & string>;
}

/**
 * The small form state every auth form shares: values, first error per field, one form-level
 * error, and a submit that maps 422 bodies onto fields (ARCHITECTURE convention 3).
 */
export function useForm<I extends FormValues>(initial: I) {
  type T = Widen<I>;
  const errorText = useErrorText();
  const [values, setValues] = useState<T>(initial as T);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setField = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Keyboard and screen-reader users land on the first field to fix. */
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit =
    (run: (values: T) => Promise<void>, options: SubmitOptions<T> = {}) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      setFormError(null);
      const clientErrors = options.validate?.(values) ?? {};
      setErrors(clientErrors);
      if (Object.keys(clientErrors).length > 0) {
        focusFirstInvalid();
        return;
      }
      setSubmitting(true);
      try {
        await run(values);
      } catch (error) {
        const fieldErrors = error instanceof HttpError && error.status === 422 ? firstErrors(toFieldErrors(error)) : {};
        const mapped: Record<string, string> = {};
        for (const [field, message] of Object.entries(fieldErrors)) {
          const name = options.fieldAliases?.[field] ?? field;
          if (name in values) mapped[name] = message;
        }
        setErrors(mapped);
        // Errors on fields this form does not show still need saying.
        if (Object.keys(mapped).length === 0) setFormError(errorText(error));
        else focusFirstInvalid();
      } finally {
        setSubmitting(false);
      }
    };

  return { values, setField, errors, setErrors, formError, setFormError, submitting, handleSubmit, formRef };
}
