import type { FastifyInstance } from 'fastify';

/** Checks a reCAPTCHA token; pluggable so that tests and other providers can stand in. */
export interface CaptchaVerifier {
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

/** Google's siteverify endpoint; a network failure counts as "not verified". */
export function recaptchaVerifier(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(token, ip) {
      if (!token) return false;
      try {
        const response = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5_000),
        });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
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
