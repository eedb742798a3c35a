import { splitGross } from '@parla/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants, studentInvoices, users } from '../src/db/schema/index.ts';
import { loginCookies } from './graphql-requests.ts';
import { buy } from './commerce-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildBuyer, buildCatalogue, buildStore, type Catalogue, type Store } from './factories/index.ts';
import { pdfText } from './pdf-text.ts';

/**
 * VAT on a real student invoice (issue 10 point 19): a purchase through the API issues an
 * invoice whose row and PDF carry the buyer's country's rate and the VAT amount taken out of
 * the gross total; until now only the domain's splitGross was tested.
 */
const { app } = await buildTestApp();
let catalogue: Catalogue;
let store: Store;

beforeAll(async () => {
  catalogue = await buildCatalogue(app, { lessons: 2 });
  store = await buildStore(app, catalogue);
});

const major = (cents: number) => (cents / 100).toFixed(2);
/** An amount as the English invoice prints it: ISO code first (en-GB), any space between. */
const printed = (cents: number, currency: string) => new RegExp(`${currency}\\s${major(cents).replace('.', '\\.')}`);

async function invoiceAfterPurchase(country: string, locale?: string) {
  const student = await buildBuyer(app, catalogue, country);
  if (locale) await app.db.update(users).set({ locale }).where(eq(users.id, student.id));
  const bought = await buy(app, student, { variantId: store.flex4 });
  expect(bought.status).toBe('succeeded');
  const cookie = await loginCookies(app, student);
  const list = await app.inject({ method: 'GET', url: `/api/users/${student.id}/student-invoices`, headers: { cookie } });
  const [listed] = list.json<{ id: string; number: string; pdfUrl: string; total: { amount: number; currency: string } }[]>();
  const [row] = await app.db.select().from(studentInvoices).where(eq(studentInvoices.number, listed.number));
  const pdf = await app.inject({ method: 'GET', url: listed.pdfUrl, headers: { cookie } });
  expect(pdf.statusCode).toBe(200);
  return { listed, row, text: await pdfText(new Uint8Array(pdf.rawPayload)) };
}

describe('VAT on student invoices', () => {
  it('a buyer in Germany: 19% VAT taken out of the gross total, on the invoice and its PDF', async () => {
    const { listed, row, text } = await invoiceAfterPurchase('DE');
    const gross = listed.total.amount;
    expect(gross).toBeGreaterThan(0);
    const { netCents, vatCents } = splitGross(gross, 1900);
    // 19% of the net, rounded to the cent, and net + VAT = the gross that was charged.
    expect(vatCents).toBe(Math.round((gross * 19) / 119));
    expect(row).toMatchObject({ vatRateBp: 1900, vatCents, netCents, totalCents: gross, countryCode: 'DE' });
    expect(row.netCents + row.vatCents).toBe(row.totalCents);
    const currency = listed.total.currency;
    expect(text).toContain('VAT 19%');
    expect(text).toMatch(printed(vatCents, currency));
    expect(text).toMatch(printed(netCents, currency));
    expect(text).toContain("Prices include VAT at the rate of the customer's country (Germany).");
  });

  it("a buyer in France pays the same gross with France's 20% inside", async () => {
    const { listed, row, text } = await invoiceAfterPurchase('FR');
    const { netCents, vatCents } = splitGross(listed.total.amount, 2000);
    expect(row).toMatchObject({ vatRateBp: 2000, vatCents, netCents, countryCode: 'FR' });
    expect(text).toContain('VAT 20%');
    expect(text).toMatch(printed(vatCents, listed.total.currency));
  });

  it('a buyer outside the EU: no VAT, and the PDF says why', async () => {
    const { listed, row, text } = await invoiceAfterPurchase('US');
    expect(row).toMatchObject({ vatRateBp: 0, vatCents: 0, netCents: listed.total.amount, countryCode: 'US' });
    expect(text).toContain('VAT 0%');
    expect(text).toContain('Service outside the scope of EU VAT');
  });

  it("the item is written in the buyer's saved language when issued, the school's country too", async () => {
    await app.db
      .update(productVariants)
      .set({ translations: { de: { name: 'Flex 4 (Deutsch)', description: 'Vier Kurse im Monat', contentBlocks: [] } } })
      .where(eq(productVariants.id, store.flex4));
    const { row, text } = await invoiceAfterPurchase('DE', 'de');
    expect(row.items).toMatchObject([{ item: 'Flex 4 (Deutsch)' }]);
    expect(text).toContain('Flex 4 (Deutsch)');
    expect(text).toContain('Deutschland');
    expect(text).not.toContain('Germany');
  });
});
