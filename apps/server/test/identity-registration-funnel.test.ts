import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { curricula, modules, sections, studentProfiles, users } from '../src/db/schema/index.ts';
import { createPurchase } from './commerce-requests.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookieHeader } from './identity-requests.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildStore,
  buildStudent,
  buildTeacher,
  STRONG_PASSWORD,
  type Store,
  type TestUser,
  uniqueEmail,
} from './factories/index.ts';

// Registration keeps what the visitor chose (issue 15, decision 064): language, course, level,
// goals, the friend's referral code and the next step.

// Many sign-ups from one test address: the per-address throttle has its own test.
const { app, mailer, config } = await buildIdentityTestApp({ signupIpAllowlist: ['127.0.0.1', '::1'] });

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
const COURSE = '{ coursePage { module { code section { slug } } } }';
type Course = { coursePage: { module: { code: string; section: { slug: string } } } };

/** A section with a default curriculum of six levels, and an exam curriculum with only B2. */
async function createSection(slug: string, prefix: string) {
  const [section] = await app.db.insert(sections).values({ slug, name: slug }).returning();
  const [general] = await app.db.insert(curricula).values({ sectionId: section.id, name: 'General', isDefault: true }).returning();
  const [exam] = await app.db.insert(curricula).values({ sectionId: section.id, name: 'Exam prep', isDefault: false }).returning();
  await app.db.insert(modules).values(
    LEVELS.map((level, position) => ({
      curriculumId: general.id,
      name: level,
      code: `${prefix}-${level}`,
      cefrLevelName: level,
      position,
    })),
  );
  await app.db
    .insert(modules)
    .values({ curriculumId: exam.id, name: 'Exam B2', code: `${prefix}-EX-B2`, cefrLevelName: 'B2', position: 0 });
  return { general: general.id, exam: exam.id };
}

function register(extra: Record<string, unknown> = {}, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { ...clientHeaders, ...(cookie ? { cookie } : {}) },
    payload: {
      email: uniqueEmail('funnel'),
      firstName: 'Lea',
      password: STRONG_PASSWORD,
      acceptPrivacyPolicy: true,
      acceptTerms: true,
      confirmAge: true,
      ...extra,
    },
  });
}

async function courseOf(res: Awaited<ReturnType<typeof register>>) {
  expect(res.statusCode, res.body).toBe(201);
  return (await gql<Course>(app, cookieHeader(res), COURSE)).data?.coursePage.module;
}

let german: { general: string; exam: string };
let spanish: { general: string; exam: string };

beforeAll(async () => {
  await createSection('english', 'EN');
  german = await createSection('german', 'DE');
  spanish = await createSection('spanish', 'ES');
});

