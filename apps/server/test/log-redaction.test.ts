import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookies } from './graphql-requests.ts';
import { ALL_AGREEMENTS, createPurchase } from './commerce-requests.ts';
import { clientHeaders } from './helper.ts';
import { buildLoggedTestApp } from './log-capture.ts';
import { buildBuyer, buildCatalogue, buildStore, type Store } from './factories/index.ts';

/** Issue 10 point 3: card numbers, CVCs, passwords and tokens never reach the log, whatever fails. */
const { app, lines, entries } = await buildLoggedTestApp();
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;
let store: Store;

const SECRETS = {
  cardNumber: '4242424242424242',
  cvc: '731',
  holder: 'Zelda Secretholder',
  password: 'Hunter2-Very-Secret!',
  iban: 'DE89370400440532013000',
};

const PAY = 'mutation($i: PayPurchaseInput!) { payPurchase(input: $i) { status } }';

function payInput(purchaseId: string, holderName: string) {
  return {
    purchaseId,
    idempotencyKey: randomUUID(),
    acceptedAgreements: ALL_AGREEMENTS,
    newPaymentMethod: {
      type: 'card',
      card: { number: SECRETS.cardNumber, expMonth: 12, expYear: 2040, cvc: SECRETS.cvc, postalCode: '10115', holderName },
    },
  };
}

function expectNoSecretInLog() {
  const log = lines.join('');
  // The CVC is short enough to occur in timings, so it is searched as a JSON string value.
  for (const [name, secret] of Object.entries(SECRETS)) expect(log).not.toContain(name === 'cvc' ? `"${secret}"` : secret);
  expect(log).not.toMatch(/"cvc":"(?!\[Redacted\])/);
}

beforeAll(async () => {
  catalogue = await buildCatalogue(app);
  store = await buildStore(app, catalogue);
});

describe('log redaction', () => {
  it('a failed database write inside a GraphQL payment logs neither the variables nor the query parameters', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, buyer, { variantId: store.flex4 });
    // Force the card's row insert to fail: PostgreSQL reports the row's values in `detail`, Drizzle the parameters in its message.
    await app.db.execute(
      sql.raw(`ALTER TABLE payment_methods ADD CONSTRAINT log_redaction_block CHECK (holder_name <> '${SECRETS.holder}') NOT VALID`),
    );
    try {
      const res = await gql(app, buyer, PAY, {
        i: payInput(created.data!.createPurchase.id, SECRETS.holder),
        // Extra variables are ignored by execution but still logged with an internal error.
        password: SECRETS.password,
        nested: { iban: SECRETS.iban, list: [{ secretToken: SECRETS.password }] },
      });
      expect(res.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await app.db.execute(sql`ALTER TABLE payment_methods DROP CONSTRAINT log_redaction_block`);
    }
    const internal = entries(50).find((e) => e.msg === 'graphql internal error');
    expect(internal, 'the internal error is logged').toBeDefined();
    expect(JSON.stringify(internal)).toContain('payment_methods'); // the SQL text stays, for diagnosis
    expect(JSON.stringify(internal)).toContain('[Redacted]');
    expectNoSecretInLog();
  });

  it('a NUL byte in a card holder name is refused at the edge (422), never an internal error', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const created = await createPurchase(app, buyer, { variantId: store.flex4 });
    const before = entries(50).length;
    const res = await gql(app, buyer, PAY, { i: payInput(created.data!.createPurchase.id, 'Zel\u0000da') });
    expect(res.status).toBe(422);
    expect(res.code).toBe('validation_failed');
    expect(res.errors?.[0]?.extensions?.field).toBe('i.newPaymentMethod.card.holderName');
    expect(entries(50).length).toBe(before);
    expectNoSecretInLog();
  });

  it('request URLs are logged without calendar tokens or query-string secrets', async () => {
    const cookie = await loginCookies(app, await buildBuyer(app, catalogue));
    await app.inject({ method: 'GET', url: `/calendar/${SECRETS.password}.ics` });
    await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ serverInfo { releaseId } }')}&variables=${encodeURIComponent(JSON.stringify({ password: SECRETS.password }))}&token=${SECRETS.iban}`,
      headers: { ...clientHeaders, cookie },
    });
    const urls = entries(30)
      .map((e) => (e.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls.some((u) => u?.startsWith('/calendar/[Redacted]'))).toBe(true);
    expect(lines.join('')).not.toContain(cookie.split('=')[1]);
    expectNoSecretInLog();
  });
});
