import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { CARDS, buy, card, createPurchase, drainJobs } from './commerce-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildClass,
  buildStore,
  buildStudent,
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
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 12 });
  store = await buildStore(app, catalogue);
  teacher = await buildTeacher(app, catalogue);
});

interface Standing {
  state: string;
  until: string | null;
  refusal: string | null;
  emailVerified: boolean;
  groupCredits: number;
  privateCredits: number;
  offers: string[];
}
const STANDING = '{ bookingStanding { state until refusal emailVerified groupCredits privateCredits offers } }';
const standingOf = async (who: TestUser) => {
  const res = await gql<{ bookingStanding: Standing }>(app, who, STANDING);
  expect(res.errors).toBeUndefined();
  return res.data!.bookingStanding;
};

let lessonIndex = 0;
/** A staffed class `days` ahead at a round hour, a different lesson each time (no daily lesson limit). */
async function classIn(days: number) {
  const startAt = new Date(Math.ceil((clock.now().getTime() + days * DAY) / HOUR) * HOUR);
  return buildClass(app, { catalogue, startAt, lessonIndex: lessonIndex++ % 12, teacherId: teacher.id });
}
const bookCode = async (who: TestUser, classUid: string) =>
  (await gql(app, who, 'mutation($i: BookClassInput!) { bookClass(input: $i) { appointment { id } } }', { i: { classUid } })).code ?? null;

const RESULTS = `query($f: BookingFilter!) { bookingResults(filter: $f) { options { key isExisting type startDate refusal } } }`;
async function listed(who: TestUser, from: Date, days = 10) {
  const res = await gql<{
    bookingResults: { options: { key: string; isExisting: boolean; type: string; startDate: string; refusal: string | null }[] };
  }>(app, who, RESULTS, { f: { from: from.toISOString(), to: new Date(from.getTime() + days * DAY).toISOString() } });
  expect(res.errors).toBeUndefined();
  return res.data!.bookingResults.options;
}

async function advance(ms: number) {
  clock.advance(ms);
  await drainJobs(app);
}

describe('bookingStanding: access', () => {
  it('answers the signed-in student only; teachers, admins and anonymous callers get no standing', async () => {
    const student = await buildStudent(app, { catalogue, group: 2 });
    expect((await standingOf(student)).groupCredits).toBe(2);
    // Another student asking sees their own standing: the field takes no student id.
    const other = await buildStudent(app, { catalogue });
    expect((await standingOf(other)).groupCredits).toBe(0);
    expect((await gql(app, teacher, STANDING)).code).toBe('forbidden');
    expect((await gql(app, await buildAdmin(app), STANDING)).code).toBe('forbidden');
    expect((await gql(app, null, STANDING)).code).toBe('unauthenticated');
  });
});

