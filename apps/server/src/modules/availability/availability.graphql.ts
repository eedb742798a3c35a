// GraphQL types and fields of the teacher schedule, standard and exact availability, teaching-hour requests.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
import { AVAILABILITY, AVAILABILITY_TYPES, REQUEST_STATUSES, SLOT_SIZES, WEEKDAYS, INPUT_MESSAGES } from '@parla/contracts';
import { ValidationError } from '@parla/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { ClassType } from '../classes/classes.graphql.ts';
import {
  type AvailabilityEntryView,
  setExactAvailability,
  setStandardAvailability,
  listAvailability,
} from './availability-edit.service.ts';
import { type CalendarEventView, type TeacherCalendarView, type TimeSlotView, teacherCalendar } from './teacher-calendar.service.ts';
import {
  type SchoolTeachingHourRequestView,
  type TeachingHourRequestView,
  cancelTeachingHourRequest,
  decideTeachingHourRequest,
  listTeachingHourRequests,
  listTeachingHourRequestsForSchool,
  requestTeachingHours,
} from './teaching-hour-requests.service.ts';
import { auditObject } from '../audit/audit-context.ts';

const AvailabilityState = builder.enumType('AvailabilityState', { values: AVAILABILITY });
const AvailabilitySlotSize = builder.enumType('AvailabilitySlotSize', {
  values: SLOT_SIZES,
  description: 'full: a run of full class hours; half: the morning (00-12) or afternoon (12-24) half of the day; whole_day: 00-24.',
});
const AvailabilityType = builder.enumType('AvailabilityType', { values: AVAILABILITY_TYPES });
const AvailabilityWeekday = builder.enumType('AvailabilityWeekday', { values: WEEKDAYS });
const TeachingHourRequestStatus = builder.enumType('TeachingHourRequestStatus', { values: REQUEST_STATUSES });
const CalendarEventKind = builder.enumType('CalendarEventKind', { values: ['group', 'private', 'trial', 'bonus', 'b2g'] as const });

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const TeacherAvailability = builder.objectRef<AvailabilityEntryView>('TeacherAvailability').implement({
  description:
    "One run of the teacher's local hours (000 §3 Teacher availability); start and end are wall-clock times in the teacher's zone.",
  fields: (t) => ({
    id: t.exposeID('id'),
    availabilityType: t.field({ type: AvailabilityType, resolve: (a) => a.availabilityType }),
    dayOfWeek: t.field({ type: AvailabilityWeekday, nullable: true, resolve: (a) => a.dayOfWeek }),
    date: t.exposeString('date', { nullable: true, description: 'Exact availability: the local date (YYYY-MM-DD).' }),
    availability: t.field({ type: AvailabilityState, resolve: (a) => a.availability }),
    availabilityRange: t.field({ type: AvailabilitySlotSize, description: 'The slot size of the run.', resolve: (a) => a.slotSize }),
    start: t.string({ description: 'HH:mm', resolve: (a) => hourLabel(a.startHour) }),
    end: t.string({ description: 'HH:mm; 24:00 is the end of the day.', resolve: (a) => hourLabel(a.endHour) }),
    startHour: t.exposeInt('startHour'),
    endHour: t.exposeInt('endHour'),
  }),
});

const TeacherCalendarEvent = builder.objectRef<CalendarEventView>('TeacherCalendarEvent').implement({
  fields: (t) => ({
    classUniqId: t.exposeString('classUniqId'),
    classType: t.field({ type: ClassType, resolve: (e) => e.classType }),
    kind: t.field({ type: CalendarEventKind, resolve: (e) => e.kind }),
    businessModelType: t.exposeString('businessModelType'),
    bonusType: t.exposeString('bonusType', { nullable: true }),
    isCommittedByTeacher: t.exposeBoolean('isCommittedByTeacher'),
    isB2G: t.exposeBoolean('isB2G'),
    isBonus: t.exposeBoolean('isBonus'),
    classDuration: t.exposeInt('classDuration', { description: 'Minutes.' }),
    startDate: t.field({ type: 'DateTime', resolve: (e) => e.startDate }),
    status: t.exposeString('status'),
    lessonTitle: t.exposeString('lessonTitle'),
    studentsCount: t.exposeInt('studentsCount'),
  }),
});

