import { CURRENCIES, formatMinorUnits, localeLanguageTag } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { pageLocale } from '../../lib/reader-locale.ts';
import { studentIdOf } from './curriculum.graphql.ts';
import {
  type LandingModuleView,
  type LandingPriceView,
  type LandingTeacherView,
  type LanguageLandingView,
  isCurrency,
  languageLanding,
} from './language-landing.service.ts';

// The public language pages (issue 15, decision 062). Anonymous visitors read it: every type here
// holds public fields only (a test asserts the field lists).

const LandingModule = builder.objectRef<LandingModuleView>('LandingModule').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    cefrLevel: t.exposeString('cefrLevel'),
    lessonCount: t.exposeInt('lessonCount'),
    sampleLessons: t.exposeStringList('sampleLessons', { description: 'The titles of the first lessons of the module.' }),
  }),
});

const LandingTeacher = builder.objectRef<LandingTeacherView>('LandingTeacher').implement({
  description: 'What a visitor sees of a teacher: never more than a student sees on the teacher page.',
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    initials: t.exposeString('initials'),
    photoUrl: t.exposeString('photoUrl', { nullable: true }),
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166 code.' }),
    // Named here, not in the browser: a phone's first Intl.DisplayNames loads ICU region data, the
    // language page's longest task after hydration (decision 122).
    countryName: t.string({
      nullable: true,
      description: 'The country in the page’s language (X-Locale): "Germany", "Deutschland".',
      resolve: (teacher, _args, ctx) => regionName(teacher.country, localeLanguageTag(pageLocale(ctx.request))),
    }),
    line: t.exposeString('line', { description: "The first sentence of the teacher's own introduction." }),
  }),
});

const LandingPrice = builder.objectRef<LandingPriceView>('LandingPrice').implement({
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Minor units (cents) per period.' }),
    currency: t.exposeString('currency'),
    formatted: t.string({
      description: 'The amount in the page’s language (X-Locale), as the web formats it (decisions 118, 122).',
      resolve: (price, _args, ctx) => formatMinorUnits(price, localeLanguageTag(pageLocale(ctx.request))),
    }),
    groupClasses: t.exposeInt('groupClasses'),
    privateClasses: t.exposeInt('privateClasses'),
    periodWeeks: t.exposeInt('periodWeeks'),
  }),
});

function regionName(code: string | null, languageTag: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region', fallback: 'none' }).of(code) ?? null;
  } catch {
    return null;
  }
}

const LanguageLanding = builder.objectRef<LanguageLandingView>('LanguageLanding').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    curriculumName: t.exposeString('curriculumName', { nullable: true }),
    modules: t.field({ type: [LandingModule], description: 'The default curriculum, A1 to C2.', resolve: (l) => l.modules }),
    teachers: t.field({ type: [LandingTeacher], resolve: (l) => l.teachers }),
    cheapestMonthlyPlan: t.field({
      type: LandingPrice,
      nullable: true,
      description: "The store's cheapest monthly plan for this language, in the visitor's currency.",
      resolve: (l) => l.cheapestMonthlyPlan,
    }),
  }),
});

builder.queryField('languageLanding', (t) =>
  t.field({
    type: LanguageLanding,
    description: 'A language landing page: curriculum, teachers and the starting price. Public.',
    args: {
      section: t.arg.string({ required: true, validate: { schema: z.string().min(1).max(64) } }),
      currency: t.arg.string({
        description: 'Default: the signed-in student’s country, else EUR.',
        validate: { schema: z.enum(CURRENCIES) },
      }),
    },
    resolve: (_root, args, ctx) =>
      languageLanding(ctx.app.db, {
        section: args.section,
        currency: isCurrency(args.currency) ? args.currency : null,
        studentId: studentIdOf(ctx),
        now: ctx.app.clock.now(),
      }),
  }),
);
