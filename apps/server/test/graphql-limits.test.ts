import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKABLE_LESSONS, BOOKING_RESULTS } from '../../web/src/features/booking/booking-documents.ts';
import { TEACHER_CALENDAR } from '../../web/src/features/availability/schedule-documents.ts';
import { studentNotifications } from '../src/db/schema/index.ts';
import { GRAPHQL_LIMITS } from '../src/plugins/graphql/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { clientHeaders } from './helper.ts';
import { buildLoggedTestApp } from './log-capture.ts';
import { buildCatalogue, buildStudent, buildTeacher, type Catalogue, type TestUser } from './factories/index.ts';

/** Issue 10 points 6 and 7 (GraphQL): cost with variables, clamped lists, a budget, and client mistakes as coded 4xx. */
const { app, clock, entries } = await buildLoggedTestApp();
let catalogue: Catalogue;
let student: TestUser;
let studentCookie: string;
let teacher: TestUser;

const from = new Date('2026-05-03T22:00:00Z');
const to = new Date('2026-05-10T22:00:00Z');
const bookingFilter = () => ({ moduleId: catalogue.moduleId, from: from.toISOString(), to: to.toISOString() });

function post(payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...clientHeaders, 'content-type': 'application/json', cookie: studentCookie, ...headers },
    payload: payload as string,
  });
}

/** Every line logged at warn or above since `mark` (client mistakes must log at info at most). */
const loudSince = (mark: number) => entries(40).slice(mark);

