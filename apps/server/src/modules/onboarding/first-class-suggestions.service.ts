import type { ClassType } from '@parla/contracts';
import { DAY_MS, type TimeOfDay, preferredTimesOfDay, rankFirstClasses } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studentProfiles, users } from '../../db/schema/index.ts';
import { type BookingOptionView, type BookingResults, bookingResults } from '../classes/booking-search.service.ts';
import type { Viewer } from '../classes/klass-views.ts';
import { balance } from '../commerce/credits/credits.service.ts';
import { type LessonView, type ModuleView, nextLessonOf } from '../curriculum/curriculum.service.ts';

/** How far ahead the first class is looked for: two weeks, the longest range the booking search takes. */
const SUGGESTION_DAYS = 14;

export interface FirstClassSuggestionsView {
  module: ModuleView;
  /** The module's first lesson not yet taken; null when none is left. */
  lesson: LessonView | null;
  /** Group when the student has group credits (or none at all), private when they have only private ones. */
  classType: ClassType;
  timesOfDay: TimeOfDay[];
  atPreferredTimes: boolean;
  /** No credit of that kind: the page says so and links the store; the times are shown, not bookable. */
  hasCredits: boolean;
  options: BookingOptionView[];
  results: BookingResults;
}

/**
 * The onboarding booking step (issue 16): the three best first classes. The search is the
 * booking page's own (bookingResults narrowed to the next lesson: same rows, same refusals); the
 * domain's rankFirstClasses picks them: at the preferred times in the student's zone, existing
 * classes with seats first, then new slots. Booking one goes through the normal bookClass.
 */
export async function firstClassSuggestions(app: FastifyInstance, viewer: Viewer & { id: string }): Promise<FirstClassSuggestionsView> {
  const now = app.clock.now();
  const [[profile], credits] = await Promise.all([
    app.db
      .select({ timezone: users.timezone, preferredClassTime: studentProfiles.preferredClassTime })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.id, viewer.id)),
    balance(app.db, viewer.id, now),
  ]);
  const classType: ClassType = credits.group === 0 && credits.private > 0 ? 'individual' : 'group';
  const hasCredits = (classType === 'group' ? credits.group : credits.private) > 0;
  const timeZone = profile?.timezone ?? 'Europe/Berlin';
  const results = await bookingResults(app, viewer, {
    from: now,
    to: new Date(now.getTime() + SUGGESTION_DAYS * DAY_MS),
    type: classType,
    nextLessonOnly: true,
  });
  const { timesOfDay } = preferredTimesOfDay((profile?.preferredClassTime as TimeOfDay | null | undefined) ?? null, [], timeZone);
  const lessonId = nextLessonOf(results.curriculum.lessonsByModule.get(results.module.id) ?? [])?.id ?? null;
  const ranked = rankFirstClasses({
    lessonId,
    candidates: results.options.map((o) => ({
      key: o.key,
      lessonId: o.lesson.id,
      startDate: o.startDate,
      isExisting: o.isExisting,
      availableSeats: o.availableSeats,
      // Without credits the times are still worth showing: the page links the store beside them.
      refusal: o.refusal === 'not_enough_credits' ? null : o.refusal,
    })),
    preferredTimes: timesOfDay,
    timeZone,
    now,
  });
  const byKey = new Map(results.options.map((o) => [o.key, o]));
  return {
    module: results.module,
    lesson: lessonId ? (results.curriculum.lessons.get(lessonId) ?? null) : null,
    classType,
    timesOfDay,
    atPreferredTimes: ranked.atPreferredTimes,
    hasCredits,
    options: ranked.keys.map((key) => byKey.get(key)!),
    results,
  };
}
