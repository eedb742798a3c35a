import { describe, expect, it } from 'vitest';
import { describeGraphqlError, type GraphqlErrorLike, shouldRetryGraphql } from './error-policy.ts';

const network = (status: number | undefined, message = ''): GraphqlErrorLike => ({
  networkError: { message },
  graphQLErrors: [],
  response: status === undefined ? undefined : { status },
});

describe('shouldRetryGraphql', () => {
  it('retries network failures', () => {
    expect(shouldRetryGraphql(network(undefined), {})).toBe(true);
    expect(shouldRetryGraphql(network(502), {})).toBe(true);
  });
  it('never retries 400, 410, 401, 403 or when the operation opts out', () => {
    for (const status of [400, 410, 401, 403]) expect(shouldRetryGraphql(network(status), {})).toBe(false);
    expect(shouldRetryGraphql(network(502), { retry: false })).toBe(false);
  });
  it('does not retry resolver errors', () => {
    expect(shouldRetryGraphql({ graphQLErrors: [{ message: 'class_is_full' }] }, {})).toBe(false);
  });
});

describe('describeGraphqlError', () => {
  it('ignores the not-logged error', () => {
    expect(describeGraphqlError({ graphQLErrors: [{ message: 'You need to be logged to access this field' }] })).toBeNull();
  });
  it('masks internal errors', () => {
    expect(describeGraphqlError({ graphQLErrors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })).toEqual({
      kind: 'masked',
      text: 'Oops! We encountered an issue. Please retry or contact support.',
    });
  });
  it('shows the first other message', () => {
    expect(
      describeGraphqlError({
        graphQLErrors: [{ message: 'This class is full.', extensions: { code: 'class_is_full' } }, { message: 'second' }],
      }),
    ).toEqual({ kind: 'text', text: 'This class is full.' });
  });
  it('leaves validation errors to the form', () => {
    expect(
      describeGraphqlError({ graphQLErrors: [{ message: 'Too short', extensions: { category: 'validate', field: 'x' } }] }),
    ).toBeNull();
  });
  it('shows nothing for 5xx, the text or "Network error" otherwise', () => {
    expect(describeGraphqlError(network(503, 'Service Unavailable'))).toBeNull();
    expect(describeGraphqlError(network(undefined, 'Failed to fetch'))).toEqual({ kind: 'text', text: 'Failed to fetch' });
    expect(describeGraphqlError(network(undefined, ''))).toEqual({ kind: 'network' });
  });
});
