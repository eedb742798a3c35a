import type { FastifyInstance } from 'fastify';
import { sendPasswordSetLink } from './password-set.service.ts';
import { findUserById } from './user.service.ts';

/**
 * After a guest's purchase succeeds, commerce schedules this job (by its name: commerce may not
 * import identity, decision 063) in the transaction that records the payment. The link goes out
 * only while the account still has no password: a guest who set one on the post-checkout page
 * in the meantime gets nothing.
 */
export const PASSWORD_SET_LINK_JOB = 'identity.password-set-link';

export function registerPasswordSetJobs(app: FastifyInstance): void {
  app.jobs.register(PASSWORD_SET_LINK_JOB, async (payload) => {
    const user = await findUserById(app.db, String(payload.userId));
    if (user && !user.passwordHash && !user.closedAt) await sendPasswordSetLink(app, user);
  });
}
