// Resolvers only translate (ARCHITECTURE convention 7, decision 036): no SQL where GraphQL types and
// resolvers are declared. Related objects load through the builder's dataloaders, whose batch loads
// live in services. The scope is every *.graphql.ts file and every other file that registers types
// on the builder (teacher-booking-types.ts, the builder itself).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts'))
  .map((path) => join(src, path));
const registersOnBuilder = (file: string) =>
  file.endsWith('.graphql.ts') || /from '[./]*(graphql\/)?builder\.ts'/.test(readFileSync(file, 'utf8'));
const graphqlFiles = sources.filter(registersOnBuilder);

/** Query building or running: the ORM, the database client or schema tables, or a database handle asked to select, write or run SQL. */
const SQL_IN_RESOLVERS = [
  /from 'drizzle-orm/,
  /from '[./]*db\/(client|schema)/,
  /\b(db|tx)\s*\.\s*(select|selectDistinct\w*|insert|update|delete|execute|query|transaction)\b/,
];
/** Types and constants of the schema module are fine (enum values); only its tables and the client are not. */
const ALLOWED = [/^import (type )?\{[^}]*\} from '[./]*db\/schema\/index\.ts';$/];
const TABLE_IMPORT = /^import \{[^}]*\b(appointments|classes|users|lessons|modules|curricula|sections|courses|teacherProfiles)\b/;

function offendingLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (!SQL_IN_RESOLVERS.some((pattern) => pattern.test(line))) return [];
      if (ALLOWED.some((pattern) => pattern.test(line.trim())) && !TABLE_IMPORT.test(line)) return [];
      return [`${relative(src, file)}:${index + 1}: ${line.trim()}`];
    });
}

describe('GraphQL resolvers', () => {
  it('are found, beyond the *.graphql.ts files', () => {
    expect(graphqlFiles.length).toBeGreaterThan(10);
    expect(graphqlFiles.map((f) => relative(src, f))).toContain('modules/teacher-booking/teacher-booking-types.ts');
  });

  it('hold no SQL: they call services and loaders', () => {
    expect(graphqlFiles.flatMap(offendingLines)).toEqual([]);
  });

  it('would catch a resolver file importing the db client or the ORM', () => {
    const probe = (line: string) =>
      SQL_IN_RESOLVERS.some((p) => p.test(line)) && !(ALLOWED.some((p) => p.test(line)) && !TABLE_IMPORT.test(line));
    expect(probe("import { eq } from 'drizzle-orm';")).toBe(true);
    expect(probe("import type { Db } from '../../db/client.ts';")).toBe(true);
    expect(probe("import { classes } from '../../db/schema/index.ts';")).toBe(true);
    expect(probe("import { APPOINTMENT_STATUSES_STORED } from '../../db/schema/index.ts';")).toBe(false);
  });
});