describe('bookingStanding: the same answer as bookClass, per account state', () => {
  it('a new student without credits: not_enough_credits, offered the trial and the plans, never extra credits', async () => {
    const student = await buildBuyer(app, catalogue);
    const standing = await standingOf(student);
    expect(standing).toMatchObject({
      state: 'no_plan',
      until: null,
      refusal: 'not_enough_credits',
      offers: ['start_trial', 'choose_plan'],
    });
    const klass = await classIn(3);
    expect(await bookCode(student, klass.uid)).toBe(standing.refusal);
    // Every listed time is marked with the same reason.
    const options = await listed(student, clock.now());
    expect(options.length).toBeGreaterThan(0);
    expect(new Set(options.map((o) => o.refusal))).toEqual(new Set(['not_enough_credits']));
    // The preview names the refusal and only the offers that fix it.
    const preview = await gql<{ bookingPreview: { blockingError: string; offers: string[] } }>(
      app,
      student,
      'query($i: BookClassInput!) { bookingPreview(input: $i) { blockingError offers } }',
      { i: { classUid: klass.uid } },
    );
    expect(preview.data!.bookingPreview).toEqual({ blockingError: 'not_enough_credits', offers: ['start_trial', 'choose_plan'] });
    // Extra credits are not offered, and indeed the store refuses them.
    expect((await createPurchase(app, student, { variantId: store.extra5 })).code).toBe('extra_credits_not_available');
    // The trial offered is accepted: a trial purchase goes through and booking then works.
    await buy(app, student, { variantId: store.flex8, withTrial: true });
    const trial = await standingOf(student);
    expect(trial).toMatchObject({ state: 'trial', refusal: null, groupCredits: 3 });
    expect(trial.offers).toEqual(['book_class']);
    // Trial ends about 7 days from now (the subscription's trialEndsAt).
    expect(Math.abs(new Date(trial.until!).getTime() - (clock.now().getTime() + 7 * DAY))).toBeLessThan(DAY);
    expect(await bookCode(student, klass.uid)).toBeNull();
  });

  it('a trial student: times after the trial are marked trial_class_outside_trial, as bookClass answers', async () => {
    const student = await buildBuyer(app, catalogue);
    await buy(app, student, { variantId: store.flex8, withTrial: true }, { method: card(CARDS.mastercard) });
    const late = await classIn(8);
    expect(await bookCode(student, late.uid)).toBe('trial_class_outside_trial');
    const options = await listed(student, new Date(clock.now().getTime() + 5 * DAY));
    const lateRow = options.find((o) => o.key === `class:${late.uid}`);
    expect(lateRow?.refusal).toBe('trial_class_outside_trial');
    const inside = options.filter((o) => new Date(o.startDate).getTime() < clock.now().getTime() + 7 * DAY);
    const group = inside.filter((o) => o.type === 'group');
    expect(group.length).toBeGreaterThan(0);
    expect(group.filter((o) => o.refusal !== null).map((o) => [o.startDate, o.refusal])).toEqual([]);
    // The trial gave group credits only: private times are marked for that.
    expect(new Set(inside.filter((o) => o.type === 'individual').map((o) => o.refusal))).toEqual(new Set(['not_enough_credits']));
  });

  it('a paused student: paused until the pause end, every time refused as bookClass refuses it, offered to resume', async () => {
    const student = await buildBuyer(app, catalogue);
    const sub = (await buy(app, student, { variantId: store.flex8 })).purchase.subscription!;
    const from = new Date(clock.now().getTime() + HOUR);
    const to = new Date(from.getTime() + 10 * DAY);
    const paused = await gql(
      app,
      student,
      'mutation($s: ID!, $f: DateTime!, $t: DateTime!) { schedulePause(subscriptionId: $s, dateFrom: $f, dateTo: $t, acceptClassCancellation: true) { id } }',
      { s: sub.id, f: from.toISOString(), t: to.toISOString() },
    );
    expect(paused.errors).toBeUndefined();
    await advance(2 * HOUR);
    const standing = await standingOf(student);
    expect(standing).toMatchObject({ state: 'paused', until: to.toISOString(), refusal: 'no_appointments_during_scheduled_pause' });
    expect(standing.offers).toEqual(['resume']);
    const klass = await classIn(12);
    expect(await bookCode(student, klass.uid)).toBe(standing.refusal);
    const options = await listed(student, clock.now());
    expect(new Set(options.map((o) => o.refusal))).toEqual(new Set(['no_appointments_during_scheduled_pause']));
    // The offer is accepted: unpausing works and booking is open again.
    const resumed = await gql(app, student, 'mutation($s: ID!) { unpauseSubscription(subscriptionId: $s) { displayState } }', {
      s: sub.id,
    });
    expect(resumed.errors).toBeUndefined();
    expect((await standingOf(student)).refusal).toBeNull();
    expect(await bookCode(student, klass.uid)).toBeNull();
  });

  it('a cancelled membership: "ends on" with reactivation; after the end booking_after_subscription_expiry, as bookClass answers', async () => {
    const student = await buildBuyer(app, catalogue);
    const sub = (await buy(app, student, { variantId: store.flex8 })).purchase.subscription!;
    const cancelled = await gql<{ cancelSubscription: { expiresAt: string } }>(
      app,
      student,
      'mutation($s: ID!) { cancelSubscription(subscriptionId: $s, reasons: [other]) { expiresAt } }',
      { s: sub.id },
    );
    const endsAt = cancelled.data!.cancelSubscription.expiresAt;
    const ending = await standingOf(student);
    expect(ending).toMatchObject({ state: 'ending', until: endsAt, refusal: null, offers: ['reactivate', 'book_class'] });
    const after = await classIn(29);
    expect(await bookCode(student, after.uid)).toBe('booking_after_subscription_expiry');
    await advance(new Date(endsAt).getTime() - clock.now().getTime() + HOUR);
    const ended = await standingOf(student);
    expect(ended).toMatchObject({ state: 'ended', refusal: 'booking_after_subscription_expiry' });
    expect(ended.offers).toContain('reactivate');
    expect(await bookCode(student, (await classIn(3)).uid)).toBe(ended.refusal);
  });

  it('a subscriber out of credits is offered extra credits, and the store sells them', async () => {
    const student = await buildBuyer(app, catalogue);
    await buy(app, student, { variantId: store.flex8 });
    await app.db.execute(
      sql`update credit_grants set expires_at = ${clock.now().toISOString()}::timestamptz where student_id = ${student.id}`,
    );
    const standing = await standingOf(student);
    expect(standing).toMatchObject({ state: 'active', refusal: 'not_enough_credits', offers: ['buy_extra_credits'] });
    expect(await bookCode(student, (await classIn(3)).uid)).toBe(standing.refusal);
    expect((await createPurchase(app, student, { variantId: store.extra5 })).errors).toBeUndefined();
  });

  it('an unverified student is asked to verify the e-mail address, first', async () => {
    const student = await buildStudent(app, { catalogue, group: 1 });
    expect((await standingOf(student)).offers).not.toContain('verify_email');
    await app.db.execute(sql`update users set email_verified_at = null where id = ${student.id}`);
    const standing = await standingOf(student);
    expect(standing).toMatchObject({ emailVerified: false, refusal: null });
    expect(standing.offers.slice(0, 2)).toEqual(['verify_email', 'book_class']);
  });
});
