import { beforeAll, describe, expect, it } from 'vitest';
import { buy, CARDS, card, credits } from './commerce-requests.ts';
import { gql, ledgerMismatches, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { injectGraphql, tally } from './race-requests.ts';
import {
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildClass,
  buildStore,
  buildTeacher,
  type Catalogue,
  roundHourAhead,
  type Store,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();

const CHOICE = '{ trialCreditChoice { kind chosenAt canChange groupCredits privateCredits trialEndsAt } }';
const CHOOSE = 'mutation($kind: CreditKind!) { chooseTrialCredits(kind: $kind) { kind chosenAt canChange } }';
const BOOK = 'mutation($i: BookClassInput!) { bookClass(input: $i) { appointment { id } } }';

let catalogue: Catalogue;
let store: Store;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  clock.set(new Date('2026-05-04T09:12:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 3 });
  store = await buildStore(app, catalogue);
  teacher = await buildTeacher(app, catalogue);
  admin = await buildAdmin(app);
});

/** A student who has just paid for a trial (3 group credits by default, as checkout grants them today). */
async function trialStudent(cardNumber: string): Promise<TestUser> {
  const student = await buildBuyer(app, catalogue);
  await buy(app, student, { variantId: store.flex8, withTrial: true }, { method: card(cardNumber) });
  return student;
}

describe('credits-type-selection: 3 group or 1 private, chosen once after paying (decision 070)', () => {
  it('access: the trial student reads and chooses; another student has no trial; teacher and admin are refused; anonymous too', async () => {
    const owner = await trialStudent(CARDS.visa);
    const other = await buildBuyer(app, catalogue);
    const read = await gql(app, owner, CHOICE);
    expect(read.data?.trialCreditChoice).toMatchObject({
      kind: 'group',
      chosenAt: null,
      canChange: true,
      groupCredits: 3,
      privateCredits: 1,
    });
    expect((await gql(app, other, CHOICE)).data?.trialCreditChoice).toBeNull();
    expect((await gql(app, other, CHOOSE, { kind: 'private' })).code).toBe('trial_credit_choice_unavailable');
    for (const who of [teacher, admin]) {
      expect((await gql(app, who, CHOICE)).code).toBe('forbidden');
      expect((await gql(app, who, CHOOSE, { kind: 'private' })).code).toBe('forbidden');
    }
    expect((await gql(app, null, CHOICE)).code).toBe('unauthenticated');
    expect((await gql(app, null, CHOOSE, { kind: 'private' })).code).toBe('unauthenticated');
    // Nobody else's attempt touched the owner's trial.
    expect((await gql(app, owner, CHOICE)).data?.trialCreditChoice).toMatchObject({ kind: 'group', chosenAt: null });
  });

  it('exchanging: the 3 group credits become 1 private credit until the trial ends, once; the ledger balances', async () => {
    const student = await trialStudent(CARDS.mastercard);
    expect(await credits(app, student)).toMatchObject({ groupCredits: 3, privateCredits: 0 });
    const chosen = await gql(app, student, CHOOSE, { kind: 'private' });
    expect(chosen.data?.chooseTrialCredits).toMatchObject({ kind: 'private', canChange: false });
    expect(await credits(app, student)).toMatchObject({ groupCredits: 0, privateCredits: 1 });
    expect((await gql(app, student, CHOOSE, { kind: 'group' })).code).toBe('trial_credits_already_chosen');
    expect((await gql(app, student, CHOOSE, { kind: 'private' })).code).toBe('trial_credits_already_chosen');
    expect(await credits(app, student)).toMatchObject({ groupCredits: 0, privateCredits: 1 });
    const subs = await gql<{ subscriptions: { current: { trialEndsAt: string } } }>(
      app,
      student,
      '{ subscriptions { current { trialEndsAt } } }',
    );
    const info = await gql<{ creditsInfo: { nextExpiry: string } }>(app, student, '{ creditsInfo { nextExpiry } }');
    expect(info.data?.creditsInfo.nextExpiry).toBe(subs.data?.subscriptions.current.trialEndsAt);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('a trial credit already spent on a booking: the exchange is refused, keeping the kind is still allowed', async () => {
    const student = await trialStudent(CARDS.amex);
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 3 * 24), teacherId: teacher.id });
    expect((await gql(app, student, BOOK, { i: { classUid: klass.uid } })).code).toBeUndefined();
    expect((await gql(app, student, CHOICE)).data?.trialCreditChoice).toMatchObject({ canChange: false, chosenAt: null });
    expect((await gql(app, student, CHOOSE, { kind: 'private' })).code).toBe('trial_credits_in_use');
    expect(await credits(app, student)).toMatchObject({ groupCredits: 2, privateCredits: 0 });
    expect((await gql(app, student, CHOOSE, { kind: 'group' })).data?.chooseTrialCredits).toMatchObject({ kind: 'group' });
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('eight simultaneous choices: one wins, the others find the choice made; one private credit, no group credit', async () => {
    const student = await trialStudent('5200828282828210');
    const cookie = await loginCookies(app, student);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => injectGraphql(app, cookie, CHOOSE, { kind: i % 2 === 0 ? 'private' : 'group' })),
    );
    const outcomes = results.map(({ body }) => body.errors?.[0]?.extensions?.code ?? 'ok');
    expect(tally(outcomes)).toMatchObject({ ok: 1, trial_credits_already_chosen: 7 });
    const after = await credits(app, student);
    expect(after.groupCredits + after.privateCredits * 3).toBe(3);
    expect(await ledgerMismatches(app)).toEqual([]);
  });
});
