import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addPaymentMethodBody,
  errorStatus,
  formatErrorMessage,
  cancelSubscriptionBody,
  changeDefaultPaymentMethodBody,
  changeSubscriptionBody,
  payPurchaseBody,
  paySubscriptionBody,
  productVariantsQuery,
  testAuthenticationBody,
  uncancelSubscriptionBody,
} from '@parla/contracts';
import { notFound } from '@parla/domain';
import { signedIn } from '../../lib/route-auth.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { listPackages } from './store/catalogue.service.ts';
import { currencyPath, studentInvoicePath, studentInvoicesPath, subscriptionPath, webhookPath } from './commerce-route-params.ts';
import { renderInvoicePdf } from './invoices/invoice-pdf.ts';
import { invoiceOf, listInvoices } from './invoices/invoices.service.ts';
import {
  addPaymentMethod,
  availablePaymentMethods,
  listPaymentMethods,
  setDefaultPaymentMethod,
} from './payments/payment-methods.service.ts';
import { payPurchase, purchaseRow } from './checkout/purchase.service.ts';
import { lastTransactionOfStudent, purchaseView } from './checkout/purchase-views.ts';
import { subscriptionById, subscriptionView, subscriptionsOf } from './subscriptions/subscription-views.ts';
import {
  cancelSubscription,
  changeSubscription,
  confirmTestAuthentication,
  reactivateSubscription,
  resumeCharges,
  unpause,
} from './subscriptions/subscriptions.service.ts';
import { paymentProcessor } from './payments/processor-registry.ts';
import { receiveWebhook } from './payments/webhooks.service.ts';

async function student(request: FastifyRequest): Promise<string> {
  return (await request.requireAuth('student')).userId;
}

/**
 * REST routes of commerce (001 §7): /api/payments/..., /api/subscriptions/..., the signed
 * processor webhooks, the last transaction and the student invoices with their PDFs. They
 * call the same services as GraphQL; DomainErrors become {code, message} with their status.
 * Every route declares its schemas (decision 031); a student route checks the session first.
 */
