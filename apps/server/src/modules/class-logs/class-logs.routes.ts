import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TOO_LARGE, SCREENSHOT_WRONG_TYPE, INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, ValidationError, notFound } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classLogScreenshots } from '../../db/schema/index.ts';
import { signedIn } from '../../lib/route-auth.ts';
import { uuidParam } from '../../lib/validation.ts';
import { teachersClass } from './class-log-queries.ts';
import { screenshotUrl } from './class-log-view.ts';
import { sniffScreenshotType } from './screenshot-type.ts';

const tooLarge = () => new ValidationError([{ field: 'screenshot', message: SCREENSHOT_TOO_LARGE }]);

const MULTIPART = 'multipart upload, read by @fastify/multipart with its size and count limits';
const classPath = z.object({ classUid: z.string().max(100) });
const screenshotPath = z.object({ id: uuidParam });

/**
 * REST routes of the class logs: the technical-problem screenshot upload (multipart, one
 * image up to 5 MB, stored in the database) and its download for the teacher who sent it.
 * The upload's body is multipart, read by @fastify/multipart, not a schema (decision 031).
 */
export const classLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin's scope only: other routes keep refusing multipart bodies.
  await app.register(multipart, { limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  const teacherRoute = { preValidation: signedIn('teacher'), schema: { params: classPath }, config: { unvalidatedBody: MULTIPART } };
  app.post('/api/teacher/classes/:classUid/screenshots', teacherRoute, async (request, reply) => {
    const auth = await request.requireAuth('teacher');
    const klass = await teachersClass(app.db, auth.userId, request.params.classUid);
    if (klass.status === 'cancelled') throw new DomainError('no_class_log_for_class');
    let data: Buffer;
    try {
      const file = await request.file();
      if (!file) throw new ValidationError([{ field: 'screenshot', message: INPUT_MESSAGES.fileRequired }]);
      data = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        throw new ValidationError([{ field: 'screenshot', message: INPUT_MESSAGES.fileRequired }]);
      }
      throw error;
    }
    const contentType = sniffScreenshotType(data);
    if (!contentType) throw new ValidationError([{ field: 'screenshot', message: SCREENSHOT_WRONG_TYPE }]);
    const [shot] = await app.db
      .insert(classLogScreenshots)
      .values({
        classId: klass.id,
        teacherId: auth.userId,
        contentType,
        byteSize: data.byteLength,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
        createdAt: app.clock.now(),
      })
      .returning({ id: classLogScreenshots.id });
    return reply.status(201).send({ id: shot.id, url: screenshotUrl(shot.id), contentType, byteSize: data.byteLength });
  });

  app.get('/api/teacher/screenshots/:id', { preValidation: signedIn(), schema: { params: screenshotPath } }, async (request, reply) => {
    const auth = await request.requireAuth();
    const isAdmin = auth.roles.includes('admin');
    const [shot] = await app.db
      .select()
      .from(classLogScreenshots)
      .where(
        isAdmin
          ? eq(classLogScreenshots.id, request.params.id)
          : and(eq(classLogScreenshots.id, request.params.id), eq(classLogScreenshots.teacherId, auth.userId)),
      )
      .limit(1);
    if (!shot) throw notFound();
    return reply
      .header('content-type', shot.contentType)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('etag', `"${shot.sha256}"`)
      .send(shot.data);
  });
};
