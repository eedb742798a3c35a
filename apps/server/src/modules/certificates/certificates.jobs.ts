import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificates, curricula, modules, users } from '../../db/schema/index.ts';
import { certificateAvailableEmail } from '../../emails/emails.ts';
import { LEVEL_PROGRESS_CHECK_JOB } from '../../lib/level-progress-check.ts';
import { CERTIFICATE_EMAIL_JOB, levelProgressOf } from './certificates.service.ts';

/**
 * Decision 088: a class log or a lesson mark schedules the progress check; reading the levels
 * issues what reached 90% (idempotent: a second run finds the certificate and issues nothing).
 * The e-mail job is scheduled once per certificate (unique key) by the insert that issued it.
 */
export function registerCertificateJobs(app: FastifyInstance): void {
  app.jobs.register(LEVEL_PROGRESS_CHECK_JOB, async (payload, { now }) => {
    await levelProgressOf(app, String(payload.studentId), now);
  });
  app.jobs.register(CERTIFICATE_EMAIL_JOB, async (payload) => {
    const [row] = await app.db
      .select({
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        level: modules.cefrLevelName,
        course: curricula.name,
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.studentId))
      .innerJoin(modules, eq(modules.id, certificates.moduleId))
      .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
      .where(eq(certificates.id, String(payload.certificateId)))
      .limit(1);
    // Erased accounts take their certificates with them (cascade): nothing to send.
    if (!row) return;
    const link = `${app.config.areas.learn}/${row.locale}/account/certificates`;
    await app.mailer.send(certificateAvailableEmail(row, { level: row.level, course: row.course, link }));
  });
}
