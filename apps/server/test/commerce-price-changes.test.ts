// Decision 105: price changes (001 §9 "at most once a year with 6 weeks notice"). Preview per
// currency, the notice rule, the announcement (notification and e-mail in the student's language),
// the store's price from the date, renewals at the new price from the first period on or after
// it (the clock moved, never waited), the once-a-year wait, cancelling, and the access matrix.
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { gql } from './graphql-requests.ts';
import { buy, createPurchase, drainJobs, moneyMismatches } from './commerce-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildStore,
  buildStudent,
  buildTeacher,
  type Catalogue,
  DAY,
  type Store,
  type TestUser,
} from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();
const HOUR = 3_600_000;
let catalogue: Catalogue;
let store: Store;
let admin: TestUser;

beforeAll(async () => {
  // Frozen: every instant below is exact (renewal dates, six weeks of notice, anniversaries).
  clock.freeze(new Date('2026-05-04T08:00:00Z'));
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
  admin = await buildAdmin(app);
});

afterEach(async () => {
  expect(await moneyMismatches(app)).toEqual([]);
});

const PREVIEW = `query($i: PriceChangeInput!) { adminPriceChangePreview(input: $i) {
  currency oldPrice { amount } newPrice { amount } subscribers deferred lastAppliesFrom } }`;
const SCHEDULE = `mutation($i: PriceChangeInput!) { adminSchedulePriceChange(input: $i) {
  id currency status oldPrice { amount } newPrice { amount } subscribers applied effectiveAt } }`;
const CANCEL = `mutation($id: ID!) { adminCancelPriceChange(id: $id) { id status subscribers } }`;
const LIST = `query($v: ID) { adminPriceChanges(variantId: $v) { id currency status subscribers applied } }`;

type PreviewLine = {
  currency: string;
  oldPrice: { amount: number };
  newPrice: { amount: number };
  subscribers: number;
  deferred: number;
  lastAppliesFrom: string | null;
};
type Change = { id: string; currency: string; status: string; subscribers: number; applied: number };

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY);

async function advance(ms: number) {
  clock.advance(ms);
  await drainJobs(app);
}

async function charges(student: TestUser): Promise<number[]> {
  const rows = await queryRows<{ amount_cents: number }>(
    app.db,
    sql`select amount_cents from transactions where student_id = ${student.id} and kind = 'charge' and status = 'succeeded' order by created_at`,
  );
  return rows.map((r) => r.amount_cents);
}

async function subscriptionPrice(student: TestUser): Promise<number> {
  const [row] = await queryRows<{ price_cents: number }>(
    app.db,
    sql`select price_cents from subscriptions where student_id = ${student.id} order by created_at desc limit 1`,
  );
  return row.price_cents;
}

async function notificationsOf(student: TestUser): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    app.db,
    sql`select content_keys[1] as key from student_notifications where user_id = ${student.id} order by created_at`,
  );
  return rows.map((r) => r.key);
}

