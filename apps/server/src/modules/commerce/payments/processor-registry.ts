import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentProcessor } from './processor.ts';
import { StripePaymentProcessor } from './stripe-processor.ts';
import { TestPaymentProcessor } from './test-processor.ts';

const testProcessors = new WeakMap<FastifyInstance, TestPaymentProcessor>();
const stripeProcessors = new WeakMap<FastifyInstance, StripePaymentProcessor>();

/**
 * The app's payment processor, chosen by PAYMENT_PROCESSOR (docs/decisions/019, 026): Stripe,
 * or the built-in test processor, which production runs only with ALLOW_TEST_PAYMENTS=yes.
 */
export function paymentProcessor(app: FastifyInstance): PaymentProcessor {
  if (app.config.paymentProcessor === 'stripe') return stripeProcessor(app);
  return testProcessor(app);
}

function stripeProcessor(app: FastifyInstance): StripePaymentProcessor {
  let processor = stripeProcessors.get(app);
  if (!processor) {
    if (!app.config.stripe) throw new Error('PAYMENT_PROCESSOR=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    processor = new StripePaymentProcessor(app.config.stripe);
    stripeProcessors.set(app, processor);
  }
  return processor;
}

/** The test processor; its webhook secret is derived from the server secret, so each deployment has its own. */
export function testProcessor(app: FastifyInstance): TestPaymentProcessor {
  // loadConfig refuses this too; a Config built another way must not slip the test cards into production.
  if (app.config.isProduction && !app.config.allowTestPayments) {
    throw new Error('the test payment processor runs in production only with ALLOW_TEST_PAYMENTS=yes');
  }
  let processor = testProcessors.get(app);
  if (!processor) {
    const secret = createHash('sha256').update(`parla-test-processor-webhook:${app.config.jwtSecret}`).digest('hex');
    processor = new TestPaymentProcessor(app.jobs, secret);
    testProcessors.set(app, processor);
  }
  return processor;
}
