import { readFileSync } from 'node:fs';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { routesOf } from './routes-of.ts';
import { type TestUser, buildAdmin, buildCatalogue, buildStudent, buildTeacher } from './factories/index.ts';

/**
 * Every query and mutation that takes an id, called with ids no row can have ("x", not a UUID):
 * the answer is a coded 4xx-like error (not found, forbidden, validation), never an internal
 * error. Generated from the schema, so a new field is covered the day it is added.
 */
const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

/** A literal for a required argument, or null when the field needs an input object (skipped). */
function literal(type: GraphQLInputType, isId: boolean): string | null {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = literal(inner.ofType, isId);
    return item === null ? null : `[${item}]`;
  }
  if (isEnumType(inner)) return inner.getValues()[0].name;
  if (isInputObjectType(inner)) return null;
  if (!isScalarType(inner)) return null;
  if (isId || inner.name === 'ID') return '"x"';
  switch (inner.name) {
    case 'Int':
      return '1';
    case 'Float':
      return '1.5';
    case 'Boolean':
      return 'false';
    case 'DateTime':
      return '"2030-01-01T10:00:00.000Z"';
    default:
      return '"x"';
  }
}

function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
}

function operations(kind: 'query' | 'mutation'): { name: string; document: string }[] {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const out: { name: string; document: string }[] = [];
  for (const field of Object.values(root?.getFields() ?? {})) {
    const idArgs = field.args.filter((a) => getNamedType(a.type).name === 'ID');
    if (idArgs.length === 0) continue;
    const args: string[] = [];
    let skip = false;
    for (const arg of field.args as GraphQLArgument[]) {
      if (!isNonNullType(arg.type) && !idArgs.includes(arg)) continue;
      const value = literal(arg.type, idArgs.includes(arg));
      if (value === null) {
        skip = true;
        break;
      }
      args.push(`${arg.name}: ${value}`);
    }
    if (!skip) out.push({ name: field.name, document: `${kind} { ${field.name}(${args.join(', ')})${selection(field)} }` });
  }
  return out;
}

const { app } = await buildTestApp();
let people: { who: string; user: TestUser }[];

beforeAll(async () => {
  const catalogue = await buildCatalogue(app);
  people = [
    { who: 'student', user: await buildStudent(app, { catalogue }) },
    { who: 'teacher', user: await buildTeacher(app, catalogue) },
    { who: 'admin', user: await buildAdmin(app) },
  ];
});

describe('an id that is not a UUID', () => {
  const all = [...operations('query'), ...operations('mutation')];

  it('covers the fields that take ids', () => {
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(all)('$name answers with a coded error, never an internal one', async ({ document }) => {
    for (const { who, user } of people) {
      const result = await gql(app, user, document);
      expect(result.code, `${who}: ${document} -> ${JSON.stringify(result.errors)}`).not.toBe('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('a REST path whose id is not a UUID', () => {
  const routes = routesOf(app).filter((r) => r.method === 'GET' && r.path.includes(':'));

  it('covers the routes with path parameters', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  it('answers 4xx to every kind of user, never 500', async () => {
    const failures: string[] = [];
    for (const { path } of routes) {
      const url = path.replace(/:[A-Za-z_]+/g, 'x');
      for (const { who, user } of people) {
        const res = await app.inject({ method: 'GET', url, headers: { ...clientHeaders, cookie: await loginCookies(app, user) } });
        if (res.statusCode >= 500) failures.push(`${who} GET ${url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
