import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localHourStart, zonedDateKey } from '@parla/domain';
import { queryRows } from '../src/db/client.ts';
import { sprints } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { CARDS, allBooksBalance, buy, card, createPurchase, credits, drainJobs, pay, subscriptionsOf } from './commerce-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import {
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildClass,
  buildStore,
  buildTeacher,
  type Catalogue,
  DAY,
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

const HOUR = 3_600_000;
/** A staffed class `days` ahead at a round hour (a teacher, so the cut-off never cancels it). */
async function classIn(days: number, lessonIndex = 0, type: 'group' | 'individual' = 'group') {
  const startAt = new Date(Math.ceil((clock.now().getTime() + days * DAY) / HOUR) * HOUR);
  return buildClass(app, { catalogue, startAt, lessonIndex, type, teacherId: teacher.id });
}

async function book(who: TestUser, classUid: string) {
  return gql<{ bookClass: { appointment: { id: string } } }>(
    app,
    who,
    'mutation($i: BookClassInput!) { bookClass(input: $i) { appointment { id } } }',
    {
      i: { classUid },
    },
  );
}

async function appointmentStatus(id: string) {
  const [row] = await queryRows<{ status: string; refunded: boolean }>(
    app.db,
    sql`select status, refunded from appointments where id = ${id}`,
  );
  return row;
}

const mutate = (who: TestUser, query: string, variables: Record<string, unknown>) =>
  gql<Record<string, unknown>>(app, who, query, variables);

async function advance(ms: number) {
  clock.advance(ms);
  await drainJobs(app);
}

/** Moves the clock forward to the next `hourUtc`:00 UTC (never back: jobs already ran up to now). */
async function setClockForwardTo(hourUtc: number) {
  const now = clock.now().getTime();
  let target = Math.floor(now / DAY) * DAY + hourUtc * HOUR;
  if (target <= now) target += DAY;
  clock.set(new Date(target));
  await drainJobs(app);
}

