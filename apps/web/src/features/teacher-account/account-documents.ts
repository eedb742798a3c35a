import { gql } from 'urql';
import type { AgreementSummary } from './gate-documents.ts';

export { ACCOUNT_TYPENAMES, type AgreementSummary, PENDING_AGREEMENTS } from './gate-documents.ts';

export interface SpokenLanguage {
  language: string;
  fluency: string;
}

export interface TeacherPreferences {
  groupClasses: boolean;
  privateClasses: boolean;
  specializedClasses: boolean;
  timeFormat: string;
  timezone: string;
  weekStart: string;
}

export interface NotificationSettings {
  feedback: boolean;
  otherClassCancellation: boolean;
  shortNoticeCancellation: boolean;
}

export interface Agreement extends AgreementSummary {
  body: string;
  publishedAt: string;
}

export interface PayoutDetails {
  address: string;
  address2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string | null;
  incomeTaxNumber: string | null;
  defaultPaymentMethod: 'BankTransfer' | 'PayPal';
  iban: string | null;
  accountNumber: string | null;
  bic: string | null;
  paypal: string | null;
  updatedAt: string;
}

export interface Certificate {
  id: string;
  fileName: string;
  sizeBytes: number;
  uploadedAt: string;
  url: string;
}

export interface TeacherAccount {
  id: string;
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  photo: string | null;
  phoneNumber: string | null;
  aboutMe: string;
  country: string | null;
  isContracted: boolean;
  isImpersonated: boolean;
  languages: SpokenLanguage[];
  sections: { id: string; name: string }[];
  teacherPreferences: TeacherPreferences;
  notificationSettings: NotificationSettings;
}

const ACCOUNT_FIELDS = `
  id uid firstName lastName email photo phoneNumber aboutMe country isContracted isImpersonated
  languages { language fluency }
  sections { id name }
  teacherPreferences { groupClasses privateClasses specializedClasses timeFormat timezone weekStart }
  notificationSettings { feedback otherClassCancellation shortNoticeCancellation }
`;

export const TEACHER_ACCOUNT = gql<{ teacherAccount: TeacherAccount }>(`
  query TeacherAccount { teacherAccount { ${ACCOUNT_FIELDS} } }
`);

export const ALL_AGREEMENTS = gql<{ teacherAccount: { id: string; agreements: AgreementSummary[] } }>(`
  query TeacherAgreements {
    teacherAccount { id agreements { id type version title isAccepted acceptedAt decidedAt isCurrent isPending required } }
  }
`);

export const AGREEMENT = gql<{ teacherAgreement: Agreement }, { id: string }>(`
  query TeacherAgreement($id: ID!) {
    teacherAgreement(id: $id) { id type version title body publishedAt isAccepted acceptedAt decidedAt isCurrent isPending required }
  }
`);

export const DECIDE_AGREEMENT = gql<{ decideTeacherAgreement: Agreement }, { id: string; accept: boolean }>(`
  mutation DecideTeacherAgreement($id: ID!, $accept: Boolean!) {
    decideTeacherAgreement(id: $id, accept: $accept) { id type version title body publishedAt isAccepted acceptedAt decidedAt isCurrent isPending required }
  }
`);

export const UPDATE_ACCOUNT = gql<
  { updateTeacherAccount: TeacherAccount },
  { input: { firstName: string; lastName: string; phoneNumber: string } }
>(`
  mutation UpdateTeacherAccount($input: TeacherAccountInput!) { updateTeacherAccount(input: $input) { ${ACCOUNT_FIELDS} } }
`);

export const REMOVE_PHOTO = gql<{ removeAccountPhoto: boolean }>(`mutation RemoveAccountPhoto { removeAccountPhoto }`);

export const UPDATE_PROFILE = gql<{ updateTeacherProfile: TeacherAccount }, { input: { aboutMe: string; country: string | null } }>(`
  mutation UpdateTeacherProfile($input: TeacherProfileInput!) { updateTeacherProfile(input: $input) { ${ACCOUNT_FIELDS} } }
`);

export const UPDATE_LANGUAGES = gql<{ updateTeacherLanguages: TeacherAccount }, { languages: SpokenLanguage[] }>(`
  mutation UpdateTeacherLanguages($languages: [TeacherSpokenLanguageInput!]!) { updateTeacherLanguages(languages: $languages) { ${ACCOUNT_FIELDS} } }
`);

export const UPDATE_PREFERENCES = gql<{ updateTeacherPreferences: TeacherAccount }, { input: TeacherPreferences }>(`
  mutation UpdateTeacherPreferences($input: TeacherPreferencesInput!) { updateTeacherPreferences(input: $input) { ${ACCOUNT_FIELDS} } }
`);