const TeacherTimeSlot = builder.objectRef<TimeSlotView>('TeacherTimeSlot').implement({
  description: 'One class start of the week: its local date and hour, its availability and the classes in it.',
  fields: (t) => ({
    startDate: t.field({ type: 'DateTime', resolve: (s) => s.startDate }),
    date: t.exposeString('date'),
    hour: t.exposeInt('hour'),
    availability: t.field({ type: AvailabilityState, resolve: (s) => s.availability }),
    availabilitySource: t.field({
      type: AvailabilityType,
      nullable: true,
      description: 'Which layer decided; null when nothing is set (unavailable).',
      resolve: (s) => s.availabilitySource,
    }),
    isPast: t.exposeBoolean('isPast'),
    events: t.field({ type: [TeacherCalendarEvent], resolve: (s) => s.events }),
  }),
});

const TeacherCalendar = builder.objectRef<TeacherCalendarView>('TeacherCalendar').implement({
  fields: (t) => ({
    startOfWeekDate: t.exposeString('startOfWeekDate'),
    endOfWeekDate: t.exposeString('endOfWeekDate'),
    previousWeekDate: t.exposeString('previousWeekDate'),
    nextWeekDate: t.exposeString('nextWeekDate'),
    today: t.exposeString('today', { description: "Today in the teacher's zone." }),
    timezone: t.exposeString('timezone'),
    timeFormat: t.exposeString('timeFormat', { description: 'AMPM or ISO8601.' }),
    weekStart: t.exposeString('weekStart', { description: 'Sunday or Monday.' }),
    totalAvailableClassesPerWeek: t.exposeInt('totalAvailableClassesPerWeek'),
    totalBookedClassesThisWeek: t.exposeInt('totalBookedClassesThisWeek'),
    timeSlots: t.field({ type: [TeacherTimeSlot], resolve: (c) => c.timeSlots }),
  }),
});

const TeachingHourRequest = builder.objectRef<TeachingHourRequestView>('TeachingHourRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.exposeString('date'),
    slotSize: t.field({ type: AvailabilitySlotSize, resolve: (r) => r.slotSize }),
    startHour: t.exposeInt('startHour'),
    endHour: t.exposeInt('endHour'),
    timezone: t.exposeString('timezone'),
    startDate: t.field({ type: 'DateTime', resolve: (r) => r.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (r) => r.endDate }),
    note: t.exposeString('note'),
    status: t.field({ type: TeachingHourRequestStatus, resolve: (r) => r.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    canCancel: t.exposeBoolean('canCancel'),
  }),
});

const StandardAvailabilityInput = builder.inputType('StandardAvailabilityInput', {
  fields: (t) => ({
    dayOfWeek: t.field({ type: AvailabilityWeekday, required: true }),
    slotSize: t.field({ type: AvailabilitySlotSize, required: true }),
    startHour: t.int({ description: 'full: first hour (0-23); half: 0 (morning) or 12 (afternoon).' }),
    endHour: t.int({ description: 'full: the hour the run ends (1-24).' }),
    availability: t.field({ type: AvailabilityState, description: 'Leave out to clear the hours.' }),
  }),
});

const ExactAvailabilityInput = builder.inputType('ExactAvailabilityInput', {
  fields: (t) => ({
    date: t.string({ required: true, description: "The teacher's local date (YYYY-MM-DD), today or later." }),
    slotSize: t.field({ type: AvailabilitySlotSize, required: true }),
    startHour: t.int(),
    endHour: t.int(),
    availability: t.field({
      type: AvailabilityState,
      description: 'Leave out to clear the hours: the date follows the weekly pattern again.',
    }),
  }),
});

const RequestTeachingHoursInput = builder.inputType('RequestTeachingHoursInput', {
  fields: (t) => ({
    date: t.string({ required: true }),
    slotSize: t.field({ type: AvailabilitySlotSize, required: true }),
    startHour: t.int(),
    endHour: t.int(),
    note: t.string(),
  }),
});

const uuid = z.string().uuid();

builder.queryField('teacherCalendar', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherCalendar,
    description: 'The week containing startDate (YYYY-MM-DD), or the current week, in the teacher time zone.',
    args: { startDate: t.arg.string() },
    resolve: (_root, { startDate }, ctx) => teacherCalendar(ctx.app, ctx.auth.userId, startDate ?? null),
  }),
);