describe('free trial', () => {
  it('starts with a card (checked and refunded), 3 group credits for 7 days; the same card cannot start a second trial', async () => {
    const student = await buildBuyer(app, catalogue);
    const hasSubscription = async () =>
      (await gql<{ me: { hasSubscription: boolean } }>(app, student, '{ me { hasSubscription } }')).data?.me.hasSubscription;
    expect(await hasSubscription()).toBe(false);
    const result = await buy(app, student, { variantId: store.flex8, withTrial: true });
    expect(result.status).toBe('succeeded');
    expect(await hasSubscription()).toBe(true);
    expect(result.purchase.subscription).toMatchObject({ status: 'trial', displayState: 'trial', isInTrial: true });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 3, privateCredits: 0 });
    const other = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, other, { variantId: store.flex8, withTrial: true });
    expect((await pay(app, other, created.data!.createPurchase.id, { method: card(CARDS.visa) })).code).toBe('LG_1001');
    // the same student cannot have a second trial either
    expect((await createPurchase(app, student, { variantId: store.flex4, withTrial: true })).code).toBe('subscription_not_eligible');
  });

  it('trial classes only inside the 7 days; the paid plan starts by itself after the trial', async () => {
    const student = await buildBuyer(app, catalogue);
    const result = await buy(app, student, { variantId: store.flex8, withTrial: true }, { method: card(CARDS.mastercard) });
    const inside = await classIn(3);
    const outside = await classIn(8, 1);
    expect((await book(student, outside.uid)).code).toBe('trial_class_outside_trial');
    expect((await book(student, inside.uid)).data).toBeTruthy();
    await advance(7 * DAY + HOUR);
    const subs = await subscriptionsOf(app, student);
    expect(subs.current).toMatchObject({
      id: result.purchase.subscription!.id,
      status: 'active',
      displayState: 'active',
      isInTrial: false,
    });
    // trial credits lapsed, the paid period's 8 arrived (one was spent on the trial class, from the trial grant)
    expect(await credits(app, student)).toMatchObject({ groupCredits: 8 });
    await advance(HOUR);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 8 });
  });

  it('a private trial gives 1 private credit; cancel trial: nothing is charged and the trial ends', async () => {
    const student = await buildBuyer(app, catalogue);
    const result = await buy(
      app,
      student,
      { variantId: store.flexPrivate4, withTrial: true, trialCreditKind: 'private' },
      { method: card(CARDS.amex) },
    );
    expect(await credits(app, student)).toMatchObject({ groupCredits: 0, privateCredits: 1 });
    const sub = result.purchase.subscription!.id;
    const cancelled = await mutate(student, 'mutation($s: ID!) { cancelTrial(subscriptionId: $s) { status displayState expiresAt } }', {
      s: sub,
    });
    expect(cancelled.data!.cancelTrial).toMatchObject({ status: 'cancelled', displayState: 'cancelled' });
    await advance(7 * DAY + HOUR);
    const subs = await subscriptionsOf(app, student);
    expect(subs.current).toBeNull();
    expect(subs.latest).toMatchObject({ status: 'expired', displayState: 'inactive' });
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from transactions where student_id = ${student.id} and kind = 'charge'`,
    );
    expect(n).toBe(0);
  });

  it('skip trial: pays now, the period starts now and unused trial credits carry over', async () => {
    const student = await buildBuyer(app, catalogue);
    const result = await buy(app, student, { variantId: store.flex4, withTrial: true }, { method: card('5105105105105100') });
    const skipped = await mutate(
      student,
      'mutation($s: ID!, $k: String!) { skipTrial(subscriptionId: $s, idempotencyKey: $k) { status purchase { subscription { status nextPaymentDate } } } }',
      {
        s: result.purchase.subscription!.id,
        k: randomUUID(),
      },
    );
    expect(skipped.data!.skipTrial).toMatchObject({ status: 'succeeded', purchase: { subscription: { status: 'active' } } });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 3 + 4 });
    await advance(8 * DAY);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 7 });

    // A skipped trial was paid: cancelling and reactivating it continues the paid plan, not a trial.
    const subscriptionId = result.purchase.subscription!.id;
    await mutate(student, 'mutation($s: ID!) { cancelSubscription(subscriptionId: $s, reasons: [other]) { id } }', { s: subscriptionId });
    const reactivated = await mutate(
      student,
      'mutation($s: ID!, $k: String!) { reactivateSubscription(subscriptionId: $s, idempotencyKey: $k) { subscription { status displayState } } }',
      { s: subscriptionId, k: randomUUID() },
    );
    expect(reactivated.data!.reactivateSubscription).toMatchObject({ subscription: { status: 'active', displayState: 'active' } });
  });

  it('without a card when the feature flag says so', async () => {
    const admin = await buildAdmin(app);
    await gql(app, admin, 'mutation { adminSetCommerceFlag(key: "skip_credit_card_for_trial_direct_purchase", enabled: true) }');
    const student = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, student, { variantId: store.flex4, withTrial: true });
    const res = await gql<{ payPurchase: { status: string } }>(
      app,
      student,
      'mutation($i: PayPurchaseInput!) { payPurchase(input: $i) { status } }',
      {
        i: {
          purchaseId: created.data!.createPurchase.id,
          idempotencyKey: randomUUID(),
          acceptedAgreements: ['terms', 'immediate_start', 'auto_renewal'],
        },
      },
    );
    expect(res.data!.payPurchase.status).toBe('succeeded');
    await gql(app, admin, 'mutation { adminSetCommerceFlag(key: "skip_credit_card_for_trial_direct_purchase", enabled: false) }');
    // without a card the first payment fails at the end of the trial: payment failed
    await advance(7 * DAY + HOUR);
    expect((await subscriptionsOf(app, student)).current).toMatchObject({
      status: 'past_due',
      displayState: 'payment_failed',
      canResumeCharges: true,
    });
  });
});

describe('renewals', () => {
  it('renews every 4 weeks, charging once and granting once per period', async () => {
    const student = await buildBuyer(app, catalogue);
    await buy(app, student, { variantId: store.flex4 });
    await advance(28 * DAY + HOUR);
    await advance(28 * DAY + HOUR);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 12 });
    const [{ n }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from transactions where student_id = ${student.id} and kind = 'charge' and status = 'succeeded'`,
    );
    expect(n).toBe(3);
    // ticks and sweeps running again change nothing
    const { sweepSubscriptions } = await import('../src/modules/commerce/commerce.jobs.ts');
    await sweepSubscriptions(app, clock.now());
    await drainJobs(app);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 12 });
  });

  it('a failed renewal retries, then suspends; resume charges pays it with a new card', async () => {
    const student = await buildBuyer(app, catalogue);
    const first = await buy(app, student, { variantId: store.flex4 }, { method: card(CARDS.failsLater) });
    expect(first.status).toBe('failed');
    // the card that fails later saves and verifies, but charges decline: add it, then buy with a good card and make the bad one default
    const good = await buy(app, student, { variantId: store.flex4 }, { method: card(CARDS.visa) });
    expect(good.status).toBe('succeeded');
    const bad = await gql<{ addPaymentMethod: { id: string } }>(
      app,
      student,
      'mutation($i: PaymentMethodInput!, $k: String!) { addPaymentMethod(input: $i, idempotencyKey: $k) { id } }',
      { i: { ...card(CARDS.failsLater), setDefault: true }, k: randomUUID() },
    );
    expect(bad.data!.addPaymentMethod.id).toBeTruthy();
    await advance(28 * DAY + HOUR);
    let current = (await subscriptionsOf(app, student)).current!;
    expect(current).toMatchObject({ status: 'past_due', displayState: 'payment_failed', canResumeCharges: true });
    const banner = await gql<{ lastTransaction: { errorCode: string; paymentStatus: string } }>(
      app,
      student,
      '{ lastTransaction { errorCode paymentStatus } }',
    );
    expect(banner.data!.lastTransaction).toMatchObject({ paymentStatus: 'failed', errorCode: 'card_declined' });
    await advance(1 * DAY + HOUR);
    await advance(3 * DAY + HOUR);
    await advance(5 * DAY + HOUR);
    current = (await subscriptionsOf(app, student)).current!;
    expect(current.status).toBe('suspended');
    const future = await classIn(5);
    expect((await book(student, future.uid)).code).toBe('booking_after_subscription_expiry');
    const methods = await gql<{ paymentMethods: { id: string; last4: string }[] }>(app, student, '{ paymentMethods { id last4 } }');
    const visa = methods.data!.paymentMethods.find((m) => m.last4 === '4242')!;
    const resumed = await mutate(
      student,
      'mutation($s: ID!, $k: String!, $m: ID) { resumeCharges(subscriptionId: $s, idempotencyKey: $k, paymentMethodId: $m) { status } }',
      {
        s: current.id,
        k: randomUUID(),
        m: visa.id,
      },
    );
    expect(resumed.data!.resumeCharges).toMatchObject({ status: 'succeeded' });
    expect((await subscriptionsOf(app, student)).current).toMatchObject({ status: 'active' });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 8 });
    const none = await mutate(
      student,
      'mutation($s: ID!, $k: String!) { resumeCharges(subscriptionId: $s, idempotencyKey: $k) { status } }',
      { s: current.id, k: randomUUID() },
    );
    expect(none.code).toBe('no_pending_subscription_charge');
  });

  it('a renewal needing authentication is pending until the student confirms it', async () => {
    const student = await buildBuyer(app, catalogue);
    const result = await buy(app, student, { variantId: store.flex4 }, { method: card(CARDS.authenticate) });
    await mutate(
      student,
      'mutation($p: ID!, $r: String!) { completePaymentAction(purchaseId: $p, reference: $r, approve: true) { status } }',
      {
        p: result.purchase.id,
        r: result.purchase.nextAction!.reference,
      },
    );
    await advance(28 * DAY + HOUR);
    const current = (await subscriptionsOf(app, student)).current!;
    expect(current).toMatchObject({ status: 'pending', displayState: 'payment_pending', canResumeCharges: true });
    const resumed = await mutate(
      student,
      'mutation($s: ID!, $k: String!) { resumeCharges(subscriptionId: $s, idempotencyKey: $k) { status nextAction { reference } purchase { id } } }',
      {
        s: current.id,
        k: randomUUID(),
      },
    );
    const { nextAction, purchase } = resumed.data!.resumeCharges as { nextAction: { reference: string }; purchase: { id: string } };
    const done = await mutate(
      student,
      'mutation($p: ID!, $r: String!) { completePaymentAction(purchaseId: $p, reference: $r, approve: true) { status } }',
      {
        p: purchase.id,
        r: nextAction.reference,
      },
    );
    expect(done.data!.completePaymentAction).toMatchObject({ status: 'succeeded' });
    expect((await subscriptionsOf(app, student)).current).toMatchObject({ status: 'active' });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 8 });
  });
});

