import type { ValidationIssue } from '@parla/contracts';
import { ValidationError } from '@parla/domain';
import type { ZodError, ZodType } from 'zod';

export function zodIssues(error: ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    category: 'validate' as const,
    field: issue.path.map(String).join('.') || '_',
    message: issue.message,
  }));
}

/** Parses input with a contracts schema; throws the one validation shape on failure. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(zodIssues(result.error));
  return result.data;
}
