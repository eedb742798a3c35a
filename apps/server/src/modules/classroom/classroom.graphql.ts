// GraphQL of the live classroom (docs/api/classroom.md §1): join tokens, the pre-join view,
// demo rooms, chat history, the class report and the post-class review.
import { CLASSROOM_ROLES } from '@parla/domain';
import { builder } from '../../graphql/builder.ts';
import type { ChatMessageView } from './room-views.ts';
import {
  type AttendanceView,
  type ClassReportView,
  type ClassReviewRow,
  classReport,
  classroomChatHistory,
  submitClassReview,
} from './classroom-report.service.ts';
import { setClassAudioRecording } from './recording-consent.service.ts';
import { type ClassroomInfoView, type ClassroomJoinView, classroomInfo, joinClassroom, startDemoClass } from './classroom.service.ts';
import { auditObject } from '../audit/audit-context.ts';

const ClassroomRole = builder.enumType('ClassroomRole', { values: CLASSROOM_ROLES });
const ClassroomStatus = builder.enumType('ClassroomStatus', { values: ['waiting', 'started', 'ended'] as const });

const ClassroomJoin = builder.objectRef<ClassroomJoinView>('ClassroomJoin').implement({
  description: 'A short-lived join token and what the client needs to connect (docs/api/classroom.md).',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Send it in `hello`; valid 10 minutes (a demo: until its end).' }),
    expiresAt: t.field({ type: 'DateTime', resolve: (j) => j.expiresAt }),
    websocketPath: t.exposeString('websocketPath'),
    websocketUrl: t.exposeString('websocketUrl'),
    role: t.field({ type: ClassroomRole, resolve: (j) => j.role }),
    iceServers: t.field({ type: 'JSON', resolve: (j) => j.iceServers }),
    classUid: t.exposeID('classUid'),
    isDemo: t.exposeBoolean('isDemo'),
    opensAt: t.field({ type: 'DateTime', resolve: (j) => j.opensAt }),
    endsAt: t.field({ type: 'DateTime', description: 'The hard stop.', resolve: (j) => j.endsAt }),
    presentationUrl: t.exposeString('presentationUrl', { nullable: true }),
    canBeAudioRecorded: t.exposeBoolean('canBeAudioRecorded'),
    audioRecordingConsent: t.exposeBoolean('audioRecordingConsent', {
      nullable: true,
      description: "A student's recording choice carried into the room (false: their audio is never recorded); null for others.",
    }),
  }),
});

const ClassroomPerson = builder
  .objectRef<{ peerId: string; firstName: string; shortName: string; photo: string | null }>('ClassroomPerson')
  .implement({
    fields: (t) => ({
      peerId: t.exposeID('peerId'),
      firstName: t.exposeString('firstName'),
      shortName: t.exposeString('shortName'),
      photo: t.exposeString('photo', { nullable: true }),
    }),
  });

const ClassroomInfo = builder.objectRef<ClassroomInfoView>('ClassroomInfo').implement({
  description: 'What the pre-join screen shows.',
  fields: (t) => ({
    classUid: t.exposeID('classUid'),
    isDemo: t.exposeBoolean('isDemo'),
    title: t.exposeString('title'),
    lessonNumber: t.exposeInt('lessonNumber', { nullable: true }),
    moduleName: t.exposeString('moduleName', { nullable: true }),
    startDate: t.field({ type: 'DateTime', resolve: (c) => c.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (c) => c.endDate }),
    opensAt: t.field({ type: 'DateTime', resolve: (c) => c.opensAt }),
    teacher: t.field({ type: ClassroomPerson, nullable: true, resolve: (c) => c.teacher }),
    role: t.field({ type: ClassroomRole, nullable: true, resolve: (c) => c.role }),
    blockingError: t.exposeString('blockingError', {
      nullable: true,
      description: 'The error code joinClassroom would fail with now, or null.',
    }),
    status: t.exposeString('status'),
    roomStatus: t.field({ type: ClassroomStatus, resolve: (c) => c.roomStatus as 'waiting' | 'started' | 'ended' }),
    presentationUrl: t.exposeString('presentationUrl', { nullable: true }),
    canBeAudioRecorded: t.exposeBoolean('canBeAudioRecorded'),
    audioRecordingConsent: t.exposeBoolean('audioRecordingConsent', {
      nullable: true,
      description: "The viewing student's remembered audio-recording choice; null if never asked or not a student.",
    }),
    isForNewClassroom: t.exposeBoolean('isForNewClassroom'),
    hasReviewed: t.exposeBoolean('hasReviewed'),
  }),
});