describe('pause', () => {
  it('scheduled ahead, cancels the classes in it (refund only 7+ days ahead), blocks booking, moves the renewal, resumes by itself', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex8 });
    const sub = bought.purchase.subscription!;
    const soon = await classIn(3, 0);
    const later = await classIn(10, 1);
    const after = await classIn(20, 2);
    const a1 = (await book(student, soon.uid)).data!.bookClass.appointment.id;
    const a2 = (await book(student, later.uid)).data!.bookClass.appointment.id;
    const a3 = (await book(student, after.uid)).data!.bookClass.appointment.id;
    expect(await credits(app, student)).toMatchObject({ groupCredits: 5 });
    const from = new Date(clock.now().getTime() + 2 * DAY);
    const to = new Date(from.getTime() + 14 * DAY);
    const refused = await mutate(
      student,
      'mutation($s: ID!, $f: DateTime!, $t: DateTime!) { schedulePause(subscriptionId: $s, dateFrom: $f, dateTo: $t, acceptClassCancellation: false) { id } }',
      {
        s: sub.id,
        f: from.toISOString(),
        t: to.toISOString(),
      },
    );
    expect(refused.code).toBe('pause_agreement_required');
    const tooLong = await mutate(
      student,
      'mutation($s: ID!, $f: DateTime!, $t: DateTime!) { schedulePause(subscriptionId: $s, dateFrom: $f, dateTo: $t, acceptClassCancellation: true) { id } }',
      {
        s: sub.id,
        f: from.toISOString(),
        t: new Date(from.getTime() + 29 * DAY).toISOString(),
      },
    );
    expect(tooLong.code).toBe('pause_too_long');
    const paused = await mutate(
      student,
      'mutation($s: ID!, $f: DateTime!, $t: DateTime!) { schedulePause(subscriptionId: $s, dateFrom: $f, dateTo: $t, acceptClassCancellation: true) { nextPaymentDate canCancelPause pause { status numberOfDays } } }',
      { s: sub.id, f: from.toISOString(), t: to.toISOString() },
    );
    const view = paused.data!.schedulePause as {
      nextPaymentDate: string;
      canCancelPause: boolean;
      pause: { status: string; numberOfDays: number };
    };
    expect(view.pause).toMatchObject({ status: 'scheduled', numberOfDays: 14 });
    expect(new Date(view.nextPaymentDate).getTime() - new Date(sub.nextPaymentDate!).getTime()).toBe(14 * DAY);
    expect(await appointmentStatus(a1)).toMatchObject({ status: 'cancelled_by_student', refunded: false });
    expect(await appointmentStatus(a2)).toMatchObject({ status: 'cancelled_by_student', refunded: true });
    expect(await appointmentStatus(a3)).toMatchObject({ status: 'booked' });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 6 });
    const inPause = await classIn(6, 3);
    expect((await book(student, inPause.uid)).code).toBe('no_appointments_during_scheduled_pause');
    const again = await mutate(
      student,
      'mutation($s: ID!, $f: DateTime!, $t: DateTime!) { schedulePause(subscriptionId: $s, dateFrom: $f, dateTo: $t, acceptClassCancellation: true) { id } }',
      {
        s: sub.id,
        f: new Date(to.getTime() + DAY).toISOString(),
        t: new Date(to.getTime() + 2 * DAY).toISOString(),
      },
    );
    expect(again.code).toBe('pause_once_per_cycle');
    await advance(3 * DAY);
    expect((await subscriptionsOf(app, student)).current).toMatchObject({ displayState: 'paused', canUnpause: true });
    await advance(14 * DAY);
    expect((await subscriptionsOf(app, student)).current).toMatchObject({ displayState: 'active' });
    expect((await book(student, (await classIn(4, 4)).uid)).data).toBeTruthy();
  });

  it('a scheduled pause can be cancelled; a running one can end early (the renewal date moves back)', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex4 });
    const sub = bought.purchase.subscription!;
    const q =
      'mutation($s: ID!, $f: DateTime!, $t: DateTime!) { schedulePause(subscriptionId: $s, dateFrom: $f, dateTo: $t, acceptClassCancellation: true) { nextPaymentDate } }';
    const from = new Date(clock.now().getTime() + DAY);
    await mutate(student, q, { s: sub.id, f: from.toISOString(), t: new Date(from.getTime() + 7 * DAY).toISOString() });
    const cancelled = await mutate(
      student,
      'mutation($s: ID!) { cancelScheduledPause(subscriptionId: $s) { nextPaymentDate pause { id } } }',
      { s: sub.id },
    );
    expect(cancelled.data!.cancelScheduledPause).toMatchObject({ nextPaymentDate: sub.nextPaymentDate, pause: null });
    await mutate(student, q, { s: sub.id, f: from.toISOString(), t: new Date(from.getTime() + 10 * DAY).toISOString() });
    await advance(3 * DAY);
    const ended = await mutate(student, 'mutation($s: ID!) { unpauseSubscription(subscriptionId: $s) { displayState nextPaymentDate } }', {
      s: sub.id,
    });
    const e = ended.data!.unpauseSubscription as { displayState: string; nextPaymentDate: string };
    expect(e.displayState).toBe('active');
    expect(Math.round((new Date(e.nextPaymentDate).getTime() - new Date(sub.nextPaymentDate!).getTime()) / DAY)).toBe(2);
  });
});

