// GraphQL object types of the teacher booking module (the fields of 000 §3 Klass, course,
// assign result, pause and penalty as the teacher app reads them).
import { CANCELLATION_REASONS, CLASS_STATUSES, localizedLessonOutcomes } from '@parla/contracts';
import { APPEAL_STATUSES, type CommitmentCancellationPreview, TEACHER_CLASS_STATUSES, TEACHER_COURSE_STATES } from '@parla/domain';
import { APPOINTMENT_STATUSES_STORED, COMMITMENT_CANCELLATION_CONSEQUENCES } from '../../db/schema/index.ts';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { type GraphQLContext, builder } from '../../graphql/builder.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { ClassType } from '../classes/classes.graphql.ts';
import { Lesson, Module, Section, lessonFor, moduleFor } from '../curriculum/curriculum.graphql.ts';
import type { AppealView } from './appeals.service.ts';
import type { CourseAssignResult, CourseModuleView, TeacherCourseView } from './courses.service.ts';
import {
  type ClassPrice,
  type PrepareClassInfo,
  type TeacherAppointmentView,
  type TeacherClassView,
  type TeacherStudentView,
  bookedOf,
  prepareClassInfo,
  teacherSeatsByClassIds,
} from './teacher-class-views.ts';
import type { TeacherPenaltyView, TeacherStatusView, TeachingPauseView } from './teacher-status.service.ts';

export const CommitmentCancellationReason = builder.enumType('CommitmentCancellationReason', {
  description: '000 §4 cancellation reasons, given when a teacher cancels a commitment.',
  values: CANCELLATION_REASONS,
});
const CommitmentConsequence = builder.enumType('CommitmentCancellationConsequence', { values: COMMITMENT_CANCELLATION_CONSEQUENCES });
const TeacherClassStatus = builder.enumType('TeacherClassStatus', { values: CLASS_STATUSES });
export const TeacherClassDisplayStatus = builder.enumType('TeacherClassDisplayStatus', {
  description: 'What the teacher app says about a class (domain teacherClassStatus): from its times, stored status and log.',
  values: TEACHER_CLASS_STATUSES,
});
const TeacherAppointmentStatus = builder.enumType('TeacherAppointmentStatus', { values: APPOINTMENT_STATUSES_STORED });
const StatusByTeacher = builder.enumType('StatusByTeacher', { values: ['committed', 'open', 'taken'] as const });
const TeachingPauseStateEnum = builder.enumType('TeachingPauseState', { values: ['none', 'planned', 'active'] as const });
export const TeacherCourseStateEnum = builder.enumType('TeacherCourseState', { values: TEACHER_COURSE_STATES });
export const PenaltyAppealStatus = builder.enumType('PenaltyAppealStatus', { values: APPEAL_STATUSES });

export const TeacherClassStudent = builder.objectRef<TeacherStudentView>('TeacherClassStudent').implement({
  description: '000 §3 Student (as seen by teachers).',
  fields: (t) => ({
    id: t.exposeID('id'),
    uid: t.exposeString('uid'),
    firstName: t.exposeString('firstName'),
    shortName: t.exposeString('shortName'),
    photo: t.exposeString('photo', { nullable: true }),
    timezone: t.exposeString('timezone'),
    timeFormat: t.exposeString('timeFormat'),
    weekStart: t.exposeString('weekStart'),
  }),
});

const TeacherAppointment = builder.objectRef<TeacherAppointmentView>('TeacherAppointment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: TeacherAppointmentStatus, resolve: (a) => a.status as (typeof APPOINTMENT_STATUSES_STORED)[number] }),
    label: t.exposeString('label', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    isRatedByStudent: t.exposeBoolean('isRatedByStudent'),
    hasAttemptToJoin: t.exposeBoolean('hasAttemptToJoin'),
    isNewStudent: t.exposeBoolean('isNewStudent'),
    attendance: t.exposeString('attendance', { nullable: true }),
    student: t.field({ type: TeacherClassStudent, resolve: (a) => a.student }),
  }),
});

const PrepareClassInfoRef = builder.objectRef<PrepareClassInfo>('PrepareClassInfo').implement({
  fields: (t) => ({
    bookedStudents: t.exposeInt('bookedStudents'),
    newStudents: t.exposeInt('newStudents'),
    learningOutcomes: t.stringList({
      resolve: (info, _args, ctx) => localizedLessonOutcomes(info.learningOutcomes, info.translations, readerLocale(ctx.request)),
    }),
    lessonType: t.exposeString('lessonType'),
  }),
});

