import { CLASS_STATUSES, CLASS_TYPES } from '@parla/contracts';
import {
  DEFAULT_CLASS_CONFIG,
  type ClassConfig as DomainClassConfig,
  MIN_REVIEWS_FOR_RATING,
  REVIEW_STATES,
  type PublicTeacherRating as PublicTeacherRatingShape,
} from '@parla/domain';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { z } from 'zod';
import { APPOINTMENT_STATUSES_STORED } from '../../db/schema/index.ts';
import { type GraphQLContext, builder } from '../../graphql/builder.ts';
import { CreditKind } from '../commerce/commerce.graphql.ts';
import { Lesson, Module, lessonFor, moduleFor } from '../curriculum/curriculum.graphql.ts';
import {
  type AppointmentView,
  type CancellationPreview as CancellationPreviewShape,
  type ClassSeats,
  type ClassStudentView,
  type KlassView,
  appointmentView,
  canJoinWith,
  seatsByKeys,
  seatsKey,
  studentOf,
  studentsShown,
  teachersByIds,
  viewerOf,
} from './klass-views.ts';
import {
  type ClassList as ClassListShape,
  appointmentsOf,
  classesAwaitingReview,
  myClasses,
  studentClass,
  teacherByUid,
} from './student-classes.service.ts';
import {
  type PublicReviewView,
  bookableClassesOfTeacher,
  levelsOfTeachers,
  publicReviewsOfTeachers,
  ratingsOfTeachers,
} from './teacher-page.service.ts';

export const ClassType = builder.enumType('ClassType', { values: CLASS_TYPES });
const ClassStatus = builder.enumType('ClassStatus', { values: CLASS_STATUSES });
const AppointmentStatus = builder.enumType('AppointmentStatus', { values: APPOINTMENT_STATUSES_STORED });
const CancellationReason = builder.enumType('CancellationReason', {
  values: ['within_grace_period', 'early_enough', 'late', 'class_moved'] as const,
});
const ClassesView = builder.enumType('ClassesView', { values: ['upcoming', 'past', 'cancelled'] as const });
const SortOrder = builder.enumType('SortOrder', { values: ['ASC', 'DESC'] as const });
const ReviewState = builder.enumType('ReviewState', {
  description: "Where the viewer's booking stands with the post-class review (001 §4).",
  values: REVIEW_STATES,
});

const PublicTeacherRating = builder.objectRef<PublicTeacherRatingShape>('PublicTeacherRating').implement({
  description: `The teacher stars of class reviews; the average only from ${MIN_REVIEWS_FOR_RATING} reviews on.`,
  fields: (t) => ({
    count: t.exposeInt('count'),
    average: t.exposeFloat('average', { nullable: true }),
  }),
});

const TeacherReview = builder.objectRef<PublicReviewView>('TeacherReview').implement({
  description: 'A class review its student chose to show on the teacher page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    stars: t.exposeInt('stars'),
    text: t.exposeString('text'),
    author: t.exposeString('author', { description: 'First name and initial.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const TeacherLanguage = builder.objectRef<{ language: string; fluency: string }>('TeacherLanguage').implement({
  fields: (t) => ({ language: t.exposeString('language'), fluency: t.exposeString('fluency') }),
});

/** A Teacher field may return the teacher or their user id: the ids of a request load in one query. */
export const Teacher = builder.loadableObjectRef('Teacher', {
  load: (ids: string[], ctx) => teachersByIds(ctx.app.db, ids),
  sort: (teacher) => teacher.id,
});

Teacher.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uid: t.exposeString('uid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    photo: t.exposeString('photo', { nullable: true }),
    aboutMe: t.exposeString('aboutMe', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    gender: t.exposeString('gender', { nullable: true }),
    languages: t.field({ type: [TeacherLanguage], resolve: (teacher) => teacher.languages }),
    rating: t.loadable({
      type: PublicTeacherRating,
      load: (ids: string[], ctx) => ratingsOfTeachers(ctx.app.db, ids),
      resolve: (teacher) => teacher.id,
    }),
    reviews: t.loadableList({
      type: TeacherReview,
      description: 'The newest public reviews (at most 5).',
      load: (ids: string[], ctx) => publicReviewsOfTeachers(ctx.app.db, ids),
      resolve: (teacher) => teacher.id,
    }),
    levelsTaught: t.loadableList({
      type: 'String',
      description: 'CEFR levels of the classes the teacher teaches or taught.',
      load: (ids: string[], ctx) => levelsOfTeachers(ctx.app.db, ids),
      resolve: (teacher) => teacher.id,
    }),
    bookableClasses: t.field({
      type: [Klass],
      description:
        "Their next group classes with a free seat (not the viewer's own bookings), for signed-in viewers; the teacher page only.",
      // The school's timetable is for its users: anonymous visitors see the profile, not the classes.
      resolve: async (teacher, _a, ctx) =>
        ctx.auth ? bookableClassesOfTeacher(ctx.app, teacher.id, await viewerOf(ctx.app.db, ctx.auth)) : [],
    }),
  }),
});

