import { localizedPlanName } from '@parla/contracts';
import { amountInMajor } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productVariants, purchases, subscriptionPriceChanges, subscriptions, users } from '../../../db/schema/index.ts';
import { paymentFailedEmail, priceChangeCancelledEmail, priceChangeEmail, purchaseSucceededEmail } from '../../../emails/emails.ts';

/** identity's password-set-link job (apps/server/src/modules/identity/password-set.jobs.ts). */
const PASSWORD_SET_LINK_JOB = 'identity.password-set-link';

/** Commerce e-mails, sent by a job after the money change committed (the job is part of that transaction). */
export async function sendCommerceEmail(app: FastifyInstance, payload: Record<string, unknown>): Promise<void> {
  const [to] = await app.db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale, isGuest: users.isGuest, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, String(payload.studentId)));
  if (!to) return;
  const base = `${app.config.areas.learn}/${to.locale}/account`;
  if (payload.kind === 'purchase_succeeded') {
    const [row] = await app.db
      .select({ purchase: purchases, name: productVariants.name, translations: productVariants.translations })
      .from(purchases)
      .innerJoin(productVariants, eq(productVariants.id, purchases.variantId))
      .where(eq(purchases.id, String(payload.purchaseId)));
    if (!row) return;
    // A guest (a checkout with only an e-mail) gets the link that sets a password. The job is
    // identity's, named here because commerce may not import identity (decision 063).
    if (to.isGuest) {
      await app.jobs.schedule(
        PASSWORD_SET_LINK_JOB,
        { userId: String(payload.studentId) },
        { uniqueKey: `${PASSWORD_SET_LINK_JOB}:purchase:${row.purchase.id}`, maxAttempts: 3 },
      );
    }
    await app.mailer.send(
      purchaseSucceededEmail(to, {
        product: localizedPlanName(row.name, row.translations, to.locale),
        amount: `${amountInMajor(row.purchase.chargeTotalCents)} ${row.purchase.currency}`,
        trial: row.purchase.withTrial,
        bookingLink: `${base}/booking`,
        membershipLink: `${base}/settings/membership`,
      }),
    );
    return;
  }
  if (payload.kind === 'price_change' || payload.kind === 'price_change_cancelled') {
    const [row] = await app.db
      .select({
        change: subscriptionPriceChanges,
        product: productVariants.name,
        translations: productVariants.translations,
        currency: subscriptions.currency,
        discount: subscriptions.discountPercent,
      })
      .from(subscriptionPriceChanges)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPriceChanges.subscriptionId))
      .innerJoin(productVariants, eq(productVariants.id, subscriptions.variantId))
      .where(eq(subscriptionPriceChanges.id, String(payload.rowId)));
    if (!row) return;
    const membershipLink = `${base}/settings/membership`;
    if (payload.kind === 'price_change_cancelled') {
      await app.mailer.send(
        priceChangeCancelledEmail(to, {
          product: localizedPlanName(row.product, row.translations, to.locale),
          currency: row.currency,
          priceCents: row.change.oldPriceCents,
          membershipLink,
        }),
      );
      return;
    }
    // Superseded or cancelled before the job ran: a later e-mail says what holds.
    if (row.change.status !== 'pending') return;
    await app.mailer.send(
      priceChangeEmail(to, {
        product: localizedPlanName(row.product, row.translations, to.locale),
        currency: row.currency,
        oldCents: row.change.oldPriceCents,
        newCents: row.change.newPriceCents,
        from: row.change.appliesFrom,
        timezone: to.timezone,
        discountPercent: row.discount,
        membershipLink,
      }),
    );
    return;
  }
  if (payload.kind === 'payment_failed') {
    await app.mailer.send(paymentFailedEmail(to, { suspended: payload.suspended === true, billingLink: `${base}/settings/billing` }));
  }
}
