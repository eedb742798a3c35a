import { NAME_BIDI_MESSAGE } from '@parla/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildAdmin, buildCatalogue, buildTeacher, STRONG_PASSWORD, type TestUser, uniqueEmail, buildSection } from './factories/index.ts';

const { app } = await buildTestApp();
// "\u202Elive" shows as "evil": every name input refuses the bidi controls with one message.
const RLO = 'Mia \u202Elive';
let teacher: TestUser;

beforeAll(async () => {
  teacher = await buildTeacher(app, await buildCatalogue(app));
  await buildSection(app, { slug: 'spanish', name: 'Spanish' });
});

const fieldsOf = (body: { errors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

describe('names refuse Unicode bidi control characters', () => {
  it('at sign-up', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: clientHeaders,
      payload: {
        email: uniqueEmail('bidi'),
        firstName: RLO,
        lastName: 'Kel\u2067ler',
        password: STRONG_PASSWORD,
        acceptPrivacyPolicy: true,
        acceptTerms: true,
        confirmAge: true,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res.json())).toMatchObject({ firstName: NAME_BIDI_MESSAGE, lastName: NAME_BIDI_MESSAGE });
  });

  it('on the teacher account page', async () => {
    const res = await gql(
      app,
      await loginCookies(app, teacher),
      'mutation($f: String!) { updateTeacherAccount(input: { firstName: $f, lastName: "L" }) { id } }',
      {
        f: RLO,
      },
    );
    expect(res.errors?.[0].message).toBe(NAME_BIDI_MESSAGE);
  });

  it('in a teacher application (and its referrer)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/teacher-applications/check',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: { firstName: RLO, lastName: 'Rossi\u200F', referrerName: 'Ann\u061C' },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res.json())).toMatchObject({
      firstName: NAME_BIDI_MESSAGE,
      lastName: NAME_BIDI_MESSAGE,
      referrerName: NAME_BIDI_MESSAGE,
    });
  });

  it('when the back office creates a teacher', async () => {
    const res = await gql(
      app,
      await buildAdmin(app),
      'mutation($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { id } }',
      {
        input: {
          email: uniqueEmail('t'),
          firstName: RLO,
          lastName: 'López',
          sectionSlugs: ['spanish'],
          timezone: 'Europe/Madrid',
          languages: [{ language: 'Spanish', fluency: 'Native' }],
        },
      },
    );
    expect(res.errors?.[0].message).toBe(NAME_BIDI_MESSAGE);
  });
});
