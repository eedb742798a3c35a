import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** Booking or cancelling a class changes the Sprint's counts: the card refetches with them. */
export const SPRINT_PROGRESS_TYPENAMES = { additionalTypenames: ['SprintProgress', 'Appointment'] };

/** Today's Sprint card (001 §7 Today: sprint; decision 091). */
export const SPRINT_PROGRESS = graphql(`
  query SprintProgress {
    sprintProgress {
      sprint { id startDate endDate }
      phase classesPlanned classesTaken classesAwaitingLog classesBooked classesMissed classesCancelled
      classesExpected daysTotal daysLeft daysUntilStart onTrack disqualified completed completable
      risks { reason count }
    }
  }
`);
export type SprintProgress = NonNullable<ResultOf<typeof SPRINT_PROGRESS>['sprintProgress']>;
export type SprintRisk = SprintProgress['risks'][number];
