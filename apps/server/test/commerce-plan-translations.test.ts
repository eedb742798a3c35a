// Store packages in the reader's language (issue 21): the web names its page's locale in X-Locale;
// the catalogue answers each package's name, description and content blocks in it, field by field
// falling back to English, and in English for a landing-only locale, with no extra statement.
import { TRANSLATION_LOCALES, planTranslations } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants, users } from '../src/db/schema/index.ts';
import { VARIANTS } from '../src/db/seed/commerce.ts';
import { VARIANT_TRANSLATIONS } from '../src/db/seed/commerce-translations.ts';
import { buy, drainJobs } from './commerce-requests.ts';
import { type Store, type TestUser, buildBuyer, buildCatalogue, buildStore } from './factories/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';

const statements: string[] = [];
const { app, clock, mailer } = await buildTestApp({}, { onQuery: (sql) => statements.push(sql) });

let store: Store;
let buyer: TestUser;
let purchaseId: string;
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;

const FLEX8_DE = {
  name: 'Flex 8 (Gruppe)',
  description: 'Live-Gruppenkurse mit einer Lehrkraft, zu den Zeiten, die du wählst.',
  contentBlocks: ['Bis zu 5 Lernende pro Kurs', 'Jederzeit pausieren oder kündigen'],
};

interface PackageTexts {
  id: string;
  displayName: string;
  description: string;
  contentBlocks: string[];
}

/** A GraphQL call from a page in `locale` (no header when null), signed in as `who` or not. */
async function gqlIn<T>(locale: string | null, who: TestUser | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await gql<T>(app, who, query, variables, { locale });
  expect(res.errors).toBeUndefined();
  return res.data as T;
}

const PACKAGES = '{ packages(currency: EUR) { id displayName description contentBlocks } }';
const packagesIn = async (locale: string | null) => (await gqlIn<{ packages: PackageTexts[] }>(locale, null, PACKAGES)).packages;
const byId = (list: PackageTexts[], id: string) => list.find((p) => p.id === id)!;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
  await app.db
    .update(productVariants)
    .set({
      description: 'Live group classes with a teacher, at the times you choose.',
      contentBlocks: ['Up to 5 students per class', 'Pause or cancel any time'],
      translations: { de: FLEX8_DE, ru: { name: 'Flex 8 (группа)' } },
    })
    .where(eq(productVariants.id, store.flex8));
  // Flex 4 has only a German description: its name and blocks read English.
  await app.db
    .update(productVariants)
    .set({
      description: 'Four classes.',
      contentBlocks: ['Up to 5 students per class'],
      translations: { de: { description: 'Vier Kurse.' } },
    })
    .where(eq(productVariants.id, store.flex4));
  buyer = await buildBuyer(app, catalogue);
  purchaseId = (await buy(app, buyer, { variantId: store.flex8 })).purchase.id;
});

