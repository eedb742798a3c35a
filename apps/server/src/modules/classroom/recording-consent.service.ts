import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '@parla/domain';
import { classes, studentProfiles } from '../../db/schema/index.ts';

/**
 * A student's choice about audio recording in classes (issue 12 point 16, decision 047): null
 * until asked. Never a condition of joining: a student who declines joins and is not recorded.
 */
export async function audioRecordingConsentOf(app: FastifyInstance, studentId: string): Promise<boolean | null> {
  const [row] = await app.db
    .select({ consent: studentProfiles.audioRecordingConsent })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  return row?.consent ?? null;
}

/** Remembers the choice (prejoin screen or settings); creates the profile row if the student has none yet. */
export async function setAudioRecordingConsent(app: FastifyInstance, studentId: string, consent: boolean): Promise<boolean> {
  const now = app.clock.now();
  await app.db
    .insert(studentProfiles)
    .values({ userId: studentId, audioRecordingConsent: consent, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { audioRecordingConsent: consent, updatedAt: now } });
  return consent;
}

/** Back office: lets a class record its audio (or not). */
export async function setClassAudioRecording(app: FastifyInstance, classUid: string, enabled: boolean): Promise<boolean> {
  const updated = await app.db
    .update(classes)
    .set({ canBeAudioRecorded: enabled })
    .where(eq(classes.uid, classUid))
    .returning({ enabled: classes.canBeAudioRecorded });
  if (updated.length === 0) throw notFound();
  return updated[0].enabled;
}
