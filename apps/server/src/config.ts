import { createECDH, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { GRAPHQL_LIMITS } from './plugins/graphql/limits.ts';

/** The only reader of process.env: everything else receives a typed Config. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Which environment's feature flag rules this deployment reads (decision 096); NODE_ENV when unset. */
  FLAG_ENVIRONMENT: z.enum(['development', 'test', 'production']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Parla <hello@parla.school>'),
  PUBLIC_URL: z.string().optional(),
  LEARN_ORIGIN: z.string().optional(),
  TEACHER_ORIGIN: z.string().optional(),
  CLASSROOM_ORIGIN: z.string().optional(),
  ADMIN_ORIGIN: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** Web push (decision 108): the VAPID key pair (base64url, P-256); generated into DATA_DIR when both are unset. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (32 bytes)')
    .optional(),
  /** Who push services may contact about this sender (a mailto: or https: URL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  RELEASE_ID: z.string().default('dev'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Ed25519 private key (PKCS#8 PEM) signing Open Badges credentials (decision 088); a fresh one per process when unset. */
  OPEN_BADGES_SIGNING_KEY: z.string().optional(),
  /** reCAPTCHA v3's public site key: the web loads Google's script on the forms the server checks. */
  RECAPTCHA_SITE_KEY: z.string().max(200).optional(),
  /** The captcha test double (/dev/recaptcha/api.js, engaged per browser by a cookie): on outside production, refused in production. */
  RECAPTCHA_TEST: z.enum(['on', 'off']).optional(),
  ICE_SERVERS: z.string().optional(),
  JOBS: z.enum(['on', 'off']).default('on'),
  TEST_CLOCK: z.enum(['on', 'off']).optional(),
  TRUST_PROXY: z.string().optional(),
  SIGNUP_IP_ALLOWLIST: z.string().optional(),
  PAYMENT_PROCESSOR: z.enum(['test', 'stripe']).optional(),
  ALLOW_TEST_PAYMENTS: z.enum(['yes', 'no']).default('no'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API base (a stand-in in tests, a proxy); default api.stripe.com. */
  STRIPE_API_URL: z.string().url().optional(),
  /** OAuth 2 clients for the calendar connection (decision 058); a provider without its id is not offered. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  /** The built-in test calendar provider at /dev/oauth: on outside production, refused in production. */
  CALENDAR_TEST_PROVIDER: z.enum(['on', 'off']).optional(),
  GRAPHQL_BUDGET_PER_MINUTE: z.coerce.number().int().positive().optional(),
  PLACEMENT_ITEMS_DIR: z.string().optional(),
  /** Social login (issue 15, decision 065): OpenID Connect clients; a provider without its client id is not offered. */
  SOCIAL_GOOGLE_CLIENT_ID: z.string().optional(),
  SOCIAL_GOOGLE_CLIENT_SECRET: z.string().optional(),
  SOCIAL_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  SOCIAL_APPLE_CLIENT_ID: z.string().optional(),
  /** Apple's client secret is a JWT signed with the team's key (valid up to 6 months): generated outside. */
  SOCIAL_APPLE_CLIENT_SECRET: z.string().optional(),
  SOCIAL_APPLE_ISSUER: z.string().url().default('https://appleid.apple.com'),
  SOCIAL_FACEBOOK_CLIENT_ID: z.string().optional(),
  SOCIAL_FACEBOOK_CLIENT_SECRET: z.string().optional(),
  SOCIAL_FACEBOOK_ISSUER: z.string().url().default('https://www.facebook.com'),
  /** The built-in test identity provider at /dev/oidc stands in for all three: on outside production, refused in production. */
  SOCIAL_TEST_PROVIDER: z.enum(['on', 'off']).optional(),
  /** SMS and WhatsApp through Twilio (decision 109); all of SID, token and SMS sender, or none (the dev outbox). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio account SID: AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_SMS_FROM: z.string().min(3).max(20).optional(),
  /** The WhatsApp-enabled sender in E.164; unset, WhatsApp reminders are not offered. */
  TWILIO_WHATSAPP_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'an E.164 number such as +4915112345678')
    .optional(),
  /** Another Twilio API base (a stand-in in tests); default https://api.twilio.com. */
  TWILIO_API_URL: z.string().url().optional(),
  /** Error forwarding (decision 097): a Sentry DSN; unset, errors are only recorded in the database. */
  SENTRY_DSN: z.string().url().optional(),
  /** GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics answers 404 (decision 097). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A Google Tag Manager container (GTM-XXXX): product events are forwarded to it with marketing consent. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
});

export type AreaName = 'learn' | 'teacher' | 'classroom' | 'admin';

export interface Config {
  env: 'development' | 'test' | 'production';
  /** The environment whose feature flag rules apply here (decision 096). */
  flagEnvironment: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** Absolute origin + base path of each web area, e.g. http://localhost:3000/teacher */
  areas: Record<AreaName, string>;
  jwtSecret: string;
  /** Web push's VAPID identity (decision 108); the public key is handed to browsers when they subscribe. */
  vapid: VapidKeys & { subject: string };
  releaseId: string;
  seedDemo: 'auto' | 'always' | 'never';
  logLevel: string;
  recaptchaSecret?: string;
  openBadgesSigningKey?: string;
  /** Public: sent to the web in runtime-config.js (decision 068). */
  recaptchaSiteKey?: string;
  /** The captcha test double: a browser with the `parla_test_captcha` cookie solves captchas through it; never in production. */
  recaptchaTest: boolean;
  iceServers: unknown[];
  jobs: boolean;
  /** A movable clock, exposed at /dev/clock: never in production. */
  testClock: boolean;
  /** Calendar OAuth clients (decision 058): a provider is offered when its client id is set. */
  calendarOAuth: {
    google?: { clientId: string; clientSecret: string };
    microsoft?: { clientId: string; clientSecret: string };
    /** The built-in test provider (/dev/oauth/authorize, /dev/oauth/token): never in production. */
    testProvider: boolean;
  };
  /** Proxies (IPs/CIDRs) whose X-Forwarded-* headers are believed; empty: none (the socket address is the client). */
  trustProxy: string[];
  /** Clients (IPs/CIDRs) whose sign-ups skip the per-client quota (a test harness); the per-address quota still applies. */
  signupIpAllowlist: string[];
  /** Who takes the money (docs/decisions/026): the built-in test processor or Stripe. */
  paymentProcessor: 'test' | 'stripe';
  /** Production with the test processor (it accepts 4242...): only when said explicitly. */
  allowTestPayments: boolean;
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /** GraphQL cost units one client may spend per rolling minute (decision 023; a load test raises it). */
  graphqlBudgetPerMinute: number;
  /** Where the placement test's item files (<section>.json) live; unset: the ones shipped with the onboarding module. */
  placementItemsDir?: string;
  /** Social login (decision 065): one OpenID Connect client per configured provider. */
  socialLogin: {
    providers: Partial<Record<'google' | 'apple' | 'facebook', { issuer: string; clientId: string; clientSecret: string }>>;
    /** The built-in test identity provider (/dev/oidc/{provider}) stands in for providers not configured: never in production. */
    testProvider: boolean;
  };
  /** SMS and WhatsApp through Twilio (decision 109); unset: the dev outbox outside production, no text messages in production. */
  twilio?: { accountSid: string; authToken: string; smsFrom: string; whatsappFrom?: string; apiUrl?: string };
  /** Decision 097: forwarding of errors and events, and the /metrics token. */
  telemetry: { sentryDsn?: string; metricsToken?: string; tagManagerId?: string };
}

/** The key file beside the PGlite data: one random key per installation, never a constant. */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The signing key when JWT_SECRET is not set (development, tests): 32 random bytes kept in
 * `<dataDir>/jwt-secret` (mode 0600) so sessions survive a restart; `null` dataDir means an
 * ephemeral key (an in-memory test app). `wx` makes two processes starting together agree.
 */
export function localJwtSecret(dataDir: string | null): string {
  const fresh = randomBytes(32).toString('base64url');
  if (dataDir === null) return fresh;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, JWT_SECRET_FILE);
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, fresh);
    } finally {
      closeSync(fd);
    }
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable key: delete it (sessions end) or set JWT_SECRET`);
  return stored;
}

/** The web push key file beside the JWT key (decision 108). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A fresh P-256 pair in web push's encoding: the uncompressed public point and the private scalar, base64url. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  // The scalar may come back shorter when it starts with zero bytes; web push wants exactly 32.
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url');
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey };
}

/**
 * The VAPID pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set, kept exactly as the JWT key is
 * (`localJwtSecret`): `<dataDir>/vapid-keys.json`, mode 0600, `wx` so two processes starting together
 * agree; a `null` dataDir means an ephemeral pair. Browsers' subscriptions are bound to the public key,
 * so keeping it across restarts keeps every device subscribed.
 */
export function localVapidKeys(dataDir: string | null): VapidKeys {
  const fresh = generateVapidKeys();
  if (dataDir === null) return fresh;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, VAPID_KEYS_FILE);
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, JSON.stringify(fresh));
    } finally {
      closeSync(fd);
    }
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let stored: Partial<VapidKeys> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  } catch {
    // Unreadable: reported below like a file without keys.
  }
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(
      `${file} holds no usable VAPID keys: delete it (devices must subscribe again) or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
    );
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** `10.0.0.1, 10.1.0.0/16` -> list; proxy-addr's names (loopback, uniquelocal, linklocal) pass too. */
function addressList(name: string, value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length > 0) throw new Error(`${name}: "${entry}" is not an IP address or CIDR range`);
  }
  return entries;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.parse(env);
  // Without PUBLIC_URL the quick start's own address is right: http://localhost:<PORT>.
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const isProduction = parsed.NODE_ENV === 'production';
  if (isProduction && !parsed.JWT_SECRET) throw new Error('JWT_SECRET (32+ characters) is required in production');
  if (!parsed.VAPID_PUBLIC_KEY !== !parsed.VAPID_PRIVATE_KEY) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  const ephemeralKeys = parsed.DATA_DIR === 'memory' || (parsed.NODE_ENV === 'test' && !env.DATA_DIR);
  const config: Config = {
    env: parsed.NODE_ENV,
    flagEnvironment: parsed.FLAG_ENVIRONMENT ?? parsed.NODE_ENV,
    isProduction,
    port: parsed.PORT,
    // Outside production only this machine can reach the server unless HOST says otherwise.
    host: parsed.HOST || (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL || undefined,
    redisUrl: parsed.REDIS_URL || undefined,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    publicUrl,
    areas: {
      learn: (parsed.LEARN_ORIGIN ?? publicUrl).replace(/\/$/, ''),
      teacher: (parsed.TEACHER_ORIGIN ?? `${publicUrl}/teacher`).replace(/\/$/, ''),
      classroom: (parsed.CLASSROOM_ORIGIN ?? `${publicUrl}/classroom`).replace(/\/$/, ''),
      admin: (parsed.ADMIN_ORIGIN ?? `${publicUrl}/admin`).replace(/\/$/, ''),
    },
    // A test app without a data directory of its own gets a key of its own, kept nowhere.
    jwtSecret: parsed.JWT_SECRET ?? localJwtSecret(ephemeralKeys ? null : parsed.DATA_DIR),
    vapid: {
      ...(parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
        ? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
        : localVapidKeys(ephemeralKeys ? null : parsed.DATA_DIR)),
      subject: parsed.VAPID_SUBJECT ?? 'mailto:hello@parla.school',
    },
    releaseId: parsed.RELEASE_ID,
    seedDemo: parsed.SEED_DEMO,
    logLevel: parsed.LOG_LEVEL,
    recaptchaSecret: parsed.RECAPTCHA_SECRET,
    openBadgesSigningKey: parsed.OPEN_BADGES_SIGNING_KEY || undefined,
    recaptchaSiteKey: parsed.RECAPTCHA_SITE_KEY || undefined,
    recaptchaTest: parsed.RECAPTCHA_TEST ? parsed.RECAPTCHA_TEST === 'on' : !isProduction,
    iceServers: parsed.ICE_SERVERS ? JSON.parse(parsed.ICE_SERVERS) : [],
    jobs: parsed.JOBS === 'on',
    testClock: parsed.TEST_CLOCK ? parsed.TEST_CLOCK === 'on' : !isProduction,
    calendarOAuth: {
      ...(parsed.GOOGLE_CLIENT_ID
        ? { google: { clientId: parsed.GOOGLE_CLIENT_ID, clientSecret: parsed.GOOGLE_CLIENT_SECRET ?? '' } }
        : {}),
      ...(parsed.MICROSOFT_CLIENT_ID
        ? { microsoft: { clientId: parsed.MICROSOFT_CLIENT_ID, clientSecret: parsed.MICROSOFT_CLIENT_SECRET ?? '' } }
        : {}),
      testProvider: parsed.CALENDAR_TEST_PROVIDER ? parsed.CALENDAR_TEST_PROVIDER === 'on' : !isProduction,
    },
    trustProxy: addressList('TRUST_PROXY', parsed.TRUST_PROXY),
    signupIpAllowlist: addressList('SIGNUP_IP_ALLOWLIST', parsed.SIGNUP_IP_ALLOWLIST),
    graphqlBudgetPerMinute: parsed.GRAPHQL_BUDGET_PER_MINUTE ?? GRAPHQL_LIMITS.budgetPerMinute,
    placementItemsDir: parsed.PLACEMENT_ITEMS_DIR || undefined,
    socialLogin: socialLoginSettings(parsed, isProduction),
    telemetry: {
      sentryDsn: parsed.SENTRY_DSN || undefined,
      metricsToken: parsed.METRICS_TOKEN || undefined,
      tagManagerId: parsed.TAG_MANAGER_ID || undefined,
    },
    ...paymentSettings(parsed, isProduction),
    twilio: twilioSettings(parsed),
  };
  // A movable clock answers an unauthenticated POST /dev/clock: time itself would be for sale.
  if (isProduction && config.calendarOAuth.testProvider) throw new Error('CALENDAR_TEST_PROVIDER=on is refused in production');
  if (isProduction && config.socialLogin.testProvider) throw new Error('SOCIAL_TEST_PROVIDER=on is refused in production');
  if (isProduction && config.recaptchaTest) throw new Error('RECAPTCHA_TEST=on is refused in production');
  if (config.recaptchaSecret && !config.recaptchaSiteKey)
    throw new Error('RECAPTCHA_SECRET needs RECAPTCHA_SITE_KEY: the web cannot solve a captcha without it');
  if (isProduction && config.testClock) throw new Error('TEST_CLOCK=on is refused in production (a movable clock is test machinery)');
  return { ...config, ...overrides };
}