const ClassPriceRef = builder.objectRef<ClassPrice>('TeacherClassPrice').implement({
  description: 'Pay for one class, shown only to teachers with price visibility.',
  fields: (t) => ({
    attendedCents: t.exposeInt('attendedCents'),
    missedCents: t.exposeInt('missedCents', { description: 'When no student comes (the no-show rate).' }),
    currency: t.exposeString('currency'),
  }),
});

const CommitmentCancellationPolicy = builder.objectRef<CommitmentCancellationPreview>('CommitmentCancellationPolicy').implement({
  description: 'What cancelling this commitment now would do (000 §9), shown before the teacher confirms.',
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed'),
    consequence: t.field({ type: CommitmentConsequence, nullable: true, resolve: (p) => p.outcome?.consequence ?? null }),
    penaltyUntil: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.outcome?.penaltyUntil ?? null }),
    requiresExplanation: t.boolean({ resolve: (p) => p.outcome?.requiresExplanation ?? false }),
    freeBecauseAccidental: t.boolean({ resolve: (p) => p.outcome?.freeBecauseAccidental ?? false }),
    wouldTriggerReview: t.boolean({ resolve: (p) => p.outcome?.requiresReview ?? false }),
    freeUntil: t.field({ type: 'DateTime', description: 'Commitment + 30 minutes.', resolve: (p) => p.freeUntil }),
    lateFrom: t.field({ type: 'DateTime', description: 'Start - 24 h.', resolve: (p) => p.lateFrom }),
    veryLateFrom: t.field({ type: 'DateTime', description: 'Start - 3 h.', resolve: (p) => p.veryLateFrom }),
    blockDays: t.exposeInt('blockDays'),
  }),
});

/** The request's teacher seats loader: the appointments of every class asked for, one query. */
const teacherSeatsLoader = dataloaderGetter<string, TeacherAppointmentView[], string>(
  undefined,
  (classIds, ctx) => teacherSeatsByClassIds((ctx as GraphQLContext).app.db, classIds),
  undefined,
  false,
);

export const TeacherKlass = builder.objectRef<TeacherClassView>('TeacherKlass').implement({
  description: '000 §3 Klass as the teacher app reads it.',
  fields: (t) => ({
    uid: t.exposeID('uid'),
    startDate: t.field({ type: 'DateTime', resolve: (k) => k.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (k) => k.endDate }),
    status: t.field({ type: TeacherClassStatus, resolve: (k) => k.status as (typeof CLASS_STATUSES)[number] }),
    displayStatus: t.field({ type: TeacherClassDisplayStatus, resolve: (k) => k.displayStatus }),
    type: t.field({ type: ClassType, resolve: (k) => k.type }),
    isExisting: t.boolean({ resolve: () => true }),
    availableSeats: t.exposeInt('availableSeats'),
    seatsTaken: t.exposeInt('seatsTaken'),
    capacity: t.exposeInt('capacity'),
    isForNewClassroom: t.exposeBoolean('isForNewClassroom'),
    // Lessons and modules without a student's statuses, through the request's curriculum loader.
    lesson: t.field({ type: Lesson, resolve: (k, _a, ctx) => lessonFor(ctx, null, k) }),
    module: t.field({ type: Module, resolve: (k, _a, ctx) => moduleFor(ctx, null, k.moduleId) }),
    isMine: t.exposeBoolean('isMine'),
    statusByTeacher: t.field({ type: StatusByTeacher, resolve: (k) => k.statusByTeacher }),
    confirmedAt: t.field({ type: 'DateTime', nullable: true, resolve: (k) => k.confirmedAt }),
    students: t.field({
      type: [TeacherClassStudent],
      resolve: async (k, _a, ctx) => bookedOf(await teacherSeatsLoader(ctx).load(k.id)).map((a) => a.student),
    }),
    appointments: t.field({ type: [TeacherAppointment], resolve: (k, _a, ctx) => teacherSeatsLoader(ctx).load(k.id) }),
    classNote: t.exposeString('classNote', { nullable: true }),
    labels: t.exposeStringList('labels'),
    courseId: t.exposeID('courseId', { nullable: true }),
    courseName: t.exposeString('courseName', { nullable: true }),
    businessModelType: t.exposeString('businessModelType'),
    canBeAudioRecorded: t.exposeBoolean('canBeAudioRecorded'),
    classLogEnabled: t.exposeBoolean('classLogEnabled'),
    minutesInAdvanceAllowed: t.exposeInt('minutesInAdvanceAllowed'),
    joinOpensAt: t.field({ type: 'DateTime', resolve: (k) => k.joinOpensAt }),
    canJoin: t.exposeBoolean('canJoin', { description: 'The teacher of the class, from 5 minutes before the start until the end.' }),
    classroomUrl: t.exposeString('classroomUrl'),
    sourcePresentation: t.exposeString('presentationUrl'),
    prepareClassInfo: t.field({
      type: PrepareClassInfoRef,
      resolve: async (k, _a, ctx) => {
        const [lesson, seats] = await Promise.all([lessonFor(ctx, null, k), teacherSeatsLoader(ctx).load(k.id)]);
        return prepareClassInfo(lesson, seats);
      },
    }),
    isPriceVisible: t.exposeBoolean('isPriceVisible'),
    price: t.field({ type: ClassPriceRef, nullable: true, resolve: (k) => k.price }),
    total: t.int({
      nullable: true,
      description: 'Pay in cents when taught (price visibility only).',
      resolve: (k) => k.price?.attendedCents ?? null,
    }),
    attendedPrice: t.int({ nullable: true, resolve: (k) => k.price?.attendedCents ?? null }),
    missedPrice: t.int({ nullable: true, resolve: (k) => k.price?.missedCents ?? null }),
    commitBlocker: t.exposeString('commitBlocker', {
      nullable: true,
      description: 'The error code committing would fail with now; null when the teacher can commit.',
    }),
    isInAvailability: t.exposeBoolean('isInAvailability', { nullable: true }),
    cancellation: t.field({ type: CommitmentCancellationPolicy, nullable: true, resolve: (k) => k.cancellation }),
  }),
});