const ClassroomChatMessage = builder.objectRef<ChatMessageView>('ClassroomChatMessage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    peerId: t.exposeID('peerId'),
    authorName: t.exposeString('authorName'),
    authorRole: t.field({ type: ClassroomRole, resolve: (m) => m.authorRole as 'teacher' | 'student' | 'observer' }),
    text: t.exposeString('text', { description: "'' when deleted." }),
    sentAt: t.field({ type: 'DateTime', resolve: (m) => m.sentAt }),
    deletedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.deletedAt }),
  }),
});

const ClassroomAttendance = builder.objectRef<AttendanceView>('ClassroomAttendance').implement({
  fields: (t) => ({
    peerId: t.exposeID('peerId'),
    name: t.exposeString('name'),
    role: t.field({ type: ClassroomRole, resolve: (a) => a.role }),
    state: t.exposeString('state'),
    firstJoinedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.firstJoinedAt }),
    lastLeftAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.lastLeftAt }),
    minutesInClass: t.exposeInt('minutesInClass'),
    joinCount: t.exposeInt('joinCount'),
  }),
});

const ClassReport = builder.objectRef<ClassReportView>('ClassReport').implement({
  fields: (t) => ({
    classUid: t.exposeID('classUid'),
    title: t.exposeString('title'),
    startDate: t.field({ type: 'DateTime', resolve: (r) => r.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (r) => r.endDate }),
    startedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.startedAt }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.endedAt }),
    endReason: t.exposeString('endReason', { nullable: true }),
    chat: t.field({ type: [ClassroomChatMessage], resolve: (r) => r.chat }),
    attendance: t.field({ type: [ClassroomAttendance], resolve: (r) => r.attendance }),
  }),
});

const ClassReview = builder.objectRef<ClassReviewRow>('ClassReview').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    classUid: t.exposeID('classUid'),
    teacherRating: t.exposeInt('teacherRating'),
    materialRating: t.exposeInt('materialRating'),
    technicalQuality: t.exposeInt('technicalQuality', { nullable: true }),
    feedback: t.exposeString('feedback'),
    isPublic: t.exposeBoolean('isPublic'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const SubmitClassReviewInput = builder.inputType('SubmitClassReviewInput', {
  fields: (t) => ({
    classUid: t.id({ required: true }),
    teacherRating: t.int({ required: true, description: '1..5' }),
    materialRating: t.int({ required: true, description: '1..5' }),
    technicalQuality: t.int({ description: '1..5, optional' }),
    feedback: t.string({ required: true }),
    isPublic: t.boolean({ description: "Show the feedback on the teacher's page (default false)." }),
  }),
});

builder.queryField('classroom', (t) =>
  t.field({
    type: ClassroomInfo,
    description: 'The pre-join view of a class (or a demo room).',
    args: { classUid: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => classroomInfo(ctx.app, ctx.auth, String(args.classUid)),
  }),
);

builder.queryField('classroomChatHistory', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: [ClassroomChatMessage],
    args: { classUid: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => classroomChatHistory(ctx.app, ctx.auth, String(args.classUid)),
  }),
);

builder.queryField('classReport', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ClassReport,
    args: { classUid: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => classReport(ctx.app, ctx.auth, String(args.classUid)),
  }),
);

builder.mutationField('joinClassroom', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ClassroomJoin,
    args: {
      classUid: t.arg.id({ required: true }),
      audioRecordingConsent: t.arg.boolean({
        description:
          "A student's audio-recording choice, remembered for next time. Declining never refuses the join: the student is not recorded. Omitted: the remembered choice (never asked: not recorded).",
      }),
    },
    resolve: (_root, args, ctx) => joinClassroom(ctx.app, ctx.auth, String(args.classUid), ctx.request, args.audioRecordingConsent ?? null),
  }),
);

builder.mutationField('startDemoClass', (t) =>
  t.field({
    type: ClassroomJoin,
    description: 'A demo room for a student or a prospect (no login needed).',
    resolve: (_root, _args, ctx) => startDemoClass(ctx.app, ctx.auth, ctx.request),
  }),
);

builder.mutationField('submitClassReview', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ClassReview,
    args: { input: t.arg({ type: SubmitClassReviewInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      submitClassReview(ctx.app, ctx.auth, {
        classUid: String(input.classUid),
        teacherRating: input.teacherRating,
        materialRating: input.materialRating,
        technicalQuality: input.technicalQuality ?? null,
        feedback: input.feedback,
        isPublic: input.isPublic ?? false,
      }),
  }),
);

builder.mutationField('adminSetClassAudioRecording', (t) =>
  t.withAuth({ admin: true }).boolean({
    extensions: auditObject('class', (args) => args.classUid),
    description:
      'Back office: whether a class may record its audio (Klass.canBeAudioRecorded). Only the audio of students who agreed is ever recorded (decision 047).',
    args: { classUid: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setClassAudioRecording(ctx.app, String(args.classUid), args.enabled),
  }),
);
