import { ACCESS_COOKIE } from '@parla/contracts';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages, phoneChannels, users } from '../src/db/schema/index.ts';
import { MessageProviderUnavailable, MessageRefused, maskPhoneNumber } from '../src/lib/messages/index.ts';
import { startSession } from '../src/modules/identity/session.service.ts';
import { buildAdmin, buildStudent, buildTeacher, type TestUser } from './factories/index.ts';
import { gql } from './graphql-requests.ts';
import { buildLoggedTestApp } from './log-capture.ts';

// Decision 109: a phone number is verified by a 6-digit SMS code before SMS or WhatsApp use it.
const { app, clock, lines } = await buildLoggedTestApp();

const FIELDS =
  'phoneNumber verified codeExpiresAt smsReminders whatsappReminders smsRefused whatsappRefused smsAvailable whatsappAvailable';
const STATE = `query { phoneChannels { ${FIELDS} } }`;
const SEND = `mutation { sendPhoneVerificationCode { ${FIELDS} } }`;
const VERIFY = `mutation($code: String!) { verifyPhoneNumber(input: { code: $code }) { ${FIELDS} } }`;
const SWITCH = `mutation($sms: Boolean!, $whatsapp: Boolean!) { updatePhoneReminders(input: { sms: $sms, whatsapp: $whatsapp }) { ${FIELDS} } }`;
const UPDATE_PHONE = `mutation($input: PhoneNumbersInput!) { updatePhoneNumbers(input: $input) { phoneNumber } }`;

const MINUTE = 60_000;
let serial = 0;
/** A different valid German mobile number per call (+49 151 2345 67xx). */
const nextNumber = () => `+49151234567${String(10 + serial++).padStart(2, '0')}`;

async function studentWithPhone(): Promise<TestUser & { phone: string }> {
  const student = await buildStudent(app);
  const phone = nextNumber();
  await app.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, student.id));
  return { ...student, phone };
}

/** The code of the newest SMS to `phone` in the dev outbox. */
async function lastCode(phone: string): Promise<string> {
  const [message] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, phone))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let teacher: TestUser;
let admin: TestUser;
beforeAll(async () => {
  clock.freeze(new Date('2026-06-01T08:00:00Z'));
  teacher = await buildTeacher(app);
  admin = await buildAdmin(app);
});

