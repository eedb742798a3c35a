import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { agreements } from '../src/db/schema/index.ts';
import { startSession } from '../src/modules/identity/session.service.ts';
import { ACCESS_COOKIE } from '@parla/contracts';
import { clientHeaders } from './helper.ts';

export interface FilePart {
  name: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----parla${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { ...clientHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Bytes that start like a PDF, padded to `size`. */
export function pdfBytes(size = 2_000): Buffer {
  const head = Buffer.from('%PDF-1.4\n% test document\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** An admin signed in as the teacher: the session carries the impersonator (decision 015). */
export async function impersonationCookie(app: FastifyInstance, teacherId: string, adminId: string): Promise<string> {
  const tokens = await startSession(
    app,
    { id: teacherId, roles: ['teacher'] },
    { area: 'teacher', rememberMe: false, impersonatorId: adminId },
  );
  return `${ACCESS_COOKIE}=${tokens.accessToken}`;
}

/** The six agreement types: required ones published a year ago, plus a newer teacher_terms version. */
export async function publishAgreements(app: FastifyInstance): Promise<Record<string, string>> {
  const now = app.clock.now().getTime();
  const yearAgo = new Date(now - 365 * 86_400_000);
  const rows = await app.db
    .insert(agreements)
    .values([
      { type: 'teacher_terms', version: 1, title: 'Terms', body: 'Old terms.', required: true, publishedAt: yearAgo },
      { type: 'teacher_terms', version: 2, title: 'Terms', body: 'New terms.', required: true, publishedAt: new Date(now - 86_400_000) },
      { type: 'remuneration_structure', version: 1, title: 'Pay', body: 'Pay.', required: true, publishedAt: yearAgo },
      { type: 'privacy_policy', version: 1, title: 'Privacy', body: 'Privacy.', required: true, publishedAt: yearAgo },
      { type: 'product_policy', version: 1, title: 'Product', body: 'Product.', required: true, publishedAt: yearAgo },
      { type: 'marketing_communication', version: 1, title: 'News', body: 'News.', required: false, publishedAt: yearAgo },
      { type: 'ai_audio_recording', version: 1, title: 'Audio', body: 'Audio.', required: false, publishedAt: yearAgo },
    ])
    .returning({ id: agreements.id, type: agreements.type, version: agreements.version });
  return Object.fromEntries(rows.map((r) => [`${r.type}:${r.version}`, r.id]));
}
