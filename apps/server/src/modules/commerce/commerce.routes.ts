import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CURRENCIES,
  type Currency,
  addPaymentMethodBody,
  cancelSubscriptionBody,
  changeDefaultPaymentMethodBody,
  changeSubscriptionBody,
  currencyParams,
  errorStatus,
  formatErrorMessage,
  idParams,
  invoiceParams,
  payPurchaseBody,
  paySubscriptionBody,
  productVariantsQuery,
  testAuthenticationBody,
  uncancelSubscriptionBody,
} from '@parla/contracts';
import { notFound } from '@parla/domain';
import { parseInput } from '../../lib/validation.ts';
import { listPackages } from './catalogue.service.ts';
import { isUuid } from './commerce-queries.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceOf, listInvoices } from './invoices.service.ts';
import { addPaymentMethod, availablePaymentMethods, listPaymentMethods, setDefaultPaymentMethod } from './payment-methods.service.ts';
import { payPurchase, purchaseRow } from './purchase.service.ts';
import { lastTransactionOfStudent, purchaseView } from './purchase-views.ts';
import { subscriptionById, subscriptionView, subscriptionsOf } from './subscription-views.ts';
import {
  cancelSubscription,
  changeSubscription,
  confirmTestAuthentication,
  reactivateSubscription,
  resumeCharges,
  unpause,
} from './subscriptions.service.ts';
import { paymentProcessor } from './payments/processor-registry.ts';
import { receiveWebhook } from './webhooks.service.ts';

async function student(request: FastifyRequest): Promise<string> {
  return (await request.requireAuth('student')).userId;
}

/**
 * REST routes of commerce (001 §7): /api/payments/..., /api/subscriptions/..., the signed
 * processor webhooks, the last transaction and the student invoices with their PDFs. They
 * call the same services as GraphQL; DomainErrors become {code, message} with their status.
 */
