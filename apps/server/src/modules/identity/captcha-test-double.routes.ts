import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEST_CAPTCHA_COOKIE, TEST_CAPTCHA_SCRIPT_PATH, isTestCaptchaOutcome } from './captcha.ts';

/**
 * The captcha test double's script (decision 068): the part of Google's reCAPTCHA v3 API the web
 * uses (`grecaptcha.ready`, `grecaptcha.execute(siteKey, { action })`). Its tokens carry the
 * outcome the browser's `parla_test_captcha` cookie asks for and the action the form named, so an
 * e2e test proves the token reaches the server and sees each of the three refusals. A
 * "wrong-action" browser signs every token for another form. Outside production only.
 */
const captchaTestDoubleRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.recaptchaTest || app.config.isProduction) return;
  app.get(TEST_CAPTCHA_SCRIPT_PATH, async (request, reply) => {
    const cookie = request.cookies?.[TEST_CAPTCHA_COOKIE];
    const outcome = isTestCaptchaOutcome(cookie) ? cookie : 'pass';
    const script = `(function () {
  var outcome = ${JSON.stringify(outcome)};
  function nonce() { return Math.random().toString(36).slice(2, 12) || 'x'; }
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      var action = outcome === 'wrong-action' ? 'another_form' : String((options && options.action) || '');
      return Promise.resolve('parla-test.' + outcome + '.' + action + '.' + nonce());
    }
  };
})();
`;
    return reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(script);
  });
};

export default captchaTestDoubleRoutes;