describe('verifying a phone number', () => {
  it('sends a 6-digit code by SMS in the person’s language and verifies the number with it', async () => {
    const student = await studentWithPhone();
    await app.db.update(users).set({ locale: 'de' }).where(eq(users.id, student.id));
    const before = await gql(app, student, STATE);
    expect(before.data?.phoneChannels).toMatchObject({
      phoneNumber: student.phone,
      verified: false,
      codeExpiresAt: null,
      smsAvailable: true,
    });
    const sent = await gql(app, student, SEND);
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendPhoneVerificationCode).toMatchObject({
      codeExpiresAt: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    const [sms] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, student.phone));
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms.text).toMatch(/^Dein Parla-Code: \d{6}\. Er läuft in 10 Minuten ab\./);
    // Stored as an HMAC, never in clear.
    const code = await lastCode(student.phone);
    const [row] = await app.db.select().from(phoneChannels).where(eq(phoneChannels.userId, student.id));
    expect(row.codeHash).not.toContain(code);
    const verified = await gql(app, student, VERIFY, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyPhoneNumber).toMatchObject({ verified: true, codeExpiresAt: null, smsReminders: false });
    // The code is spent: using it again finds no code.
    expect((await gql(app, student, VERIFY, { code })).code).toBe('phone_code_missing');
  });

  it('refuses a wrong code and counts down; after 5 wrong tries the code is dead', async () => {
    const student = await studentWithPhone();
    await gql(app, student, SEND);
    const code = await lastCode(student.phone);
    const first = await gql(app, student, VERIFY, { code: wrong(code) });
    expect(first.code).toBe('phone_code_invalid');
    expect(first.errors?.[0].message).toBe('This code is not right. Tries left: 4.');
    for (let i = 0; i < 3; i++) expect((await gql(app, student, VERIFY, { code: wrong(code) })).code).toBe('phone_code_invalid');
    expect((await gql(app, student, VERIFY, { code: wrong(code) })).code).toBe('phone_code_attempts_exceeded');
    // Even the right code no longer works; a new one does.
    expect((await gql(app, student, VERIFY, { code })).code).toBe('phone_code_attempts_exceeded');
    clock.advance(MINUTE);
    await gql(app, student, SEND);
    const fresh = await lastCode(student.phone);
    expect((await gql(app, student, VERIFY, { code: fresh })).data?.verifyPhoneNumber).toMatchObject({ verified: true });
  });

  it('lets a code expire after 10 minutes (moved clock)', async () => {
    const student = await studentWithPhone();
    await gql(app, student, SEND);
    const code = await lastCode(student.phone);
    clock.advance(10 * MINUTE);
    expect((await gql(app, student, VERIFY, { code })).code).toBe('phone_code_expired');
    expect((await gql(app, student, STATE)).data?.phoneChannels).toMatchObject({ verified: false, codeExpiresAt: null });
  });

  it('throttles resends: one a minute, five an hour', async () => {
    const student = await studentWithPhone();
    expect((await gql(app, student, SEND)).errors).toBeUndefined();
    const again = await gql(app, student, SEND);
    expect(again.code).toBe('too_many_phone_codes');
    expect(again.errors?.[0].message).toBe('You have asked for several codes. Please retry in 1 minutes.');
    for (let i = 0; i < 4; i++) {
      clock.advance(MINUTE);
      expect((await gql(app, student, SEND)).errors).toBeUndefined();
    }
    clock.advance(MINUTE);
    const sixth = await gql(app, student, SEND);
    expect(sixth.code).toBe('too_many_phone_codes');
    expect(sixth.errors?.[0].message).toContain('Please retry in 55 minutes');
    clock.advance(55 * MINUTE);
    expect((await gql(app, student, SEND)).errors).toBeUndefined();
    const sent = await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, student.phone));
    expect(sent).toHaveLength(6);
  });

  it('refuses without a number, and with a number written in another format it checks the E.164 one', async () => {
    const student = await buildStudent(app);
    expect((await gql(app, student, SEND)).code).toBe('phone_number_missing');
    expect((await gql(app, student, SWITCH, { sms: true, whatsapp: false })).code).toBe('phone_number_missing');
    await gql(app, student, UPDATE_PHONE, { input: { countryCode: 'DE', phoneNumber: '0151 23456799' } });
    const sent = await gql(app, student, SEND);
    expect(sent.data?.sendPhoneVerificationCode).toMatchObject({ phoneNumber: '+4915123456799' });
  });

  it('starts over when the number changes: unverified, reminders off', async () => {
    const student = await studentWithPhone();
    await gql(app, student, SEND);
    await gql(app, student, VERIFY, { code: await lastCode(student.phone) });
    await gql(app, student, SWITCH, { sms: true, whatsapp: true });
    const changed = nextNumber();
    await gql(app, student, UPDATE_PHONE, { input: { phoneNumber: changed } });
    expect((await gql(app, student, STATE)).data?.phoneChannels).toMatchObject({
      phoneNumber: changed,
      verified: false,
      smsReminders: false,
      whatsappReminders: false,
    });
    // Back to the first number: still unverified (the old verification is gone, not revived).
    await gql(app, student, UPDATE_PHONE, { input: { phoneNumber: student.phone } });
    expect((await gql(app, student, STATE)).data?.phoneChannels).toMatchObject({ verified: false, smsReminders: false });
    // Saving the same number again keeps a verification.
    await gql(app, student, SEND);
    await gql(app, student, VERIFY, { code: await lastCode(student.phone) });
    await gql(app, student, UPDATE_PHONE, { input: { phoneNumber: student.phone } });
    expect((await gql(app, student, STATE)).data?.phoneChannels).toMatchObject({ verified: true });
  });

  it('marks a number the provider refuses, and gives the throttle back when the provider is down', async () => {
    const student = await studentWithPhone();
    const send = vi.spyOn(app.messaging!.provider, 'send');
    send.mockRejectedValueOnce(new MessageRefused('21211', 'sms'));
    expect((await gql(app, student, SEND)).code).toBe('phone_number_unreachable');
    expect((await gql(app, student, STATE)).data?.phoneChannels).toMatchObject({ smsRefused: true, codeExpiresAt: null });
    send.mockRejectedValueOnce(new MessageProviderUnavailable(503));
    expect((await gql(app, student, SEND)).code).toBe('phone_messages_unavailable');
    // Nothing went out, so asking again at once is allowed, and a verified number clears the mark.
    send.mockRestore();
    expect((await gql(app, student, SEND)).errors).toBeUndefined();
    const verified = await gql(app, student, VERIFY, { code: await lastCode(student.phone) });
    expect(verified.data?.verifyPhoneNumber).toMatchObject({ verified: true, smsRefused: false });
  });

  it('never writes a code or a full number to the log', async () => {
    const student = await studentWithPhone();
    const from = lines.length;
    await gql(app, student, SEND);
    const code = await lastCode(student.phone);
    await gql(app, student, VERIFY, { code: wrong(code) });
    await gql(app, student, VERIFY, { code });
    const send = vi.spyOn(app.messaging!.provider, 'send').mockRejectedValueOnce(new MessageRefused('21211', 'sms'));
    clock.advance(MINUTE);
    await gql(app, student, SEND);
    send.mockRestore();
    const written = lines.slice(from).join('\n');
    expect(written).toContain('phone verification code');
    expect(written).toContain(maskPhoneNumber(student.phone));
    expect(maskPhoneNumber(student.phone)).toMatch(/^\+49•+\d\d$/);
    expect(written).not.toContain(student.phone.slice(1));
    expect(written).not.toContain(code);
    expect(written).not.toContain(wrong(code));
  });
});

