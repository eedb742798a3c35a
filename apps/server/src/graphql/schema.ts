import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
// Every module's GraphQL types register themselves on import.
import '../modules/identity/identity.graphql.ts';

export const schema = builder.toSchema();

export function printSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
