import {
  DEFAULT_CLASS_CONFIG,
  DomainError,
  type StandingOffer,
  assertBookable,
  creditKindForClass,
  type CreditKind,
  notFound,
  refundWindow,
  offersForRefusal,
} from '@parla/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes, users } from '../../db/schema/index.ts';
import { loadCurriculum } from '../curriculum/curriculum.service.ts';
import { type BookInput, type BookingTarget, bookingRequestFor, requireNewClassInput } from './booking.service.ts';
import { classByUid, lessonFacts } from './class-queries.ts';
import { type BookingOptionView, newOption, optionOfClass } from './booking-search.service.ts';
import { type Viewer, classView } from './klass-views.ts';
import { studentSnapshot } from './student-snapshot.ts';
import { bookingStandingOf } from './booking-standing.service.ts';

export interface BookingPreview {
  option: BookingOptionView;
  creditKind: CreditKind;
  creditsAvailable: number;
  /** Booking now, cancelling up to this instant refunds the credit (refundWindow: the later of booking + 30 min and start - 72 h). */
  refundDeadline: Date;
  /** Which line refundDeadline is: 72 h before the start, or only the 30 minutes after booking. */
  refundRule: 'notice' | 'grace';
  graceMinutes: number;
  /** The code the booking would fail with now; null when it would succeed. */
  blockingError: string | null;
  /** What the student can do about blockingError (offersForRefusal over their standing). */
  offers: StandingOffer[];
}

/**
 * The booking/preview page: what booking would do, with the rules that apply, and the
 * refusal it would meet (the same assertBookable as bookClass, on an unlocked read).
 */
export async function bookingPreview(app: FastifyInstance, viewer: Viewer & { id: string }, input: BookInput): Promise<BookingPreview> {
  const { db } = app;
  const now = app.clock.now();
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, viewer.id));
  const timeZone = user?.timezone ?? 'Europe/Berlin';
  let target: BookingTarget;
  if (input.classUid) {
    const row = await classByUid(db, input.classUid, false);
    if (!row) throw new DomainError('class_not_available');
    target = { kind: 'existing', row, lesson: (await lessonFacts(db, row.lessonId))! };
  } else {
    const { lessonId, startAt, type } = requireNewClassInput(input);
    const lesson = await lessonFacts(db, lessonId);
    if (!lesson) throw notFound();
    const [open] =
      type === 'individual'
        ? []
        : await db
            .select()
            .from(classes)
            .where(
              and(
                eq(classes.lessonId, lessonId),
                eq(classes.startAt, startAt),
                eq(classes.type, type),
                eq(classes.status, 'active'),
                lt(classes.seatsTaken, classes.capacity),
              ),
            )
            .limit(1);
    target = open ? { kind: 'existing', row: open, lesson } : { kind: 'new', lesson, startAt, type };
  }

  const curriculum = await loadCurriculum(db, [target.lesson.moduleId], viewer.id, now);
  let option: BookingOptionView;
  if (target.kind === 'existing') {
    const klass = classView(target.row, viewer, app.config, now);
    option = optionOfClass(klass, curriculum.lessons.get(target.row.lessonId)!, timeZone);
  } else {
    option = newOption(curriculum.lessons.get(target.lesson.id)!, target.startAt, target.type, timeZone);
  }
  const [request, student] = await Promise.all([
    bookingRequestFor(db, target),
    studentSnapshot(db, viewer.id, now, { lock: false, needsAttended: target.lesson.type === 'open_discussion' }),
  ]);
  let blockingError: string | null = null;
  try {
    assertBookable(request, student, now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    blockingError = error.code;
  }
  const creditKind = creditKindForClass(option.type);
  const refund = refundWindow(now, option.startDate, DEFAULT_CLASS_CONFIG);
  option.refusal = blockingError;
  const offers = blockingError ? offersForRefusal(blockingError, await bookingStandingOf(app, viewer.id)) : [];
  return {
    option,
    creditKind,
    creditsAvailable: student.credits[creditKind],
    refundDeadline: refund.refundableUntil,
    refundRule: refund.rule,
    graceMinutes: DEFAULT_CLASS_CONFIG.refundableAfterBookingMinutes,
    blockingError,
    offers,
  };
}
