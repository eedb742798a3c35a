import { type EnumOf, graphql, type ResultOf, type VariablesOf } from '../../shared/graphql/graphql.ts';

export type AvailabilityState = EnumOf<'AvailabilityState'>;
export type SlotSize = EnumOf<'AvailabilitySlotSize'>;
export type AvailabilityType = EnumOf<'AvailabilityType'>;
export type Weekday = EnumOf<'AvailabilityWeekday'>;
export type EventKind = EnumOf<'CalendarEventKind'>;
export type RequestStatus = EnumOf<'TeachingHourRequestStatus'>;

export { WEEKDAYS } from '@parla/contracts';

/** urql refetches the queries holding these types after a change. */
export const SCHEDULE_TYPENAMES = { additionalTypenames: ['TeacherCalendar', 'TeacherTimeSlot', 'TeacherAvailability'] };
export const REQUEST_TYPENAMES = { additionalTypenames: ['TeachingHourRequest'] };

export const TEACHER_CALENDAR = graphql(`
  query TeacherCalendar($startDate: String) {
    teacherCalendar(startDate: $startDate) {
      startOfWeekDate endOfWeekDate previousWeekDate nextWeekDate today timezone timeFormat weekStart
      totalAvailableClassesPerWeek totalBookedClassesThisWeek
      timeSlots {
        startDate date hour availability availabilitySource isPast
        events { classUniqId classType kind businessModelType bonusType isB2G isBonus classDuration startDate lessonTitle studentsCount }
      }
    }
  }
`);
export type TeacherCalendar = ResultOf<typeof TEACHER_CALENDAR>['teacherCalendar'];
export type TimeSlot = TeacherCalendar['timeSlots'][number];
export type CalendarEvent = TimeSlot['events'][number];

const AvailabilityEntryFields = graphql(`
  fragment AvailabilityEntryFields on TeacherAvailability {
    id availabilityType dayOfWeek date availability availabilityRange startHour endHour
  }
`);
export type AvailabilityEntry = ResultOf<typeof AvailabilityEntryFields>;

export const TEACHER_AVAILABILITY = graphql(
  `
  query TeacherAvailability { teacherAvailability { ...AvailabilityEntryFields } }
`,
  [AvailabilityEntryFields],
);

export const SET_STANDARD_AVAILABILITY = graphql(
  `
  mutation SetStandardAvailability($input: StandardAvailabilityInput!) { setStandardAvailability(input: $input) { ...AvailabilityEntryFields } }
`,
  [AvailabilityEntryFields],
);

export const SET_EXACT_AVAILABILITY = graphql(
  `
  mutation SetExactAvailability($input: ExactAvailabilityInput!) { setExactAvailability(input: $input) { ...AvailabilityEntryFields } }
`,
  [AvailabilityEntryFields],
);

/** What both availability inputs share; left out `availability` clears the hours. */
export type AvailabilityChangeInput = Omit<VariablesOf<typeof SET_EXACT_AVAILABILITY>['input'], 'date'>;

const TeachingHourRequestFields = graphql(`
  fragment TeachingHourRequestFields on TeachingHourRequest {
    id date slotSize startHour endHour timezone startDate endDate note status createdAt canCancel
  }
`);
export type TeachingHourRequest = ResultOf<typeof TeachingHourRequestFields>;

export const TEACHING_HOUR_REQUESTS = graphql(
  `
  query TeachingHourRequests { teachingHourRequests { ...TeachingHourRequestFields } }
`,
  [TeachingHourRequestFields],
);

export const REQUEST_TEACHING_HOURS = graphql(
  `
  mutation RequestTeachingHours($input: RequestTeachingHoursInput!) { requestTeachingHours(input: $input) { ...TeachingHourRequestFields } }
`,
  [TeachingHourRequestFields],
);

export const CANCEL_TEACHING_HOUR_REQUEST = graphql(
  `
  mutation CancelTeachingHourRequest($id: ID!) { cancelTeachingHourRequest(id: $id) { ...TeachingHourRequestFields } }
`,
  [TeachingHourRequestFields],
);
