import { gql } from 'urql';
import type { BookableType, TimeOfDay } from './booking-params.ts';

export type ClassType = 'group' | 'individual' | 'trial';
export type CreditKind = 'group' | 'private';
export type LearningStatus = 'BOOKED' | 'COMPLETED' | 'NOT_TAKEN' | 'PENDING' | 'RETAKE' | 'SKIP';

export interface BookClassInput {
  classUid?: string;
  lessonId?: string;
  startDate?: string;
  type?: ClassType;
}

export interface BookingFilter {
  moduleId?: string;
  from: string;
  to: string;
  timesOfDay?: TimeOfDay[];
  type?: BookableType;
  lessonId?: string;
}

interface TeacherName {
  id: string;
  uid: string;
  firstName: string;
  lastName: string;
}

export interface BookingOption {
  key: string;
  isExisting: boolean;
  startDate: string;
  endDate: string;
  type: ClassType;
  availableSeats: number;
  timeOfDay: TimeOfDay;
  lesson: { id: string; title: string; number: number };
  teacher: TeacherName | null;
}

/** Every list that a booking or cancellation changes; urql refetches queries holding these types. */
export const BOOKING_TYPENAMES = { additionalTypenames: ['Klass', 'Appointment', 'CreditsInfo', 'BookingResults'] };

const OPTION_FIELDS = `
  key isExisting startDate endDate type availableSeats timeOfDay
  lesson { id title number }
  teacher { id uid firstName lastName }
`;

export interface BookingResultsData {
  bookingResults: {
    from: string;
    to: string;
    module: { id: string; name: string; code: string; cefrLevelName: string };
    options: BookingOption[];
  };
}
export const BOOKING_RESULTS = gql<BookingResultsData, { filter: BookingFilter }>(`
  query BookingResults($filter: BookingFilter!) {
    bookingResults(filter: $filter) {
      from to
      module { id name code cefrLevelName }
      options { ${OPTION_FIELDS} }
    }
  }
`);

export interface BookableLessonsData {
  coursePage: {
    module: { id: string };
    chapters: Array<{
      id: string;
      title: string;
      lessons: Array<{ id: string; title: string; number: number; studentStatus: LearningStatus | null }>;
    }>;
  };
}
export const BOOKABLE_LESSONS = gql<BookableLessonsData, { moduleId?: string }>(`
  query BookableLessons($moduleId: ID) {
    coursePage(moduleId: $moduleId) {
      module { id }
      chapters { id title lessons { id title number studentStatus } }
    }
  }
`);

export interface BookingPreviewData {
  bookingPreview: {
    option: BookingOption;
    creditKind: CreditKind;
    creditsAvailable: number;
    refundDeadline: string;
    graceMinutes: number;
    blockingError: string | null;
  };
}
export const BOOKING_PREVIEW = gql<BookingPreviewData, { input: BookClassInput }>(`
  query BookingPreview($input: BookClassInput!) {
    bookingPreview(input: $input) {
      option { ${OPTION_FIELDS} }
      creditKind creditsAvailable refundDeadline graceMinutes blockingError
    }
  }
`);

export interface BookClassData {
  bookClass: {
    appointment: { id: string; status: string };
    class: { uid: string; startDate: string };
    credits: { groupCredits: number; privateCredits: number; canBuyExtraCredits: boolean };
  };
}
export const BOOK_CLASS = gql<BookClassData, { input: BookClassInput }>(`
  mutation BookClass($input: BookClassInput!) {
    bookClass(input: $input) {
      appointment { id status }
      class { uid startDate }
      credits { groupCredits privateCredits canBuyExtraCredits }
    }
  }
`);