describe('a price change of Flex 8', () => {
  let eur1: TestUser;
  let eur2: TestUser;
  let chf: TestUser;
  let effectiveAt: Date;
  let eurChange: string;

  it('previews per currency before committing, with the same checks as scheduling', async () => {
    eur1 = await buildBuyer(app, catalogue, 'DE');
    eur2 = await buildBuyer(app, catalogue, 'AT');
    chf = await buildBuyer(app, catalogue, 'CH');
    await app.db.execute(sql`update users set locale = 'de' where id = ${eur2.id}`);
    for (const who of [eur1, eur2, chf]) await buy(app, who, { variantId: store.flex8 });
    effectiveAt = inDays(50);
    const input = {
      variantId: store.flex8,
      effectiveAt: effectiveAt.toISOString(),
      prices: [
        { currency: 'EUR', amountCents: 9990 },
        { currency: 'CHF', amountCents: 9490 },
      ],
    };
    const preview = await gql<{ adminPriceChangePreview: PreviewLine[] }>(app, admin, PREVIEW, { i: input });
    expect(preview.data?.adminPriceChangePreview).toEqual([
      {
        currency: 'EUR',
        oldPrice: { amount: 9592 },
        newPrice: { amount: 9990 },
        subscribers: 2,
        deferred: 0,
        lastAppliesFrom: effectiveAt.toISOString(),
      },
      {
        currency: 'CHF',
        oldPrice: { amount: 9112 },
        newPrice: { amount: 9490 },
        subscribers: 1,
        deferred: 0,
        lastAppliesFrom: effectiveAt.toISOString(),
      },
    ]);
    // Nothing was written by the preview.
    expect((await gql<{ adminPriceChanges: Change[] }>(app, admin, LIST, { v: store.flex8 })).data?.adminPriceChanges).toEqual([]);

    const tooSoon = await gql(app, admin, PREVIEW, {
      i: { ...input, effectiveAt: new Date(clock.now().getTime() + 42 * DAY - 1000).toISOString() },
    });
    expect(tooSoon.code).toBe('price_change_notice_too_short');
    const same = await gql(app, admin, PREVIEW, { i: { ...input, prices: [{ currency: 'EUR', amountCents: 9592 }] } });
    expect(same.code).toBe('price_unchanged');
    const twice = await gql(app, admin, PREVIEW, {
      i: {
        ...input,
        prices: [
          { currency: 'EUR', amountCents: 1 },
          { currency: 'EUR', amountCents: 2 },
        ],
      },
    });
    expect(twice.errors?.[0]?.message).toBe('Give each currency once.');
    const noPrice = await gql(app, admin, PREVIEW, { i: { ...input, prices: [{ currency: 'EUR', amountCents: 0 }] } });
    expect(noPrice.errors?.[0]?.message).toBe('Please enter a price of at least 0.01 (two decimals at most).');
  });

  it('announces it: each subscriber gets a notification and the e-mail in their language, with old and new price and date', async () => {
    const before = mailer.sent.length;
    const res = await gql<{ adminSchedulePriceChange: (Change & { effectiveAt: string })[] }>(app, admin, SCHEDULE, {
      i: {
        variantId: store.flex8,
        effectiveAt: effectiveAt.toISOString(),
        prices: [
          { currency: 'EUR', amountCents: 9990 },
          { currency: 'CHF', amountCents: 9490 },
        ],
      },
    });
    expect(res.errors).toBeUndefined();
    const changes = res.data!.adminSchedulePriceChange;
    expect(changes.map((c) => [c.currency, c.status, c.subscribers])).toEqual([
      ['CHF', 'scheduled', 1],
      ['EUR', 'scheduled', 2],
    ]);
    eurChange = changes.find((c) => c.currency === 'EUR')!.id;
    await drainJobs(app);
    const mails = mailer.sent.slice(before);
    const notice = (to: string) => mails.find((m) => m.to === to && /New price|Neuer Preis/.test(m.subject));
    const english = notice(eur1.email);
    expect(english?.subject).toBe('New price for Flex 8');
    expect(english?.text).toContain('it costs €99.90 instead of €95.92 every 4 weeks');
    expect(english?.text).toContain('23 June 2026');
    const german = notice(eur2.email);
    expect(german?.subject).toBe('Neuer Preis für Flex 8');
    expect(german?.text).toMatch(/99,90\s€ statt 95,92\s€/);
    expect(notice(chf.email)?.text).toMatch(/CHF\s94.90 instead of CHF\s91.12/);
    expect(await notificationsOf(eur1)).toContain('priceChangeAnnounced');
    // One change of a price at a time.
    const again = await gql(app, admin, SCHEDULE, {
      i: { variantId: store.flex8, effectiveAt: inDays(60).toISOString(), prices: [{ currency: 'EUR', amountCents: 10990 }] },
    });
    expect(again.code).toBe('price_change_pending');
    const audit = await queryRows<{ object_type: string; object_id: string; before: unknown }>(
      app.db,
      sql`select object_type, object_id, before from audit_log where action = 'adminSchedulePriceChange' and outcome = 'done'`,
    );
    expect(audit).toEqual([
      {
        object_type: 'package',
        object_id: store.flex8,
        before: {
          prices: [
            { currency: 'EUR', amountCents: 9592 },
            { currency: 'CHF', amountCents: 9112 },
          ],
        },
      },
    ]);
  });

  it('a plan bought while it is announced gets it too, with six weeks of notice of its own', async () => {
    clock.advance(20 * DAY);
    const late = await buildBuyer(app, catalogue, 'DE');
    const before = mailer.sent.length;
    await buy(app, late, { variantId: store.flex8 });
    await drainJobs(app);
    expect(await charges(late)).toEqual([9592]);
    const [row] = await queryRows<{ applies_from: Date }>(
      app.db,
      sql`select r.applies_from from subscription_price_changes r join subscriptions s on s.id = r.subscription_id where s.student_id = ${late.id}`,
    );
    expect(new Date(row.applies_from).getTime()).toBe(clock.now().getTime() + 42 * DAY);
    expect(mailer.sent.slice(before).some((m) => m.to === late.email && m.subject === 'New price for Flex 8')).toBe(true);
  });

  it('the store sells at the new price from the date; renewals before it keep the old one, the first one on or after it pays the new one', async () => {
    // Renewals at day 28 and 56 of eur1's plan: the one before the date at 95.92.
    await advance(8 * DAY + HOUR); // day 28 + 1h
    expect(await charges(eur1)).toEqual([9592, 9592]);
    const newcomer = await buildBuyer(app, catalogue, 'DE');
    expect((await createPurchase(app, newcomer, { variantId: store.flex8 })).data?.createPurchase.total.amount).toBe(9592);

    await advance(effectiveAt.getTime() - clock.now().getTime() + HOUR);
    expect((await createPurchase(app, newcomer, { variantId: store.flex8 })).data?.createPurchase.total.amount).toBe(9990);
    const list = await gql<{ adminPriceChanges: Change[] }>(app, admin, LIST, { v: store.flex8 });
    expect(list.data?.adminPriceChanges.map((c) => c.status)).toEqual(['effective', 'effective']);

    await advance(56 * DAY - 50 * DAY); // day 56 + 2h: the first renewal on or after the date
    expect(await charges(eur1)).toEqual([9592, 9592, 9990]);
    expect(await charges(chf)).toEqual([9112, 9112, 9490]);
    expect(await subscriptionPrice(eur1)).toBe(9990);
    const applied = await gql<{ adminPriceChanges: Change[] }>(app, admin, LIST, { v: store.flex8 });
    expect(applied.data?.adminPriceChanges.find((c) => c.id === eurChange)).toMatchObject({ subscribers: 3, applied: 2 });
    // Too late to take it back.
    expect((await gql(app, admin, CANCEL, { id: eurChange })).code).toBe('price_change_started');
  });

  it('a price changes at most once a year per subscription: a later change waits for the anniversary', async () => {
    const nextDate = inDays(43);
    const input = { variantId: store.flex8, effectiveAt: nextDate.toISOString(), prices: [{ currency: 'EUR', amountCents: 10490 }] };
    const preview = await gql<{ adminPriceChangePreview: PreviewLine[] }>(app, admin, PREVIEW, { i: input });
    const line = preview.data!.adminPriceChangePreview[0];
    // eur1 and eur2 changed at their day-56 renewal; the late buyer has not yet (still waiting), the newcomer never bought.
    expect(line).toMatchObject({ subscribers: 3, deferred: 2 });
    const [eur1Row] = await queryRows<{ applied_period_start: Date }>(
      app.db,
      sql`select r.applied_period_start from subscription_price_changes r join subscriptions s on s.id = r.subscription_id
          where s.student_id = ${eur1.id} and r.status = 'applied'`,
    );
    const anniversary = new Date(eur1Row.applied_period_start);
    anniversary.setUTCFullYear(anniversary.getUTCFullYear() + 1);
    expect(line.lastAppliesFrom).toBe(anniversary.toISOString());
    expect((await gql(app, admin, SCHEDULE, { i: input })).errors).toBeUndefined();
    // Past the new date, eur1's renewal still pays 99.90: their anniversary is months away.
    await advance(nextDate.getTime() - clock.now().getTime() + 28 * DAY);
    const paid = await charges(eur1);
    expect(paid.slice(3).every((amount) => amount === 9990)).toBe(true);
    expect(await subscriptionPrice(eur1)).toBe(9990);
  });
});

