import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export const ADMIN_DASHBOARD = graphql(`
  query AdminDashboard($from: DateTime!, $to: DateTime!, $timeZone: String) {
    adminDashboard(from: $from, to: $to, timeZone: $timeZone) {
      timeZone
      today { total staffed waiting atRisk cancelled }
      week { total staffed waiting atRisk cancelled }
      groupFillRate
      days { day bookings cancellations newStudents trials groupSeats groupCapacity }
      revenue { day currency netCents }
      trialsStarted trialsEnded trialsConverted
      openAppeals openApplications openContentReports
    }
  }
`);
export type Dashboard = ResultOf<typeof ADMIN_DASHBOARD>['adminDashboard'];