export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const asStudent = { preValidation: signedIn('student') };

  // Webhooks are verified against the raw body: keep it for this route's JSON parser, so the
  // body has no schema (the signature is its check); the path parameter has one.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => done(null, raw));
    const webhook = { schema: { params: webhookPath }, config: { unvalidatedBody: 'signed raw body: the signature is its check' } };
    scope.post('/api/payments/webhooks/:processor', webhook, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
      const signature = request.headers[paymentProcessor(app).signatureHeader];
      // A bad signature is invalid_request (400), an unknown payment payment_reference_unknown (409).
      const outcome = await receiveWebhook(app, request.params.processor, raw, typeof signature === 'string' ? signature : undefined);
      return reply.send({ received: true, outcome });
    });
  });

  app.get('/api/product-variants', { schema: { querystring: productVariantsQuery } }, async (request) => {
    const { query } = request;
    const auth = await request.getAuth();
    return listPackages(
      app.db,
      { section: query.section ?? null, currency: query.currency, store: query.store },
      { studentId: auth?.roles.includes('student') ? auth.userId : null, now: app.clock.now(), locale: readerLocale(request) },
    );
  });

  app.get('/api/payments/methods', async (request) => listPaymentMethods(app.db, await student(request)));
  app.post('/api/payments/methods', { ...asStudent, schema: { body: addPaymentMethodBody } }, async (request) => {
    const { method, idempotencyKey } = request.body;
    return addPaymentMethod(app, await student(request), method, idempotencyKey);
  });
  app.get('/api/payments/methods/:currency', { schema: { params: currencyPath } }, async (request) =>
    availablePaymentMethods(request.params.currency),
  );
  app.post('/api/payments/methods/change-default', { ...asStudent, schema: { body: changeDefaultPaymentMethodBody } }, async (request) =>
    setDefaultPaymentMethod(app, await student(request), request.body.paymentMethodId),
  );
  app.post('/api/payments/purchase', { ...asStudent, schema: { body: payPurchaseBody } }, async (request) => {
    const studentId = await student(request);
    const outcome = await payPurchase(app, studentId, request.body);
    return purchaseView(app, await purchaseRow(app.db, studentId, outcome.purchaseId), app.clock.now(), readerLocale(request));
  });
  app.post('/api/payments/subscription', { ...asStudent, schema: { body: paySubscriptionBody } }, async (request) => {
    const studentId = await student(request);
    const input = request.body;
    const outcome = await resumeCharges(app, studentId, input.subscriptionId, input.idempotencyKey, input.paymentMethodId ?? null);
    return purchaseView(app, await purchaseRow(app.db, studentId, outcome.purchaseId), app.clock.now(), readerLocale(request));
  });
  // The test processor's confirmation page posts here (3-D Secure / PayPal approval): only the
  // payer may answer it; no admin path (an admin acts for a student only by impersonating them).
  app.post(
    '/api/payments/test-processor/authenticate',
    { ...asStudent, schema: { body: testAuthenticationBody } },
    async (request, reply) => {
      await confirmTestAuthentication(app, await student(request), request.body.reference, request.body.approve);
      return reply.status(204).send();
    },
  );
  app.get('/api/transactions/last', async (request, reply) => {
    const last = await lastTransactionOfStudent(app.db, await student(request));
    return last ? last : reply.status(204).send();
  });

  const subscriptionOut = async (id: string) => {
    const row = await subscriptionById(app.db, id);
    return row ? subscriptionView(app.db, row, app.clock.now(), { hasNext: false }) : null;
  };
  const withoutRow = <T extends { row?: unknown }>(view: T | null) => (view ? { ...view, row: undefined } : null);
  app.post(
    '/api/subscriptions/:id/cancel',
    { ...asStudent, schema: { params: subscriptionPath, body: cancelSubscriptionBody } },
    async (request) => {
      const { id } = request.params;
      await cancelSubscription(app, await student(request), id, request.body.reasons, request.body.feedback ?? null);
      return withoutRow(await subscriptionOut(id));
    },
  );
  app.post(
    '/api/subscriptions/:id/uncancel',
    { ...asStudent, schema: { params: subscriptionPath, body: uncancelSubscriptionBody } },
    async (request) => {
      const { id } = request.params;
      await reactivateSubscription(app, await student(request), id, request.body.idempotencyKey ?? `uncancel:${id}:${randomUUID()}`);
      return withoutRow(await subscriptionOut(id));
    },
  );
  const unpauseRoute = { ...asStudent, schema: { params: subscriptionPath }, config: { unvalidatedBody: 'reads no body' } };
  app.post('/api/subscriptions/:id/unpause', unpauseRoute, async (request) => {
    const { id } = request.params;
    await unpause(app, await student(request), id);
    return withoutRow(await subscriptionOut(id));
  });
  app.post('/api/subscriptions/change', { ...asStudent, schema: { body: changeSubscriptionBody } }, async (request) => {
    const studentId = await student(request);
    await changeSubscription(app, studentId, request.body.subscriptionId, request.body.variantId);
    const views = await subscriptionsOf(app.db, studentId, app.clock.now());
    return { current: withoutRow(views.current), latest: withoutRow(views.latest), next: withoutRow(views.next) };
  });

  /** The invoices of `userId`: the user's own, or any for an admin; anyone else gets 403. */
  const mayReadInvoices = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const auth = await request.requireAuth();
    if (auth.userId === userId || auth.roles.includes('admin')) return true;
    reply.status(errorStatus('forbidden')).send({ code: 'forbidden', message: formatErrorMessage('forbidden') });
    return false;
  };
  const signedInFirst = { preValidation: signedIn() };
  app.get('/api/users/:user_id/student-invoices', { ...signedInFirst, schema: { params: studentInvoicesPath } }, async (request, reply) =>
    (await mayReadInvoices(request, reply, request.params.user_id)) ? listInvoices(app.db, request.params.user_id) : reply,
  );
  app.get(
    '/api/users/:user_id/student-invoices/:invoice',
    { ...signedInFirst, schema: { params: studentInvoicePath } },
    async (request, reply) => {
      const { user_id: userId, invoice } = request.params;
      if (!(await mayReadInvoices(request, reply, userId))) return reply;
      const found = await invoiceOf(app.db, userId, invoice);
      if (!found) throw notFound();
      const pdf = await renderInvoicePdf(found.invoice, found.relatesTo, found.locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${found.invoice.number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
