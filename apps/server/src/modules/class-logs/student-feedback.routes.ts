import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/route-auth.ts';
import { missedClassReportInput, reportMissedClassByStudent } from './student-feedback.service.ts';

/**
 * 001 §7 REST of the student's class feedback: the missed-class report (decision 089). The body is
 * the route's zod schema (decision 031): a wrong reason or an "other" without words answers 422.
 */
export const studentFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/class-feedback/missed-class',
    { preValidation: signedIn('student'), schema: { body: missedClassReportInput } },
    async (request, reply) => {
      const auth = await request.requireAuth('student');
      const report = await reportMissedClassByStudent(app, auth.userId, request.body);
      return reply.code(201).send(report);
    },
  );
};