describe('the reminder switches', () => {
  it('stay off until turned on, and turn on only for a verified number; off takes effect at once', async () => {
    const student = await studentWithPhone();
    expect((await gql(app, student, STATE)).data?.phoneChannels).toMatchObject({ smsReminders: false, whatsappReminders: false });
    expect((await gql(app, student, SWITCH, { sms: true, whatsapp: false })).code).toBe('phone_not_verified');
    expect((await gql(app, student, SWITCH, { sms: false, whatsapp: true })).code).toBe('phone_not_verified');
    // Turning everything off needs no verification.
    expect((await gql(app, student, SWITCH, { sms: false, whatsapp: false })).errors).toBeUndefined();
    await gql(app, student, SEND);
    await gql(app, student, VERIFY, { code: await lastCode(student.phone) });
    const on = await gql(app, student, SWITCH, { sms: true, whatsapp: true });
    expect(on.data?.updatePhoneReminders).toMatchObject({ smsReminders: true, whatsappReminders: true });
    const off = await gql(app, student, SWITCH, { sms: false, whatsapp: true });
    expect(off.data?.updatePhoneReminders).toMatchObject({ smsReminders: false, whatsappReminders: true });
    const [row] = await app.db.select().from(phoneChannels).where(eq(phoneChannels.userId, student.id));
    expect(row).toMatchObject({ smsReminders: false, whatsappReminders: true });
  });

  it('keep the spec’s marketing preferences apart', async () => {
    const student = await studentWithPhone();
    await gql(app, student, SEND);
    await gql(app, student, VERIFY, { code: await lastCode(student.phone) });
    await gql(app, student, SWITCH, { sms: true, whatsapp: false });
    const prefs = await gql(app, student, 'query { notificationPreferences { marketing { phone whatsapp } } }');
    expect(prefs.data?.notificationPreferences).toEqual({ marketing: { phone: false, whatsapp: false } });
  });
});

describe('who may use the phone operations', () => {
  async function impersonating(student: TestUser): Promise<string> {
    const tokens = await startSession(app, student, { area: 'learn', rememberMe: false, impersonatorId: admin.id });
    return `${ACCESS_COOKIE}=${tokens.accessToken}`;
  }

  it('the owner works on their own number; another student only ever sees their own', async () => {
    const owner = await studentWithPhone();
    const other = await studentWithPhone();
    await gql(app, owner, SEND);
    await gql(app, owner, VERIFY, { code: await lastCode(owner.phone) });
    const seen = await gql(app, other, STATE);
    expect(seen.data?.phoneChannels).toMatchObject({ phoneNumber: other.phone, verified: false });
    // The owner's code is of no use to another account.
    await gql(app, other, SEND);
    clock.advance(MINUTE);
    await gql(app, owner, SEND);
    expect((await gql(app, other, VERIFY, { code: await lastCode(owner.phone) })).code).toBe('phone_code_invalid');
  });

  it('a teacher verifies and switches their own phone', async () => {
    const phone = nextNumber();
    await app.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, teacher.id));
    expect((await gql(app, teacher, STATE)).data?.phoneChannels).toMatchObject({ phoneNumber: phone, verified: false });
    expect((await gql(app, teacher, SEND)).errors).toBeUndefined();
    expect((await gql(app, teacher, VERIFY, { code: await lastCode(phone) })).data?.verifyPhoneNumber).toMatchObject({ verified: true });
    expect((await gql(app, teacher, SWITCH, { sms: true, whatsapp: false })).data?.updatePhoneReminders).toMatchObject({
      smsReminders: true,
    });
  });

  it('an admin (no student or teacher role) and anonymous callers are refused; impersonation may read but not act', async () => {
    for (const op of [STATE, SEND, SWITCH, VERIFY]) {
      const variables = { code: '123456', sms: false, whatsapp: false };
      expect((await gql(app, admin, op, variables)).code).toBe('forbidden');
      expect((await gql(app, null, op, variables)).code).toBe('unauthenticated');
    }
    const student = await studentWithPhone();
    const cookie = await impersonating(student);
    expect((await gql(app, cookie, STATE)).data?.phoneChannels).toMatchObject({ phoneNumber: student.phone });
    expect((await gql(app, cookie, SEND)).code).toBe('impersonation_forbidden');
    expect((await gql(app, cookie, VERIFY, { code: '123456' })).code).toBe('impersonation_forbidden');
    expect((await gql(app, cookie, SWITCH, { sms: false, whatsapp: false })).code).toBe('impersonation_forbidden');
    expect(await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, student.phone))).toHaveLength(0);
  });

  it('refuses a malformed code as a validation error', async () => {
    const student = await studentWithPhone();
    const res = await gql(app, student, VERIFY, { code: '12ab' });
    expect(res.code).toBe('validation_failed');
    expect(res.errors?.[0].extensions?.field).toBe('code');
  });
});
