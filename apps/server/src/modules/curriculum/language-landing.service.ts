import { CURRENCIES, type Currency } from '@parla/contracts';
import { currencyForCountry, notFound } from '@parla/domain';
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { curricula, lessons, modules, productVariants, sections, teacherProfiles, users, variantPrices } from '../../db/schema/index.ts';

// A language landing page's data (issue 15): the school's offer for one language, for anyone,
// signed in or not. Only public fields leave this file: a teacher's first name, initials, photo,
// country and the first sentence of the "about me" they write for students (what the teacher
// account tells teachers students see); never an e-mail, a phone, a rate or an id.
// A fixed number of statements whatever the number of modules, lessons or teachers.

/** Sample lesson titles shown per module. */
export const SAMPLE_LESSONS_PER_MODULE = 3;
/** Teachers shown on a language page. */
export const LANDING_TEACHERS_SHOWN = 8;
/** A teacher's line is the first sentence of their "about me", cut at this length. */
export const TEACHER_LINE_MAX = 140;
/** The store's default when neither the link nor the student's country says (features/store/store-currency.ts). */
const DEFAULT_CURRENCY: Currency = 'EUR';

export interface LandingModuleView {
  code: string;
  name: string;
  cefrLevel: string;
  lessonCount: number;
  sampleLessons: string[];
}
export interface LandingTeacherView {
  firstName: string;
  initials: string;
  photoUrl: string | null;
  country: string | null;
  line: string;
}
export interface LandingPriceView {
  amount: number;
  currency: Currency;
  groupClasses: number;
  privateClasses: number;
  periodWeeks: number;
}
export interface LanguageLandingView {
  slug: string;
  name: string;
  curriculumName: string | null;
  modules: LandingModuleView[];
  teachers: LandingTeacherView[];
  cheapestMonthlyPlan: LandingPriceView | null;
}

export function isCurrency(value: string | null | undefined): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '');
}

