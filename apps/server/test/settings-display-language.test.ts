import { DISPLAY_LOCALES } from '@parla/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildAdmin, buildStudent, buildTeacher, type TestUser } from './factories/index.ts';

/**
 * Issue 21: the account menu's language choice, for every signed-in role (students, teachers, admins),
 * and its REST twin PUT /api/users/locale (000 §3): one service, one rule (decision 123).
 */
const { app } = await buildTestApp();

const SWITCH = 'mutation($locale: String!) { updateDisplayLanguage(locale: $locale) { id locale } }';
const ME = 'query { me { id locale } }';

let student: TestUser;
let teacher: TestUser;
let admin: TestUser;
let bystander: TestUser;

beforeAll(async () => {
  student = await buildStudent(app);
  teacher = await buildTeacher(app);
  admin = await buildAdmin(app);
  bystander = await buildStudent(app);
});

const localeOf = async (who: TestUser) => (await gql<{ me: { locale: string } }>(app, who, ME)).data?.me.locale;

describe('updateDisplayLanguage', () => {
  it.each([
    ['student', () => student, 'fr'],
    ['teacher', () => teacher, 'ru'],
    ['admin', () => admin, 'de'],
  ] as const)('a %s saves their own display language', async (_role, who, locale) => {
    const saved = await gql<{ updateDisplayLanguage: { id: string; locale: string } }>(app, who(), SWITCH, { locale });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateDisplayLanguage).toEqual({ id: who().id, locale });
    expect(await localeOf(who())).toBe(locale);
  });

  it("changes the caller's row only", async () => {
    await gql(app, teacher, SWITCH, { locale: 'es' });
    expect(await localeOf(teacher)).toBe('es');
    expect(await localeOf(bystander)).toBe('en');
    expect(await localeOf(student)).toBe('fr');
    expect(await localeOf(admin)).toBe('de');
  });

  it('accepts every display language', async () => {
    for (const locale of DISPLAY_LOCALES) {
      expect((await gql(app, bystander, SWITCH, { locale })).errors).toBeUndefined();
      expect(await localeOf(bystander)).toBe(locale);
    }
  });

  it('refuses anonymous callers', async () => {
    const anonymous = await gql(app, null, SWITCH, { locale: 'fr' });
    expect(anonymous.code).toBe('unauthenticated');
    expect(anonymous.data).toBeNull();
  });

  it.each(['it', 'br', 'xx', '', 'EN'])(
    'refuses "%s" (not a display language) with the validation error, nothing saved',
    async (locale) => {
      const before = await localeOf(student);
      const refused = await gql(app, student, SWITCH, { locale });
      expect(refused.status).toBeLessThan(500);
      expect(refused.code).toBe('validation_failed');
      expect(refused.errors?.[0]?.extensions?.field).toBe('locale');
      expect(refused.errors?.[0]?.message).toBe('The locale is not valid.');
      expect(await localeOf(student)).toBe(before);
    },
  );
});

describe('PUT /api/users/locale (the same service and rule)', () => {
  const put = async (who: TestUser | null, locale: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/locale',
      headers: { ...clientHeaders, 'content-type': 'application/json', ...(who ? { cookie: await loginCookies(app, who) } : {}) },
      payload: { locale },
    });

  it.each([
    ['student', () => student, 'es'],
    ['teacher', () => teacher, 'fr'],
    ['admin', () => admin, 'ru'],
  ] as const)('a %s saves their own display language, read back by the GraphQL twin', async (_role, who, locale) => {
    const saved = await put(who(), locale);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: who().id, locale });
    expect(await localeOf(who())).toBe(locale);
  });

  it("changes the caller's row only; anonymous callers get 401", async () => {
    const before = await localeOf(bystander);
    expect((await put(student, 'de')).statusCode).toBe(200);
    expect(await localeOf(bystander)).toBe(before);
    const anonymous = await put(null, 'de');
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(['it', 'br', 'xx', '', 'EN', 7])('refuses %j with 422 on the field, nothing saved', async (locale) => {
    const before = await localeOf(teacher);
    const refused = await put(teacher, locale);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ category: 'validate', field: 'locale', message: 'The locale is not valid.' }]);
    expect(await localeOf(teacher)).toBe(before);
  });
});
