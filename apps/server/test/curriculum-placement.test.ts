import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { curricula, modules, sections, studentProfiles } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookieHeader } from './identity-requests.ts';
import { buildUser, STRONG_PASSWORD, uniqueEmail } from './factories/index.ts';

const { app } = await buildIdentityTestApp();

const COURSE = '{ coursePage { module { code section { slug } } } }';
type Course = { coursePage: { module: { code: string; section: { slug: string } } } };

/** A section with a default curriculum of A1 and A2, and a non-default one that must be ignored. */
async function createSection(slug: string, prefix: string) {
  const [section] = await app.db.insert(sections).values({ slug, name: slug }).returning();
  const [other] = await app.db.insert(curricula).values({ sectionId: section.id, name: 'Exam prep', isDefault: false }).returning();
  const [general] = await app.db.insert(curricula).values({ sectionId: section.id, name: 'General', isDefault: true }).returning();
  await app.db.insert(modules).values([
    { curriculumId: other.id, name: 'Exam', code: `${prefix}-EX`, cefrLevelName: 'B2', position: 0 },
    { curriculumId: general.id, name: 'A2', code: `${prefix}-A2`, cefrLevelName: 'A2', position: 2 },
    { curriculumId: general.id, name: 'A1', code: `${prefix}-A1`, cefrLevelName: 'A1', position: 1 },
  ]);
}

async function register(extra: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: clientHeaders,
    payload: {
      email: uniqueEmail('placed'),
      firstName: 'Ines',
      password: STRONG_PASSWORD,
      acceptPrivacyPolicy: true,
      acceptTerms: true,
      confirmAge: true,
      ...extra,
    },
  });
  return res;
}

beforeAll(async () => {
  await createSection('english', 'EN');
  await createSection('german', 'DE');
});

describe('where a new student starts', () => {
  it('places a new student in the first module of English by default', async () => {
    const res = await register();
    expect(res.statusCode).toBe(201);
    const page = await gql<Course>(app, cookieHeader(res), COURSE);
    expect(page.data?.coursePage.module).toEqual({ code: 'EN-A1', section: { slug: 'english' } });
  });

  it('places the student in the language they signed up for', async () => {
    const res = await register({ section: 'german' });
    const page = await gql<Course>(app, cookieHeader(res), COURSE);
    expect(page.data?.coursePage.module).toEqual({ code: 'DE-A1', section: { slug: 'german' } });
  });

  it('refuses a language that is not offered', async () => {
    const res = await register({ section: 'klingon' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'section', message: 'This language is not offered.' }));
  });

  it('places a student who never was placed on first use, and never moves a placed one', async () => {
    const user = await buildUser(app);
    expect(await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, user.id))).toEqual([]);
    const first = await gql<Course>(app, { id: user.id, roles: ['student'] }, COURSE);
    expect(first.data?.coursePage.module.code).toBe('EN-A1');

    const [a2] = await app.db.select({ id: modules.id }).from(modules).where(eq(modules.code, 'EN-A2'));
    await app.db.update(studentProfiles).set({ moduleId: a2.id }).where(eq(studentProfiles.userId, user.id));
    const again = await gql<Course>(app, { id: user.id, roles: ['student'] }, COURSE);
    expect(again.data?.coursePage.module.code).toBe('EN-A2');
  });
});
