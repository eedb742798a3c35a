// Issue 19: "every admin mutation writes one audit row (a test checks all of them)". The list
// comes from the built schema, so a new admin mutation is checked without touching this file:
// it must declare its object (`extensions: auditObject(...)`), and one call of it, whatever its
// outcome, must leave exactly one row naming the admin (decision 094).
import {
  type GraphQLField,
  type GraphQLInputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLScalarType,
  getNamedType,
  isLeafType,
} from 'graphql';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { schema } from '../src/graphql/schema.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildAdmin, type TestUser } from './factories/index.ts';

const { app } = await buildTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await buildAdmin(app);
});

// biome-ignore lint/suspicious/noExplicitAny: a field of the built schema, whatever its types
type AnyField = GraphQLField<any, any>;

const mutationFields = Object.values(schema.getMutationType()?.getFields() ?? {}) as AnyField[];
const scopesOf = (field: AnyField) =>
  ((field.extensions?.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes ?? null) as Record<string, unknown> | null;
const adminMutations = mutationFields.filter((field) => scopesOf(field)?.admin === true);

/** A value of the type that passes GraphQL's own coercion (the field's rules may still refuse it). */
function sample(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sample(type.ofType);
  if (type instanceof GraphQLList) return [];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => f.type instanceof GraphQLNonNull)
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  const scalar = (type as GraphQLScalarType).name;
  if (scalar === 'ID') return crypto.randomUUID();
  if (scalar === 'Int' || scalar === 'Float') return 1;
  if (scalar === 'Boolean') return true;
  if (scalar === 'DateTime') return new Date().toISOString();
  if (scalar === 'JSON') return {};
  return 'audit-coverage';
}

/** A document calling the field with every argument as a variable, selecting its first scalar field(s). */
function callOf(field: AnyField): { query: string; variables: Record<string, unknown> } {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const head = vars ? `mutation(${vars})` : 'mutation';
  return {
    query: `${head} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(field.args.map((a) => [a.name, sample(a.type)])),
  };
}

describe('every admin mutation is audited', () => {
  it('finds the admin mutations of the schema', () => {
    expect(adminMutations.length).toBeGreaterThanOrEqual(16);
    expect(adminMutations.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'adminGrantCredits',
        'adminCreateCoupon',
        'adminAssignTeacher',
        'adminSetFeatureFlag',
        // decision 099: the teacher pages
        'adminSetTeachingPause',
        'adminRemoveTeachingPause',
        'adminSetTeacherObservationOptOut',
        'adminDeactivateTeacher',
        'adminAcceptTeacherApplication',
        'adminRejectTeacherApplication',
        // Decision 098: the student page's actions, admins and impersonation.
        'adminAddStudentNote',
        'adminRemoveCredits',
        'adminCancelStudentClass',
        'adminChangeStudentModule',
        'adminSendPasswordReset',
        'adminCloseStudentAccount',
        'adminCreateAdmin',
        'adminCreateTestAdmin',
        'adminImpersonate',
        'adminInvalidateClass',
        'adminReleaseClass',
        'adminMoveClass',
        // Decision 105: admins and price changes.
        'adminSetAdminRole',
        'adminRemoveAdmin',
        'adminResendAdminInvitation',
        'adminSchedulePriceChange',
        'adminCancelPriceChange',
      ]),
    );
  });

  it('each names its object (extensions.audit)', () => {
    const missing = adminMutations.filter((field) => !field.extensions?.audit).map((field) => field.name);
    expect(missing).toEqual([]);
  });

  it.each(adminMutations.map((field) => [field.name, field] as const))('%s writes exactly one row', async (name, field) => {
    const { query, variables } = callOf(field);
    const res = await gql(app, admin, query, variables);
    // Only GraphQL's own document checks may stop a call before the field runs; they must not here.
    expect(res.code).not.toBe('GRAPHQL_VALIDATION_FAILED');
    const rows = await queryRows<{ actor_id: string; outcome: string; error_code: string | null; object_type: string | null }>(
      app.db,
      sql`select actor_id, outcome, error_code, object_type from audit_log where action = ${name}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: admin.id, outcome: res.errors ? 'refused' : 'done' });
    expect(rows[0]?.error_code ?? null).toBe(res.errors ? (res.code ?? 'internal') : null);
    expect(rows[0]?.object_type).toBe((field.extensions?.audit as { objectType?: string } | undefined)?.objectType);
  });
});
