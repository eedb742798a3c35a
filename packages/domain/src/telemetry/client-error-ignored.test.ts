import { describe, expect, it } from 'vitest';
import { isIgnoredClientError } from './client-error-ignored.ts';

describe('isIgnoredClientError (spec 000 §8)', () => {
  it('ignores 401 and 403', () => {
    expect(isIgnoredClientError({ kind: 'http', message: 'Unauthorized', status: 401 })).toBe(true);
    expect(isIgnoredClientError({ kind: 'graphql', message: 'Forbidden', status: 403 })).toBe(true);
  });

  it('ignores "You need to be logged to access this field"', () => {
    expect(isIgnoredClientError({ kind: 'graphql', message: 'You need to be logged to access this field', status: 200 })).toBe(true);
  });

  it('ignores the listed 400s and only those', () => {
    expect(isIgnoredClientError({ kind: 'http', message: 'Invalid couponCode', status: 400 })).toBe(true);
    expect(isIgnoredClientError({ kind: 'http', message: 'x', status: 400, field: 'couponCode' })).toBe(true);
    expect(isIgnoredClientError({ kind: 'http', message: 'x', status: 400, field: 'productVariant', category: 'validate' })).toBe(true);
    expect(isIgnoredClientError({ kind: 'http', message: 'Package not found', status: 400 })).toBe(true);
    expect(isIgnoredClientError({ kind: 'http', message: 'Something else broke', status: 400 })).toBe(false);
    expect(isIgnoredClientError({ kind: 'http', message: 'Package not found', status: 500 })).toBe(false);
  });

  it('ignores coded refusals of the catalogue but reports the masked internal error', () => {
    expect(isIgnoredClientError({ kind: 'graphql', message: 'Class is full', code: 'class_is_full' })).toBe(true);
    expect(isIgnoredClientError({ kind: 'graphql', message: 'Oops!', code: 'internal_server_error' })).toBe(false);
    expect(isIgnoredClientError({ kind: 'graphql', message: 'Cannot query field', code: 'GRAPHQL_VALIDATION_FAILED' })).toBe(false);
  });

  it('ignores browser noise and reports real exceptions', () => {
    expect(isIgnoredClientError({ kind: 'error', message: 'Script error.' })).toBe(true);
    expect(isIgnoredClientError({ kind: 'error', message: 'ResizeObserver loop limit exceeded' })).toBe(true);
    expect(isIgnoredClientError({ kind: 'unhandledrejection', message: 'TypeError: Failed to fetch' })).toBe(true);
    expect(isIgnoredClientError({ kind: 'error', message: "TypeError: Cannot read properties of undefined (reading 'id')" })).toBe(false);
  });
});