beforeAll(async () => {
  clock.set(new Date('2026-05-04T07:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 4 });
  teacher = await buildTeacher(app, catalogue);
  student = await buildStudent(app, { group: 5, catalogue });
  studentCookie = await loginCookies(app, student);
});

describe('client mistakes are coded 4xx, never internal errors', () => {
  it('a 9 MB body answers 413 and a 70 KB one too (the /graphql limit is 64 KB)', async () => {
    const mark = entries(40).length;
    for (const size of [9 * 1024 * 1024, 70 * 1024]) {
      const res = await post(JSON.stringify({ query: `{ serverInfo { releaseId } } # ${'x'.repeat(size)}` }));
      expect(res.statusCode).toBe(413);
      expect(res.json().errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(loudSince(mark)).toEqual([]);
  });

  it('a mutation over GET answers 405', async () => {
    const mark = entries(40).length;
    const query = encodeURIComponent('mutation { activateLesson(lessonId: "x") { id } }');
    const res = await app.inject({ method: 'GET', url: `/graphql?query=${query}`, headers: { ...clientHeaders, cookie: studentCookie } });
    expect(res.statusCode).toBe(405);
    expect(res.json().errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
    expect(loudSince(mark)).toEqual([]);
  });

  it('a batched array body answers 400 (the web client never batches)', async () => {
    const mark = entries(40).length;
    const res = await post(JSON.stringify([{ query: '{ serverInfo { releaseId } }' }, { query: '{ serverInfo { releaseId } }' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(loudSince(mark)).toEqual([]);
  });

  it('depth over the limit answers 400', async () => {
    const mark = entries(40).length;
    const deep = `{ a${'{ b'.repeat(GRAPHQL_LIMITS.depth)} ${'}'.repeat(GRAPHQL_LIMITS.depth)} }`;
    const res = await post({ query: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/too deep/);
    expect(loudSince(mark)).toEqual([]);
  });

  it('fragment cycles and exponential fragment spreads answer 400 quickly', async () => {
    const mark = entries(40).length;
    const cycle = await post({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' });
    expect(cycle.statusCode).toBe(400);
    // F40 expands to 2^40 copies of F0: any walk that does not memoise fragments never ends.
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`).join(' ');
    const started = Date.now();
    const bomb = await post({ query: `query { ...F40 } fragment F0 on Query { serverInfo { releaseId } } ${fragments}` });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().errors[0].message).toMatch(/too expensive/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(loudSince(mark)).toEqual([]);
  });

  it('a document over the token limit is refused before it is parsed whole', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.tokens }, () => '__typename').join(' ');
    const res = await post({ query: `{ ${fields} }` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/tokens/);
  });

  it('a NUL byte in a variable answers 422 validation_failed, on GraphQL and on REST', async () => {
    const mark = entries(40).length;
    const res = await post({
      query: 'query($id: ID) { bookableLessons: coursePage(moduleId: $id) { module { id } } }',
      variables: { id: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ category: 'validate', field: 'id', extensions: { code: 'validation_failed' } }],
    });
    const inline = await post({ query: '{ coursePage(moduleId: "a\\u0000b") { module { id } } }' });
    expect(inline.statusCode).toBe(422);
    const rest = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: { email: 'mia\u0000@example.com', password: 'whatever-123' },
    });
    expect(rest.statusCode).toBe(422);
    expect(rest.json()).toMatchObject({ code: 'validation_failed', errors: [{ category: 'validate', field: 'email' }] });
    const param = await app.inject({ method: 'GET', url: '/calendar/abc%00.ics' });
    expect(param.statusCode).toBe(422);
    expect(loudSince(mark)).toEqual([]);
  });
});

describe('cost counts list sizes from variables; lists are clamped; a budget per client', () => {
  it('refuses the 30-alias bookingResults attack, and list sizes given in variables', async () => {
    const aliases = Array.from(
      { length: 30 },
      (_, i) => `r${i}: bookingResults(filter: $f) { options { key startDate lesson { id title } teacher { firstName } } }`,
    );
    const attack = await post({ query: `query($f: BookingFilter!) { ${aliases.join(' ')} }`, variables: { f: bookingFilter() } });
    expect(attack.statusCode).toBe(400);
    expect(attack.json().errors[0].message).toMatch(/too expensive/);

    const viaVariables = Array.from(
      { length: 30 },
      (_, i) => `n${i}: notifications(limit: $n) { id type contentKeys contentValues createdAt readAt }`,
    );
    const big = await post({ query: `query($n: Int) { ${viaVariables.join(' ')} }`, variables: { n: 1_000_000 } });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].message).toMatch(/too expensive/);
  });

  it('notifications(limit: 1000000) returns at most the clamp', async () => {
    await app.db
      .insert(studentNotifications)
      .values(Array.from({ length: GRAPHQL_LIMITS.listMax + 20 }, () => ({ userId: student.id, type: 'info' })));
    const res = await gql<{ notifications: unknown[] }>(app, studentCookie, '{ notifications(limit: 1000000) { id } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.notifications.length).toBe(GRAPHQL_LIMITS.listMax);
  });

  it("the booking page's and the teacher calendar's real queries stay well under the cost limit and the budget", async () => {
    const teacherCookie = await loginCookies(app, teacher);
    const page = [
      { cookie: studentCookie, query: print(BOOKING_RESULTS), variables: { filter: bookingFilter() } },
      { cookie: studentCookie, query: print(BOOKABLE_LESSONS), variables: { moduleId: catalogue.moduleId } },
      { cookie: teacherCookie, query: print(TEACHER_CALENDAR), variables: {} },
    ];
    // A busy minute: each page loaded 20 times (a student paging weeks, a teacher paging a month back and forth).
    for (let round = 0; round < 20; round++) {
      for (const { cookie, query, variables } of page) {
        const res = await gql(app, cookie, query, variables);
        expect(res.status, `${res.code} ${res.errors?.[0]?.message}`).toBe(200);
        expect(res.errors).toBeUndefined();
      }
    }
    const { operationCost } = await import('../src/plugins/graphql/cost.ts');
    const { schema } = await import('../src/graphql/schema.ts');
    for (const { query, variables } of page) {
      const { parse, getOperationAST } = await import('graphql');
      const document = parse(query);
      const cost = operationCost(schema, document, getOperationAST(document)!, variables);
      expect(cost).toBeLessThan(GRAPHQL_LIMITS.cost / 3);
    }
  });

  it('a flood of expensive requests gets 429 too_many_requests; the next minute is open again', async () => {
    const flooder = await buildStudent(app, { catalogue });
    const cookie = await loginCookies(app, flooder);
    // Each costs ~9,000 (30 lists of 100 estimated rows of 3 fields), under the per-request limit.
    const expensive = Array.from({ length: 30 }, (_, i) => `n${i}: notifications(limit: $n) { id type readAt }`);
    const request = () => post({ query: `query($n: Int) { ${expensive.join(' ')} }`, variables: { n: 100 } }, { cookie });
    const mark = entries(40).length;
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i++) statuses.push((await request()).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(5);
    expect(statuses.at(-1)).toBe(429);
    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().errors[0].extensions.code).toBe('too_many_requests');
    // Other clients are unaffected.
    expect((await gql(app, studentCookie, '{ notifications { id } }')).status).toBe(200);
    clock.advance(2 * 60_000);
    expect((await request()).statusCode).toBe(200);
    expect(loudSince(mark)).toEqual([]);
  });
});
