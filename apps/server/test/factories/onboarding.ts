import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appointments, placementAttempts } from '../../src/db/schema/index.ts';
import type { Catalogue } from './catalogue.ts';
import { buildClass } from './classes.ts';
import { type FactoryApp, HOUR } from './context.ts';
import { buildBookedSeats } from './credits.ts';

/** A placement test the student finished (at A2.1 unless told), as the onboarding flow leaves it. */
export async function buildFinishedPlacement(app: FactoryApp, studentId: string, catalogue: Catalogue, level = 'A2', sublevel = 1) {
  const now = app.clock.now();
  const [row] = await app.db
    .insert(placementAttempts)
    .values({
      tokenHash: randomUUID(),
      sectionId: catalogue.sectionId,
      userId: studentId,
      state: 'finished',
      resultLevel: level,
      resultSublevel: sublevel,
      startedAt: new Date(now.getTime() - HOUR / 6),
      finishedAt: now,
    })
    .returning();
  return row;
}

/** A class that ended `hoursAgo` hours ago with the student booked and marked attended by the teacher's log. */
export async function buildAttendedClass(app: FactoryApp, studentId: string, catalogue: Catalogue, hoursAgo = 2) {
  const startAt = new Date(Math.floor(app.clock.now().getTime() / HOUR) * HOUR - hoursAgo * HOUR);
  const klass = await buildClass(app, { catalogue, startAt });
  await buildBookedSeats(app, klass.id, [studentId]);
  await app.db.update(appointments).set({ attendance: 'attended' }).where(eq(appointments.classId, klass.id));
  return klass;
}
