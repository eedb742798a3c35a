import { isRecord } from '../http/http-error.ts';

/** Field name -> messages, the one shape every form reads (ARCHITECTURE convention 3). */
export type FieldErrors = Record<string, string[]>;

function add(map: FieldErrors, field: unknown, message: unknown): void {
  if (typeof field !== 'string' || !field || typeof message !== 'string') return;
  map[field] = [...(map[field] ?? []), message];
}

/**
 * Collects validation errors from a REST 422 body (`{ errors: [{category, field, message}] }`,
 * also found on an HttpError's `body`) or from GraphQL errors (`extensions.category === 'validate'`).
 */
export function toFieldErrors(source: unknown): FieldErrors {
  const map: FieldErrors = {};
  if (!isRecord(source)) return map;
  const body = isRecord(source.body) ? source.body : source;
  if (Array.isArray(body.errors)) {
    for (const issue of body.errors) {
      if (isRecord(issue) && (issue.category === undefined || issue.category === 'validate')) add(map, issue.field, issue.message);
    }
  }
  const graphQLErrors = source.graphQLErrors;
  if (Array.isArray(graphQLErrors)) {
    for (const error of graphQLErrors) {
      if (!isRecord(error) || !isRecord(error.extensions) || error.extensions.category !== 'validate') continue;
      add(map, error.extensions.field, error.message);
    }
  }
  return map;
}

/** The first message per field: what the form shows. */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages.length > 0) first[field] = messages[0];
  return first;
}

/**
 * The one mapping of validation errors (the form's schema issues or a server's 422 / GraphQL
 * `validate` errors) onto a form's fields: the first message per field; a server name the form
 * spells differently goes through `aliases`; a nested path ("languages.0.fluency") is kept when
 * its first segment is a field, so a row can show its own error (see `errorUnder`). Errors on
 * fields the form lacks are dropped: the caller then says the error at form level.
 */
export function toFormErrors(
  errors: FieldErrors,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(firstErrors(errors))) {
    const field = aliases[path] ?? path;
    if (fields.includes(field.split('.')[0])) mapped[field] ??= message;
  }
  return mapped;
}

/** The error of a list field or, failing that, of its first row that has one ("languages.1.fluency"). */
export function errorUnder(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const nested = Object.keys(errors).find((path) => path.startsWith(`${field}.`));
  return nested ? errors[nested] : undefined;
}
