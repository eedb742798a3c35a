import { toDisplayLocale } from '@parla/contracts';
import { CERTIFICATE_CHECK_CLIENT_POLICY, DomainError, notFound } from '@parla/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../plugins/auth.ts';
import { signedIn } from '../../lib/route-auth.ts';
import { uuidParam } from '../../lib/validation.ts';
import { countClientAttempt } from '../identity/signup-throttle.ts';
import { attendedClassesOf, renderAttendedClassesPdf } from './attended-classes.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { badgeKey, openBadgeCredential, signedBadge } from './open-badge.ts';
import { certificateFacts, levelProgressOf, verifyCertificate } from './certificates.service.ts';

const studentPath = z.object({ id: uuidParam });
const levelPath = z.object({ id: uuidParam, moduleId: uuidParam });
const codePath = z.object({ code: z.string().trim().min(1).max(40) });

/**
 * Decision 088: the student's levels and certificates are the student's (private objects,
 * decision 025): the owner and an admin read them; another student gets 404 like an unknown
 * id, a teacher 403. Anonymous callers get 401 before any schema runs.
 */
function mayRead(auth: Auth, studentId: string): void {
  if (auth.userId === studentId || auth.roles.includes('admin')) return;
  if (auth.roles.includes('teacher')) throw new DomainError('forbidden');
  throw notFound();
}

export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInFirst = { preValidation: signedIn() };

  app.get('/api/students/:id/levels', { ...signedInFirst, schema: { params: studentPath } }, async (request, reply) => {
    mayRead(await request.requireAuth(), request.params.id);
    const levels = await levelProgressOf(app, request.params.id, app.clock.now());
    reply.header('cache-control', 'private, no-store');
    return {
      levels: levels.map((l) => ({
        ...l,
        certificate: l.certificate && { ...l.certificate, issuedAt: l.certificate.issuedAt.toISOString() },
      })),
    };
  });

  app.get('/api/students/:id/:moduleId/cefr.pdf', { ...signedInFirst, schema: { params: levelPath } }, async (request, reply) => {
    const { id, moduleId } = request.params;
    mayRead(await request.requireAuth(), id);
    const levels = await levelProgressOf(app, id, app.clock.now());
    const level = levels.find((l) => l.moduleId === moduleId);
    if (!level) throw notFound();
    if (!level.certificate) throw new DomainError('certificate_not_available');
    const facts = await certificateFacts(app.db, id, level);
    const pdf = await renderCertificatePdf({
      ...facts,
      cefrLevel: level.cefrLevel,
      moduleName: level.moduleName,
      courseName: level.courseName,
      issuedOn: level.certificate.issuedOn,
      code: level.certificate.code,
      verifyUrl: `${app.config.publicUrl}/${toDisplayLocale(facts.locale)}/certificates/verify/${level.certificate.code}`,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="parla-certificate-${level.cefrLevel}.pdf"`)
      .send(Buffer.from(pdf));
  });

  app.get('/api/students/:id/attended-classes.pdf', { ...signedInFirst, schema: { params: studentPath } }, async (request, reply) => {
    mayRead(await request.requireAuth(), request.params.id);
    const record = await attendedClassesOf(app.db, request.params.id);
    const pdf = await renderAttendedClassesPdf({ ...record, now: app.clock.now() });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="parla-attended-classes.pdf"')
      .send(Buffer.from(pdf));
  });

  /** Open Badges 3.0: the credential (JSON-LD) and the same credential signed as a VC-JWT. */
  const badgeOf = async (id: string, moduleId: string) => {
    const levels = await levelProgressOf(app, id, app.clock.now());
    const level = levels.find((l) => l.moduleId === moduleId);
    if (!level) throw notFound();
    if (!level.certificate) throw new DomainError('certificate_not_available');
    const facts = await certificateFacts(app.db, id, level);
    return openBadgeCredential(app, id, facts.name, level);
  };
  app.get('/api/students/:id/:moduleId/badge.json', { ...signedInFirst, schema: { params: levelPath } }, async (request, reply) => {
    mayRead(await request.requireAuth(), request.params.id);
    const credential = await badgeOf(request.params.id, request.params.moduleId);
    return reply
      .header('content-type', 'application/ld+json')
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(credential));
  });
  app.get('/api/students/:id/:moduleId/badge.jwt', { ...signedInFirst, schema: { params: levelPath } }, async (request, reply) => {
    mayRead(await request.requireAuth(), request.params.id);
    const jwt = await signedBadge(app, await badgeOf(request.params.id, request.params.moduleId));
    return reply
      .header('content-type', 'application/vc+jwt')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="parla-badge.jwt"')
      .send(jwt);
  });
  // The key that verifies the badges, public (decision 088).
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    const { publicJwk } = await badgeKey(app);
    return reply.header('cache-control', 'public, max-age=3600').send({ keys: [publicJwk] });
  });

  // Public: anyone holding a certificate may let anyone check it; throttled per client.
  app.get('/api/certificates/verify/:code', { schema: { params: codePath } }, async (request) => {
    await countClientAttempt(app, request.ip, 'certificate-check', CERTIFICATE_CHECK_CLIENT_POLICY, 'too_many_certificate_checks');
    const certificate = await verifyCertificate(app.db, request.params.code);
    return { valid: certificate !== null, certificate };
  });
};
