import { amountInMajor } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productVariants, purchases, users } from '../../../db/schema/index.ts';
import { paymentFailedEmail, purchaseSucceededEmail } from '../../../emails/emails.ts';

/** identity's password-set-link job (apps/server/src/modules/identity/password-set.jobs.ts). */
const PASSWORD_SET_LINK_JOB = 'identity.password-set-link';

/** Commerce e-mails, sent by a job after the money change committed (the job is part of that transaction). */
export async function sendCommerceEmail(app: FastifyInstance, payload: Record<string, unknown>): Promise<void> {
  const [to] = await app.db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale, isGuest: users.isGuest })
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