/**
 * Payments (docs/decisions/026): outside production the built-in test processor is the
 * default; production must name its processor, and the test one (which accepts the test
 * cards, 4242...) runs there only with ALLOW_TEST_PAYMENTS=yes, for a staging deployment.
 */
function paymentSettings(
  parsed: z.infer<typeof envSchema>,
  isProduction: boolean,
): Pick<Config, 'paymentProcessor' | 'allowTestPayments' | 'stripe'> {
  if (isProduction && !parsed.PAYMENT_PROCESSOR)
    throw new Error('PAYMENT_PROCESSOR (stripe, or test for a staging server) is required in production');
  const paymentProcessor = parsed.PAYMENT_PROCESSOR ?? 'test';
  const allowTestPayments = parsed.ALLOW_TEST_PAYMENTS === 'yes';
  if (isProduction && paymentProcessor === 'test' && !allowTestPayments) {
    throw new Error('PAYMENT_PROCESSOR=test accepts test cards: in production it also needs ALLOW_TEST_PAYMENTS=yes');
  }
  if (paymentProcessor !== 'stripe') return { paymentProcessor, allowTestPayments };
  if (!parsed.STRIPE_SECRET_KEY || !parsed.STRIPE_WEBHOOK_SECRET) {
    throw new Error('PAYMENT_PROCESSOR=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  // A test-mode key in production would take no real money while the school thinks it does.
  if (isProduction && parsed.STRIPE_SECRET_KEY.startsWith('sk_test_') && !allowTestPayments) {
    throw new Error('A Stripe test key (sk_test_...) in production also needs ALLOW_TEST_PAYMENTS=yes');
  }
  return {
    paymentProcessor,
    allowTestPayments,
    stripe: { secretKey: parsed.STRIPE_SECRET_KEY, webhookSecret: parsed.STRIPE_WEBHOOK_SECRET, apiUrl: parsed.STRIPE_API_URL },
  };
}

/** Twilio (decision 109): the three required settings together or none. */
function twilioSettings(parsed: z.infer<typeof envSchema>): Config['twilio'] {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_SMS_FROM: smsFrom } = parsed;
  if (!accountSid && !authToken && !smsFrom) {
    if (parsed.TWILIO_WHATSAPP_FROM)
      throw new Error('TWILIO_WHATSAPP_FROM needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM');
    return undefined;
  }
  if (!accountSid || !authToken || !smsFrom)
    throw new Error('Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM together');
  return { accountSid, authToken, smsFrom, whatsappFrom: parsed.TWILIO_WHATSAPP_FROM, apiUrl: parsed.TWILIO_API_URL };
}

/** Social login clients (decision 065): a provider is on when its client id is set. */
function socialLoginSettings(parsed: z.infer<typeof envSchema>, isProduction: boolean): Config['socialLogin'] {
  const providers: Config['socialLogin']['providers'] = {};
  const entries = [
    ['google', parsed.SOCIAL_GOOGLE_CLIENT_ID, parsed.SOCIAL_GOOGLE_CLIENT_SECRET, parsed.SOCIAL_GOOGLE_ISSUER],
    ['apple', parsed.SOCIAL_APPLE_CLIENT_ID, parsed.SOCIAL_APPLE_CLIENT_SECRET, parsed.SOCIAL_APPLE_ISSUER],
    ['facebook', parsed.SOCIAL_FACEBOOK_CLIENT_ID, parsed.SOCIAL_FACEBOOK_CLIENT_SECRET, parsed.SOCIAL_FACEBOOK_ISSUER],
  ] as const;
  for (const [provider, clientId, clientSecret, issuer] of entries) {
    if (!clientId) continue;
    if (!clientSecret) throw new Error(`SOCIAL_${provider.toUpperCase()}_CLIENT_ID needs SOCIAL_${provider.toUpperCase()}_CLIENT_SECRET`);
    providers[provider] = { issuer: issuer.replace(/\/$/, ''), clientId, clientSecret };
  }
  return { providers, testProvider: parsed.SOCIAL_TEST_PROVIDER ? parsed.SOCIAL_TEST_PROVIDER === 'on' : !isProduction };
}
