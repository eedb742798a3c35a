import fastifyMultipart from '@fastify/multipart';
import { teacherApplicationInput, INPUT_MESSAGES } from '@parla/contracts';
import {
  MAX_APPLICATION_CERTIFICATES,
  MAX_CERTIFICATE_BYTES,
  MAX_CERTIFICATE_SIZE_MESSAGE,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIZE_MESSAGE,
  notFound,
} from '@parla/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { uuidParam } from '../../lib/validation.ts';
import { registerAgreementGate } from './agreement-gate.ts';
import { applicationFile, submitApplication } from './applications.service.ts';
import { photoOf, savePhoto } from '../identity/account-photo.service.ts';
import { addCertificate, certificateFile, listCertificates } from './certificates.service.ts';
import { readMultipart } from '../../lib/multipart.ts';

const MULTIPART = 'multipart upload, read by readMultipart with its size and count rules';
const filePath = z.object({ id: uuidParam });
const photoPath = z.object({ userId: uuidParam });

const certificateRule = { maxBytes: MAX_CERTIFICATE_BYTES, maxCount: 1, tooLarge: MAX_CERTIFICATE_SIZE_MESSAGE };

/** Uploaded documents are served as downloads in a sandbox: a crafted PDF must not run as a page of ours. */
function sendDocument(reply: FastifyReply, file: { fileName: string; data: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w. -]/g, '_')}"`)
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/**
 * REST routes of the teacher profile pages, payout details with e-mailed code, agreements, recruitment, learning materials.
 * The uploads' bodies are multipart, read by readMultipart with its size and count rules, not a schema (decision 031).
 */
export const teacherAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAgreementGate(app);
  // Scoped to this plugin: only these routes parse multipart bodies.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: MAX_CERTIFICATE_BYTES, files: 4 } });

  // Certification page (000 §5): a PDF of at most 4 MB per upload.
  app.post('/api/teacher/certificates', { config: { unvalidatedBody: MULTIPART } }, async (request, reply) => {
    const auth = await request.requireAuth('teacher');
    const body = await readMultipart(request, { file: certificateRule });
    const file = body.files.find((f) => f.field === 'file');
    if (!file)
      return reply.status(422).send({
        code: 'validation_failed',
        message: INPUT_MESSAGES.fileRequired,
        errors: [{ category: 'validate', field: 'file', message: INPUT_MESSAGES.fileRequired }],
      });
    const certificate = await addCertificate(app, auth.userId, file);
    return reply.status(201).send({ certificate, certificates: await listCertificates(app.db, auth.userId) });
  });

  app.get('/api/teacher/certificates/:id/file', { preValidation: signedIn(), schema: { params: filePath } }, async (request, reply) => {
    const auth = await request.requireAuth();
    const file = await certificateFile(app.db, request.params.id, { userId: auth.userId, isAdmin: auth.roles.includes('admin') });
    if (!file) throw notFound();
    return sendDocument(reply, file);
  });

  // Account page photo: JPEG, PNG or WebP of at most 2 MB.
  app.post('/api/teacher/photo', { config: { unvalidatedBody: MULTIPART } }, async (request, reply) => {
    const auth = await request.requireAuth('teacher');
    const body = await readMultipart(request, { file: { maxBytes: MAX_PHOTO_BYTES, maxCount: 1, tooLarge: MAX_PHOTO_SIZE_MESSAGE } });
    const file = body.files.find((f) => f.field === 'file');
    if (!file)
      return reply.status(422).send({
        code: 'validation_failed',
        message: INPUT_MESSAGES.fileRequired,
        errors: [{ category: 'validate', field: 'file', message: INPUT_MESSAGES.fileRequired }],
      });
    return { photo: await savePhoto(app, auth.userId, file.data) };
  });

  // Photos are public (students see their teacher's); the URL carries a version, so caches may keep it.
  app.get('/api/photos/:userId', { schema: { params: photoPath } }, async (request, reply) => {
    const photo = await photoOf(app.db, request.params.userId);
    if (!photo) throw notFound();
    return reply
      .header('content-type', photo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${photo.sha256.slice(0, 27)}"`)
      .send(photo.data);
  });

  // Recruitment (000 §2): "checking information" validates the fields, then the form is sent with its files.
  app.post('/api/teacher-applications/check', { schema: { body: teacherApplicationInput } }, async () => ({ ok: true }));

  app.post('/api/teacher-applications', { config: { unvalidatedBody: MULTIPART } }, async (request, reply) => {
    const body = await readMultipart(request, {
      cv: { maxBytes: MAX_CERTIFICATE_BYTES, maxCount: 1, tooLarge: MAX_CERTIFICATE_SIZE_MESSAGE },
      certificates: { maxBytes: MAX_CERTIFICATE_BYTES, maxCount: MAX_APPLICATION_CERTIFICATES, tooLarge: MAX_CERTIFICATE_SIZE_MESSAGE },
    });
    const result = await submitApplication(app, body, { ip: request.ip });
    return reply.status(201).send(result);
  });

  app.get(
    '/api/admin/teacher-applications/files/:id',
    { preValidation: signedIn('admin'), schema: { params: filePath } },
    async (request, reply) => {
      const file = await applicationFile(app.db, request.params.id);
      if (!file) throw notFound();
      return sendDocument(reply, file);
    },
  );
};
