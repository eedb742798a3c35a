import fastifyMultipart from '@fastify/multipart';
import {
  accountNameInput,
  accountPasswordInput,
  emailChangeConfirmInput,
  emailChangeInput,
  invoiceAddressInput,
  studentRecordInput,
  INPUT_MESSAGES,
} from '@parla/contracts';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIZE_MESSAGE, ValidationError, notFound } from '@parla/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { checkedBody, uuidParam } from '../../lib/validation.ts';
import type { Auth } from '../../plugins/auth.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { removePhoto, savePhoto } from './account-photo.service.ts';
import { accountDetails, updateAccountName, updateInvoiceAddress, updateStudentRecord } from './account-settings.service.ts';
import { setAuthCookies } from './auth-cookies.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.service.ts';
import { updatePassword } from './password-change.service.ts';
import { getClientUser } from './user.service.ts';

const idPath = z.object({ id: uuidParam });
const MULTIPART = 'multipart upload, read by readMultipart with its size and count rules';

/** A path naming another user answers like one naming nobody: ids are not probed (issue 14: own only). */
async function ownId(request: FastifyRequest, id: string): Promise<Auth> {
  const auth = await request.requireAuth('student');
  if (id !== auth.userId) throw notFound();
  return auth;
}

/**
 * The student's account details (account/settings/account; docs/api/account.md). Every route is
 * the signed-in student's own: an id in the path must be theirs.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
  const student = { preValidation: signedIn('student') };

  app.get('/api/users/profile', student, async (request) => accountDetails(app, (await request.requireAuth()).userId));

  app.put('/api/users/profile', { ...student, schema: { body: accountNameInput } }, async (request) =>
    updateAccountName(app, (await request.requireAuth()).userId, request.body),
  );

  // 000 §7 "profile (with newPhoto)": the photo goes as multipart field `newPhoto`, JPEG, PNG or WebP of at most 2 MB.
  app.post('/api/users/profile/photo', { ...student, config: { unvalidatedBody: MULTIPART } }, async (request) => {
    const auth = await request.requireAuth();
    const body = await readMultipart(request, { newPhoto: { maxBytes: MAX_PHOTO_BYTES, maxCount: 1, tooLarge: MAX_PHOTO_SIZE_MESSAGE } });
    const file = body.files.find((f) => f.field === 'newPhoto');
    if (!file) throw new ValidationError([{ field: 'newPhoto', message: INPUT_MESSAGES.fileRequired }]);
    await savePhoto(app, auth.userId, file.data);
    return accountDetails(app, auth.userId);
  });

  app.delete('/api/users/profile/photo', { ...student, config: { unvalidatedBody: 'reads no body' } }, async (request) => {
    const auth = await request.requireAuth();
    await removePhoto(app, auth.userId);
    return accountDetails(app, auth.userId);
  });

  app.get('/api/users/:id', { ...student, schema: { params: idPath } }, async (request) => {
    const auth = await ownId(request, request.params.id);
    return getClientUser(app, auth.userId, auth.impersonatorId);
  });

  app.put('/api/users/:id', { ...student, schema: { params: idPath, body: accountNameInput } }, async (request) => {
    const auth = await ownId(request, request.params.id);
    await updateAccountName(app, auth.userId, request.body);
    return getClientUser(app, auth.userId, auth.impersonatorId);
  });

  app.get('/api/users/invoice-address', student, async (request) => ({
    invoiceAddress: (await accountDetails(app, (await request.requireAuth()).userId)).invoiceAddress,
  }));

  app.put('/api/users/invoice-address', { ...student, schema: { body: invoiceAddressInput } }, async (request) => ({
    invoiceAddress: (await updateInvoiceAddress(app, await request.requireAuth(), request.body)).invoiceAddress,
  }));

  app.delete('/api/users/invoice-address', { ...student, config: { unvalidatedBody: 'reads no body' } }, async (request) => ({
    invoiceAddress: (await updateInvoiceAddress(app, await request.requireAuth(), null)).invoiceAddress,
  }));

  app.post('/api/users/email-change', { ...student, schema: { body: emailChangeInput }, attachValidation: true }, async (request, reply) =>
    reply.status(202).send(await requestEmailChange(app, await request.requireAuth(), checkedBody(request))),
  );

  app.post('/api/users/email-change/confirm', { ...student, schema: { body: emailChangeConfirmInput } }, async (request) =>
    confirmEmailChange(app, await request.requireAuth(), request.body.token),
  );

  app.get('/api/students/:id', { ...student, schema: { params: idPath } }, async (request) =>
    accountDetails(app, (await ownId(request, request.params.id)).userId),
  );

  app.put('/api/students/:id', { ...student, schema: { params: idPath, body: studentRecordInput } }, async (request) =>
    updateStudentRecord(app, (await ownId(request, request.params.id)).userId, request.body),
  );

  // The schema answers first (422), then the id (404): a body that is not a password change tells nothing about ids.
  app.put('/api/students/:id/password', { ...student, schema: { params: idPath, body: accountPasswordInput } }, async (request, reply) => {
    const auth = await ownId(request, request.params.id);
    const tokens = await updatePassword(app, auth, { input: request.body, issues: [], fields: request.body });
    setAuthCookies(app, reply, tokens);
    return { ok: true };
  });
};