describe('cancelling a price change', () => {
  it('before its date: nobody pays it, subscribers are told the price stays', async () => {
    const member = await buildBuyer(app, catalogue, 'DE');
    await buy(app, member, { variantId: store.flex4 });
    const effectiveAt = inDays(45);
    const res = await gql<{ adminSchedulePriceChange: Change[] }>(app, admin, SCHEDULE, {
      i: { variantId: store.flex4, effectiveAt: effectiveAt.toISOString(), prices: [{ currency: 'EUR', amountCents: 5490 }] },
    });
    const id = res.data!.adminSchedulePriceChange[0].id;
    await drainJobs(app);
    const before = mailer.sent.length;
    const cancelled = await gql<{ adminCancelPriceChange: Change }>(app, admin, CANCEL, { id });
    expect(cancelled.data?.adminCancelPriceChange).toMatchObject({ status: 'cancelled', subscribers: 1 });
    await drainJobs(app);
    expect(mailer.sent.slice(before).some((m) => m.to === member.email && m.subject === 'No new price for Flex 4')).toBe(true);
    expect(await notificationsOf(member)).toEqual(expect.arrayContaining(['priceChangeAnnounced', 'priceChangeCancelled']));
    // Again is no error; the date passes and the store and renewals keep the old price.
    expect((await gql(app, admin, CANCEL, { id })).errors).toBeUndefined();
    await advance(effectiveAt.getTime() - clock.now().getTime() + 29 * DAY);
    expect(new Set(await charges(member))).toEqual(new Set([5196]));
    const newcomer = await buildBuyer(app, catalogue, 'DE');
    expect((await createPurchase(app, newcomer, { variantId: store.flex4 })).data?.createPurchase.total.amount).toBe(5196);
    expect((await gql(app, admin, CANCEL, { id: crypto.randomUUID() })).code).toBe('not_found');
  });
});