export const TeacherPenaltyInfo = builder.objectRef<TeacherPenaltyView>('TeacherPenaltyInfo').implement({
  description: '000 §3 penaltyInfo.',
  fields: (t) => ({
    penaltyUntil: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.penaltyUntil }),
    canAppealPenalty: t.exposeBoolean('canAppealPenalty'),
    isAppealInProgress: t.exposeBoolean('isAppealInProgress'),
    appealStatus: t.field({ type: PenaltyAppealStatus, nullable: true, resolve: (p) => p.appealStatus }),
    kind: t.exposeString('kind', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});

export const TeachingPause = builder.objectRef<TeachingPauseView>('TeachingPause').implement({
  description: '000 §3 Teacher pause: planned (start and end shown), then active (paused until).',
  fields: (t) => ({
    state: t.field({ type: TeachingPauseStateEnum, resolve: (p) => p.state }),
    pausedFrom: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.pausedFrom }),
    pausedUntil: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.pausedUntil }),
    startDate: t.exposeString('startDate', { nullable: true, description: 'First paused day (YYYY-MM-DD, teacher zone).' }),
    endDate: t.exposeString('endDate', { nullable: true, description: 'The day teaching resumes (YYYY-MM-DD, teacher zone).' }),
    maxDays: t.exposeInt('maxDays'),
  }),
});

const TeacherManager = builder.objectRef<{ name: string; email: string }>('TeacherManager').implement({
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email') }),
});

export const TeacherBookingStatus = builder.objectRef<TeacherStatusView>('TeacherBookingStatus').implement({
  description: 'Who the teacher is for the booking pages: display settings, what they teach, penalty and pause.',
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    timezone: t.exposeString('timezone'),
    timeFormat: t.exposeString('timeFormat'),
    weekStart: t.exposeString('weekStart'),
    isPriceVisible: t.exposeBoolean('priceVisible'),
    isOnboarded: t.exposeBoolean('isOnboarded'),
    canTeachGroupClass: t.exposeBoolean('canTeachGroup'),
    canTeachPrivateClass: t.exposeBoolean('canTeachPrivate'),
    canTeachSpecializedClass: t.exposeBoolean('canTeachSpecialized'),
    sections: t.field({ type: [Section], resolve: (s) => s.sections }),
    penaltyInfo: t.field({ type: TeacherPenaltyInfo, resolve: (s) => s.penalty }),
    pause: t.field({ type: TeachingPause, resolve: (s) => s.pause }),
    teacherManager: t.field({ type: TeacherManager, resolve: (s) => s.teacherManager }),
  }),
});