export const UPDATE_NOTIFICATIONS = gql<{ updateTeacherNotifications: TeacherAccount }, { input: NotificationSettings }>(`
  mutation UpdateTeacherNotifications($input: TeacherNotificationsInput!) { updateTeacherNotifications(input: $input) { ${ACCOUNT_FIELDS} } }
`);

export interface PayoutInput {
  address: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  incomeTaxNumber: string;
  paymentMethod: 'BankTransfer' | 'PayPal';
  iban: string;
  accountNumber: string;
  bic: string;
  paypalEmail: string;
}

const PAYOUT_FIELDS =
  'address address2 city state postalCode country incomeTaxNumber defaultPaymentMethod iban accountNumber bic paypal updatedAt';

export const PAYOUT_DETAILS = gql<{ teacherAccount: { id: string; isImpersonated: boolean; payoutDetails: PayoutDetails | null } }>(`
  query TeacherPayoutDetails { teacherAccount { id isImpersonated payoutDetails { ${PAYOUT_FIELDS} } } }
`);

export const REQUEST_PAYOUT_CODE = gql<{ requestPayoutDetailsCode: { sentTo: string; expiresAt: string } }, { input: PayoutInput }>(`
  mutation RequestPayoutDetailsCode($input: TeacherPayoutDetailsInput!) { requestPayoutDetailsCode(input: $input) { sentTo expiresAt } }
`);

export const UPDATE_PAYOUT = gql<{ updatePayoutDetails: PayoutDetails }, { input: PayoutInput; code: string }>(`
  mutation UpdatePayoutDetails($input: TeacherPayoutDetailsInput!, $code: String!) { updatePayoutDetails(input: $input, code: $code) { ${PAYOUT_FIELDS} } }
`);

export const CERTIFICATES = gql<{ teacherAccount: { id: string; certificates: Certificate[] } }>(`
  query TeacherCertificates { teacherAccount { id certificates { id fileName sizeBytes uploadedAt url } } }
`);

export const REMOVE_CERTIFICATE = gql<{ removeTeacherCertificate: boolean }, { id: string }>(`
  mutation RemoveTeacherCertificate($id: ID!) { removeTeacherCertificate(id: $id) }
`);

export interface RatingData {
  teacherAccount: {
    id: string;
    rating: { date: string; personalAverage: number | null; sectionAverage: number | null; classesTaught: number; ratingsCount: number };
    feedback: { classStartDate: string; lessonTitle: string; feedback: string; rating: number }[];
  };
}

export const RATING = gql<RatingData>(`
  query TeacherRating {
    teacherAccount { id rating { date personalAverage sectionAverage classesTaught ratingsCount } feedback { classStartDate lessonTitle feedback rating } }
  }
`);

export type CalendarStatus = 'not_connected' | 'connected' | 'expired' | 'reconnect';

export const CALENDAR_CONNECTION = gql<{
  teacherAccount: {
    id: string;
    calendarConnection: { id: string; status: CalendarStatus; url: string | null; lastSyncedAt: string | null };
  };
}>(`
  query TeacherCalendarConnection { teacherAccount { id calendarConnection { id status url lastSyncedAt } } }
`);

export const REGENERATE_CALENDAR_URL = gql<{ regenerateCalendarUrl: string }>(`mutation RegenerateCalendarUrl { regenerateCalendarUrl }`);

export interface LearningUnit {
  id: string;
  number: number;
  title: string;
  description: string;
  type: string;
  chapterTitle: string;
  presentationUrl: string;
}

export interface LearningMaterial {
  id: string;
  name: string;
  longName: string;
  code: string;
  description: string;
  cefrLevelName: string;
  section: { id: string; name: string };
  learningUnits: LearningUnit[];
}

export interface LearningMaterialsData {
  learningMaterials: {
    total: number;
    page: number;
    limit: number;
    sections: { id: string; name: string }[];
    levels: string[];
    items: LearningMaterial[];
  };
}

export const LEARNING_MATERIALS = gql<
  LearningMaterialsData,
  { sectionId?: string; level?: string; search?: string; page: number; limit: number }
>(`
  query LearningMaterials($sectionId: ID, $level: String, $search: String, $page: Int, $limit: Int) {
    learningMaterials(sectionId: $sectionId, level: $level, search: $search, page: $page, limit: $limit) {
      total page limit sections { id name } levels
      items { id name longName code description cefrLevelName section { id name } learningUnits { id number title description type chapterTitle presentationUrl } }
    }
  }
`);
