import { amountInMajor } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productVariants, purchases, users } from '../../../db/schema/index.ts';
import { paymentFailedEmail, purchaseSucceededEmail } from '../../../emails/emails.ts';

/** Commerce e-mails, sent by a job after the money change committed (the job is part of that transaction). */
export async function sendCommerceEmail(app: FastifyInstance, payload: Record<string, unknown>): Promise<void> {
  const [to] = await app.db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, String(payload.studentId)));
  if (!to) return;
  const base = `${app.config.areas.learn}/${to.locale}/account`;
  if (payload.kind === 'purchase_succeeded') {
    const [row] = await app.db
      .select({ purchase: purchases, name: productVariants.name })
      .from(purchases)
      .innerJoin(productVariants, eq(productVariants.id, purchases.variantId))
      .where(eq(purchases.id, String(payload.purchaseId)));
    if (!row) return;
    await app.mailer.send(
      purchaseSucceededEmail(to, {
        product: row.name,
        amount: `${amountInMajor(row.purchase.chargeTotalCents)} ${row.purchase.currency}`,
        trial: row.purchase.withTrial,
        bookingLink: `${base}/booking`,
        membershipLink: `${base}/settings/membership`,
      }),
    );
    return;
  }
  if (payload.kind === 'payment_failed') {
    await app.mailer.send(paymentFailedEmail(to, { suspended: payload.suspended === true, billingLink: `${base}/settings/billing` }));
  }
}
