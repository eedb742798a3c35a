// The public language pages' query (issue 15, decision 062): the seeded curriculum with its lesson
// counts, the active teachers of the language, the store's cheapest monthly plan in the visitor's
// currency; the same public answer for everyone, and no private field reachable through it.
import { eq } from 'drizzle-orm';
import { getNamedType, isObjectType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema.ts';
import { users } from '../src/db/schema/index.ts';
import { SECTIONS } from '../src/db/seed/content/index.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { teacherLine } from '../src/modules/curriculum/language-landing.service.ts';
import { type Catalogue, buildAdmin, buildCatalogue, buildStudent, buildTeacher } from './factories/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';

const { app, clock } = await buildTestApp();
const DAY = 86_400_000;

const LANDING = `query($section: String!, $currency: String) {
  languageLanding(section: $section, currency: $currency) {
    slug name curriculumName
    modules { code name cefrLevel lessonCount sampleLessons }
    teachers { firstName initials photoUrl country line }
    cheapestMonthlyPlan { amount currency groupClasses privateClasses periodWeeks }
  }
}`;

interface Landing {
  slug: string;
  name: string;
  curriculumName: string | null;
  modules: { code: string; name: string; cefrLevel: string; lessonCount: number; sampleLessons: string[] }[];
  teachers: { firstName: string; initials: string; photoUrl: string | null; country: string | null; line: string }[];
  cheapestMonthlyPlan: { amount: number; currency: string; groupClasses: number; privateClasses: number; periodWeeks: number } | null;
}

const landing = (who: Parameters<typeof gql>[1], section: string, currency?: string) =>
  gql<{ languageLanding: Landing }>(app, who, LANDING, { section, ...(currency ? { currency } : {}) });

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  await seedDemo(app.db, clock.now());
});

