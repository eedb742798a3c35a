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

/** The verifier in force: off (null) unless RECAPTCHA_SECRET is configured. */
export function captchaVerifierFor(app: FastifyInstance): CaptchaVerifier | null {
  if (!app.config.recaptchaSecret) return null;
  const override = overrides.get(app.config);
  if (override !== undefined) return override;
  const verifier = recaptchaVerifier(app.config.recaptchaSecret);
  overrides.set(app.config, verifier);
  return verifier;
}

const VERDICT_ERRORS = { invalid: 'captcha_invalid', not_passed: 'captcha_not_passed', wrong_action: 'captcha_wrong_action' } as const;

/** Throws the verdict's coded error unless the captcha passed; does nothing when no captcha is configured. */
export async function assertCaptcha(app: FastifyInstance, token: string | undefined, ip: string, action: CaptchaAction): Promise<void> {
  const verifier = captchaVerifierFor(app);
  if (!verifier) return;
  const verdict = await verifier.verify(token, ip, action);
  if (verdict !== 'passed') throw new DomainError(VERDICT_ERRORS[verdict]);
}