const CourseTime = builder.objectRef<{ dayOfWeek: string; hour: number }>('CourseTime').implement({
  fields: (t) => ({ dayOfWeek: t.exposeString('dayOfWeek'), hour: t.exposeInt('hour') }),
});
const CourseHoliday = builder.objectRef<{ date: string; name: string }>('CourseHoliday').implement({
  fields: (t) => ({ date: t.exposeString('date'), name: t.exposeString('name') }),
});
const CourseModule = builder.objectRef<CourseModuleView>('CourseModule').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    cefrLevelName: t.exposeString('cefrLevelName'),
  }),
});
const CoursePrice = builder.objectRef<{ cents: number; currency: string }>('CoursePrice').implement({
  fields: (t) => ({ cents: t.exposeInt('cents'), currency: t.exposeString('currency') }),
});

export const TeacherCourse = builder.objectRef<TeacherCourseView>('TeacherCourse').implement({
  description: '000 §3 Teacher available course; state is set for the teacher own courses.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    section: t.field({ type: Section, resolve: (c) => c.section }),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    timezone: t.exposeString('timezone'),
    classesCount: t.exposeInt('classesCount'),
    studentsCount: t.exposeInt('studentsCount'),
    material: t.exposeString('material'),
    courseType: t.field({ type: ClassType, resolve: (c) => c.courseType }),
    businessModelType: t.exposeString('businessModelType'),
    feedbackRequired: t.exposeBoolean('feedbackRequired'),
    courseTimes: t.field({ type: [CourseTime], resolve: (c) => c.courseTimes }),
    courseModules: t.field({ type: [CourseModule], resolve: (c) => c.courseModules }),
    holidays: t.field({ type: [CourseHoliday], resolve: (c) => c.holidays }),
    price: t.field({ type: CoursePrice, nullable: true, resolve: (c) => c.price }),
    state: t.field({ type: TeacherCourseStateEnum, nullable: true, resolve: (c) => c.state }),
    nextClassAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.nextClassAt }),
    feedbackSubmittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.feedbackSubmittedAt }),
  }),
});

export const TeacherCourseList = builder.objectRef<{ items: TeacherCourseView[]; total: number }>('TeacherCourseList').implement({
  fields: (t) => ({ items: t.field({ type: [TeacherCourse], resolve: (l) => l.items }), total: t.exposeInt('total') }),
});

const CourseAssignError = builder.objectRef<CourseAssignResult['errors'][number]>('CourseAssignError').implement({
  fields: (t) => ({
    class: t.field({ type: TeacherKlass, resolve: (e) => e.class }),
    reason: t.exposeString('code', { description: 'An error code (class_already_taken, commitment_overlaps, ...).' }),
    message: t.exposeString('message'),
  }),
});

export const CourseAssignResultRef = builder.objectRef<CourseAssignResult>('CourseAssignResult').implement({
  description: '000 §3 Course assign result.',
  fields: (t) => ({
    course: t.field({ type: TeacherCourse, resolve: (r) => r.course }),
    bookedClasses: t.field({ type: [TeacherKlass], resolve: (r) => r.bookedClasses }),
    errors: t.field({ type: [CourseAssignError], resolve: (r) => r.errors }),
    overriddenClasses: t.field({ type: [TeacherKlass], resolve: (r) => r.overriddenClasses }),
  }),
});

export const PenaltyAppeal = builder.objectRef<AppealView>('PenaltyAppeal').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    teacherId: t.exposeID('teacherId'),
    teacherName: t.exposeString('teacherName'),
    teacherEmail: t.exposeString('teacherEmail'),
    reason: t.exposeString('reason'),
    status: t.field({ type: PenaltyAppealStatus, resolve: (a) => a.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.decidedAt }),
    decisionNote: t.exposeString('decisionNote', { nullable: true, description: 'What the admin wrote when deciding.' }),
    penaltyKind: t.exposeString('penaltyKind'),
    penaltyReason: t.exposeString('penaltyReason'),
    penaltyFrom: t.field({ type: 'DateTime', resolve: (a) => a.penaltyFrom }),
    penaltyUntil: t.field({ type: 'DateTime', resolve: (a) => a.penaltyUntil }),
  }),
});
