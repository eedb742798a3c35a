import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { buildSchema, introspectionFromSchema } from 'graphql';

/** Where the web reads the schema's types from (gql.tada's `introspection`, decision 029). */
export const GRAPHQL_ENV_URL = new URL('../../web/src/shared/graphql/graphql-env.d.ts', import.meta.url);

/**
 * The web's typed view of schema.graphql: the same steps as `gql.tada generate-output`
 * (introspect, minify, pre-compute the types), as a pure function so a test can tell when the
 * committed file is stale.
 */
export function renderGraphqlEnv(sdl: string): string {
  const introspection = introspectionFromSchema(buildSchema(sdl), { descriptions: false });
  return outputIntrospectionFile(minifyIntrospection(introspection), { fileType: '.d.ts', shouldPreprocess: true });
}