describe('registration keeps the language, course and level', () => {
  it('starts at the chosen level of the chosen language', async () => {
    expect(await courseOf(await register({ section: 'spanish', level: 'B1' }))).toEqual({ code: 'ES-B1', section: { slug: 'spanish' } });
  });

  it('starts at A1 of the default curriculum without a level', async () => {
    expect(await courseOf(await register({ section: 'german' }))).toEqual({ code: 'DE-A1', section: { slug: 'german' } });
  });

  it('starts in the chosen curriculum; a level it lacks falls back to its entry module', async () => {
    expect((await courseOf(await register({ section: 'german', curriculum: german.exam, level: 'C1' })))?.code).toBe('DE-EX-B2');
    expect((await courseOf(await register({ section: 'german', curriculum: german.general, level: 'C2' })))?.code).toBe('DE-C2');
  });

  it('stores the goals chosen in get-started', async () => {
    const res = await register({ section: 'german', learningGoals: ['travel', 'work', 'travel'] });
    const [profile] = await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, res.json().user.id));
    expect(profile.learningGoals.sort()).toEqual(['travel', 'work']);
  });

  it('refuses a language that is not offered, with its field', async () => {
    const res = await register({ section: 'klingon' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'section', message: 'This language is not offered.' }));
  });

  it('refuses a curriculum of another language, and one that does not exist', async () => {
    for (const curriculum of [spanish.general, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await register({ section: 'german', curriculum });
      expect(res.statusCode, curriculum).toBe(422);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ field: 'curriculum', message: 'This course is not offered for this language.' }),
      );
    }
  });

  it('refuses a level outside A1-C2, with its field', async () => {
    for (const level of ['D1', 'Native', 'b1', 3]) {
      const res = await register({ section: 'german', level });
      expect(res.statusCode, String(level)).toBe(422);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'level' }));
    }
  });

  it("refuses learning goals that are not the settings' goals", async () => {
    const res = await register({ section: 'german', learningGoals: ['fame'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toMatch(/^learningGoals/);
  });

  it('refuses an e-mail address that already has an account, and creates nothing', async () => {
    const email = uniqueEmail('taken');
    expect((await register({ email, section: 'german' })).statusCode).toBe(201);
    const again = await register({ email, section: 'spanish', level: 'B1' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toContainEqual(expect.objectContaining({ field: 'email', message: 'This email address is already used.' }));
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('who may register', () => {
  it('is for anonymous visitors only: a signed-in student, teacher or admin gets already_signed_in', async () => {
    const student = await buildStudent(app);
    const teacher = await buildTeacher(app);
    const admin = await buildAdmin(app);
    for (const who of [student, teacher, admin]) {
      const res = await register({ section: 'german' }, await loginCookies(app, who));
      expect(res.statusCode, who.roles.join()).toBe(409);
      expect(res.json()).toMatchObject({ code: 'already_signed_in' });
    }
    expect((await register({ section: 'german' })).statusCode).toBe(201);
  });
});

describe('the next step survives e-mail verification', () => {
  it('puts a safe next path into the verification link', async () => {
    const email = uniqueEmail('next');
    await register({ email, section: 'german', next: '/de/free-trial-purchase/abc' });
    expect(mailer.last(email)!.text).toContain(`/en/account/email-verification?token=`);
    expect(mailer.last(email)!.text).toContain(`&next=${encodeURIComponent('/de/free-trial-purchase/abc')}`);
  });

  it('drops a next that would leave the site', async () => {
    for (const next of ['https://evil.test/de/', '//evil.test/de/x', '/\\evil.test', '/de/\t/evil.test', '/xx/account', 'de/account']) {
      const email = uniqueEmail('evil');
      await register({ email, section: 'german', next });
      const text = mailer.last(email)!.text;
      expect(text, next).toContain(`${config.areas.learn}/en/account/email-verification?token=`);
      expect(text, next).not.toContain('next=');
    }
  });
});

describe('a referral code is kept with the new account', () => {
  let store: Store;
  let code: string;

  beforeAll(async () => {
    const catalogue = await buildCatalogue(app);
    store = await buildStore(app, catalogue);
    const referrer = await buildStudent(app, { catalogue, firstName: 'Mia' });
    const own = await gql<{ ownReferral: { code: string } }>(app, referrer, '{ ownReferral { code } }');
    code = own.data!.ownReferral.code;
  });

  it("applies the friend's discount at the first purchase without typing the code again", async () => {
    const res = await register({ section: 'german', referralCode: code.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const purchase = await createPurchase(app, cookieHeader(res) as unknown as TestUser, { variantId: store.flex8, currency: 'EUR' });
    expect(purchase.errors).toBeUndefined();
    expect(purchase.data!.createPurchase.discount.amount).toBe(2000);
    expect(purchase.data!.createPurchase.chargeTotal.amount).toBe(9592 - 2000);
  });

  it('registers with an unknown code and no discount', async () => {
    const res = await register({ section: 'german', referralCode: 'NOSUCHCODE' });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select({ referredById: users.referredById }).from(users).where(eq(users.id, res.json().user.id));
    expect(row.referredById).toBeNull();
    const purchase = await createPurchase(app, cookieHeader(res) as unknown as TestUser, { variantId: store.flex8, currency: 'EUR' });
    expect(purchase.data!.createPurchase.discount.amount).toBe(0);
  });
});
