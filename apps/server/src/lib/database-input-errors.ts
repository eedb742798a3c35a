import { type DomainError, notFound } from '@parla/domain';

/**
 * SQLSTATE 22P02 (invalid_text_representation): PostgreSQL (and PGlite) could not read a value the
 * client sent as the column's type, nearly always an id that is not a UUID ("lessons/x"). No row
 * can have that id, so the answer is the one "not found" (a 4xx), never an internal error; the
 * services need no UUID check of their own before every query.
 */
const INVALID_TEXT_REPRESENTATION = '22P02';

/** The coded error a database error stands for when the client's input caused it, else null. */
export function clientInputError(error: unknown): DomainError | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === INVALID_TEXT_REPRESENTATION) return notFound();
  }
  return null;
}
