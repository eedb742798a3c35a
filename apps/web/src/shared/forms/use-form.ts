import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/error-text.ts';
import { isRecord } from '../http/http-error.ts';
import { fieldMessage } from './field-message.ts';
import { type SchemaLoader, schemaErrors } from './input-schema.ts';
import { firstErrors, toFieldErrors, toFormErrors } from './validation-errors.ts';

export interface FormOptions<T> {
  /** The contract schema the server checks too, loaded on demand (see SchemaLoader). */
  schema?: SchemaLoader;
  /** The values as the request sends them, which is what the schema reads; default: the values. */
  toInput?: (values: T) => unknown;
  /** Client checks no contract can hold (a file's size, a row on screen); field -> message. */
  validate?: (values: T) => Partial<Record<string, string>>;
  /**
   * Server or schema field names that differ from the form's (`_username` -> `email`,
   * `card.expMonth` -> `card.expiry`), or a row's path onto the form's row
   * (`feedback.<studentId>` -> `students.2.feedback`).
   */
  fieldAliases?: Record<string, (keyof T & string) | `${keyof T & string}.${string}`>;
  /** The form-level text of a failure that names none of the fields; default: the server's or a generic one. */
  formErrorOf?: (error: unknown) => string | null;
}

/**
 * The one form mechanism of the web (decision 030): values, the first error per field, one
 * form-level error, and a submit that checks the contract schema first and maps the server's
 * validation errors (REST 422 or GraphQL `validate` errors) onto the same fields
 * (ARCHITECTURE convention 3). `run` may throw or return urql's `{ error }`: both count as failed.
 */
export function useForm<T extends object>(initial: T, options: FormOptions<T> = {}) {
  const { t } = useTranslation('common');
  // The field messages' namespace loads with the first form, without holding the form back.
  useTranslation('validation', { useSuspense: false });
  const errorText = useErrorText();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<ReturnType<SchemaLoader> | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  /** Starts loading the schema at the first keystroke, so submitting never waits for it. */
  const loadSchema = useCallback(() => {
    const loader = optionsRef.current.schema;
    if (!loader) return null;
    schemaRef.current ??= loader();
    return schemaRef.current;
  }, []);

  const setField = useCallback(
    <K extends keyof T & string>(name: K, value: T[K]) => {
      loadSchema()?.catch(() => {
        schemaRef.current = null;
      });
      setValues((current) => ({ ...current, [name]: value }));
      // A list field's change clears its rows' errors too ("languages.0.fluency").
      setErrors((current) => {
        const kept = Object.entries(current).filter(([path]) => path !== name && !path.startsWith(`${name}.`));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    },
    [loadSchema],
  );

  /** Keyboard and screen-reader users land on the first field to fix. */
  // After the commit that marks the fields invalid: a frame callback could run before React
  // renders an update made after an await (the lazily loaded schema), and find nothing to focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);

  const fields = Object.keys(values);
  const showFieldErrors = (source: Parameters<typeof toFormErrors>[0]) => {
    const mapped = toFormErrors(source, fields, optionsRef.current.fieldAliases);
    for (const field of Object.keys(mapped)) mapped[field] = fieldMessage(mapped[field], t);
    setErrors(mapped);
    if (Object.keys(mapped).length > 0) focusFirstInvalid();
    return mapped;
  };

  /** Sets errors from a failed request on the fields; says it at form level when none matches. */
  const showFailure = (failure: unknown) => {
    const validationErrors = toFieldErrors(failure);
    if (Object.keys(showFieldErrors(validationErrors)).length > 0) return;
    const { formErrorOf } = optionsRef.current;
    if (formErrorOf) return setFormError(formErrorOf(failure));
    // A validation error on a field the form does not show still says why, before any generic text.
    const unshown = Object.values(firstErrors(validationErrors))[0];
    setFormError(unshown ? fieldMessage(unshown, t) : errorText(failure));
  };

  /** Schema issues plus the form's own checks; true when the values may be sent. */
  const check = async (current: T): Promise<boolean> => {
    const { toInput, validate } = optionsRef.current;
    const schema = loadSchema();
    const found = schema ? await schemaErrors(await schema, toInput ? toInput(current) : current) : {};
    for (const [field, message] of Object.entries(validate?.(current) ?? {}))
      if (message) found[field] = [...(found[field] ?? []), message];
    return Object.keys(showFieldErrors(found)).length === 0;
  };

  const handleSubmit = (run: (values: T) => Promise<unknown>) => async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting) return;
    setFormError(null);
    setSubmitting(true);
    try {
      if (!(await check(values))) return;
      const result = await run(values);
      if (isRecord(result) && result.error) showFailure(result.error);
    } catch (error) {
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, setValues, setField, errors, setErrors, formError, setFormError, submitting, handleSubmit, formRef, showFailure };
}