describe('cancel, reactivate, roll over, change', () => {
  it('cancel ends on a date: later classes cancelled, later bookings refused, credits gone at the end; reactivate before it', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex8 });
    const sub = bought.purchase.subscription!;
    const before = await classIn(5, 0);
    const beyond = await classIn(30, 1);
    (await book(student, before.uid)).data!.bookClass.appointment.id;
    const late = (await book(student, beyond.uid)).data!.bookClass.appointment.id;
    const noReasons = await mutate(student, 'mutation($s: ID!) { cancelSubscription(subscriptionId: $s, reasons: []) { id } }', {
      s: sub.id,
    });
    expect(noReasons.code).toBe('validation_failed');
    const cancelled = await mutate(
      student,
      'mutation($s: ID!) { cancelSubscription(subscriptionId: $s, reasons: [too_expensive, other], feedback: "Moving abroad.") { status displayState expiresAt canReactivate } }',
      {
        s: sub.id,
      },
    );
    expect(cancelled.data!.cancelSubscription).toMatchObject({
      status: 'cancelled',
      displayState: 'cancelled',
      expiresAt: sub.nextPaymentDate,
      canReactivate: true,
    });
    expect(await appointmentStatus(late)).toMatchObject({ status: 'cancelled_by_student' });
    expect((await book(student, (await classIn(29, 2)).uid)).code).toBe('booking_after_subscription_expiry');
    const reactivated = await mutate(
      student,
      'mutation($s: ID!, $k: String!) { reactivateSubscription(subscriptionId: $s, idempotencyKey: $k) { status subscription { status displayState } } }',
      {
        s: sub.id,
        k: randomUUID(),
      },
    );
    expect(reactivated.data!.reactivateSubscription).toMatchObject({ subscription: { status: 'active', displayState: 'active' } });
    await mutate(student, 'mutation($s: ID!) { cancelSubscription(subscriptionId: $s, reasons: [not_enough_time]) { id } }', { s: sub.id });
    await advance(28 * DAY + HOUR);
    const subs = await subscriptionsOf(app, student);
    expect(subs.current).toBeNull();
    expect(subs.latest).toMatchObject({ status: 'expired', displayState: 'inactive', canReactivate: true });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 0, privateCredits: 0 });
    // reactivating an ended plan buys it again
    const again = await mutate(
      student,
      'mutation($s: ID!, $k: String!) { reactivateSubscription(subscriptionId: $s, idempotencyKey: $k) { status subscription { status } } }',
      {
        s: sub.id,
        k: randomUUID(),
      },
    );
    expect(again.data!.reactivateSubscription).toMatchObject({ status: 'succeeded', subscription: { status: 'active' } });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 8 });
  });

  it('roll over: the new plan starts now and the credits carry over', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex4 });
    const rolled = await mutate(
      student,
      'mutation($s: ID!, $v: ID!, $k: String!) { rolloverSubscription(subscriptionId: $s, variantId: $v, idempotencyKey: $k) { status subscription { id status } } }',
      {
        s: bought.purchase.subscription!.id,
        v: store.flex8,
        k: randomUUID(),
      },
    );
    expect(rolled.data!.rolloverSubscription).toMatchObject({ status: 'succeeded', subscription: { status: 'active' } });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 12 });
    expect((await subscriptionsOf(app, student)).latest).toMatchObject({ id: bought.purchase.subscription!.id, status: 'expired' });
  });

  it('change plan waits for the next payment date; delay, cancel the delay, delete the next', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex4 });
    const sub = bought.purchase.subscription!;
    const changed = await mutate(
      student,
      'mutation($s: ID!, $v: ID!) { changeSubscription(subscriptionId: $s, variantId: $v) { current { displayState expiresAt } next { id status displayState startsAt canDelayStart } } }',
      {
        s: sub.id,
        v: store.flex8,
      },
    );
    const c = changed.data!.changeSubscription as {
      current: { displayState: string; expiresAt: string };
      next: { id: string; displayState: string; startsAt: string };
    };
    expect(c.current.displayState).toBe('cancelled');
    expect(c.next).toMatchObject({ displayState: 'waiting', startsAt: sub.nextPaymentDate });
    const later = new Date(new Date(c.next.startsAt).getTime() + 7 * DAY).toISOString();
    const delayed = await mutate(
      student,
      'mutation($s: ID!, $d: DateTime!) { delayNextSubscription(subscriptionId: $s, startsAt: $d) { next { startsAt originalStartsAt canCancelDelay } } }',
      {
        s: c.next.id,
        d: later,
      },
    );
    expect(delayed.data!.delayNextSubscription).toMatchObject({
      next: { startsAt: later, originalStartsAt: c.next.startsAt, canCancelDelay: true },
    });
    const undelayed = await mutate(
      student,
      'mutation($s: ID!) { cancelDelayedStart(subscriptionId: $s) { next { startsAt originalStartsAt } } }',
      { s: c.next.id },
    );
    expect(undelayed.data!.cancelDelayedStart).toMatchObject({ next: { startsAt: c.next.startsAt, originalStartsAt: null } });
    const deleted = await mutate(
      student,
      'mutation($s: ID!) { deleteNextSubscription(subscriptionId: $s) { current { status displayState } next { id } } }',
      { s: c.next.id },
    );
    expect(deleted.data!.deleteNextSubscription).toMatchObject({ current: { status: 'active', displayState: 'active' }, next: null });
    // change again and let it happen
    await mutate(student, 'mutation($s: ID!, $v: ID!) { changeSubscription(subscriptionId: $s, variantId: $v) { next { id } } }', {
      s: sub.id,
      v: store.flex8,
    });
    await advance(28 * DAY + HOUR);
    const subs = await subscriptionsOf(app, student);
    expect(subs.current).toMatchObject({ status: 'active', price: { amount: 9592 } });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 4 + 8 });
  });

  it('a Sprint cannot be changed (complete current course first) and gets its credits when it starts', async () => {
    // The Sprint's day is the student's Berlin day: pin the hour (forward, to 10:00 UTC) so the
    // classes below never straddle a Berlin midnight, whatever the time the suite runs at.
    await setClockForwardTo(10);
    const student = await buildBuyer(app, catalogue);
    const [sprint] = await app.db
      .insert(sprints)
      .values({
        slug: `s-${randomUUID()}`,
        sectionId: catalogue.sectionId,
        name: 'Summer Sprint',
        startsAt: new Date(Math.ceil((clock.now().getTime() + 10 * DAY) / DAY) * DAY),
        durationWeeks: 4,
      })
      .returning();
    store.sprintId = sprint.id;
    const bought = await buy(app, student, { variantId: store.sprint4, sprintId: store.sprintId });
    expect(bought.purchase.subscription).toMatchObject({ status: 'waiting' });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 0 });
    const changed = await mutate(
      student,
      'mutation($s: ID!, $v: ID!) { changeSubscription(subscriptionId: $s, variantId: $v) { next { id } } }',
      {
        s: bought.purchase.subscription!.id,
        v: store.flex8,
      },
    );
    expect(changed.code).toBe('subscription_not_eligible');
    await advance(11 * DAY);
    expect((await subscriptionsOf(app, student)).current).toMatchObject({ status: 'active', displayState: 'expire' });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 20 });
    // one booking per day during the Sprint: 10:00 and 11:00 on one Berlin day, three days ahead
    const day = zonedDateKey(new Date(clock.now().getTime() + 3 * DAY), 'Europe/Berlin');
    const first = await buildClass(app, {
      catalogue,
      startAt: localHourStart(day, 10, 'Europe/Berlin'),
      lessonIndex: 0,
      teacherId: teacher.id,
    });
    const sameDay = await buildClass(app, {
      catalogue,
      startAt: localHourStart(day, 11, 'Europe/Berlin'),
      lessonIndex: 1,
      teacherId: teacher.id,
    });
    expect((await book(student, first.uid)).data).toBeTruthy();
    expect((await book(student, sameDay.uid)).code).toBe('sprint_one_booking_per_day');
    // no time zone change while the Sprint runs (saving the same zone is fine)
    const setZone = async (timezone: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/timezone',
        headers: { ...clientHeaders, 'content-type': 'application/json', cookie: await loginCookies(app, student) },
        payload: { timezone },
      });
    expect((await setZone('Europe/Berlin')).statusCode).toBe(200);
    const moved = await setZone('America/New_York');
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ code: expect.stringMatching(/sprint|timezone/) });
    const late = await createStudentBuyingSprintAfterStart();
    expect(late).toBe('sprint_already_started');
  });
});

