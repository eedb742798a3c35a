import { graphql, type ResultOf } from '../graphql/graphql.ts';

/** Bookings, cancellations and purchases change the standing: refetch with them. */
export const STANDING_TYPENAMES = { additionalTypenames: ['BookingStanding', 'CreditsInfo', 'Klass', 'Appointment', 'Subscription'] };

export const BOOKING_STANDING = graphql(`
  query BookingStanding { bookingStanding { state until refusal emailVerified groupCredits privateCredits offers } }
`);
export type Standing = ResultOf<typeof BOOKING_STANDING>['bookingStanding'];
export type StandingOffer = Standing['offers'][number];