export async function commerceRoutes(app: FastifyInstance): Promise<void> {
  // Webhooks are verified against the raw body: keep it for this route's JSON parser.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => done(null, raw));
    scope.post<{ Params: { processor: string } }>('/api/payments/webhooks/:processor', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
      const signature = request.headers[paymentProcessor(app).signatureHeader];
      // A bad signature is invalid_request (400), an unknown payment payment_reference_unknown (409).
      const outcome = await receiveWebhook(app, request.params.processor, raw, typeof signature === 'string' ? signature : undefined);
      return reply.send({ received: true, outcome });
    });
  });

  app.get('/api/product-variants', async (request) => {
    const query = parseInput(productVariantsQuery, request.query);
    const auth = await request.getAuth();
    return listPackages(
      app.db,
      { section: query.section ?? null, currency: query.currency, store: query.store },
      { studentId: auth?.roles.includes('student') ? auth.userId : null, now: app.clock.now() },
    );
  });

  app.get('/api/payments/methods', async (request) => listPaymentMethods(app.db, await student(request)));
  app.post('/api/payments/methods', async (request) => {
    const studentId = await student(request);
    const input = parseInput(addPaymentMethodBody, request.body);
    return addPaymentMethod(app, studentId, input.method, input.idempotencyKey);
  });
  app.get('/api/payments/methods/:currency', async (request) => {
    const currency = parseInput(currencyParams, request.params).currency.toUpperCase() as Currency;
    if (!CURRENCIES.includes(currency)) throw notFound();
    return availablePaymentMethods(currency);
  });
  app.post('/api/payments/methods/change-default', async (request) => {
    const studentId = await student(request);
    return setDefaultPaymentMethod(app, studentId, parseInput(changeDefaultPaymentMethodBody, request.body).paymentMethodId);
  });
  app.post('/api/payments/purchase', async (request) => {
    const studentId = await student(request);
    const outcome = await payPurchase(app, studentId, parseInput(payPurchaseBody, request.body));
    return purchaseView(app.db, await purchaseRow(app.db, studentId, outcome.purchaseId), app.clock.now());
  });
  app.post('/api/payments/subscription', async (request) => {
    const studentId = await student(request);
    const input = parseInput(paySubscriptionBody, request.body);
    const outcome = await resumeCharges(app, studentId, input.subscriptionId, input.idempotencyKey, input.paymentMethodId ?? null);
    return purchaseView(app.db, await purchaseRow(app.db, studentId, outcome.purchaseId), app.clock.now());
  });
  // The test processor's confirmation page posts here (3-D Secure / PayPal approval): only the
  // payer may answer it; no admin path (an admin acts for a student only by impersonating them).
  app.post('/api/payments/test-processor/authenticate', async (request, reply) => {
    const studentId = await student(request);
    const input = parseInput(testAuthenticationBody, request.body);
    await confirmTestAuthentication(app, studentId, input.reference, input.approve);
    return reply.status(204).send();
  });
  app.get('/api/transactions/last', async (request, reply) => {
    const last = await lastTransactionOfStudent(app.db, await student(request));
    return last ? last : reply.status(204).send();
  });

  const subscriptionOut = async (id: string) => {
    const row = await subscriptionById(app.db, id);
    return row ? subscriptionView(app.db, row, app.clock.now(), { hasNext: false }) : null;
  };
  const withoutRow = <T extends { row?: unknown }>(view: T | null) => (view ? { ...view, row: undefined } : null);
  app.post('/api/subscriptions/:id/cancel', async (request) => {
    const studentId = await student(request);
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(cancelSubscriptionBody, request.body);
    await cancelSubscription(app, studentId, id, input.reasons, input.feedback ?? null);
    return withoutRow(await subscriptionOut(id));
  });
  app.post('/api/subscriptions/:id/uncancel', async (request) => {
    const studentId = await student(request);
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(uncancelSubscriptionBody, request.body);
    await reactivateSubscription(app, studentId, id, input.idempotencyKey ?? `uncancel:${id}:${randomUUID()}`);
    return withoutRow(await subscriptionOut(id));
  });
  app.post('/api/subscriptions/:id/unpause', async (request) => {
    const studentId = await student(request);
    const { id } = parseInput(idParams, request.params);
    await unpause(app, studentId, id);
    return withoutRow(await subscriptionOut(id));
  });
  app.post('/api/subscriptions/change', async (request) => {
    const studentId = await student(request);
    const input = parseInput(changeSubscriptionBody, request.body);
    await changeSubscription(app, studentId, input.subscriptionId, input.variantId);
    const views = await subscriptionsOf(app.db, studentId, app.clock.now());
    return { current: withoutRow(views.current), latest: withoutRow(views.latest), next: withoutRow(views.next) };
  });

  const ownInvoices = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await request.requireAuth();
    const params = parseInput(invoiceParams, request.params);
    if (auth.userId !== params.user_id && !auth.roles.includes('admin')) {
      reply.status(errorStatus('forbidden')).send({ code: 'forbidden', message: formatErrorMessage('forbidden') });
      return null;
    }
    return params.user_id;
  };
  app.get('/api/users/:user_id/student-invoices', async (request, reply) => {
    const userId = await ownInvoices(request, reply);
    return userId ? listInvoices(app.db, userId) : reply;
  });
  app.get('/api/users/:user_id/student-invoices/:invoice', async (request, reply) => {
    const userId = await ownInvoices(request, reply);
    if (!userId) return reply;
    const id = (parseInput(invoiceParams, request.params).invoice ?? '').replace(/\.pdf$/, '');
    const found = isUuid(id) ? await invoiceOf(app.db, userId, id) : null;
    if (!found) throw notFound();
    const pdf = await renderInvoicePdf(found.invoice, found.relatesTo);
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${found.invoice.number}.pdf"`)
      .send(Buffer.from(pdf));
  });
}
