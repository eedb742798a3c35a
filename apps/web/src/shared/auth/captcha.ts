import { useCallback, useEffect } from 'react';
import { runtimeConfig } from '../config/runtime-config.ts';

/** The form a token is made for; the server refuses a token of another form (captcha_wrong_action). */
export type CaptchaAction = 'login' | 'register';

/** The part of Google's reCAPTCHA v3 API the web uses (the test double implements the same). */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Adds the captcha script once per page; a failed load may be retried by the next submit. */
function loadCaptcha(scriptUrl: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('captcha script without grecaptcha'));
    };
    script.onerror = () => reject(new Error('captcha script failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * reCAPTCHA v3 on a form the server checks (login, registration: decision 068). When the server
 * has a site key (runtime-config.js), the script loads once the form is on screen (never on other
 * pages) and the returned function makes a token for `action` at submit time. Without a key it
 * loads nothing and returns no token. A token that cannot be made is left out: the server then
 * answers with its "captcha invalid" message, which the form shows.
 */
export function useCaptchaToken(action: CaptchaAction): () => Promise<string | undefined> {
  const config = runtimeConfig().recaptcha;
  useEffect(() => {
    if (config) loadCaptcha(config.scriptUrl).catch(() => {});
  }, [config]);
  return useCallback(async () => {
    if (!config) return undefined;
    try {
      const api = await loadCaptcha(config.scriptUrl);
      return await api.execute(config.siteKey, { action });
    } catch {
      return undefined;
    }
  }, [config, action]);
}
