import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Tx } from '../client.ts';
import {
  agreements,
  appointments,
  classReviews,
  classes,
  teacherAgreementDecisions,
  teacherApplicationFiles,
  teacherApplications,
  teacherCertificates,
  teacherPayoutDetails,
} from '../schema/index.ts';
import { chance, pick } from './determinism.ts';
import type { People } from './people.ts';
import { DAY } from './people-data.ts';
import type { Catalogue } from './sections-and-curricula.ts';
import { AGREEMENT_SEEDS, APPLICATION_SEEDS, FEEDBACK_TEXTS } from './teacher-account-data.ts';

const DEMO_TEACHER = 'teacher@example.com';
/** Has not accepted the newest teacher terms: signs in to the terms page (the agreement gate). */
const GATED_TEACHER = 'daniel.ortega@example.com';

/** A small real PDF (a certificate or CV of the demo people). */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 60, y: 760, size: 22, font });
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 60, y: 720 - i * 20, size: 12, font });
  return Buffer.from(await pdf.save());
}

async function seedAgreements(tx: Tx, people: People, now: Date): Promise<void> {
  await tx
    .insert(agreements)
    .values(
      AGREEMENT_SEEDS.map((a) => ({
        type: a.type,
        version: a.version,
        title: a.title,
        body: a.body,
        required: a.required,
        publishedAt: new Date(now.getTime() - a.publishedDaysAgo * DAY),
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: agreements.id, type: agreements.type, version: agreements.version, publishedAt: agreements.publishedAt })
    .from(agreements);
  const idOf = (type: string, version: number) => rows.find((r) => r.type === type && r.version === version)?.id;
  const decisions: (typeof teacherAgreementDecisions.$inferInsert)[] = [];
  for (const teacher of people.teachers) {
    const joined = new Date(now.getTime() - 90 * DAY);
    for (const seed of AGREEMENT_SEEDS) {
      const id = idOf(seed.type, seed.version);
      if (!id) continue;
      const latest = seed.type === 'teacher_terms' && seed.version === 2;
      if (latest && teacher.email === GATED_TEACHER) continue;
      const decidedAt = latest ? new Date(now.getTime() - 29 * DAY) : joined;
      // Consents: the demo teacher takes the newsletter and declines recordings; the others vary.
      let accepted = true;
      if (!seed.required) {
        accepted = teacher.email === DEMO_TEACHER ? seed.type === 'marketing_communication' : chance(`${teacher.email}:${seed.type}`) < 0.5;
      }
      decisions.push({ teacherId: teacher.id, agreementId: id, accepted, decidedAt, ip: null, userAgent: 'seed' });
    }
  }
  if (decisions.length > 0) await tx.insert(teacherAgreementDecisions).values(decisions).onConflictDoNothing();
}

async function seedDemoTeacherDocuments(tx: Tx, teacherId: string, now: Date): Promise<void> {
  await tx
    .insert(teacherPayoutDetails)
    .values({
      teacherId,
      address: 'Kaiser-Joseph-Straße 12',
      address2: '3. OG',
      city: 'Freiburg im Breisgau',
      state: 'Baden-Württemberg',
      postalCode: '79098',
      country: 'DE',
      incomeTaxNumber: '06/123/45678',
      paymentMethod: 'BankTransfer',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      updatedAt: new Date(now.getTime() - 60 * DAY),
    })
    .onConflictDoNothing();
  const [existing] = await tx
    .select({ id: teacherCertificates.id })
    .from(teacherCertificates)
    .where(eq(teacherCertificates.teacherId, teacherId))
    .limit(1);
  if (existing) return;
  const data = await demoPdf('CELTA Certificate', [
    'Certificate in Teaching English to Speakers of Other Languages',
    'awarded to Maria Keller',
    'Cambridge Assessment English, 2014 (demo document)',
  ]);
  await tx.insert(teacherCertificates).values({
    teacherId,
    fileName: 'CELTA certificate.pdf',
    sizeBytes: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
    uploadedAt: new Date(now.getTime() - 80 * DAY),
  });
}

/** Reviews of the demo teacher's past classes, from students who attended, for the rating page. */
async function seedDemoTeacherReviews(tx: Tx, teacherId: string, now: Date): Promise<void> {
  const past = await tx
    .select({ id: classes.id, startAt: classes.startAt, endAt: classes.endAt })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), lt(classes.endAt, now), ne(classes.status, 'cancelled')))
    .orderBy(desc(classes.startAt))
    .limit(14);
  if (past.length === 0) return;
  const booked = await tx
    .select({ classId: appointments.classId, studentId: appointments.studentId })
    .from(appointments)
    .where(
      and(
        inArray(
          appointments.classId,
          past.map((c) => c.id),
        ),
        eq(appointments.status, 'booked'),
      ),
    );
  const reviews = past.flatMap((klass) =>
    booked
      .filter((b) => b.classId === klass.id)
      .slice(0, 2)
      .filter((b) => chance(`review:${klass.id}:${b.studentId}`) < 0.8)
      .map((b) => {
        const key = `review:${klass.id}:${b.studentId}`;
        const roll = chance(`${key}:rating`);
        return {
          classId: klass.id,
          studentId: b.studentId,
          teacherId,
          teacherRating: roll < 0.7 ? 5 : roll < 0.93 ? 4 : 3,
          materialRating: chance(`${key}:material`) < 0.6 ? 5 : 4,
          technicalQuality: chance(`${key}:tech`) < 0.8 ? 5 : 4,
          feedback: pick(FEEDBACK_TEXTS, key),
          createdAt: new Date(klass.endAt.getTime() + 2 * 60 * 60_000),
        };
      }),
  );
  if (reviews.length > 0) await tx.insert(classReviews).values(reviews).onConflictDoNothing();
}