const ClassStudent = builder.objectRef<ClassStudentView>('ClassStudent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uid: t.exposeString('uid'),
    firstName: t.exposeString('firstName'),
    shortName: t.exposeString('shortName'),
    photo: t.exposeString('photo', { nullable: true }),
  }),
});

const CancellationPreview = builder.objectRef<CancellationPreviewShape>('CancellationPreview').implement({
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed'),
    refund: t.exposeBoolean('refund'),
    reason: t.field({ type: CancellationReason, nullable: true, resolve: (c) => c.reason }),
    refundDeadline: t.field({ type: 'DateTime', description: 'start - 72 h', resolve: (c) => c.refundDeadline }),
    graceUntil: t.field({ type: 'DateTime', description: 'booking + 30 min', resolve: (c) => c.graceUntil }),
  }),
});

export const Appointment = builder.objectRef<AppointmentView>('Appointment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: AppointmentStatus, resolve: (a) => a.status as (typeof APPOINTMENT_STATUSES_STORED)[number] }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    creditKind: t.field({ type: CreditKind, resolve: (a) => a.creditKind }),
    isRatedByStudent: t.exposeBoolean('isRatedByStudent'),
    hasAttemptToJoin: t.exposeBoolean('hasAttemptToJoin'),
    refunded: t.exposeBoolean('refunded'),
    cancellation: t.field({ type: CancellationPreview, description: 'What cancelling now would do.', resolve: (a) => a.cancellation }),
    reviewState: t.field({ type: ReviewState, resolve: (a) => a.reviewState }),
  }),
});

/** The request's seats loader: booked students and the viewer's booking of every class asked, one query. */
const seatsLoader = dataloaderGetter<string, ClassSeats, string>(
  undefined,
  (keys, ctx) => seatsByKeys((ctx as GraphQLContext).app.db, keys),
  undefined,
  false,
);
const seatsOf = (ctx: GraphQLContext, klass: KlassView) => seatsLoader(ctx).load(seatsKey(klass));

/** The viewer's booking of a class they just booked or cancelled: always there, so its absence is a bug (masked as such). */
export async function ownAppointment(ctx: GraphQLContext, klass: KlassView): Promise<AppointmentView> {
  const appointment = appointmentView(klass, (await seatsOf(ctx, klass)).mine, ctx.app.clock.now());
  if (!appointment) throw new Error(`class ${klass.uid} lost the viewer's appointment`);
  return appointment;
}

export const Klass = builder.objectRef<KlassView>('Klass').implement({
  fields: (t) => ({
    uid: t.exposeID('uid'),
    startDate: t.field({ type: 'DateTime', resolve: (k) => k.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (k) => k.endDate }),
    status: t.field({ type: ClassStatus, resolve: (k) => k.status as (typeof CLASS_STATUSES)[number] }),
    type: t.field({ type: ClassType, resolve: (k) => k.type as (typeof CLASS_TYPES)[number] }),
    isExisting: t.exposeBoolean('isExisting'),
    availableSeats: t.exposeInt('availableSeats'),
    isForNewClassroom: t.exposeBoolean('isForNewClassroom'),
    lesson: t.field({ type: Lesson, resolve: (k, _a, ctx) => lessonFor(ctx, studentOf(k.viewer), k) }),
    module: t.field({ type: Module, resolve: (k, _a, ctx) => moduleFor(ctx, studentOf(k.viewer), k.moduleId) }),
    teacher: t.field({ type: Teacher, nullable: true, resolve: (k) => k.teacherId }),
    students: t.field({ type: [ClassStudent], resolve: async (k, _a, ctx) => studentsShown(k, await seatsOf(ctx, k)) }),
    appointment: t.field({
      type: Appointment,
      nullable: true,
      description: "The viewer's booking of this class.",
      resolve: async (k, _a, ctx) => appointmentView(k, (await seatsOf(ctx, k)).mine, ctx.app.clock.now()),
    }),
    canBeAudioRecorded: t.exposeBoolean('canBeAudioRecorded'),
    classLogEnabled: t.exposeBoolean('classLogEnabled'),
    confirmedAt: t.field({ type: 'DateTime', nullable: true, resolve: (k) => k.confirmedAt }),
    minutesInAdvanceAllowed: t.exposeInt('minutesInAdvanceAllowed'),
    joinOpensAt: t.field({ type: 'DateTime', resolve: (k) => k.joinOpensAt }),
    canJoin: t.boolean({
      description: '5 minutes before start until the end.',
      resolve: async (k, _a, ctx) => canJoinWith(k, await seatsOf(ctx, k)),
    }),
    classroomUrl: t.exposeString('classroomUrl'),
  }),
});

