import { INPUT_MESSAGES as M } from '@parla/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildAdmin, buildStudent, type TestUser } from './factories/index.ts';

/**
 * Decision 123: a check that names no message of its own answers a catalogue sentence (an
 * INPUT_MESSAGES entry, which the web words in the reader's language), never zod's English
 * ("Invalid input: expected string, received number"), on REST routes and GraphQL arguments alike.
 */
const { app } = await buildTestApp();
const CATALOGUE = new Set<string>(Object.values(M));
const ZOD_ENGLISH = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  student = await buildStudent(app);
  admin = await buildAdmin(app);
});

async function post(url: string, who: TestUser, payload: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...clientHeaders, 'content-type': 'application/json', cookie: await loginCookies(app, who) },
    payload: JSON.stringify(payload),
  });
}

describe('REST: a route schema without its own message', () => {
  it.each([
    [{ token: 5 }, M.textExpected],
    [{ token: '' }, M.notBlank],
    [{}, M.fieldRequired],
    [{ token: 'x'.repeat(201) }, M.tooLong],
  ])('POST /api/users/email-change/confirm %j answers 422 with the catalogue sentence', async (body, message) => {
    const res = await post('/api/users/email-change/confirm', student, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message,
      errors: [{ category: 'validate', field: 'token', message }],
    });
  });
});

describe('GraphQL: an argument check without its own message', () => {
  const CREATE = 'mutation($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { id } }';
  const input = {
    email: 'new-teacher-messages@example.com',
    firstName: 'Nia',
    lastName: 'Lang',
    sectionSlugs: ['english'],
    timezone: 'Europe/Berlin',
  };

  it.each([
    [200_000, M.numberTooLarge],
    [-1, M.numberTooSmall],
  ])('adminCreateTeacher with hourlyRateCents %d answers validation_failed with the catalogue sentence', async (rate, message) => {
    const res = await gql(app, admin, CREATE, { input: { ...input, hourlyRateCents: rate } });
    expect(res.status).toBeLessThan(500);
    expect(res.data).toBeNull();
    expect(res.errors).toEqual([
      expect.objectContaining({
        message,
        extensions: expect.objectContaining({ code: 'validation_failed', field: 'input.hourlyRateCents' }),
      }),
    ]);
  });

  it('every message of a many-field refusal is a catalogue sentence', async () => {
    const res = await gql(app, admin, CREATE, { input: { ...input, sectionSlugs: ['nope'], hourlyRateCents: 1.5e6 } });
    expect(res.code).toBe('validation_failed');
    const messages = (res.errors ?? []).map((e) => e.message);
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const message of messages) {
      expect(message).not.toMatch(ZOD_ENGLISH);
      expect(CATALOGUE.has(message)).toBe(true);
    }
  });
});