describe('languageLanding against the seed', () => {
  it('lists the six CEFR modules of each language with the lesson counts and first lesson titles of the seed', async () => {
    for (const content of SECTIONS) {
      const res = await landing(null, content.slug);
      expect(res.errors).toBeUndefined();
      const page = res.data!.languageLanding;
      expect(page).toMatchObject({ slug: content.slug, name: content.name, curriculumName: content.curriculumName });
      expect(page.modules.map((m) => m.cefrLevel)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
      for (const module of content.modules) {
        const lessons = module.chapters.flatMap((c) => c.lessons);
        const shown = page.modules.find((m) => m.cefrLevel === module.level)!;
        expect(shown.code).toBe(`${content.codePrefix}-${module.level}`);
        expect(shown.lessonCount).toBe(lessons.length);
        expect(shown.sampleLessons).toEqual(lessons.slice(0, 3).map((l) => l.title));
      }
    }
  });

  it("shows the language's onboarded teachers with public fields only, and the cheapest monthly plan", async () => {
    const spanish = (await landing(null, 'spanish')).data!.languageLanding;
    // Daniel teaches Spanish but has not finished onboarding: not on the page yet.
    expect(spanish.teachers.map((t) => t.firstName).sort()).toEqual(['Emily', 'Lucía']);
    const lucia = spanish.teachers.find((t) => t.firstName === 'Lucía')!;
    expect(lucia.initials).toMatch(/^L[A-Z]$/);
    expect(lucia.line.length).toBeGreaterThan(10);
    expect(lucia.line.length).toBeLessThanOrEqual(140);
    expect(JSON.stringify(spanish.teachers)).not.toMatch(/@|example\.com/);

    // Flex 4: 4 group classes every 4 weeks at 12.99 EUR each, the cheapest monthly plan of the seed.
    expect(spanish.cheapestMonthlyPlan).toEqual({ amount: 5196, currency: 'EUR', groupClasses: 4, privateClasses: 0, periodWeeks: 4 });
  });

  it("names the teachers' countries and formats the price in the page's language (X-Locale), so the browser builds no ICU formatter", async () => {
    const NAMED = `query($section: String!) { languageLanding(section: $section) { teachers { country countryName } cheapestMonthlyPlan { amount currency formatted } } }`;
    type Named = {
      languageLanding: { teachers: { country: string | null; countryName: string | null }[]; cheapestMonthlyPlan: { formatted: string } };
    };
    for (const [locale, tag] of [
      ['en', 'en'],
      ['de', 'de'],
      ['br', 'pt-BR'],
    ] as const) {
      const page = (await gql<Named>(app, null, NAMED, { section: 'spanish' }, { locale })).data!.languageLanding;
      expect(page.teachers.some((t) => t.country)).toBe(true);
      for (const teacher of page.teachers) {
        const expected = teacher.country ? new Intl.DisplayNames([tag], { type: 'region' }).of(teacher.country) : null;
        expect(teacher.countryName).toBe(expected);
      }
      const euros = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(51.96);
      expect(page.cheapestMonthlyPlan.formatted).toBe(euros);
    }
  });

  it('gives anonymous visitors, students, teachers and admins the same public answer', async () => {
    const fixture = await buildCatalogue(app);
    const student = await buildStudent(app, { catalogue: fixture });
    const other = await buildStudent(app);
    const teacher = await buildTeacher(app, fixture);
    const admin = await buildAdmin(app);
    const anonymous = await landing(null, 'english');
    expect(anonymous.errors).toBeUndefined();
    for (const who of [student, other, teacher, admin]) {
      const res = await landing(who, 'english');
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual(anonymous.data);
    }
  });

  it("prices in the link's currency, else the signed-in student's country, else EUR (the store's rule)", async () => {
    const student = await buildStudent(app);
    expect((await landing(student, 'german')).data!.languageLanding.cheapestMonthlyPlan?.currency).toBe('EUR');
    await app.db.update(users).set({ countryCode: 'GB' }).where(eq(users.id, student.id));
    const gb = (await landing(student, 'german')).data!.languageLanding.cheapestMonthlyPlan!;
    expect(gb.currency).toBe('GBP');
    const eur = (await landing(null, 'german')).data!.languageLanding.cheapestMonthlyPlan!;
    expect(gb.amount).not.toBe(eur.amount);
    expect((await landing(null, 'german', 'PLN')).data!.languageLanding.cheapestMonthlyPlan?.currency).toBe('PLN');
    expect((await landing(student, 'german', 'CHF')).data!.languageLanding.cheapestMonthlyPlan?.currency).toBe('CHF');
  });

  it('answers an unknown language with not_found and a bad currency with validation_failed, never a 500', async () => {
    const unknown = await landing(null, 'klingon');
    expect(unknown.code).toBe('not_found');
    expect(unknown.data).toBeNull();
    const badCurrency = await landing(null, 'english', 'DOGE');
    expect(badCurrency.code).toBe('validation_failed');
    const tooLong = await landing(null, 'x'.repeat(200));
    expect(tooLong.code).toBe('validation_failed');
  });
});

describe('which teachers a language page shows', () => {
  let fixture: Catalogue;
  beforeAll(async () => {
    fixture = await buildCatalogue(app);
  });

  it('only onboarded teachers with an open account who are not on a pause that has begun', async () => {
    const slug = await sectionSlug(fixture);
    await buildTeacher(app, fixture, { firstName: 'Active' });
    await buildTeacher(app, fixture, { firstName: 'Planned', pausedFrom: new Date(clock.now().getTime() + 5 * DAY) });
    await buildTeacher(app, fixture, {
      firstName: 'Paused',
      pausedFrom: new Date(clock.now().getTime() - DAY),
      pausedUntil: new Date(clock.now().getTime() + 5 * DAY),
    });
    await buildTeacher(app, fixture, { firstName: 'Onboarding', isOnboarded: false });
    const closed = await buildTeacher(app, fixture, { firstName: 'Closed' });
    await app.db.update(users).set({ closedAt: clock.now() }).where(eq(users.id, closed.id));
    await buildTeacher(app, undefined, { firstName: 'Elsewhere' });

    const page = (await landing(null, slug)).data!.languageLanding;
    expect(page.teachers.map((t) => t.firstName)).toEqual(['Active', 'Planned']);
    expect(page.teachers[0]).toEqual({ firstName: 'Active', initials: 'AL', photoUrl: null, country: 'DE', line: 'I love teaching.' });
  });
});

describe('the public types', () => {
  it('hold no private field: no e-mail, phone, pay, id or address is reachable from languageLanding', () => {
    const seen = new Map<string, string[]>();
    const visit = (typeName: string) => {
      const type = schema.getType(typeName);
      if (!isObjectType(type) || seen.has(typeName)) return;
      const fields = type.getFields();
      seen.set(typeName, Object.keys(fields).sort());
      for (const field of Object.values(fields)) visit(getNamedType(field.type).name);
    };
    visit(getNamedType(schema.getQueryType()!.getFields().languageLanding.type).name);
    expect(Object.fromEntries(seen)).toEqual({
      LanguageLanding: ['cheapestMonthlyPlan', 'curriculumName', 'modules', 'name', 'slug', 'teachers'],
      LandingModule: ['cefrLevel', 'code', 'lessonCount', 'name', 'sampleLessons'],
      LandingTeacher: ['country', 'countryName', 'firstName', 'initials', 'line', 'photoUrl'],
      LandingPrice: ['amount', 'currency', 'formatted', 'groupClasses', 'periodWeeks', 'privateClasses'],
    });
  });
});

describe('teacherLine', () => {
  it('keeps the first sentence, cut at a word under 140 characters', () => {
    expect(teacherLine('I teach German.  I also like hiking.')).toBe('I teach German.');
    expect(teacherLine('No full stop here')).toBe('No full stop here');
    const long = `${'word '.repeat(40)}end.`;
    const line = teacherLine(long);
    expect(line.length).toBeLessThanOrEqual(140);
    expect(line.endsWith('word…')).toBe(true);
  });
});

async function sectionSlug(catalogue: Catalogue): Promise<string> {
  const res = await gql<{ sections: { id: string; slug: string }[] }>(app, null, '{ sections { id slug } }');
  return res.data!.sections.find((s) => s.id === catalogue.sectionId)!.slug;
}