const ClassList = builder.objectRef<ClassListShape>('ClassList').implement({
  fields: (t) => ({ items: t.field({ type: [Klass], resolve: (l) => l.items }), total: t.exposeInt('total') }),
});

const ClassConfig = builder.objectRef<Readonly<DomainClassConfig>>('ClassConfig').implement({
  fields: (t) => ({
    refundableAfterBookingMinutes: t.exposeInt('refundableAfterBookingMinutes'),
    refundableDaysBeforeStart: t.exposeInt('refundableDaysBeforeStart'),
    studentCancelLateHours: t.exposeInt('studentCancelLateHours'),
    classStartTimePoint: t.int({ description: 'Minutes step of start times (60).', resolve: (c) => c.classStartStepMinutes }),
    defaultClassDurationMinutes: t.exposeInt('defaultClassDurationMinutes'),
    joinWindowMinutes: t.int({ resolve: (c) => c.joinWindowMinutesBeforeStart }),
    newClassMinHoursAhead: t.exposeInt('newClassMinHoursAhead'),
    groupCapacity: t.exposeInt('groupCapacity'),
  }),
});

const pageSize = z.number().int().min(0).max(100);

builder.queryField('classConfig', (t) => t.field({ type: ClassConfig, resolve: () => DEFAULT_CLASS_CONFIG }));

builder.queryField('teacher', (t) =>
  t.field({
    type: Teacher,
    args: { uid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => teacherByUid(ctx.app, args.uid),
  }),
);

builder.queryField('appointments', (t) =>
  t.withAuth({ student: true }).field({
    type: ClassList,
    description: "Today page list: booked appointments' classes; status filter applies to the viewer's appointment.",
    args: {
      limit: t.arg.int({ defaultValue: 10, validate: { schema: pageSize } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      sort: t.arg({ type: SortOrder, defaultValue: 'ASC' }),
      status: t.arg({ type: [AppointmentStatus] }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await viewerOf(ctx.app.db, ctx.auth);
      return appointmentsOf(
        ctx.app,
        { ...viewer, id: ctx.auth.userId },
        {
          limit: args.limit ?? 10,
          offset: args.offset ?? 0,
          from: args.from,
          to: args.to,
          sort: args.sort ?? 'ASC',
          status: args.status,
        },
      );
    },
  }),
);

builder.queryField('myClasses', (t) =>
  t.withAuth({ student: true }).field({
    type: ClassList,
    args: {
      view: t.arg({ type: ClassesView, required: true }),
      limit: t.arg.int({ defaultValue: 20, validate: { schema: pageSize } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await viewerOf(ctx.app.db, ctx.auth);
      return myClasses(ctx.app, { ...viewer, id: ctx.auth.userId }, args.view, args.limit ?? 20, args.offset ?? 0);
    },
  }),
);

builder.queryField('classesAwaitingReview', (t) =>
  t.withAuth({ student: true }).field({
    type: ClassList,
    description: "Today's classes waiting for the viewer's rating (ended in the last 14 days), newest first.",
    args: { limit: t.arg.int({ defaultValue: 5, validate: { schema: pageSize } }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await viewerOf(ctx.app.db, ctx.auth);
      return classesAwaitingReview(ctx.app, { ...viewer, id: ctx.auth.userId }, args.limit ?? 5);
    },
  }),
);

builder.queryField('studentClass', (t) =>
  t.withAuth({ student: true, teacher: true, admin: true }).field({
    type: Klass,
    description: 'A class the viewer booked (or may book); a private class only for its student, its teacher and admins.',
    args: { uid: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => studentClass(ctx.app, await viewerOf(ctx.app.db, ctx.auth), String(args.uid)),
  }),
);
