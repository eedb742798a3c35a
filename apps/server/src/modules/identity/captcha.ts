import { DomainError } from '@parla/domain';
import type { FastifyInstance } from 'fastify';

/** The form a captcha was solved on; reCAPTCHA v3 reports it back as `action`. */
export type CaptchaAction = 'login' | 'register';

/**
 * A captcha check's outcome, one per message of 001 §8: the token is unusable (`invalid`), the
 * visitor looks like a robot (`not_passed`), or the token was made for another form (`wrong_action`).
 */
export type CaptchaVerdict = 'passed' | 'invalid' | 'not_passed' | 'wrong_action';

/** Checks a reCAPTCHA token; pluggable so that tests and other providers can stand in. */
export interface CaptchaVerifier {
  verify(token: string | undefined, ip: string, action: CaptchaAction): Promise<CaptchaVerdict>;
}

/** Below this reCAPTCHA v3 score Google's documentation suggests treating the request as a bot. */
export const CAPTCHA_MIN_SCORE = 0.5;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/** Google's answer in our terms: v2 answers carry neither score nor action and pass on success. */
export function captchaVerdict(answer: SiteVerifyAnswer, action: CaptchaAction): CaptchaVerdict {
  if (answer.success !== true) return 'invalid';
  if (answer.action !== undefined && answer.action !== action) return 'wrong_action';
  if (typeof answer.score === 'number' && answer.score < CAPTCHA_MIN_SCORE) return 'not_passed';
  return 'passed';
}

/** Google's siteverify endpoint; a network failure counts as "invalid". */
export function recaptchaVerifier(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(token, ip, action) {
      if (!token) return 'invalid';
      try {
        const response = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5_000),
        });
        return captchaVerdict((await response.json()) as SiteVerifyAnswer, action);
      } catch {
        return 'invalid';
      }
    },
  };
}

// Keyed by the config object, which the root app and its route contexts share.
const overrides = new WeakMap<object, CaptchaVerifier | null>();

/** Replaces the verifier of one app instance (tests; a different provider). */
export function setCaptchaVerifier(app: FastifyInstance, verifier: CaptchaVerifier | null): void {
  overrides.set(app.config, verifier);
}

/**
 * The captcha test double (decision 068), outside production only: a browser carrying this cookie
 * gets `/dev/recaptcha/api.js` instead of Google's script, which answers with a token of the form
 * `parla-test.<outcome>.<action>.<nonce>`; the cookie's value picks the outcome.
 */
export const TEST_CAPTCHA_COOKIE = 'parla_test_captcha';
export const TEST_CAPTCHA_OUTCOMES = ['pass', 'low-score', 'wrong-action', 'invalid'] as const;
export type TestCaptchaOutcome = (typeof TEST_CAPTCHA_OUTCOMES)[number];
const TEST_TOKEN = /^parla-test\.(pass|low-score|wrong-action|invalid)\.([a-z_]{1,40})\.[A-Za-z0-9]{1,40}$/;

export function isTestCaptchaOutcome(value: unknown): value is TestCaptchaOutcome {
  return (TEST_CAPTCHA_OUTCOMES as readonly unknown[]).includes(value);
}

/** The double's answer, put through the same mapping as Google's (v3: success, score, action). */
export const testCaptchaVerifier: CaptchaVerifier = {
  async verify(token, _ip, action) {
    const match = token ? TEST_TOKEN.exec(token) : null;
    if (!match || match[1] === 'invalid') return 'invalid';
    return captchaVerdict({ success: true, score: match[1] === 'low-score' ? 0.1 : 0.9, action: match[2] }, action);
  },
};

/**
 * The verifier in force: Google's when RECAPTCHA_SECRET is configured; else, outside production,
 * the test double for a token it made (a browser that opted in with the cookie); else none.
 */
export function captchaVerifierFor(app: FastifyInstance, token?: string): CaptchaVerifier | null {
  if (!app.config.recaptchaSecret) {
    return app.config.recaptchaTest && !app.config.isProduction && token?.startsWith('parla-test.') ? testCaptchaVerifier : null;
  }
  const override = overrides.get(app.config);
  if (override !== undefined) return override;
  const verifier = recaptchaVerifier(app.config.recaptchaSecret);
  overrides.set(app.config, verifier);
  return verifier;
}

const VERDICT_ERRORS = { invalid: 'captcha_invalid', not_passed: 'captcha_not_passed', wrong_action: 'captcha_wrong_action' } as const;

/** Throws the verdict's coded error unless the captcha passed; does nothing when no captcha is configured. */
export async function assertCaptcha(app: FastifyInstance, token: string | undefined, ip: string, action: CaptchaAction): Promise<void> {
  const verifier = captchaVerifierFor(app, token);
  if (!verifier) return;
  const verdict = await verifier.verify(token, ip, action);
  if (verdict !== 'passed') throw new DomainError(VERDICT_ERRORS[verdict]);
}

/** What the web needs to solve a captcha: the public site key and the script that does it. */
export interface CaptchaWebConfig {
  siteKey: string;
  scriptUrl: string;
}

export const TEST_CAPTCHA_SCRIPT_PATH = '/dev/recaptcha/api.js';

/**
 * The captcha part of runtime-config.js for one request: Google's v3 script when a site key is
 * configured; else the test double for a browser that carries its cookie (outside production);
 * else nothing, and the web loads no captcha script at all.
 */
export function captchaWebConfig(config: FastifyInstance['config'], cookies: Record<string, string | undefined>): CaptchaWebConfig | null {
  if (config.recaptchaSiteKey) {
    return {
      siteKey: config.recaptchaSiteKey,
      scriptUrl: `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(config.recaptchaSiteKey)}`,
    };
  }
  if (config.recaptchaTest && !config.isProduction && isTestCaptchaOutcome(cookies[TEST_CAPTCHA_COOKIE])) {
    return { siteKey: 'parla-test-site-key', scriptUrl: TEST_CAPTCHA_SCRIPT_PATH };
  }
  return null;
}
