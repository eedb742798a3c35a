import { gql } from 'urql';

export type AvailabilityState = 'available' | 'unavailable';
export type SlotSize = 'full' | 'half' | 'whole_day';
export type AvailabilityType = 'standard' | 'exact';
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type RequestStatus = 'cancelled' | 'completed' | 'requested' | 'scheduled' | 'unsuccessful';
export type EventKind = 'group' | 'private' | 'trial' | 'bonus' | 'b2g';

export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export interface CalendarEvent {
  classUniqId: string;
  classType: 'group' | 'individual' | 'trial';
  kind: EventKind;
  businessModelType: string;
  bonusType: string | null;
  isB2G: boolean;
  isBonus: boolean;
  classDuration: number;
  startDate: string;
  lessonTitle: string;
  studentsCount: number;
}

export interface TimeSlot {
  startDate: string;
  date: string;
  hour: number;
  availability: AvailabilityState;
  availabilitySource: AvailabilityType | null;
  isPast: boolean;
  events: CalendarEvent[];
}

export interface TeacherCalendar {
  startOfWeekDate: string;
  endOfWeekDate: string;
  previousWeekDate: string;
  nextWeekDate: string;
  today: string;
  timezone: string;
  timeFormat: string;
  weekStart: string;
  totalAvailableClassesPerWeek: number;
  totalBookedClassesThisWeek: number;
  timeSlots: TimeSlot[];
}

export interface AvailabilityEntry {
  id: string;
  availabilityType: AvailabilityType;
  dayOfWeek: Weekday | null;
  date: string | null;
  availability: AvailabilityState;
  availabilityRange: SlotSize;
  startHour: number;
  endHour: number;
}

export interface TeachingHourRequest {
  id: string;
  date: string;
  slotSize: SlotSize;
  startHour: number;
  endHour: number;
  timezone: string;
  startDate: string;
  endDate: string;
  note: string;
  status: RequestStatus;
  createdAt: string;
  canCancel: boolean;
}

/** urql refetches the queries holding these types after a change. */
export const SCHEDULE_TYPENAMES = { additionalTypenames: ['TeacherCalendar', 'TeacherTimeSlot', 'TeacherAvailability'] };
export const REQUEST_TYPENAMES = { additionalTypenames: ['TeachingHourRequest'] };

export const TEACHER_CALENDAR = gql<{ teacherCalendar: TeacherCalendar }, { startDate?: string }>(`
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

const ENTRY_FIELDS = 'id availabilityType dayOfWeek date availability availabilityRange startHour endHour';

export const TEACHER_AVAILABILITY = gql<{ teacherAvailability: AvailabilityEntry[] }, Record<string, never>>(`
  query TeacherAvailability { teacherAvailability { ${ENTRY_FIELDS} } }
`);

export interface AvailabilityChangeInput {
  slotSize: SlotSize;
  startHour?: number;
  endHour?: number;
  /** Left out: clear the hours. */
  availability?: AvailabilityState;
}

export const SET_STANDARD_AVAILABILITY = gql<
  { setStandardAvailability: AvailabilityEntry[] },
  { input: AvailabilityChangeInput & { dayOfWeek: Weekday } }
>(`
  mutation SetStandardAvailability($input: StandardAvailabilityInput!) { setStandardAvailability(input: $input) { ${ENTRY_FIELDS} } }
`);

export const SET_EXACT_AVAILABILITY = gql<
  { setExactAvailability: AvailabilityEntry[] },
  { input: AvailabilityChangeInput & { date: string } }
>(`
  mutation SetExactAvailability($input: ExactAvailabilityInput!) { setExactAvailability(input: $input) { ${ENTRY_FIELDS} } }
`);

const REQUEST_FIELDS = 'id date slotSize startHour endHour timezone startDate endDate note status createdAt canCancel';

export const TEACHING_HOUR_REQUESTS = gql<{ teachingHourRequests: TeachingHourRequest[] }, Record<string, never>>(`
  query TeachingHourRequests { teachingHourRequests { ${REQUEST_FIELDS} } }
`);

export const REQUEST_TEACHING_HOURS = gql<
  { requestTeachingHours: TeachingHourRequest },
  { input: { date: string; slotSize: SlotSize; startHour?: number; endHour?: number; note?: string } }
>(`
  mutation RequestTeachingHours($input: RequestTeachingHoursInput!) { requestTeachingHours(input: $input) { ${REQUEST_FIELDS} } }
`);

export const CANCEL_TEACHING_HOUR_REQUEST = gql<{ cancelTeachingHourRequest: TeachingHourRequest }, { id: string }>(`
  mutation CancelTeachingHourRequest($id: ID!) { cancelTeachingHourRequest(id: $id) { ${REQUEST_FIELDS} } }
`);