describe('the store in the reader’s language', () => {
  it('answers a German reader in German, field by field falling back to English', async () => {
    const de = await packagesIn('de');
    expect(byId(de, store.flex8)).toEqual({
      id: store.flex8,
      displayName: FLEX8_DE.name,
      description: FLEX8_DE.description,
      contentBlocks: FLEX8_DE.contentBlocks,
    });
    expect(byId(de, store.flex4)).toEqual({
      id: store.flex4,
      displayName: 'Flex 4',
      description: 'Vier Kurse.',
      contentBlocks: ['Up to 5 students per class'],
    });
    // A language with only a name: the rest reads English.
    expect(byId(await packagesIn('ru'), store.flex8)).toMatchObject({
      displayName: 'Flex 8 (группа)',
      description: 'Live group classes with a teacher, at the times you choose.',
    });
  });

  it('answers English for a landing-only locale, an untranslated language, an unknown or a missing header', async () => {
    const english = {
      id: store.flex8,
      displayName: 'Flex 8',
      description: 'Live group classes with a teacher, at the times you choose.',
      contentBlocks: ['Up to 5 students per class', 'Pause or cancel any time'],
    };
    for (const locale of ['it', 'fr', 'xx', 'en', null]) expect(byId(await packagesIn(locale), store.flex8)).toEqual(english);
  });

  it('names the package in the reader’s language wherever it is reached: one package, a purchase, a subscription', async () => {
    const one = await gqlIn<{ package: PackageTexts }>(
      'de',
      null,
      'query($id: ID!) { package(id: $id, currency: EUR) { id displayName description contentBlocks } }',
      { id: store.flex8 },
    );
    expect(one.package.displayName).toBe(FLEX8_DE.name);
    const purchase = await gqlIn<{ purchase: { displayName: string; package: { displayName: string } } }>(
      'de',
      buyer,
      'query($id: ID!) { purchase(id: $id) { displayName package { displayName } } }',
      { id: purchaseId },
    );
    expect(purchase.purchase).toEqual({ displayName: FLEX8_DE.name, package: { displayName: FLEX8_DE.name } });
    const SUBSCRIPTION = '{ subscriptions { current { displayName package { displayName description } } } }';
    const sub = await gqlIn<{ subscriptions: { current: { displayName: string; package: { displayName: string; description: string } } } }>(
      'de',
      buyer,
      SUBSCRIPTION,
    );
    expect(sub.subscriptions.current).toEqual({
      displayName: FLEX8_DE.name,
      package: { displayName: FLEX8_DE.name, description: FLEX8_DE.description },
    });
    const subEn = await gqlIn<{ subscriptions: { current: { displayName: string } } }>('it', buyer, SUBSCRIPTION);
    expect(subEn.subscriptions.current.displayName).toBe('Flex 8');
  });

  it('costs the same statements in German as in English', async () => {
    const count = async (locale: string | null) => {
      const before = statements.length;
      await packagesIn(locale);
      return statements.length - before;
    };
    const english = await count('en');
    expect(english).toBeGreaterThan(0);
    expect(await count('de')).toBe(english);
    expect(await count(null)).toBe(english);
  });

  it('the REST catalogue answers in the reader’s language too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/product-variants?currency=EUR',
      headers: { ...clientHeaders, 'x-locale': 'de' },
    });
    const list = res.json<PackageTexts[]>();
    expect(byId(list, store.flex8).displayName).toBe(FLEX8_DE.name);
  });
});

describe('prices formatted for the page (decision 118)', () => {
  it('formats every amount in the page’s locale, landing-only ones included, as the web would', async () => {
    const query = '{ packages(currency: EUR) { id subTotal { amount formatted } pricePerClass { amount formatted } } }';
    type Priced = { packages: { id: string; subTotal: { amount: number; formatted: string } }[] };
    const flexIn = async (locale: string | null) =>
      (await gqlIn<Priced>(locale, null, query)).packages.find((p) => p.id === store.flex8)!.subTotal;
    const english = await flexIn('en');
    const major = (english.amount / 100).toFixed(2);
    expect(english.formatted).toBe(`€${major}`);
    expect(await flexIn(null)).toEqual(english);
    for (const locale of ['de', 'fr', 'es', 'ru', 'it']) {
      const { formatted } = await flexIn(locale);
      expect(formatted.replace(/\s/g, ' ')).toBe(`${major.replace('.', ',')} €`);
      expect(formatted).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(english.amount / 100));
    }
    expect((await flexIn('br')).formatted.replace(/\s/g, ' ')).toBe(`€ ${major.replace('.', ',')}`);
  });
});

describe('the package’s name outside the store', () => {
  it('names it in the student’s language in the purchase e-mail and notification', async () => {
    const german = await buildBuyer(app, catalogue);
    await app.db.update(users).set({ locale: 'de' }).where(eq(users.id, german.id));
    const before = mailer.sent.length;
    await buy(app, german, { variantId: store.flex8 });
    await drainJobs(app);
    const mail = mailer.sent.slice(before).find((m) => m.to === german.email);
    expect(mail?.subject).toContain(FLEX8_DE.name);
    const notes = await gqlIn<{ notifications: { contentKeys: string[]; contentValues: Record<string, unknown> }[] }>(
      'en',
      german,
      '{ notifications { contentKeys contentValues } }',
    );
    expect(notes.notifications.map((n) => n.contentValues.name)).toContain(FLEX8_DE.name);
  });
});

describe('the seeded packages’ translations', () => {
  it('translate every seeded package into de, fr, es and ru, valid for the column', () => {
    for (const variant of VARIANTS) {
      const translations = planTranslations.parse(VARIANT_TRANSLATIONS[variant.slug]);
      for (const locale of TRANSLATION_LOCALES) {
        const own = translations[locale];
        expect(own?.name, `${variant.slug} ${locale}`).toBeTruthy();
        expect(own?.description, `${variant.slug} ${locale}`).toBeTruthy();
        expect(own?.description).not.toBe(variant.description);
        expect(own?.contentBlocks ?? []).toHaveLength(variant.contentBlocks.length);
      }
    }
  });
});
