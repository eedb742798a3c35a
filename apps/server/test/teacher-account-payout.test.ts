import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teacherPayoutDetails } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { impersonationCookie } from './teacher-account-helpers.ts';
import { buildAdmin, buildTeacher, type TestUser } from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();

const REQUEST = `mutation Request($input: TeacherPayoutDetailsInput!) { requestPayoutDetailsCode(input: $input) { sentTo expiresAt } }`;
const UPDATE = `mutation Update($input: TeacherPayoutDetailsInput!, $code: String!) {
  updatePayoutDetails(input: $input, code: $code) { address city postalCode defaultPaymentMethod iban bic paypal }
}`;
const READ = `{ teacherAccount { payoutDetails { address address2 iban bic paypal defaultPaymentMethod } } }`;

const bank = {
  address: 'Kaiser-Joseph-Straße 12',
  address2: '',
  city: 'Freiburg',
  state: 'Baden-Württemberg',
  postalCode: '79098',
  country: 'DE',
  incomeTaxNumber: '06/123/45678',
  paymentMethod: 'BankTransfer',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
};

/** The 6-digit code from the newest e-mail to `email`. */
function mailedCode(email: string): string {
  const mail = mailer.last(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let teacher: TestUser;
let cookie: string;
let admin: TestUser;

beforeAll(async () => {
  teacher = await buildTeacher(app);
  admin = await buildAdmin(app);
  cookie = await loginCookies(app, teacher);
});

async function freshTeacher() {
  const t = await buildTeacher(app);
  return { teacher: t, cookie: await loginCookies(app, t) };
}

describe('payout details with an e-mailed two-factor code', () => {
  it('validates before sending a code: required address fields, IBAN (mod-97) and BIC', async () => {
    const res = await gql(app, cookie, REQUEST, {
      input: { ...bank, address: ' ', city: '', iban: 'DE89370400440532013001', bic: 'DEUTQQFF' },
    });
    const fields = Object.fromEntries((res.errors ?? []).map((e) => [e.extensions?.field, e.message]));
    expect(fields).toMatchObject({
      address: 'Please enter your street address.',
      city: 'Please enter your city.',
      iban: 'This is not a valid IBAN.',
      bic: 'This is not a valid BIC/SWIFT code.',
    });
    expect(mailer.sent.filter((m) => m.to === teacher.email)).toHaveLength(0);
  });

  it("needs the PayPal e-mail when paying by PayPal, and keeps only that method's fields", async () => {
    const missing = await gql(app, cookie, REQUEST, { input: { ...bank, paymentMethod: 'PayPal' } });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Please enter your PayPal e-mail address.',
      extensions: { field: 'paypalEmail' },
    });
    const { teacher: t, cookie: c } = await freshTeacher();
    const input = { ...bank, paymentMethod: 'PayPal', paypalEmail: 'Maria.Keller@Example.com' };
    expect((await gql(app, c, REQUEST, { input })).errors).toBeUndefined();
    const saved = await gql<{ updatePayoutDetails: Record<string, unknown> }>(app, c, UPDATE, { input, code: mailedCode(t.email) });
    expect(saved.data?.updatePayoutDetails).toMatchObject({
      defaultPaymentMethod: 'PayPal',
      paypal: 'maria.keller@example.com',
      iban: null,
      bic: null,
    });
  });

  it('saves with the right code, normalised, and tells the teacher the details changed', async () => {
    const requested = await gql<{ requestPayoutDetailsCode: { sentTo: string; expiresAt: string } }>(app, cookie, REQUEST, { input: bank });
    expect(requested.errors).toBeUndefined();
    expect(requested.data?.requestPayoutDetailsCode.sentTo).toMatch(/^te•+@example\.com$/);
    const validFor = new Date(requested.data!.requestPayoutDetailsCode.expiresAt).getTime() - clock.now().getTime();
    expect(Math.abs(validFor - 10 * 60_000)).toBeLessThan(2_000);
    const code = mailedCode(teacher.email);
    expect(mailer.last(teacher.email)?.subject).toBe(`Your verification code: ${code}`);

    const saved = await gql<{ updatePayoutDetails: Record<string, unknown> }>(app, cookie, UPDATE, { input: bank, code });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updatePayoutDetails).toMatchObject({
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      defaultPaymentMethod: 'BankTransfer',
    });
    const [row] = await app.db.select().from(teacherPayoutDetails).where(eq(teacherPayoutDetails.teacherId, teacher.id));
    expect(row).toMatchObject({ iban: 'DE89370400440532013000', address2: null, paypalEmail: null });
    expect(mailer.last(teacher.email)?.subject).toBe('Your payment details were changed');
    const read = await gql<{ teacherAccount: { payoutDetails: Record<string, unknown> } }>(app, cookie, READ);
    expect(read.data?.teacherAccount.payoutDetails).toMatchObject({ address: bank.address, bic: 'COBADEFFXXX' });
  });

  it('works once: the same code cannot be used again', async () => {
    await gql(app, cookie, REQUEST, { input: { ...bank, city: 'Berlin' } });
    const code = mailedCode(teacher.email);
    const first = await gql(app, cookie, UPDATE, { input: { ...bank, city: 'Berlin' }, code });
    expect(first.errors).toBeUndefined();
    const again = await gql(app, cookie, UPDATE, { input: { ...bank, city: 'Berlin' }, code });
    expect(again.code).toBe('verification_code_required');
  });

  it('refuses a wrong code with the attempts left, and burns the code after five wrong entries', async () => {
    const { teacher: t, cookie: c } = await freshTeacher();
    await gql(app, c, REQUEST, { input: bank });
    const code = mailedCode(t.email);
    const first = await gql(app, c, UPDATE, { input: bank, code: wrong(code) });
    expect(first.code).toBe('verification_code_invalid');
    expect(first.errors?.[0].message).toBe('The verification code is not correct. Attempts left: 4.');
    for (let i = 0; i < 3; i++)
      expect((await gql(app, c, UPDATE, { input: bank, code: wrong(code) })).code).toBe('verification_code_invalid');
    expect((await gql(app, c, UPDATE, { input: bank, code: wrong(code) })).code).toBe('verification_code_attempts_exceeded');
    // Even the right code is of no use now.
    expect((await gql(app, c, UPDATE, { input: bank, code })).code).toBe('verification_code_attempts_exceeded');
    const [row] = await app.db.select().from(teacherPayoutDetails).where(eq(teacherPayoutDetails.teacherId, t.id));
    expect(row).toBeUndefined();
  });

  it('refuses an expired code (10 minutes) and a malformed one', async () => {
    const { teacher: t, cookie: c } = await freshTeacher();
    await gql(app, c, REQUEST, { input: bank });
    const code = mailedCode(t.email);
    const malformed = await gql(app, c, UPDATE, { input: bank, code: '12345' });
    expect(malformed.errors?.[0]).toMatchObject({ message: 'Please enter the 6-digit code.', extensions: { field: 'code' } });
    clock.advance(10 * 60_000 + 1);
    const late = await gql(app, c, UPDATE, { input: bank, code });
    expect(late.code).toBe('verification_code_expired');
    expect(late.errors?.[0].message).toBe('The verification code has expired. Please request a new code.');
  });

  it('binds the code to the details it was sent for; only the newest code works', async () => {
    const { teacher: t, cookie: c } = await freshTeacher();
    await gql(app, c, REQUEST, { input: bank });
    const firstCode = mailedCode(t.email);
    const changed = await gql(app, c, UPDATE, { input: { ...bank, iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L' }, code: firstCode });
    expect(changed.code).toBe('verification_code_details_changed');
    await gql(app, c, REQUEST, { input: bank });
    const secondCode = mailedCode(t.email);
    if (secondCode !== firstCode)
      expect((await gql(app, c, UPDATE, { input: bank, code: firstCode })).code).toBe('verification_code_invalid');
    expect((await gql(app, c, UPDATE, { input: bank, code: secondCode })).errors).toBeUndefined();
  });

  it('sends at most five codes an hour', async () => {
    const { teacher: t, cookie: c } = await freshTeacher();
    for (let i = 0; i < 5; i++) expect((await gql(app, c, REQUEST, { input: bank })).errors).toBeUndefined();
    const sixth = await gql(app, c, REQUEST, { input: bank });
    expect(sixth.code).toBe('too_many_verification_codes');
    expect(sixth.errors?.[0].message).toMatch(/Please retry in \d+ minutes\./);
    clock.advance(61 * 60_000);
    // The access token lapsed meanwhile (15 minutes): sign in again.
    expect((await gql(app, await loginCookies(app, t), REQUEST, { input: bank })).errors).toBeUndefined();
  });

  it('is refused in impersonation mode, for the code and for the change', async () => {
    const impersonated = await impersonationCookie(app, teacher.id, admin.id);
    const before = mailer.sent.length;
    const request = await gql(app, impersonated, REQUEST, { input: bank });
    expect(request.code).toBe('impersonation_forbidden');
    expect(request.errors?.[0].message).toBe('This action is not allowed in impersonation mode.');
    expect(mailer.sent.length).toBe(before);
    const update = await gql(app, impersonated, UPDATE, { input: bank, code: '123456' });
    expect(update.code).toBe('impersonation_forbidden');
    // Reading is fine: the admin sees what the teacher sees, and the page knows it is impersonated.
    const read = await gql<{ teacherAccount: { isImpersonated: boolean } }>(app, impersonated, '{ teacherAccount { isImpersonated } }');
    expect(read.data?.teacherAccount.isImpersonated).toBe(true);
  });

  it('purges codes older than a week with the daily job', async () => {
    const { verificationCodes } = await import('../src/db/schema/index.ts');
    const before = await app.db.select({ id: verificationCodes.id }).from(verificationCodes);
    expect(before.length).toBeGreaterThan(0);
    clock.advance(8 * 24 * 60 * 60_000);
    // The chain's job for the day has come due: it schedules the next day and purges.
    while ((await app.jobs.runDue()) > 0) {}
    expect(await app.db.select({ id: verificationCodes.id }).from(verificationCodes)).toEqual([]);
  });

  it('is for teachers only', async () => {
    expect((await gql(app, null, REQUEST, { input: bank })).code).toBe('unauthenticated');
    expect((await gql(app, admin, REQUEST, { input: bank })).code).toBe('forbidden');
  });
});
