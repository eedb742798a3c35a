import { type BookingStanding, bookingStanding } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { creditsInfoFrom } from '../commerce/credits/credits.service.ts';
import { trialAvailableTo } from '../commerce/store/catalogue.service.ts';
import { subscriptionsOf } from '../commerce/subscriptions/subscription-views.ts';
import { studentState } from './student-snapshot.ts';

/**
 * me.bookingStanding: what the student can do now (issue 12). Reads the same snapshot the
 * booking mutation reads (studentSnapshot), the membership page's capabilities and the store's
 * rules (trial available, extra credits for subscribers), and lets the domain decide.
 */
export async function bookingStandingOf(app: FastifyInstance, studentId: string): Promise<BookingStanding> {
  const { db } = app;
  const now = app.clock.now();
  const [user] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, studentId));
  const state = await studentState(db, studentId, now, { lock: false, needsAttended: false });
  const student = state.snapshot;
  const plans = await subscriptionsOf(db, studentId, now);
  const trialAvailable = await trialAvailableTo(db, studentId);
  // The credits from the snapshot's own reads: no second read of the grants and the plan.
  const credits = creditsInfoFrom(state.grants, state.currentSubscription, now);
  const { current, next, latest } = plans;
  return bookingStanding(
    {
      student,
      current: current
        ? {
            displayState: current.displayState,
            trialEndsAt: current.trialEndsAt,
            endsAt: current.expiresAt,
            // The view's pause is the running one while the state is paused.
            pausedUntil: current.displayState === 'paused' ? (current.pause?.endDate ?? null) : null,
            canUnpause: current.canUnpause,
            canReactivate: current.canReactivate,
            canSkipTrial: current.canSkipTrial,
          }
        : null,
      upcoming: !current && next ? { startsAt: next.startsAt } : null,
      ended: !current && latest ? { endedAt: latest.row.endedAt ?? latest.expiresAt, canReactivate: latest.canReactivate } : null,
      emailVerified: user?.emailVerifiedAt != null,
      trialAvailable,
      canBuyExtraCredits: credits.canBuyExtraCredits,
    },
    now,
  );
}
