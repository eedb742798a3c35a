import { errorStatus, formatErrorMessage } from '@parla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { uuidParam } from '../../lib/validation.ts';
import { lessonDetails } from '../curriculum/course.service.ts';
import { sequenceScoresByLesson } from './lingobites.service.ts';
import { learningUnits } from './practice-items.service.ts';

const studentPath = z.object({ student_id: uuidParam });
/** 001 §7: "learning units accept moduleIds as query": comma-separated module ids (at most 20). */
const unitsQuery = z.object({
  moduleIds: z
    .string()
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,19}$/i, 'The value you selected is not a valid choice.')
    .optional(),
});
const lessonPath = z.object({ id: uuidParam });

/** REST of practice (001 §7): the student's learning units, and a lesson with its practice score. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/students/:student_id/learning-units',
    { preValidation: signedIn('student'), schema: { params: studentPath, querystring: unitsQuery } },
    async (request, reply) => {
      const auth = await request.requireAuth('student');
      // The student's own units only: anyone else, admins included, gets 403 (as the other /api/students routes).
      if (auth.userId !== request.params.student_id) {
        return reply.status(errorStatus('forbidden')).send({ code: 'forbidden', message: formatErrorMessage('forbidden') });
      }
      const moduleIds = request.query.moduleIds?.split(',');
      return { learningUnits: await learningUnits(app.db, auth.userId, moduleIds, app.clock.now()) };
    },
  );

  app.get('/api/lessons/:id', { preValidation: signedIn(), schema: { params: lessonPath } }, async (request) => {
    const auth = await request.requireAuth();
    const studentId = auth.roles.includes('student') ? auth.userId : null;
    const lesson = await lessonDetails(app.db, request.params.id, studentId, app.clock.now());
    const score = studentId ? ((await sequenceScoresByLesson(app.db, studentId, [lesson.id])).get(lesson.id) ?? null) : null;
    const { module, ...rest } = lesson;
    return { ...rest, moduleId: module.id, moduleName: module.name, practiceSequenceScore: score };
  });
};
