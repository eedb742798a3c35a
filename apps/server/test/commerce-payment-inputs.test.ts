import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { CARDS, card, createPurchase, pay } from './commerce-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildBuyer, buildCatalogue, buildStore, type Catalogue, type Store } from './factories/index.ts';

// The checkout's and the billing page's payment forms check the contract schemas (payPurchaseBody,
// paymentMethodInput) before sending; the GraphQL mutations check the same ones, so a form that
// skipped its check gets the same message under the same field (issue 11.2, decision 030).

const { app } = await buildTestApp();
let catalogue: Catalogue;
let store: Store;

beforeAll(async () => {
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
});

/** The first message per field, as the form shows it. */
function firstByField(errors: { message: string; extensions?: { field?: string } }[] = []): Record<string, string> {
  const first: Record<string, string> = {};
  for (const e of errors) if (e.extensions?.field) first[e.extensions.field] ??= e.message;
  return first;
}

const ADD = 'mutation($i: PaymentMethodInput!, $k: String!) { addPaymentMethod(input: $i, idempotencyKey: $k) { id } }';

describe('payment inputs checked with the contract the forms use', () => {
  it('payPurchase names each wrong card field of newPaymentMethod and charges nothing', async () => {
    const student = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, student, { variantId: store.flex8 });
    const purchaseId = created.data!.createPurchase.id;
    const blank = card('', { cvc: '12', expMonth: 13, holderName: ' ', postalCode: '' });
    const refused = await pay(app, student, purchaseId, { method: blank });
    expect(refused.data).toBeNull();
    const byField = firstByField(refused.errors);
    expect(byField).toEqual({
      'newPaymentMethod.card.number': 'Please enter the card number.',
      'newPaymentMethod.card.expMonth': 'Please enter the expiry date as MM/YY.',
      'newPaymentMethod.card.cvc': 'The security code has 3 or 4 digits.',
      'newPaymentMethod.card.postalCode': 'Please enter the postcode.',
      'newPaymentMethod.card.holderName': 'Please enter the name on the card.',
    });
    // Nothing was taken: the same purchase then pays with a good card.
    const paid = await pay(app, student, purchaseId, { method: card(CARDS.visa, { holderName: 'Mia Keller' }) });
    expect(paid.data?.payPurchase.status).toBe('succeeded');
  });

  it('a declined payment fails the purchase; a retry with a new key pays it (not the declined replay)', async () => {
    const student = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, student, { variantId: store.flex8 });
    const purchaseId = created.data!.createPurchase.id;
    const key = randomUUID();
    const declined = await pay(app, student, purchaseId, { method: card(CARDS.declined), key });
    expect(declined.data?.payPurchase.status).toBe('failed');
    expect(declined.data?.payPurchase.purchase.lastTransaction?.errorCode).toBe('card_declined');
    const replay = await pay(app, student, purchaseId, { method: card(CARDS.visa), key });
    expect(replay.data?.payPurchase.status).toBe('failed');
    const retry = await pay(app, student, purchaseId, { method: card(CARDS.visa) });
    expect(retry.data?.payPurchase.status).toBe('succeeded');
  });

  it('addPaymentMethod refuses a blank IBAN holder and a wrong IBAN with the form messages', async () => {
    const student = await buildBuyer(app, catalogue);
    const refused = await gql(app, student, ADD, {
      i: { type: 'sepa_debit', iban: 'DE89370400440532013001', accountHolder: '' },
      k: randomUUID(),
    });
    const byField = firstByField(refused.errors);
    expect(byField).toEqual({ iban: 'This IBAN is not valid.', accountHolder: 'Please enter the account holder.' });
    const paypal = await gql(app, student, ADD, { i: { type: 'paypal', paypalEmail: 'mia@' }, k: randomUUID() });
    expect(paypal.errors?.[0]).toMatchObject({ message: 'Please enter your PayPal email address.', extensions: { field: 'paypalEmail' } });
    const fine = await gql(app, student, ADD, {
      i: { type: 'sepa_debit', iban: 'DE89370400440532013000', accountHolder: 'Mia Keller' },
      k: randomUUID(),
    });
    expect(fine.errors).toBeUndefined();
  });
});
