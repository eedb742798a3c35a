import { amountInMajor } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productVariants, purchases, users } from '../../db/schema/index.ts';
import type { Email } from '../../lib/mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(
  to: { email: string; firstName: string; locale: string },
  subject: string,
  paragraphs: string[],
  link: string,
  action: string,
): Email {
  const de = to.locale === 'de';
  const hello = de ? `Hallo ${to.firstName},`.replace(' ,', ',') : `Hello ${to.firstName},`.replace(' ,', ',');
  const closing = de ? 'Dein Parla-Team' : 'Your Parla team';
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), `${action}: ${link}`, '', closing].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:auto;padding:1rem"><p>${escapeHtml(hello)}</p>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(closing)}</p></body></html>`;
  return { to: to.email, subject, text, html };
}

/** Commerce e-mails, sent by a job after the money change committed (the job is part of that transaction). */
export async function sendCommerceEmail(app: FastifyInstance, payload: Record<string, unknown>): Promise<void> {
  const [to] = await app.db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, String(payload.studentId)));
  if (!to) return;
  const de = to.locale === 'de';
  const base = `${app.config.areas.learn}/${to.locale}/account`;
  if (payload.kind === 'purchase_succeeded') {
    const [row] = await app.db
      .select({ purchase: purchases, name: productVariants.name })
      .from(purchases)
      .innerJoin(productVariants, eq(productVariants.id, purchases.variantId))
      .where(eq(purchases.id, String(payload.purchaseId)));
    if (!row) return;
    const amount = `${amountInMajor(row.purchase.chargeTotalCents)} ${row.purchase.currency}`;
    const trial = row.purchase.withTrial;
    await app.mailer.send(
      de
        ? render(
            to,
            `Danke für deinen Kauf: ${row.name}`,
            [
              trial ? 'Deine 7-tägige Probezeit hat begonnen.' : `Wir haben ${amount} erhalten. Deine Credits sind da.`,
              'Die Rechnung findest du in den Einstellungen unter Abrechnung.',
            ],
            `${base}/booking`,
            'Jetzt Kurs buchen',
          )
        : render(
            to,
            `Thank you for your purchase: ${row.name}`,
            [
              trial ? 'Your 7-day free trial has started.' : `We received ${amount}. Your credits are ready.`,
              'Your invoice is in Settings, Billing.',
            ],
            `${base}/booking`,
            'Book a class',
          ),
    );
    return;
  }
  if (payload.kind === 'payment_failed') {
    const suspended = payload.suspended === true;
    await app.mailer.send(
      de
        ? render(
            to,
            'Deine Zahlung ist fehlgeschlagen',
            [
              suspended
                ? 'Wir konnten dein Abo nicht verlängern und haben es pausiert.'
                : 'Wir konnten dein Abo nicht verlängern. Wir versuchen es in Kürze erneut.',
              'Bitte prüfe deine Zahlungsmethode.',
            ],
            `${base}/settings/billing`,
            'Zahlungsmethode prüfen',
          )
        : render(
            to,
            'Your payment failed',
            [
              suspended
                ? 'We could not renew your subscription and have suspended it.'
                : 'We could not renew your subscription. We will try again shortly.',
              'Please check your payment method.',
            ],
            `${base}/settings/billing`,
            'Check payment method',
          ),
    );
  }
}
