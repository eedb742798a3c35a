import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { gql } from './graphql-requests.ts';
import { buy, credits, drainJobs } from './commerce-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildClass,
  buildCredits,
  buildStore,
  buildTeacher,
  type Catalogue,
  DAY,
  HOUR,
  type Store,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();
let catalogue: Catalogue;
let store: Store;
let teacher: TestUser;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 12 });
  store = await buildStore(app, catalogue);
  teacher = await buildTeacher(app, catalogue);
});

const PREVIEW = `query($s: ID!, $a: SubscriptionPreviewAction!, $f: DateTime, $t: DateTime, $v: ID) {
  subscriptionActionPreview(subscriptionId: $s, action: $a, dateFrom: $f, dateTo: $t, variantId: $v) {
    action effectiveAt membershipEndsAt nextPaymentDate nextPlanDeleted
    charge { amount currency } refund { amount currency }
    creditsLapsing { kind count lapsesAt validUntil }
    classesCancelled creditsBack creditsLost
  }
}`;

interface Preview {
  action: string;
  effectiveAt: string;
  membershipEndsAt: string | null;
  nextPaymentDate: string | null;
  nextPlanDeleted: boolean;
  charge: { amount: number; currency: string } | null;
  refund: { amount: number; currency: string } | null;
  creditsLapsing: { kind: string; count: number; lapsesAt: string; validUntil: string | null }[];
  classesCancelled: number;
  creditsBack: number;
  creditsLost: number;
}

const preview = (who: TestUser | null, variables: Record<string, unknown>) =>
  gql<{ subscriptionActionPreview: Preview }>(app, who, PREVIEW, variables);

async function classIn(days: number, lessonIndex: number, type: 'group' | 'individual' = 'group') {
  const startAt = new Date(Math.ceil((clock.now().getTime() + days * DAY) / HOUR) * HOUR);
  return buildClass(app, { catalogue, startAt, lessonIndex, type, teacherId: teacher.id });
}

const book = (who: TestUser, classUid: string) =>
  gql(app, who, 'mutation($i: BookClassInput!) { bookClass(input: $i) { appointment { id } } }', { i: { classUid } });

