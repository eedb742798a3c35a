import { reportClientError } from './error-reporting.ts';

interface GraphqlErrorLike {
  message: string;
  networkError?: { message: string; stack?: string } | undefined;
  graphQLErrors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
  response?: { status?: number } | undefined;
}

interface OperationLike {
  kind: string;
  variables?: unknown;
  query: { definitions: ReadonlyArray<{ kind: string; name?: { value: string } }> };
}

/** The operation's own name (e.g. `BookClass`), read from its document. */
export function operationNameOf(operation: OperationLike): string | undefined {
  const definition = operation.query.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition?.name?.value;
}

/**
 * A failed GraphQL operation, reported with its name and scrubbed variables (spec 000 §8). Each
 * GraphQL error goes through the ignore rules on its own (code, message, field, category), so a
 * "not logged" or a coded refusal beside a real failure does not hide it.
 */
export function reportGraphqlError(error: GraphqlErrorLike, operation: OperationLike): void {
  if (operation.kind === 'teardown') return;
  const operationName = operationNameOf(operation)?.slice(0, 120);
  const variables = (operation.variables ?? undefined) as Record<string, unknown> | undefined;
  const status = error.response?.status;
  if (error.graphQLErrors.length === 0) {
    if (!error.networkError) return;
    reportClientError({ kind: 'graphql', message: error.networkError.message || 'Network error', operationName, variables, status });
    return;
  }
  for (const graphqlError of error.graphQLErrors) {
    const extensions = graphqlError.extensions ?? {};
    const code = typeof extensions.code === 'string' ? extensions.code.slice(0, 80) : undefined;
    reportClientError({
      kind: 'graphql',
      message: graphqlError.message || 'GraphQL error',
      operationName,
      variables,
      status,
      code,
      field: typeof extensions.field === 'string' ? extensions.field : undefined,
      category: typeof extensions.category === 'string' ? extensions.category : undefined,
    });
  }
}
