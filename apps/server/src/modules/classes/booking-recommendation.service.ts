import type { ClassType } from '@parla/contracts';
import { DAY_MS, RECENT_CLASSES_CONSIDERED, type RecommendationBasis, type TimeOfDay, recommendBooking } from '@parla/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, classes, studentProfiles, users } from '../../db/schema/index.ts';
import type { LessonView, ModuleView } from '../curriculum/curriculum.service.ts';
import { type BookingOptionView, type BookingResults, bookingResults } from './booking-search.service.ts';
import type { Viewer } from './klass-views.ts';

/** How far ahead the recommendation looks: the coming week, what the day strip shows. */
const RECOMMENDATION_DAYS = 7;

export interface BookingRecommendationView {
  module: ModuleView;
  /** The student's next lesson; null when every lesson of the module is taken, booked or skipped. */
  lesson: LessonView | null;
  timesOfDay: TimeOfDay[];
  basis: RecommendationBasis;
  atPreferredTimes: boolean;
  options: BookingOptionView[];
  /** For the resolver to prime the request's curriculum loader (as bookingResults does). */
  results: BookingResults;
}

/**
 * "Recommended for you" (issue 12 point 5, decision 044): the next lesson of the student's
 * module in the coming week at their preferred times. The search is bookingResults narrowed to
 * that lesson (same rows, same refusals); the domain's recommendBooking picks the times.
 * A fixed number of statements: profile (1), recent classes (1), plus the search's own.
 */
export async function bookingRecommendation(
  app: FastifyInstance,
  viewer: Viewer & { id: string },
  type: ClassType | null,
): Promise<BookingRecommendationView> {
  const { db } = app;
  const now = app.clock.now();
  const studentId = viewer.id;
  const [[profile], recent, results] = await Promise.all([
    db
      .select({ timezone: users.timezone, preferredClassTime: studentProfiles.preferredClassTime })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.id, studentId)),
    db
      .select({ startAt: classes.startAt })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .where(and(eq(appointments.studentId, studentId), eq(appointments.status, 'booked')))
      .orderBy(desc(classes.startAt))
      .limit(RECENT_CLASSES_CONSIDERED),
    bookingResults(app, viewer, {
      from: now,
      to: new Date(now.getTime() + RECOMMENDATION_DAYS * DAY_MS),
      type: type === 'trial' ? null : type,
      nextLessonOnly: true,
    }),
  ]);
  const timeZone = profile?.timezone ?? 'Europe/Berlin';
  const lessons = results.curriculum.lessonsByModule.get(results.module.id) ?? [];
  const picked = recommendBooking({
    lessons,
    profileTime: (profile?.preferredClassTime as TimeOfDay | null | undefined) ?? null,
    pastStarts: recent.map((r) => r.startAt),
    timeZone,
    options: results.options.map((o) => ({
      key: o.key,
      lessonId: o.lesson.id,
      startDate: o.startDate,
      isExisting: o.isExisting,
      refusal: o.refusal,
    })),
    now,
  });
  const byKey = new Map(results.options.map((o) => [o.key, o]));
  return {
    module: results.module,
    lesson: picked.lessonId ? (results.curriculum.lessons.get(picked.lessonId) ?? null) : null,
    timesOfDay: picked.timesOfDay,
    basis: picked.basis,
    atPreferredTimes: picked.atPreferredTimes,
    options: picked.optionKeys.map((key) => byKey.get(key)!),
    results,
  };
}
