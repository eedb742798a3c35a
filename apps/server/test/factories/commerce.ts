import { sql } from 'drizzle-orm';
import { productVariants, sprints, variantPrices } from '../../src/db/schema/index.ts';
import type { Catalogue } from './catalogue.ts';
import { DAY, type FactoryApp, uniqueTag } from './context.ts';
import { type TestUser, buildStudent } from './users.ts';

export interface Store {
  flex8: string;
  flex4: string;
  flexPrivate4: string;
  extra5: string;
  teams: string;
  sprint4: string;
  sprintId: string;
  sectionId: string;
}

/** EUR list prices; other currencies priced proportionally for the tests. */
async function variant(
  app: FactoryApp,
  values: Partial<typeof productVariants.$inferInsert> & { name: string; type: string; planType: string },
  eur: number,
) {
  const [row] = await app.db
    .insert(productVariants)
    .values({ slug: `fx-${uniqueTag()}`, ...values })
    .returning({ id: productVariants.id });
  const rates = { EUR: 1, USD: 1.1, GBP: 0.85, CHF: 0.95, PLN: 4.3, TRY: 35, BRL: 5.5 } as const;
  await app.db
    .insert(variantPrices)
    .values(Object.entries(rates).map(([currency, rate]) => ({ variantId: row.id, currency, amountCents: Math.round(eur * rate) })));
  return row.id;
}

/** A small store: Flex, private Flex, extra credits, a LearningTeams package sold once, a Sprint. */
export async function buildStore(app: FactoryApp, catalogue: Catalogue): Promise<Store> {
  const all = ['store', 'internal'];
  const flex8 = await variant(
    app,
    { name: 'Flex 8', type: 'flex', planType: 'monthly', groupCredits: 8, recurrenceWeeks: 4, withTrial: true, stores: all },
    9592,
  );
  const flex4 = await variant(
    app,
    { name: 'Flex 4', type: 'flex', planType: 'monthly', groupCredits: 4, recurrenceWeeks: 4, withTrial: true, stores: all },
    5196,
  );
  const flexPrivate4 = await variant(
    app,
    {
      name: 'Flex Private 4',
      type: 'flex',
      planType: 'monthly',
      privateCredits: 4,
      recurrenceWeeks: 4,
      withTrial: true,
      stores: all,
      recurringSpecialType: 'private',
    },
    11996,
  );
  const extra5 = await variant(
    app,
    { name: '5 extra group classes', type: 'extra_credits', planType: 'package', groupCredits: 5, stores: ['extra_credits'] },
    6495,
  );
  const teams = await variant(
    app,
    {
      name: 'LearningTeam starter',
      type: 'teams',
      planType: 'package',
      groupCredits: 10,
      purchasableOnce: true,
      canUseCoupon: false,
      stores: ['teams'],
    },
    9990,
  );
  const sprint4 = await variant(
    app,
    {
      name: 'Sprint 4 weeks',
      type: 'sprint',
      planType: 'marathon',
      groupCredits: 20,
      recurrenceWeeks: 4,
      durationWeeks: 4,
      sectionId: catalogue.sectionId,
      stores: all,
    },
    17980,
  );
  const [sprint] = await app.db
    .insert(sprints)
    .values({
      slug: `sprint-${uniqueTag()}`,
      sectionId: catalogue.sectionId,
      name: 'Spring Sprint',
      startsAt: new Date(Math.ceil((app.clock.now().getTime() + 10 * DAY) / DAY) * DAY),
      durationWeeks: 4,
    })
    .returning({ id: sprints.id });
  return { flex8, flex4, flexPrivate4, extra5, teams, sprint4, sprintId: sprint.id, sectionId: catalogue.sectionId };
}

/** A student of the catalogue in a billing country, with optional credits. */
export async function buildBuyer(
  app: FactoryApp,
  catalogue: Catalogue,
  country = 'DE',
  extra: { group?: number; private?: number } = {},
): Promise<TestUser> {
  const user = await buildStudent(app, { catalogue, group: extra.group ?? 0, private: extra.private ?? 0 });
  await app.db.execute(sql`update users set country_code = ${country} where id = ${user.id}`);
  return user;
}
