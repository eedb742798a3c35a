import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
// Every module's GraphQL types register themselves on import.
import '../modules/identity/identity.graphql.ts';
import '../modules/notifications/notifications.graphql.ts';
import '../modules/commerce/commerce.graphql.ts';
import '../modules/curriculum/curriculum.graphql.ts';
import '../modules/classes/classes.graphql.ts';
import '../modules/classes/booking.graphql.ts';

export const schema = builder.toSchema();

export function printSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
