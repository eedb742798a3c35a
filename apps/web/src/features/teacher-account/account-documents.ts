import { type EnumOf, graphql, type ResultOf, type VariablesOf } from '../../shared/graphql/graphql.ts';
import { AgreementSummaryFields } from './gate-documents.ts';

export { ACCOUNT_TYPENAMES, type AgreementSummary, PENDING_AGREEMENTS } from './gate-documents.ts';

const TeacherAccountFields = graphql(`
  fragment TeacherAccountFields on TeacherAccount {
    id uid firstName lastName email photo phoneNumber aboutMe country isContracted isImpersonated
    languages { language fluency }
    sections { id name }
    teacherPreferences { groupClasses privateClasses specializedClasses timeFormat timezone weekStart }
    notificationSettings { feedback otherClassCancellation shortNoticeCancellation classReminders logReminders }
  }
`);
export type TeacherAccount = ResultOf<typeof TeacherAccountFields>;
export type SpokenLanguage = TeacherAccount['languages'][number];
export type TeacherPreferences = TeacherAccount['teacherPreferences'];
export type NotificationSettings = TeacherAccount['notificationSettings'];

export const TEACHER_ACCOUNT = graphql(
  `
  query TeacherAccount { teacherAccount { ...TeacherAccountFields } }
`,
  [TeacherAccountFields],
);

export const ALL_AGREEMENTS = graphql(
  `
  query TeacherAgreements {
    teacherAccount { id agreements { ...AgreementSummaryFields } }
  }
`,
  [AgreementSummaryFields],
);

const AgreementFields = graphql(
  `
  fragment AgreementFields on TeacherAgreement { ...AgreementSummaryFields body publishedAt }
`,
  [AgreementSummaryFields],
);

export const AGREEMENT = graphql(
  `
  query TeacherAgreement($id: ID!) {
    teacherAgreement(id: $id) { ...AgreementFields }
  }
`,
  [AgreementFields],
);

export const DECIDE_AGREEMENT = graphql(
  `
  mutation DecideTeacherAgreement($id: ID!, $accept: Boolean!) {
    decideTeacherAgreement(id: $id, accept: $accept) { ...AgreementFields }
  }
`,
  [AgreementFields],
);

export const UPDATE_ACCOUNT = graphql(
  `
  mutation UpdateTeacherAccount($input: TeacherAccountInput!) { updateTeacherAccount(input: $input) { ...TeacherAccountFields } }
`,
  [TeacherAccountFields],
);

export const REMOVE_PHOTO = graphql(`mutation RemoveAccountPhoto { removeAccountPhoto }`);

export const UPDATE_PROFILE = graphql(
  `
  mutation UpdateTeacherProfile($input: TeacherProfileInput!) { updateTeacherProfile(input: $input) { ...TeacherAccountFields } }
`,
  [TeacherAccountFields],
);

export const UPDATE_LANGUAGES = graphql(
  `
  mutation UpdateTeacherLanguages($languages: [TeacherSpokenLanguageInput!]!) {
    updateTeacherLanguages(languages: $languages) { ...TeacherAccountFields }
  }
`,
  [TeacherAccountFields],
);

export const UPDATE_PREFERENCES = graphql(
  `
  mutation UpdateTeacherPreferences($input: TeacherPreferencesInput!) { updateTeacherPreferences(input: $input) { ...TeacherAccountFields } }
`,
  [TeacherAccountFields],
);

export const UPDATE_NOTIFICATIONS = graphql(
  `
  mutation UpdateTeacherNotifications($input: TeacherNotificationsInput!) {
    updateTeacherNotifications(input: $input) { ...TeacherAccountFields }
  }
`,
  [TeacherAccountFields],
);

const PayoutDetailsFields = graphql(`
  fragment PayoutDetailsFields on TeacherPayoutDetails {
    address address2 city state postalCode country incomeTaxNumber defaultPaymentMethod iban accountNumber bic paypal updatedAt
  }
`);
export type PayoutDetails = ResultOf<typeof PayoutDetailsFields>;

export const PAYOUT_DETAILS = graphql(
  `
  query TeacherPayoutDetails { teacherAccount { id isImpersonated payoutDetails { ...PayoutDetailsFields } } }
`,
  [PayoutDetailsFields],
);

export const REQUEST_PAYOUT_CODE = graphql(`
  mutation RequestPayoutDetailsCode($input: TeacherPayoutDetailsInput!) { requestPayoutDetailsCode(input: $input) { sentTo expiresAt } }
`);
type PayoutDetailsInput = VariablesOf<typeof REQUEST_PAYOUT_CODE>['input'];
/** The payout form sends every field, empty ones as ''. */
export type PayoutInput = { [Field in keyof PayoutDetailsInput]-?: NonNullable<PayoutDetailsInput[Field]> };

export const UPDATE_PAYOUT = graphql(
  `
  mutation UpdatePayoutDetails($input: TeacherPayoutDetailsInput!, $code: String!) {
    updatePayoutDetails(input: $input, code: $code) { ...PayoutDetailsFields }
  }
`,
  [PayoutDetailsFields],
);

export const CERTIFICATES = graphql(`
  query TeacherCertificates { teacherAccount { id certificates { id fileName sizeBytes uploadedAt url } } }
`);
export type Certificate = ResultOf<typeof CERTIFICATES>['teacherAccount']['certificates'][number];

export const REMOVE_CERTIFICATE = graphql(`
  mutation RemoveTeacherCertificate($id: ID!) { removeTeacherCertificate(id: $id) }
`);

export const RATING = graphql(`
  query TeacherRating {
    teacherAccount {
      id
      rating { date personalAverage sectionAverage classesTaught ratingsCount }
      feedback { classStartDate lessonTitle feedback rating }
    }
  }
`);

export type CalendarStatus = EnumOf<'CalendarConnectionStatus'>;

export const CALENDAR_CONNECTION = graphql(`
  query TeacherCalendarConnection { teacherAccount { id calendarConnection { id status url lastSyncedAt } } }
`);

export const REGENERATE_CALENDAR_URL = graphql(`mutation RegenerateCalendarUrl { regenerateCalendarUrl }`);

export const LEARNING_MATERIALS = graphql(`
  query LearningMaterials($sectionId: ID, $level: String, $search: String, $page: Int, $limit: Int) {
    learningMaterials(sectionId: $sectionId, level: $level, search: $search, page: $page, limit: $limit) {
      total page limit sections { id name } levels
      items {
        id name longName code description cefrLevelName section { id name }
        learningUnits { id number title description type chapterTitle presentationUrl }
      }
    }
  }
`);
export type LearningMaterial = ResultOf<typeof LEARNING_MATERIALS>['learningMaterials']['items'][number];
