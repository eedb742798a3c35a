import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * The web's only way to write a GraphQL document (decision 029): result and variable types are
 * read from schema.graphql, so a renamed or removed field fails `tsc -p apps/web`.
 * Fragments are not masked: a document's result holds its fragments' fields directly.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; JSON: unknown };
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';

/** The TypeScript union of a schema enum, e.g. `EnumOf<'ClassType'>` is 'group' | 'individual' | 'trial'. */
export type EnumOf<Name extends string> = ReturnType<typeof graphql.scalar<Name>>;