/** The first sentence of a teacher's text, at most TEACHER_LINE_MAX characters (cut at a word, with an ellipsis). */
export function teacherLine(aboutMe: string): string {
  const text = aboutMe.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= TEACHER_LINE_MAX) return sentence;
  const cut = sentence.slice(0, TEACHER_LINE_MAX - 1);
  const atWord = cut.lastIndexOf(' ') > TEACHER_LINE_MAX / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.]+$/, '')}…`;
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * The store's rule (features/store/store-currency.ts): the link's currency wins, then the currency
 * of the signed-in student's country, then EUR.
 */
export async function landingCurrency(db: Db | Tx, requested: Currency | null, studentId: string | null): Promise<Currency> {
  if (requested) return requested;
  if (!studentId) return DEFAULT_CURRENCY;
  const [row] = await db.select({ country: users.countryCode }).from(users).where(eq(users.id, studentId)).limit(1);
  return row?.country ? currencyForCountry(row.country) : DEFAULT_CURRENCY;
}

export async function languageLanding(
  db: Db | Tx,
  input: { section: string; currency: Currency | null; studentId: string | null; now: Date },
): Promise<LanguageLandingView> {
  const [section] = await db
    .select({ id: sections.id, slug: sections.slug, name: sections.name, curriculumId: curricula.id, curriculumName: curricula.name })
    .from(sections)
    .leftJoin(curricula, and(eq(curricula.sectionId, sections.id), eq(curricula.isDefault, true)))
    .where(eq(sections.slug, input.section))
    .limit(1);
  if (!section) throw notFound();
  const currency = await landingCurrency(db, input.currency, input.studentId);
  const [moduleRows, sampleRows, teacherRows, priceRows] = await Promise.all([
    section.curriculumId ? modulesWithCounts(db, section.curriculumId) : [],
    section.curriculumId ? sampleLessons(db, section.curriculumId) : [],
    activeTeachers(db, section.id, input.now),
    cheapestMonthlyPlan(db, section.id, currency),
  ]);
  const samplesByModule = new Map<string, string[]>();
  for (const row of sampleRows) samplesByModule.set(row.moduleId, [...(samplesByModule.get(row.moduleId) ?? []), row.title]);
  return {
    slug: section.slug,
    name: section.name,
    curriculumName: section.curriculumName,
    modules: moduleRows.map((m) => ({
      code: m.code,
      name: m.name,
      cefrLevel: m.cefrLevel,
      lessonCount: m.lessonCount,
      sampleLessons: samplesByModule.get(m.id) ?? [],
    })),
    teachers: teacherRows.map((t) => ({
      firstName: t.firstName,
      initials: initialsOf(t.firstName, t.lastName),
      photoUrl: t.photoUrl,
      country: t.country,
      line: teacherLine(t.aboutMe),
    })),
    cheapestMonthlyPlan: priceRows[0]
      ? {
          amount: priceRows[0].amount,
          currency,
          groupClasses: priceRows[0].groupCredits,
          privateClasses: priceRows[0].privateCredits,
          periodWeeks: priceRows[0].recurrenceWeeks ?? 4,
        }
      : null,
  };
}

function modulesWithCounts(db: Db | Tx, curriculumId: string) {
  return db
    .select({ id: modules.id, code: modules.code, name: modules.name, cefrLevel: modules.cefrLevelName, lessonCount: count(lessons.id) })
    .from(modules)
    .leftJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(eq(modules.curriculumId, curriculumId))
    .groupBy(modules.id)
    .orderBy(asc(modules.position));
}

/** The first SAMPLE_LESSONS_PER_MODULE lessons of every module of the curriculum, in one statement. */
function sampleLessons(db: Db | Tx, curriculumId: string) {
  const ranked = db
    .select({
      moduleId: lessons.moduleId,
      title: lessons.title,
      number: lessons.number,
      rank: sql<number>`row_number() over (partition by ${lessons.moduleId} order by ${lessons.number})`.as('rank'),
    })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.curriculumId, curriculumId))
    .as('ranked');
  return db
    .select({ moduleId: ranked.moduleId, title: ranked.title })
    .from(ranked)
    .where(lte(ranked.rank, SAMPLE_LESSONS_PER_MODULE))
    .orderBy(asc(ranked.moduleId), asc(ranked.number));
}

/**
 * Teachers who teach the section now: onboarded, account open, not on a pause that has begun.
 * Those with a photo first, then by first name, so the page looks the same on every visit.
 */
function activeTeachers(db: Db | Tx, sectionId: string, now: Date) {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: users.photoUrl,
      country: teacherProfiles.country,
      aboutMe: teacherProfiles.aboutMe,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(
      and(
        sql`${sectionId}::uuid = any(${teacherProfiles.sectionIds})`,
        sql`'teacher' = any(${users.roles})`,
        eq(teacherProfiles.isOnboarded, true),
        isNull(users.closedAt),
        sql`not (${teacherProfiles.pausedFrom} is not null and ${teacherProfiles.pausedFrom} <= ${now}
          and (${teacherProfiles.pausedUntil} is null or ${teacherProfiles.pausedUntil} > ${now}))`,
      ),
    )
    .orderBy(sql`${users.photoUrl} is null`, asc(users.firstName), asc(users.id))
    .limit(LANDING_TEACHERS_SHOWN);
}

/** The cheapest monthly plan of the store that the section can buy (its own or one for every section), in one currency. */
function cheapestMonthlyPlan(db: Db | Tx, sectionId: string, currency: Currency) {
  return db
    .select({
      amount: variantPrices.amountCents,
      groupCredits: productVariants.groupCredits,
      privateCredits: productVariants.privateCredits,
      recurrenceWeeks: productVariants.recurrenceWeeks,
    })
    .from(productVariants)
    .innerJoin(variantPrices, and(eq(variantPrices.variantId, productVariants.id), eq(variantPrices.currency, currency)))
    .where(
      and(
        eq(productVariants.active, true),
        eq(productVariants.planType, 'monthly'),
        sql`'store' = any(${productVariants.stores})`,
        sql`(${productVariants.sectionId} is null or ${productVariants.sectionId} = ${sectionId}::uuid)`,
      ),
    )
    .orderBy(asc(variantPrices.amountCents), asc(productVariants.position))
    .limit(1);
}
