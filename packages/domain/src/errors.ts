import { type ErrorCode, formatErrorMessage } from '@parla/contracts';

/** The one coded error of the domain (ARCHITECTURE convention 2). */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  /** HTTP status used by the REST edge; GraphQL reports it in extensions. */
  readonly status: number;
  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>, status = 400) {
    super(message ?? formatErrorMessage(code, (details as Record<string, string | number>) ?? {}));
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
    this.status = status;
  }
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