async function createStudentBuyingSprintAfterStart() {
  const other = await buildBuyer(app, catalogue);
  return (await createPurchase(app, other, { variantId: store.sprint4, sprintId: store.sprintId })).code;
}

describe('withdrawal', () => {
  it('within 14 days: money back minus the classes taken, a credit memo, the plan ends', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex8 });
    const klass = await classIn(2, 5);
    await book(student, klass.uid);
    const future = await classIn(6, 6);
    const cancelledLater = (await book(student, future.uid)).data!.bookClass.appointment.id;
    await advance(3 * DAY);
    const res = await mutate(
      student,
      'mutation($p: ID!, $k: String!) { withdrawPurchase(purchaseId: $p, idempotencyKey: $k) { status } }',
      {
        p: bought.purchase.id,
        k: randomUUID(),
      },
    );
    expect(res.data!.withdrawPurchase).toMatchObject({ status: 'withdrawn' });
    expect(await appointmentStatus(cancelledLater)).toMatchObject({ status: 'cancelled_by_student' });
    const [memo] = await queryRows<{ total_cents: number; kind: string }>(
      app.db,
      sql`select total_cents, kind from student_invoices where student_id = ${student.id} and kind = 'credit_memo'`,
    );
    // 8 classes for 95.92: one taken costs 11.99, 83.93 come back
    expect(memo).toEqual({ total_cents: 9592 - 1199, kind: 'credit_memo' });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 0 });
    expect((await subscriptionsOf(app, student)).current).toBeNull();
  });

  it('after 14 days it is refused', async () => {
    const student = await buildBuyer(app, catalogue);
    const bought = await buy(app, student, { variantId: store.flex4 });
    await advance(15 * DAY);
    const res = await mutate(
      student,
      'mutation($p: ID!, $k: String!) { withdrawPurchase(purchaseId: $p, idempotencyKey: $k) { status } }',
      {
        p: bought.purchase.id,
        k: randomUUID(),
      },
    );
    expect(res.code).toBe('withdrawal_period_over');
  });
});

describe('books', () => {
  it('balance after everything', async () => {
    await drainJobs(app);
    expect(await allBooksBalance(app)).toEqual({ money: [], ledger: [], seats: [], failedJobs: [] });
  });
});