async function seedApplications(tx: Tx, now: Date, adminId: string): Promise<void> {
  const existing = await tx
    .select({ email: teacherApplications.email })
    .from(teacherApplications)
    .where(
      inArray(
        teacherApplications.email,
        APPLICATION_SEEDS.map((a) => a.email),
      ),
    );
  const known = new Set(existing.map((e) => e.email));
  for (const seed of APPLICATION_SEEDS) {
    if (known.has(seed.email)) continue;
    const { status, daysAgo, ...fields } = seed;
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const [row] = await tx
      .insert(teacherApplications)
      .values({
        ...fields,
        referrerName: null,
        referrerEmail: null,
        consentOwnSchedule: true,
        consentDataProcessing: true,
        locale: 'en',
        status,
        createdAt,
        reviewedAt: status === 'reviewed' ? new Date(createdAt.getTime() + 2 * DAY) : null,
        reviewedBy: status === 'reviewed' ? adminId : null,
      })
      .returning({ id: teacherApplications.id });
    const cv = await demoPdf('Curriculum Vitae', [`${seed.firstName} ${seed.lastName}`, seed.email, '(demo document)']);
    await tx
      .insert(teacherApplicationFiles)
      .values({ applicationId: row.id, kind: 'cv', fileName: `CV ${seed.firstName} ${seed.lastName}.pdf`, sizeBytes: cv.length, data: cv });
  }
}

/** Demo data of the teacher profile pages, payout details with e-mailed code, agreements, recruitment, learning materials; idempotent like the rest of the seed (ON CONFLICT DO NOTHING on natural keys). */
export async function seedTeacherAccount(tx: Tx, _catalogue: Catalogue, people: People, now: Date): Promise<void> {
  await seedAgreements(tx, people, now);
  const demo = people.teachers.find((t) => t.email === DEMO_TEACHER);
  if (demo) {
    await seedDemoTeacherDocuments(tx, demo.id, now);
    await seedDemoTeacherReviews(tx, demo.id, now);
  }
  await seedApplications(tx, now, people.adminId);
}
