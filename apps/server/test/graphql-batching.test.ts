// The N+1 guard (decision 036): a nested GraphQL query costs the same number of SQL statements
// however many items it lists, because related objects load through the builder's dataloaders
// (and list services hydrate their rows in bulk). The database client reports every statement.
import { beforeAll, describe, expect, it } from 'vitest';
import { buy } from './commerce-requests.ts';
import {
  type Catalogue,
  type Store,
  HOUR,
  buildBuyer,
  buildCatalogue,
  buildStore,
  buildTeacher,
  roundHourAhead,
} from './factories/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { WEEK, bookedClass } from './teacher-booking-support.ts';

const statements: string[] = [];
const { app, clock } = await buildTestApp({}, { onQuery: (sql) => statements.push(sql) });

let catalogue: Catalogue;
let store: Store;

beforeAll(async () => {
  // Monday 4 May 2026, 09:12 UTC: no DST edge in the coming weeks.
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
});

/** The SQL statements one GraphQL request sends (its session cookie is minted beforehand). */
async function statementsOf(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<number> {
  const before = statements.length;
  const res = await gql(app, cookie, query, variables);
  expect(res.errors).toBeUndefined();
  return statements.length - before;
}

const RELATED = `id displayName couponCode paymentMethodAdded
  package { id displayName subTotal { amount } section { id } sprints { id } }
  paymentMethod { id label } sprint { id } lastTransaction { id paymentStatus paymentMethod { id label } }`;
const SUBSCRIPTIONS_BARE = '{ subscriptions { current { id } latest { id } next { id } } }';
const SUBSCRIPTIONS_NESTED = `{ subscriptions { current { ${RELATED} } latest { ${RELATED} } next { ${RELATED} } } }`;

/** What the related objects of a student's subscriptions cost on top of listing the subscriptions. */
async function relatedCost(cookie: string): Promise<number> {
  return (await statementsOf(cookie, SUBSCRIPTIONS_NESTED)) - (await statementsOf(cookie, SUBSCRIPTIONS_BARE));
}

describe('the N+1 guard', () => {
  it("loads a student's subscriptions' packages, payment methods and charges with the same statements for one or two", async () => {
    const one = await buildBuyer(app, catalogue);
    await buy(app, one, { variantId: store.flex4 });

    const two = await buildBuyer(app, catalogue);
    const bought = await buy(app, two, { variantId: store.flex4 });
    const changed = await gql<{ changeSubscription: { next: { id: string } | null } }>(
      app,
      two,
      'mutation($s: ID!, $v: ID!) { changeSubscription(subscriptionId: $s, variantId: $v) { next { id } } }',
      { s: bought.purchase.subscription?.id, v: store.flex8 },
    );
    expect(changed.data?.changeSubscription.next).not.toBeNull(); // current + next, two packages

    const costOfOne = await relatedCost(await loginCookies(app, one));
    const costOfTwo = await relatedCost(await loginCookies(app, two));
    expect(costOfTwo).toBe(costOfOne);
    // One batch per loader: package (student, variants, catalogue facts), methods, charges.
    expect(costOfOne).toBeLessThanOrEqual(12);
  });

  it("lists the teacher's booking week with the same statements for one class or five", async () => {
    const teacher = await buildTeacher(app, catalogue);
    const cookie = await loginCookies(app, teacher);
    const week = { from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString() };

    await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 50) });
    const forOne = await statementsOf(cookie, WEEK, { filter: week });
    for (let i = 1; i < 5; i++) await bookedClass(app, catalogue, { startAt: roundHourAhead(app, 50 + 3 * i) });
    const forFive = await statementsOf(cookie, WEEK, { filter: week });
    expect(forFive).toBe(forOne);
  });
});
