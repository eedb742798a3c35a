// What the back office's errors pages read (decision 103): the list's filters (source, search,
// last-seen range) and paging, and each occurrence's person (name and roles, for the link to the
// student's or teacher's page; an erased account shows nothing). Access: admin only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordError } from '../src/modules/telemetry/errors.service.ts';
import { buildAdmin, buildStudent, buildTeacher, type TestUser } from './factories/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';

const { app, clock } = await buildTestApp();

let admin: TestUser;
let student: TestUser;
let teacher: TestUser;
let erasedStudent: TestUser;

const LIST = `query L($source: ErrorSource, $search: String, $from: DateTime, $to: DateTime, $limit: Int, $offset: Int) {
  adminErrorGroups(source: $source, search: $search, from: $from, to: $to, limit: $limit, offset: $offset) {
    total groups { id source message location count }
  }
}`;
const DETAIL = `query D($id: ID!) {
  adminErrorGroup(id: $id) { group { id count } occurrences { userId user { id name roles erased } detail } }
}`;

interface ListData {
  adminErrorGroups: { total: number; groups: { id: string; source: string; message: string; location: string | null; count: number }[] };
}
interface DetailData {
  adminErrorGroup: {
    occurrences: { userId: string | null; user: { id: string; name: string; roles: string[]; erased: boolean } | null }[];
  };
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  clock.set(new Date('2026-06-10T10:00:00Z'));
  admin = await buildAdmin(app);
  student = await buildStudent(app, { firstName: 'Ines' });
  erasedStudent = await buildStudent(app, { firstName: 'Gone' });
  teacher = await buildTeacher(app);
  await app.db.execute(sql`update users set erased_at = now(), first_name = '', last_name = '' where id = ${erasedStudent.id}`);
  // A browser error on 8 June, a GraphQL failure on 9 June (three people), a route's 500 on 10 June.
  clock.set(new Date('2026-06-08T09:00:00Z'));
  ids.browser = await recordError(app, {
    source: 'client',
    kind: 'error',
    message: 'TypeError: lessons.map is not a function',
    userId: null,
    detail: { path: '/en/today' },
  });
  clock.set(new Date('2026-06-09T09:00:00Z'));
  for (const who of [student, teacher, erasedStudent]) {
    ids.graphql = await recordError(app, {
      source: 'client',
      kind: 'graphql',
      message: 'Oops! We encountered an issue. Please retry or contact support.',
      operationName: 'StudentToday',
      userId: who.id,
      detail: { status: 200 },
    });
    clock.advance(60_000);
  }
  clock.set(new Date('2026-06-10T09:00:00Z'));
  ids.server = await recordError(app, {
    source: 'server',
    kind: 'http',
    message: 'connection terminated unexpectedly',
    route: '/api/invoices/:id',
    userId: null,
    detail: { method: 'GET' },
  });
});

const list = async (variables: Record<string, unknown>) => (await gql<ListData>(app, admin, LIST, variables)).data!.adminErrorGroups;

describe('adminErrorGroups: the errors page’s filters', () => {
  it('lists every group, the last seen first', async () => {
    const page = await list({});
    expect(page.total).toBe(3);
    expect(page.groups.map((g) => g.id)).toEqual([ids.server, ids.graphql, ids.browser]);
    expect(page.groups[1]).toMatchObject({ location: 'operation StudentToday', count: 3 });
  });

  it('filters by source', async () => {
    expect((await list({ source: 'server' })).groups.map((g) => g.id)).toEqual([ids.server]);
    expect((await list({ source: 'client' })).total).toBe(2);
  });

  it('searches the message and the location, case-insensitively', async () => {
    expect((await list({ search: 'LESSONS.MAP' })).groups.map((g) => g.id)).toEqual([ids.browser]);
    expect((await list({ search: 'studenttoday' })).groups.map((g) => g.id)).toEqual([ids.graphql]);
    expect((await list({ search: '/api/invoices' })).groups.map((g) => g.id)).toEqual([ids.server]);
    expect((await list({ search: 'nothing like this' })).total).toBe(0);
  });

  it('keeps the groups last seen in the range, `to` exclusive', async () => {
    const ninth = await list({ from: '2026-06-09T00:00:00Z', to: '2026-06-10T00:00:00Z' });
    expect(ninth.groups.map((g) => g.id)).toEqual([ids.graphql]);
    const fromNinth = await list({ from: '2026-06-09T00:00:00Z' });
    expect(fromNinth.total).toBe(2);
  });

  it('pages with limit and offset, the total unchanged', async () => {
    const first = await list({ limit: 2, offset: 0 });
    const second = await list({ limit: 2, offset: 2 });
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect([...first.groups, ...second.groups].map((g) => g.id)).toEqual([ids.server, ids.graphql, ids.browser]);
  });

  it('refuses a limit above 100 and a negative offset as bad input (4xx), not a failure', async () => {
    for (const variables of [{ limit: 101 }, { offset: -1 }, { search: 'x'.repeat(201) }]) {
      const res = await gql(app, admin, LIST, variables);
      expect(res.code).toBe('validation_failed');
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('adminErrorGroup: who met the error', () => {
  it('names the person with their roles, read now; an erased account shows no name', async () => {
    const res = await gql<DetailData>(app, admin, DETAIL, { id: ids.graphql });
    expect(res.errors).toBeUndefined();
    const byId = new Map(res.data!.adminErrorGroup.occurrences.map((o) => [o.userId, o.user]));
    expect(byId.get(student.id)).toEqual({ id: student.id, name: 'Ines Keller', roles: ['student'], erased: false });
    expect(byId.get(teacher.id)).toMatchObject({ id: teacher.id, roles: ['teacher'], erased: false });
    expect(byId.get(erasedStudent.id)).toEqual({ id: erasedStudent.id, name: '', roles: [], erased: true });
  });

  it('keeps a reported GraphQL error’s code readable (a `code` key would be scrubbed as a secret)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: { kind: 'graphql', message: 'Internal failure', operationName: 'PayoutSummary', code: 'INTERNAL_SERVER_ERROR', status: 200 },
      remoteAddress: '203.0.113.77',
    });
    expect(res.json()).toMatchObject({ recorded: true });
    const detail = await gql<{ adminErrorGroup: { occurrences: { detail: Record<string, unknown> }[] } }>(app, admin, DETAIL, {
      id: res.json().groupId,
    });
    expect(detail.data!.adminErrorGroup.occurrences[0]?.detail).toMatchObject({
      errorType: 'INTERNAL_SERVER_ERROR',
      operationName: 'PayoutSummary',
      status: 200,
    });
  });

  it('has no person for a visitor’s or a server error without a session', async () => {
    const res = await gql<DetailData>(app, admin, DETAIL, { id: ids.browser });
    expect(res.data!.adminErrorGroup.occurrences).toEqual([expect.objectContaining({ userId: null, user: null })]);
  });

  it('is the back office’s only: anonymous, student and teacher refused', async () => {
    for (const [query, variables] of [
      [DETAIL, { id: ids.graphql }],
      [LIST, {}],
    ] as const) {
      expect((await gql(app, null, query, variables)).code).toBe('unauthenticated');
      expect((await gql(app, student, query, variables)).code).toBe('forbidden');
      expect((await gql(app, teacher, query, variables)).code).toBe('forbidden');
      expect((await gql(app, admin, query, variables)).errors).toBeUndefined();
    }
  });
});
