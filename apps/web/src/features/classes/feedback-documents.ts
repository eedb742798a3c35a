import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** The Today card: feedback that became readable and is unread (decision 089). */
export const UNREAD_CLASS_FEEDBACK = graphql(`
  query UnreadClassFeedback { myUnreadClassFeedback { classUid lesson startAt teacherName } }
`);

export const MARK_CLASS_FEEDBACK_READ = graphql(`
  mutation MarkClassFeedbackRead($classUid: ID!) { markClassFeedbackRead(classUid: $classUid) }
`);

export const MISSED_CLASS_REPORT_STATE = graphql(`
  query MissedClassReportState($classUid: ID!) { myMissedClassReport(classUid: $classUid) { open until reportedAt reason } }
`);
export type MissedClassReportState = ResultOf<typeof MISSED_CLASS_REPORT_STATE>['myMissedClassReport'];

export const PERSONALIZED_FEEDBACK = graphql(`
  query PersonalizedFeedback {
    myPersonalizedFeedback { classUid lesson startAt teacherName feedback recommendedLevel notes requiresRating }
  }
`);

/** The page of "feedback based on the last 10 classes" (001 §9), in the learn area's routes (account/feedback). */
export const PERSONALIZED_FEEDBACK_PATH = '/:locale/account/feedback';