builder.queryField('teacherAvailability', (t) =>
  t.withAuth({ teacher: true }).field({
    type: [TeacherAvailability],
    description: 'The standard weekly pattern, then the exact dates from today on.',
    resolve: (_root, _args, ctx) => listAvailability(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
);

builder.queryField('teachingHourRequests', (t) =>
  t.withAuth({ teacher: true }).field({
    type: [TeachingHourRequest],
    resolve: (_root, _args, ctx) => listTeachingHourRequests(ctx.app, ctx.auth.userId),
  }),
);

const SchoolTeachingHourRequest = builder.objectRef<SchoolTeachingHourRequestView>('SchoolTeachingHourRequest').implement({
  description: "Back office: a teacher's teaching-hour request with who asked.",
  fields: (t) => ({
    request: t.field({ type: TeachingHourRequest, resolve: (r) => r }),
    teacherId: t.exposeID('teacherId'),
    teacherName: t.exposeString('teacherName'),
    teacherEmail: t.exposeString('teacherEmail'),
  }),
});

const SchoolTeachingHourRequestList = builder
  .objectRef<{ items: SchoolTeachingHourRequestView[]; total: number }>('SchoolTeachingHourRequestList')
  .implement({
    fields: (t) => ({ items: t.field({ type: [SchoolTeachingHourRequest], resolve: (l) => l.items }), total: t.exposeInt('total') }),
  });

builder.queryField('adminTeachingHourRequests', (t) =>
  t.withAuth({ admin: true }).field({
    type: SchoolTeachingHourRequestList,
    description: 'Back office: teaching-hour requests of every teacher in one status (default requested), soonest first while open.',
    args: {
      status: t.arg({ type: TeachingHourRequestStatus }),
      limit: t.arg.int({ defaultValue: 20, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: (_root, args, ctx) =>
      listTeachingHourRequestsForSchool(ctx.app, { status: args.status ?? 'requested', limit: args.limit ?? 20, offset: args.offset ?? 0 }),
  }),
);

builder.mutationField('setStandardAvailability', (t) =>
  t.withAuth({ teacher: true }).field({
    type: [TeacherAvailability],
    description: "Sets hours of a weekday of the weekly pattern; returns that weekday's runs.",
    args: { input: t.arg({ type: StandardAvailabilityInput, required: true }) },
    resolve: (_root, { input }, ctx) => setStandardAvailability(ctx.app, ctx.auth.userId, input),
  }),
);

builder.mutationField('setExactAvailability', (t) =>
  t.withAuth({ teacher: true }).field({
    type: [TeacherAvailability],
    description: "Sets hours of one date, overriding the weekly pattern there; returns that date's runs.",
    args: { input: t.arg({ type: ExactAvailabilityInput, required: true }) },
    resolve: (_root, { input }, ctx) => setExactAvailability(ctx.app, ctx.auth.userId, input),
  }),
);

builder.mutationField('requestTeachingHours', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeachingHourRequest,
    args: { input: t.arg({ type: RequestTeachingHoursInput, required: true }) },
    resolve: (_root, { input }, ctx) => requestTeachingHours(ctx.app, ctx.auth.userId, input),
  }),
);

builder.mutationField('cancelTeachingHourRequest', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeachingHourRequest,
    args: { id: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: (_root, { id }, ctx) => cancelTeachingHourRequest(ctx.app, ctx.auth.userId, String(id)),
  }),
);

builder.mutationField('decideTeachingHourRequest', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('teaching_hour_request', (args) => args.id),
    type: TeachingHourRequest,
    description: 'Back office: schedule a requested teaching-hour request, or mark it unsuccessful.',
    args: {
      id: t.arg.id({ required: true, validate: { schema: uuid } }),
      status: t.arg({ type: TeachingHourRequestStatus, required: true, description: 'scheduled or unsuccessful.' }),
    },
    resolve: (_root, { id, status }, ctx) => {
      if (status !== 'scheduled' && status !== 'unsuccessful') {
        throw new ValidationError([{ field: 'status', message: INPUT_MESSAGES.statusScheduledOrUnsuccessful }]);
      }
      return decideTeachingHourRequest(ctx.app, String(id), status);
    },
  }),
);
