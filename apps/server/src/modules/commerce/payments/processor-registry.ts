import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentProcessor } from './processor.ts';
import { TestPaymentProcessor } from './test-processor.ts';

const processors = new WeakMap<FastifyInstance, TestPaymentProcessor>();

/**
 * The app's payment processor. Today only the built-in test processor exists; a real one
 * would be chosen here from configuration (docs/decisions/019). The webhook secret is derived
 * from the server secret, so each deployment has its own without another setting.
 */
export function paymentProcessor(app: FastifyInstance): PaymentProcessor {
  return testProcessor(app);
}

export function testProcessor(app: FastifyInstance): TestPaymentProcessor {
  let processor = processors.get(app);
  if (!processor) {
    const secret = createHash('sha256').update(`parla-test-processor-webhook:${app.config.jwtSecret}`).digest('hex');
    processor = new TestPaymentProcessor(app.jobs, secret);
    processors.set(app, processor);
  }
  return processor;
}