describe('subscriptionActionPreview', () => {
  it('cancel: the credits of each kind that lapse on the end date, as the cancellation then does', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex8 });
    const sub = bought.purchase.subscription!;
    await buildCredits(app, [student.id], { kind: 'group', amount: 30 });
    await buildCredits(app, [student.id], { kind: 'private', amount: 2 });
    await book(student, (await classIn(5, 0)).uid);
    await book(student, (await classIn(35, 1)).uid);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 36, privateCredits: 2 });

    const res = await preview(student, { s: sub.id, a: 'cancel' });
    const p = res.data!.subscriptionActionPreview;
    expect(p.membershipEndsAt).toBe(sub.nextPaymentDate);
    // 36 held + 1 given back by the class after the end; the one before the end is taken as booked.
    expect(p.creditsLapsing).toEqual([
      expect.objectContaining({ kind: 'group', count: 37, lapsesAt: sub.nextPaymentDate }),
      expect.objectContaining({ kind: 'private', count: 2, lapsesAt: sub.nextPaymentDate }),
    ]);
    expect(p).toMatchObject({ classesCancelled: 1, creditsBack: 1, creditsLost: 0, nextPlanDeleted: false, charge: null });

    // Nothing changed by asking.
    expect(await credits(app, student)).toMatchObject({ groupCredits: 36, privateCredits: 2 });
    const cancelled = await gql<{ cancelSubscription: { expiresAt: string } }>(
      app,
      student,
      'mutation($s: ID!) { cancelSubscription(subscriptionId: $s, reasons: [other]) { expiresAt } }',
      { s: sub.id },
    );
    expect(cancelled.data!.cancelSubscription.expiresAt).toBe(p.membershipEndsAt);
    // Just before the end the student holds exactly what the preview said would lapse; after it, nothing.
    clock.set(new Date(new Date(p.membershipEndsAt!).getTime() - HOUR));
    await drainJobs(app);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 37, privateCredits: 2 });
    clock.advance(2 * HOUR);
    await drainJobs(app);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 0, privateCredits: 0 });
    // The ended plan can no longer be cancelled: the preview refuses as the mutation would.
    expect((await preview(student, { s: sub.id, a: 'cancel' })).code).toBe('changes_not_saved');
  });

  it('pause: the classes it cancels, credit back 7+ days ahead, lost closer, and the moved payment date', async () => {
    const student = await buildBuyer(app, catalogue);
    const sub = (await buy(app, student, { variantId: store.flex8 })).purchase.subscription!;
    await book(student, (await classIn(3, 2)).uid);
    await book(student, (await classIn(10, 3)).uid);
    const from = new Date(clock.now().getTime() + 2 * DAY);
    const to = new Date(from.getTime() + 14 * DAY);
    const p = (await preview(student, { s: sub.id, a: 'pause', f: from.toISOString(), t: to.toISOString() })).data!
      .subscriptionActionPreview;
    expect(p).toMatchObject({ classesCancelled: 2, creditsBack: 1, creditsLost: 1, creditsLapsing: [] });
    expect(new Date(p.nextPaymentDate!).getTime() - new Date(sub.nextPaymentDate!).getTime()).toBe(14 * DAY);
    const tooLong = await preview(student, {
      s: sub.id,
      a: 'pause',
      f: from.toISOString(),
      t: new Date(from.getTime() + 29 * DAY).toISOString(),
    });
    expect(tooLong.code).toBe('pause_too_long');
  });

  it('roll over and change: what is charged and when; nothing lapses', async () => {
    const student = await buildBuyer(app, catalogue);
    const sub = (await buy(app, student, { variantId: store.flex4 })).purchase.subscription!;
    const price = await gql<{ package: { subTotal: { amount: number } } }>(
      app,
      student,
      'query($id: ID!) { package(id: $id) { subTotal { amount } } }',
      { id: store.flex8 },
    );
    const rollover = (await preview(student, { s: sub.id, a: 'rollover', v: store.flex8 })).data!.subscriptionActionPreview;
    expect(rollover.charge?.amount).toBe(price.data!.package.subTotal.amount);
    expect(Math.abs(new Date(rollover.effectiveAt).getTime() - clock.now().getTime())).toBeLessThan(60_000);
    expect(rollover.creditsLapsing).toEqual([]);
    const change = (await preview(student, { s: sub.id, a: 'change', v: store.flex8 })).data!.subscriptionActionPreview;
    expect(change).toMatchObject({ effectiveAt: sub.nextPaymentDate, nextPaymentDate: sub.nextPaymentDate, creditsLapsing: [] });
    expect((await preview(student, { s: sub.id, a: 'change' })).code).toBe('validation_failed');
  });

  it('withdraw: the refund and the credits taken back now', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex8 });
    const sub = bought.purchase.subscription!;
    const p = (await preview(student, { s: sub.id, a: 'withdraw' })).data!.subscriptionActionPreview;
    const [paid] = await queryRows<{ amount: number }>(
      app.db,
      sql`select amount_cents as amount from transactions where purchase_id = ${bought.purchase.id} and kind = 'charge'`,
    );
    expect(p.refund?.amount).toBe(paid.amount);
    expect(p.refund?.amount).toBeGreaterThan(0);
    expect(p.creditsLapsing).toEqual([expect.objectContaining({ kind: 'group', count: 8 })]);
  });

  it('answers the owner only: another student (not found), a teacher, an admin, anonymous', async () => {
    const owner = await buildBuyer(app, catalogue);
    const sub = (await buy(app, owner, { variantId: store.flex4 })).purchase.subscription!;
    const vars = { s: sub.id, a: 'cancel' };
    expect((await preview(owner, vars)).data?.subscriptionActionPreview.action).toBe('cancel');
    expect((await preview(await buildBuyer(app, catalogue), vars)).code).toBe('not_found');
    expect((await preview(teacher, vars)).code).toBe('forbidden');
    expect((await preview(await buildAdmin(app), vars)).code).toBe('forbidden');
    expect((await preview(null, vars)).code).toBe('unauthenticated');
  });
});
