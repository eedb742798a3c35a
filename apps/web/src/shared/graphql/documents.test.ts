import { buildSchema, type DocumentNode, Kind, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import sdl from '../../../../../schema.graphql?raw';

/**
 * Types catch a renamed field at compile time (decision 029); this catches what types do not:
 * missing required arguments, duplicate fragments, unused variables. Every document the web
 * sends is one of these exports.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../**/*-documents.ts', { eager: true });

function isOperation(value: unknown): value is DocumentNode {
  const document = value as DocumentNode | null;
  return document?.kind === Kind.DOCUMENT && document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
}

// A document re-exported by a second module is counted once.
const seen = new Set<unknown>();
const operations = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isOperation(value) && !seen.has(value) && seen.add(value))
    .map(([name, document]) => ({ name: `${name} (${file.replace('../../', '')})`, document: document as DocumentNode })),
);

describe('the web GraphQL documents', () => {
  const schema = buildSchema(sdl);

  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations)('$name is valid against schema.graphql', ({ document }) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });

  it('have unique operation names (the server logs them)', () => {
    const names = operations.flatMap(({ document }) =>
      document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [])),
    );
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