describe('access: every new operation refuses anonymous, students, teachers', () => {
  const input = {
    variantId: crypto.randomUUID(),
    effectiveAt: new Date('2030-01-01').toISOString(),
    prices: [{ currency: 'EUR', amountCents: 100 }],
  };
  const operations: [string, string, Record<string, unknown>][] = [
    ['adminPriceChanges', LIST, {}],
    ['adminEarliestPriceChange', '{ adminEarliestPriceChange }', {}],
    ['adminPriceChangePreview', PREVIEW, { i: input }],
    ['adminSchedulePriceChange', SCHEDULE, { i: input }],
    ['adminCancelPriceChange', CANCEL, { id: crypto.randomUUID() }],
  ];

  it.each(operations)('%s', async (name, query, variables) => {
    const student = await buildStudent(app, { catalogue });
    const other = await buildStudent(app, { catalogue });
    const teacher = await buildTeacher(app, catalogue);
    for (const who of [null, student, other, teacher]) {
      const res = await gql(app, who, query, variables);
      expect(res.data?.[name as never] ?? null, `${name} as ${who?.roles ?? 'anonymous'}`).toBeNull();
      expect(['unauthenticated', 'forbidden']).toContain(res.code);
    }
    const asAdmin = await gql(app, admin, query, variables);
    expect(['unauthenticated', 'forbidden']).not.toContain(asAdmin.code ?? 'ok');
  });
});
