// Resolvers only translate (ARCHITECTURE convention 7, decision 036): no SQL in a *.graphql.ts file.
// Related objects load through the builder's dataloaders, whose batch loads live in services.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = join(import.meta.dirname, '../src/modules');
const graphqlFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.graphql.ts'))
  .map((path) => join(modules, path));

/** Query building or running: the ORM's operators, or a database handle asked to select, write or run SQL. */
const SQL_IN_RESOLVERS = [
  /from 'drizzle-orm'/,
  /\b(db|tx)\s*\.\s*(select|selectDistinct\w*|insert|update|delete|execute|query|transaction)\b/,
];

describe('GraphQL resolvers', () => {
  it('are found', () => {
    expect(graphqlFiles.length).toBeGreaterThan(10);
  });

  it('hold no SQL: they call services and loaders', () => {
    const offenders = graphqlFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          SQL_IN_RESOLVERS.some((pattern) => pattern.test(line)) ? [`${relative(modules, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
