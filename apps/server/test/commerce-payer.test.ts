import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { CARDS, buy, card } from './commerce-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import {
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildStore,
  buildTeacher,
  type Catalogue,
  type Store,
  type TestUser,
} from './factories/index.ts';

const { app } = await buildTestApp();
let catalogue: Catalogue;
let store: Store;

beforeAll(async () => {
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
});

async function post(url: string, who: TestUser | null, payload: unknown) {
  const cookie = who ? await loginCookies(app, who) : '';
  return app.inject({
    method: 'POST',
    url,
    headers: { ...clientHeaders, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

const purchaseStatus = async (who: TestUser, id: string) =>
  (await gql<{ purchase: { status: string } }>(app, who, 'query($id: ID!) { purchase(id: $id) { status } }', { id })).data?.purchase.status;

describe('3-D Secure confirmation belongs to the payer', () => {
  it('refuses another student, a teacher, an admin and anonymous; the owner completes it', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const pending = await buy(app, buyer, { variantId: store.flex4 }, { method: card(CARDS.authenticate) });
    expect(pending.status).toBe('requires_action');
    const reference = pending.purchase.nextAction!.reference;
    const url = '/api/payments/test-processor/authenticate';

    const other = await buildBuyer(app, catalogue);
    const declinedByOther = await post(url, other, { reference, approve: false });
    // Answered like an unknown reference: its existence is not revealed.
    expect(declinedByOther.statusCode).toBe(404);
    expect((await post(url, null, { reference, approve: false })).statusCode).toBe(401);
    expect((await post(url, await buildTeacher(app, catalogue), { reference, approve: false })).statusCode).toBe(403);
    // No admin path: an admin acts for a student only by impersonating them.
    expect((await post(url, await buildAdmin(app), { reference, approve: false })).statusCode).toBe(403);
    expect(await purchaseStatus(buyer, pending.purchase.id)).toBe('requires_action');

    const owner = await post(url, buyer, { reference, approve: true });
    expect(owner.statusCode).toBe(204);
    expect(await purchaseStatus(buyer, pending.purchase.id)).toBe('succeeded');
  });

  it("refuses the GraphQL completion of someone else's purchase too", async () => {
    const buyer = await buildBuyer(app, catalogue);
    const pending = await buy(app, buyer, { variantId: store.flex4 }, { method: card(CARDS.authenticate) });
    const other = await buildBuyer(app, catalogue);
    const res = await gql(
      app,
      other,
      'mutation($p: ID!, $r: String!) { completePaymentAction(purchaseId: $p, reference: $r, approve: false) { status } }',
      { p: pending.purchase.id, r: pending.purchase.nextAction!.reference },
    );
    expect(res.code).toBe('package_not_found');
    expect(await purchaseStatus(buyer, pending.purchase.id)).toBe('requires_action');
  });
});

describe('malformed bodies on /api/payments/* answer 422, never 500', () => {
  const routes = [
    '/api/payments/methods',
    '/api/payments/methods/change-default',
    '/api/payments/purchase',
    '/api/payments/subscription',
    '/api/payments/test-processor/authenticate',
    '/api/subscriptions/change',
  ];
  const bodies: unknown[] = [
    null,
    [],
    'x',
    42,
    {},
    { method: 'card', idempotencyKey: 5 },
    { method: { type: 'card', card: { number: 4242, expMonth: '12', expYear: 2040, cvc: 123 } }, idempotencyKey: 'k' },
    { purchaseId: ['a'], idempotencyKey: {}, acceptedAgreements: 'terms' },
    { subscriptionId: 1, variantId: null },
    { reference: { $gt: '' }, approve: 'yes' },
    { paymentMethodId: [] },
  ];
  it.each(routes)('%s', async (url) => {
    const student = await buildBuyer(app, catalogue);
    for (const body of bodies) {
      const res = await post(url, student, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)} -> ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${JSON.stringify(body)} -> ${res.body}`).toBeLessThan(500);
      expect(res.json().code).toBeTruthy();
    }
  });
});

describe('holder names', () => {
  it('refuses bidi control characters in a card or account holder name, over REST and GraphQL', async () => {
    const student = await buildBuyer(app, catalogue);
    const rest = await post('/api/payments/methods', student, {
      method: card(CARDS.visa, { holderName: 'Mia \u202Eevil' }),
      idempotencyKey: randomUUID(),
    });
    expect(rest.statusCode).toBe(422);
    expect(rest.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'method.card.holderName', message: 'Names cannot contain text-direction control characters.' }],
    });
    const graph = await gql(
      app,
      student,
      'mutation($i: PaymentMethodInput!, $k: String!) { addPaymentMethod(input: $i, idempotencyKey: $k) { id } }',
      { i: { type: 'sepa_debit', iban: 'DE89370400440532013000', accountHolder: 'Mia\u2067 Keller' }, k: randomUUID() },
    );
    expect(graph.errors?.[0].message).toBe('Names cannot contain text-direction control characters.');
    const fine = await post('/api/payments/methods', student, {
      method: card(CARDS.visa, { holderName: 'Mia Keller' }),
      idempotencyKey: randomUUID(),
    });
    expect(fine.statusCode).toBe(200);
  });
});
