import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { MessageProviderUnavailable, MessageRefused, messagingFor } from '../src/lib/messages/index.ts';
import type { MessageProvider } from '../src/lib/messages/message-provider.ts';
import { twilioMessageProvider } from '../src/lib/messages/twilio-provider.ts';
import { TWILIO_INVALID_NUMBER, TWILIO_NOT_ON_WHATSAPP, TWILIO_OUTAGE_NUMBER, TwilioStandIn } from './twilio-stand-in.ts';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'a-test-auth-token-of-32-characters';
const standIn = new TwilioStandIn(SID, TOKEN);
let provider: MessageProvider;
let apiUrl: string;

beforeAll(async () => {
  apiUrl = await standIn.start();
  provider = twilioMessageProvider({ accountSid: SID, authToken: TOKEN, smsFrom: '+15005550006', whatsappFrom: '+14155238886', apiUrl });
});
afterAll(() => standIn.stop());

describe('the Twilio adapter (against a local stand-in)', () => {
  it('posts an SMS to the Messages resource with basic auth and a form body, and answers the sid', async () => {
    const sent = await provider.send({ channel: 'sms', to: '+4915112345678', text: 'Your class starts in 15 minutes.' });
    expect(sent.providerMessageId).toMatch(/^SM\d{32}$/);
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+4915112345678', From: '+15005550006', Body: 'Your class starts in 15 minutes.' },
    });
  });

  it('prefixes both numbers with whatsapp: for WhatsApp', async () => {
    await provider.send({ channel: 'whatsapp', to: '+4915112345678', text: 'Hallo!' });
    expect(standIn.requests.at(-1)?.form).toEqual({ To: 'whatsapp:+4915112345678', From: 'whatsapp:+14155238886', Body: 'Hallo!' });
  });

  it('tells a refused number (400, code 21211; 63003 on WhatsApp) from a transient failure (5xx)', async () => {
    const refused = await provider.send({ channel: 'sms', to: TWILIO_INVALID_NUMBER, text: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MessageRefused);
    expect(refused).toMatchObject({ providerCode: '21211', channel: 'sms' });
    // The error never quotes the number (Twilio's message does).
    expect(String((refused as Error).message)).not.toContain('5550001');
    const notOnWhatsapp = await provider.send({ channel: 'whatsapp', to: TWILIO_NOT_ON_WHATSAPP, text: 'x' }).catch((e: unknown) => e);
    expect(notOnWhatsapp).toMatchObject({ providerCode: '63003', channel: 'whatsapp' });
    const outage = await provider.send({ channel: 'sms', to: TWILIO_OUTAGE_NUMBER, text: 'x' }).catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(MessageProviderUnavailable);
    expect(outage).toMatchObject({ status: 500 });
  });

  it('treats wrong credentials and an unreachable API as transient, never as a refused number', async () => {
    const wrongToken = twilioMessageProvider({
      accountSid: SID,
      authToken: 'another-token-entirely-wrong!!',
      smsFrom: '+15005550006',
      apiUrl,
    });
    const denied = await wrongToken.send({ channel: 'sms', to: '+4915112345678', text: 'x' }).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(MessageProviderUnavailable);
    expect(denied).toMatchObject({ status: 401, providerCode: '20003' });
    const down = twilioMessageProvider({ accountSid: SID, authToken: TOKEN, smsFrom: '+15005550006', apiUrl: 'http://127.0.0.1:9' });
    expect(await down.send({ channel: 'sms', to: '+4915112345678', text: 'x' }).catch((e: unknown) => e)).toBeInstanceOf(
      MessageProviderUnavailable,
    );
  });

  it('refuses WhatsApp when no WhatsApp sender is configured', async () => {
    const smsOnly = twilioMessageProvider({ accountSid: SID, authToken: TOKEN, smsFrom: '+15005550006', apiUrl });
    const before = standIn.requests.length;
    expect(await smsOnly.send({ channel: 'whatsapp', to: '+4915112345678', text: 'x' }).catch((e: unknown) => e)).toBeInstanceOf(
      MessageRefused,
    );
    expect(standIn.requests.length).toBe(before);
  });
});

describe('configuration', () => {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  it('enables Twilio with SID, token and SMS sender; WhatsApp only with its sender', () => {
    const config = loadConfig({ ...env, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_SMS_FROM: '+15005550006' });
    expect(config.twilio).toMatchObject({ accountSid: SID, smsFrom: '+15005550006' });
    expect([...(messagingFor(config, () => null as never)?.channels ?? [])]).toEqual(['sms']);
    const both = loadConfig({
      ...env,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_SMS_FROM: 'Parla',
      TWILIO_WHATSAPP_FROM: '+14155238886',
    });
    expect([...(messagingFor(both, () => null as never)?.channels ?? [])]).toEqual(['sms', 'whatsapp']);
  });

  it('refuses half a Twilio configuration and a malformed SID', () => {
    expect(() => loadConfig({ ...env, TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() => loadConfig({ ...env, TWILIO_WHATSAPP_FROM: '+14155238886' })).toThrow(/TWILIO_WHATSAPP_FROM needs/);
    expect(() => loadConfig({ ...env, TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_SMS_FROM: 'Parla' })).toThrow();
  });

  it('uses the dev outbox without Twilio outside production, and sends nothing in production without it', () => {
    expect(messagingFor(loadConfig(env), () => null as never)?.channels.has('sms')).toBe(true);
    const production = loadConfig(
      { NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROCESSOR: 'test', ALLOW_TEST_PAYMENTS: 'yes' },
      { testClock: false, recaptchaTest: false },
    );
    expect(messagingFor(production, () => null as never)).toBeNull();
  });
});
