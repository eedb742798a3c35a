import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

// The back office's teacher pages (decision 099): documents typed from schema.graphql.

export type TeacherListState = EnumOf<'AdminTeacherListState'>;
export type ApplicationStatus = EnumOf<'TeacherApplicationStatus'>;
export type HourRequestStatus = EnumOf<'TeachingHourRequestStatus'>;
export type AppealStatus = EnumOf<'PenaltyAppealStatus'>;

const TeacherRow = graphql(`
  fragment AdminTeacherRow on AdminTeacher { id uid email firstName lastName sections timezone penaltyUntil pausedFrom pausedUntil deactivatedAt }
`);

export const TEACHER_LIST = graphql(
  `
  query AdminTeacherList($search: String, $state: AdminTeacherListState, $offset: Int) {
    adminTeacherList(search: $search, state: $state, limit: 20, offset: $offset) { total items { ...AdminTeacherRow } }
  }
`,
  [TeacherRow],
);
export type TeacherListRow = ResultOf<typeof TeacherRow>;

const AppealFields = graphql(`
  fragment AdminAppealFields on PenaltyAppeal {
    id teacherId teacherName teacherEmail reason status createdAt decidedAt decisionNote penaltyKind penaltyReason penaltyFrom penaltyUntil
  }
`);
export type Appeal = ResultOf<typeof AppealFields>;

const PauseFields = graphql(`fragment AdminPauseFields on TeachingPause { state pausedFrom pausedUntil startDate endDate maxDays }`);

const TeacherDetailFields = graphql(
  `
  fragment AdminTeacherDetailFields on AdminTeacherDetail {
    teacher { ...AdminTeacherRow }
    isOnboarded hourlyRateCents currency observationOptOut upcomingClasses
    pause { ...AdminPauseFields }
    penalties { id kind reason from until liftedAt classUid }
    appeals { ...AdminAppealFields }
    invoices { id number month date totalCents currency pending pdfUrl itemCount items { id date kind description amountCents currency } }
  }
`,
  [TeacherRow, PauseFields, AppealFields],
);
export type TeacherDetail = ResultOf<typeof TeacherDetailFields>;

export const TEACHER_DETAIL = graphql(
  `
  query AdminTeacher($id: ID!) { adminTeacher(id: $id) { ...AdminTeacherDetailFields } }
`,
  [TeacherDetailFields],
);

export const SET_PAUSE = graphql(
  `
  mutation AdminSetTeachingPause($teacherId: ID!, $input: AdminTeachingPauseInput!) {
    adminSetTeachingPause(teacherId: $teacherId, input: $input) { ...AdminPauseFields }
  }
`,
  [PauseFields],
);

export const REMOVE_PAUSE = graphql(
  `
  mutation AdminRemoveTeachingPause($teacherId: ID!) { adminRemoveTeachingPause(teacherId: $teacherId) { ...AdminPauseFields } }
`,
  [PauseFields],
);

export const SET_OBSERVATION = graphql(
  `
  mutation AdminSetTeacherObservationOptOut($teacherId: ID!, $optOut: Boolean!) {
    adminSetTeacherObservationOptOut(teacherId: $teacherId, optOut: $optOut) { ...AdminTeacherDetailFields }
  }
`,
  [TeacherDetailFields],
);

export const DEACTIVATE = graphql(
  `
  mutation AdminDeactivateTeacher($teacherId: ID!) { adminDeactivateTeacher(teacherId: $teacherId) { ...AdminTeacherDetailFields } }
`,
  [TeacherDetailFields],
);

export const ADD_PAY_LINE = graphql(`
  mutation AdminAddTeacherPayLine($input: TeacherManualLineInput!) { adminAddTeacherPayLine(input: $input) { id amountCents } }
`);

export const MAKE_INVOICES = graphql(`
  mutation AdminMakeTeacherInvoices { adminMakeTeacherInvoices }
`);

export const APPEALS = graphql(
  `
  query AdminTeacherAppeals($status: PenaltyAppealStatus) { teacherAppeals(status: $status) { ...AdminAppealFields } }
`,
  [AppealFields],
);

export const DECIDE_APPEAL = graphql(
  `
  mutation AdminDecideTeacherAppeal($appealId: ID!, $accept: Boolean!, $note: String) {
    decideTeacherAppeal(appealId: $appealId, accept: $accept, note: $note) { ...AdminAppealFields }
  }
`,
  [AppealFields],
);

const HourRequestFields = graphql(`
  fragment AdminHourRequestFields on SchoolTeachingHourRequest {
    teacherId teacherName teacherEmail
    request { id date slotSize startHour endHour timezone startDate endDate note status createdAt }
  }
`);
export type HourRequest = ResultOf<typeof HourRequestFields>;

export const HOUR_REQUESTS = graphql(
  `
  query AdminTeachingHourRequests($status: TeachingHourRequestStatus, $offset: Int) {
    adminTeachingHourRequests(status: $status, limit: 20, offset: $offset) { total items { ...AdminHourRequestFields } }
  }
`,
  [HourRequestFields],
);

export const DECIDE_HOUR_REQUEST = graphql(`
  mutation AdminDecideTeachingHourRequest($id: ID!, $status: TeachingHourRequestStatus!) {
    decideTeachingHourRequest(id: $id, status: $status) { id status }
  }
`);

const ApplicationFields = graphql(`
  fragment AdminApplicationFields on TeacherApplication {
    id reference status firstName lastName email phone countryOfResidence languageToTeach aboutMe teachingExperience
    spokenLanguages { language fluency } heardFrom heardFromWebsite linkedinUrl motivation referrerName referrerEmail
    locale createdAt reviewedAt decidedAt decisionNote teacherId
    files { id kind fileName sizeBytes url }
  }
`);
export type Application = ResultOf<typeof ApplicationFields>;

export const APPLICATIONS = graphql(
  `
  query AdminTeacherApplications($status: TeacherApplicationStatus, $offset: Int) {
    teacherApplications(status: $status, limit: 20, offset: $offset) { total items { ...AdminApplicationFields } }
  }
`,
  [ApplicationFields],
);

export const APPLICATION = graphql(
  `
  query AdminTeacherApplication($id: ID!) { teacherApplication(id: $id) { ...AdminApplicationFields } }
`,
  [ApplicationFields],
);

export const MARK_REVIEWED = graphql(`
  mutation AdminMarkTeacherApplicationReviewed($id: ID!) { markTeacherApplicationReviewed(id: $id) }
`);

export const ACCEPT_APPLICATION = graphql(
  `
  mutation AdminAcceptTeacherApplication($id: ID!, $timezone: String, $note: String) {
    adminAcceptTeacherApplication(id: $id, timezone: $timezone, note: $note) { ...AdminApplicationFields }
  }
`,
  [ApplicationFields],
);

export const REJECT_APPLICATION = graphql(
  `
  mutation AdminRejectTeacherApplication($id: ID!, $note: String) {
    adminRejectTeacherApplication(id: $id, note: $note) { ...AdminApplicationFields }
  }
`,
  [ApplicationFields],
);

/** Lists an admin change touches: urql refetches queries holding these types. */
export const TEACHER_TYPENAMES = {
  additionalTypenames: [
    'AdminTeacher',
    'AdminTeacherList',
    'AdminTeacherDetail',
    'PenaltyAppeal',
    'SchoolTeachingHourRequestList',
    'TeachingHourRequest',
    'TeacherApplication',
    'TeacherApplicationList',
    'TeacherInvoice',
  ],
  notifyErrors: false,
};
