import { toDisplayLocale } from '@parla/contracts';
import { DomainError, notFound } from '@parla/domain';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teacherInvoices, teacherProfiles, users } from '../../db/schema/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { itemsOfInvoices, storedInvoiceView } from './invoice-views.ts';

/** Bump when the invoice layout changes, so cached copies revalidate. */
const LAYOUT_VERSION = 'invoice-v3'; // v2: the one brand (teal, logo), decision 042; v3: DejaVu, every display language

/** An invoice's public id: what the invoice maker issues; anything else names no invoice (404). */
const invoicePath = z.object({ uniqueId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

/** A teacher, or an admin opening a teacher's invoice from the back office (decision 099). */
async function teacherOrAdmin(request: FastifyRequest): Promise<void> {
  const auth = await request.requireAuth();
  if (!auth.roles.includes('teacher') && !auth.roles.includes('admin')) throw new DomainError('forbidden');
}

/** REST routes of teacher pay: the invoice PDF behind pdfUrl, for its own teacher (000 §2 Teacher PDF) and admins. */
export const teacherPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { preValidation: teacherOrAdmin, schema: { params: invoicePath } };
  app.get('/api/teacher/pdf/:uniqueId', route, async (request, reply) => {
    const auth = await request.requireAuth();
    const [row] = await app.db
      .select({ invoice: teacherInvoices, user: users, profile: teacherProfiles })
      .from(teacherInvoices)
      .innerJoin(users, eq(users.id, teacherInvoices.teacherId))
      .innerJoin(teacherProfiles, eq(teacherProfiles.userId, teacherInvoices.teacherId))
      .where(eq(teacherInvoices.uniqueId, request.params.uniqueId))
      .limit(1);
    // Someone else's invoice is answered like a missing one: its existence is not revealed.
    if (!row || (row.invoice.teacherId !== auth.userId && !auth.roles.includes('admin'))) throw notFound();
    const locale = toDisplayLocale(row.user.locale);
    const etag = `"${createHash('sha256').update(`${LAYOUT_VERSION}:${row.invoice.id}:${locale}`).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const invoice = storedInvoiceView(row.invoice);
    const [items] = await itemsOfInvoices(app.db, [invoice]);
    const pdf = await renderInvoicePdf({
      invoice,
      items,
      teacher: { name: `${row.user.firstName} ${row.user.lastName}`.trim(), email: row.user.email, uid: row.profile.uid },
      locale,
      timeZone: row.invoice.timezone,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${row.invoice.number}.pdf"`)
      .send(Buffer.from(pdf));
  });
};
