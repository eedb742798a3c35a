import { type ErrorCode, errorStatus, formatErrorMessage } from '@parla/contracts';

/**
 * The one coded error of the domain (ARCHITECTURE convention 2). The throw site names the code;
 * the HTTP status and the English message come from the catalogue in @parla/contracts.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  /** HTTP status the REST edge answers, from the catalogue (GraphQL answers 200 with the code). */
  readonly status: number;
  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? formatErrorMessage(code, (details as Record<string, string | number>) ?? {}));
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
    this.status = errorStatus(code);
  }
}

/** The one "no such thing, or not yours" error (404 on REST): never say which of the two. */
export function notFound(): DomainError {
  return new DomainError('not_found');
}

/** Thrown for input that fails validation: one issue per field. */
export class ValidationError extends Error {
  readonly issues: { category: 'validate'; field: string; message: string }[];
  constructor(issues: { field: string; message: string }[]) {
    super(issues[0]?.message ?? 'Validation failed');
    this.name = 'ValidationError';
    this.issues = issues.map((i) => ({ category: 'validate' as const, ...i }));
  }
}
