import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants, users } from '../src/db/schema/index.ts';
import { VARIANT_TRANSLATIONS } from '../src/db/seed/commerce-translations.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { gql } from './graphql-requests.ts';
import { allBooksBalance, credits, drainJobs, subscriptionsOf } from './commerce-requests.ts';
import { buildTestApp } from './helper.ts';
import type { TestUser } from './factories/index.ts';

const { app, clock } = await buildTestApp();
const DAY = 86_400_000;

async function student(email: string): Promise<TestUser> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row.id, email, roles: ['student'] };
}

describe('commerce demo data', () => {
  it("seeds the store and the demo students' plans, consistently and idempotently", async () => {
    await seedDemo(app.db, clock.now());
    await seedDemo(app.db, clock.now());
    const packages = await gql<{ packages: { slug: string; subTotal: { currency: string } }[] }>(
      app,
      null,
      '{ packages(currency: EUR) { slug subTotal { currency } } }',
    );
    expect(packages.data!.packages.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['flex-4-group', 'flex-8-group', 'flex-12-group', 'flex-4-private', 'sprint-4-weeks', 'sprint-8-weeks']),
    );

    const demo = await student('student@example.com');
    const demoSubs = await subscriptionsOf(app, demo);
    expect(demoSubs.current).toMatchObject({ status: 'active', displayState: 'active', canPause: true, canCancel: true });
    expect(new Date(demoSubs.current!.nextPaymentDate!).getTime()).toBeGreaterThan(clock.now().getTime());
    const methods = await gql<{ paymentMethods: { brand: string; last4: string; isDefault: boolean }[] }>(
      app,
      demo,
      '{ paymentMethods { brand last4 isDefault } }',
    );
    expect(methods.data!.paymentMethods).toEqual([{ brand: 'visa', last4: '4242', isDefault: true }]);

    expect((await subscriptionsOf(app, await student('tom.fischer@example.com'))).current).toMatchObject({
      status: 'trial',
      isInTrial: true,
    });
    expect((await subscriptionsOf(app, await student('chloe.martin@example.com'))).current).toMatchObject({ displayState: 'paused' });
    const liam = (await subscriptionsOf(app, await student('liam.oconnor@example.com'))).current!;
    expect(liam).toMatchObject({ status: 'cancelled', displayState: 'cancelled' });
    expect(new Date(liam.expiresAt!).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await allBooksBalance(app)).toEqual({ money: [], ledger: [], seats: [], failedJobs: [] });
  });

  it('seeds the packages in every display language, filling translations in once and keeping ones set since', async () => {
    const ru = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-release-id': 'test', accept: 'application/json', 'content-type': 'application/json', 'x-locale': 'ru' },
      payload: { query: '{ packages(currency: EUR) { slug displayName contentBlocks } }' },
    });
    const sprint = ru
      .json<{ data: { packages: { slug: string; displayName: string; contentBlocks: string[] }[] } }>()
      .data.packages.find((p) => p.slug === 'sprint-4-weeks');
    expect(sprint).toEqual({
      slug: 'sprint-4-weeks',
      displayName: 'Sprint 4 недели',
      contentBlocks: ['Одно занятие в день', 'Старт в установленную дату'],
    });

    const edited = { de: { name: 'Flex 4 (bearbeitet)' } };
    await app.db.update(productVariants).set({ translations: edited }).where(eq(productVariants.slug, 'flex-4-group'));
    await app.db.update(productVariants).set({ translations: {} }).where(eq(productVariants.slug, 'flex-8-group'));
    await seedDemo(app.db, clock.now());
    const rows = await app.db
      .select({ slug: productVariants.slug, translations: productVariants.translations })
      .from(productVariants)
      .where(inArray(productVariants.slug, ['flex-4-group', 'flex-8-group']));
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.translations]))).toEqual({
      'flex-4-group': edited,
      'flex-8-group': VARIANT_TRANSLATIONS['flex-8-group'],
    });
  });

  it('the seeded plans move on by themselves: the demo renewal charges the saved card', async () => {
    const demo = await student('student@example.com');
    const before = await credits(app, demo);
    clock.advance(19 * DAY);
    await drainJobs(app);
    const after = await credits(app, demo);
    expect(after.groupCredits).toBeGreaterThanOrEqual(before.groupCredits + 8 - 10);
    const invoices = await gql<{ studentInvoices: { number: string }[] }>(app, demo, '{ studentInvoices { number } }');
    expect(invoices.data!.studentInvoices).toHaveLength(2);
    expect((await subscriptionsOf(app, await student('liam.oconnor@example.com'))).current).toBeNull();
    expect(await allBooksBalance(app)).toEqual({ money: [], ledger: [], seats: [], failedJobs: [] });
  });
});
