import { createHash } from 'node:crypto';
import {
  DomainError,
  MAX_TEACHER_CERTIFICATES,
  PDF_REQUIRED_MESSAGE,
  ValidationError,
  looksLikePdf,
  safeFileName,
  notFound,
} from '@parla/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { teacherCertificates, users } from '../../db/schema/index.ts';

export interface CertificateView {
  id: string;
  fileName: string;
  sizeBytes: number;
  uploadedAt: Date;
  url: string;
}

export const certificateUrl = (id: string) => `/api/teacher/certificates/${id}/file`;

export async function listCertificates(db: Db, teacherId: string): Promise<CertificateView[]> {
  const rows = await db
    .select({
      id: teacherCertificates.id,
      fileName: teacherCertificates.fileName,
      sizeBytes: teacherCertificates.sizeBytes,
      uploadedAt: teacherCertificates.uploadedAt,
    })
    .from(teacherCertificates)
    .where(eq(teacherCertificates.teacherId, teacherId))
    .orderBy(asc(teacherCertificates.uploadedAt));
  return rows.map((r) => ({ ...r, url: certificateUrl(r.id) }));
}

/** A certificate PDF (000 §5: PDF, at most 4 MB, checked by the reader before it is called). */
export async function addCertificate(
  app: FastifyInstance,
  teacherId: string,
  file: { fileName: string; data: Buffer },
): Promise<CertificateView> {
  if (!looksLikePdf(file.data)) throw new ValidationError([{ field: 'file', message: PDF_REQUIRED_MESSAGE }]);
  const now = app.clock.now();
  const fileName = safeFileName(file.fileName, 'certificate.pdf');
  return app.db.transaction(async (tx) => {
    // Serialises uploads of one teacher so the count below cannot be raced past the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, teacherId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(teacherCertificates).where(eq(teacherCertificates.teacherId, teacherId));
    if (n >= MAX_TEACHER_CERTIFICATES) throw new DomainError('too_many_certificates', undefined, { max: MAX_TEACHER_CERTIFICATES });
    const [row] = await tx
      .insert(teacherCertificates)
      .values({
        teacherId,
        fileName,
        sizeBytes: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        data: file.data,
        uploadedAt: now,
      })
      .returning({ id: teacherCertificates.id });
    return { id: row.id, fileName, sizeBytes: file.data.length, uploadedAt: now, url: certificateUrl(row.id) };
  });
}

export async function removeCertificate(db: Db, teacherId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(teacherCertificates)
    .where(and(eq(teacherCertificates.id, id), eq(teacherCertificates.teacherId, teacherId)))
    .returning({ id: teacherCertificates.id });
  if (removed.length === 0) throw notFound();
  return true;
}

/** The file for its owner or an admin; anyone else gets the same 404 as for a missing file. */
export async function certificateFile(
  db: Db,
  id: string,
  viewer: { userId: string; isAdmin: boolean },
): Promise<{ fileName: string; data: Buffer } | null> {
  const [row] = await db
    .select({ teacherId: teacherCertificates.teacherId, fileName: teacherCertificates.fileName, data: teacherCertificates.data })
    .from(teacherCertificates)
    .where(eq(teacherCertificates.id, id))
    .limit(1);
  if (!row || (row.teacherId !== viewer.userId && !viewer.isAdmin)) return null;
  return { fileName: row.fileName, data: row.data };
}
