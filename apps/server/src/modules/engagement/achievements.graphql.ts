import { builder } from '../../graphql/builder.ts';
import {
  type AttendanceAchievementView,
  type AttendanceAchievementsView,
  attendanceAchievements,
  claimAttendanceAchievement,
} from './achievements.service.ts';
import { type YearlySummary, recapYearOffered, yearlySummary } from './yearly-recap.service.ts';

// Attendance achievements (issue 18, 001 §2 achievements page, §3 Achievement, §7; decision 086).

export const AttendanceAchievement = builder.objectRef<AttendanceAchievementView>('AttendanceAchievement').implement({
  description: '001 §3 Achievement: one attendance milestone (001 §9) and the student’s state of it.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: '`attended-{n}`.' }),
    milestone: t.exposeInt('milestone', { description: 'Attended classes that earn it.' }),
    earned: t.exposeBoolean('earned'),
    earnedAt: t.expose('earnedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a class log reached it; null when it was reached before achievements were recorded.',
    }),
    claimedAt: t.expose('claimedAt', { type: 'DateTime', nullable: true }),
    classesLeft: t.exposeInt('classesLeft', { description: 'Classes still to attend; 0 once earned.' }),
  }),
});

const AttendanceAchievements = builder.objectRef<AttendanceAchievementsView>('AttendanceAchievements').implement({
  fields: (t) => ({
    attendedClasses: t.exposeInt('attendedClasses'),
    achievements: t.field({ type: [AttendanceAchievement], resolve: (v) => v.achievements }),
    next: t.field({ type: AttendanceAchievement, nullable: true, resolve: (v) => v.next }),
    latest: t.field({ type: AttendanceAchievement, nullable: true, resolve: (v) => v.latest }),
  }),
});

builder.queryFields((t) => ({
  attendanceAchievements: t.withAuth({ student: true }).field({
    type: AttendanceAchievements,
    description: 'The viewer’s attendance achievements: earned, claimed, the next milestone and classes to go.',
    resolve: (_root, _args, ctx) => attendanceAchievements(ctx.app.db, ctx.auth.userId),
  }),
}));

builder.mutationFields((t) => ({
  claimAttendanceAchievement: t.withAuth({ student: true }).field({
    type: AttendanceAchievement,
    description: 'Claims an earned achievement once (achievement_not_earned, achievement_already_claimed).',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => claimAttendanceAchievement(ctx.app.db, ctx.auth.userId, args.slug, ctx.app.clock.now()),
  }),
}));

const YearlySummaryRef = builder.objectRef<YearlySummary>('YearlySummary').implement({
  description: '001 §7 yearly summary: the student’s year in numbers (decision 086).',
  fields: (t) => ({
    year: t.exposeInt('year'),
    classesAttended: t.exposeInt('classesAttended'),
    minutesSpoken: t.exposeInt('minutesSpoken', { description: 'Scheduled minutes of the classes attended.' }),
    teachersMet: t.exposeInt('teachersMet'),
    wordsLearned: t.exposeInt('wordsLearned', { description: 'Practice words that became known in the year.' }),
    bestWeekStreak: t.exposeInt('bestWeekStreak', { description: 'Longest run of weeks meeting the current weekly goal.' }),
    levelsFinished: t.exposeStringList('levelsFinished', { description: 'CEFR levels at 90% completed.' }),
  }),
});

builder.queryFields((t) => ({
  yearlySummary: t.withAuth({ student: true }).field({
    type: YearlySummaryRef,
    description: 'The viewer’s yearly recap; open in December of the year and January of the next (recap_not_available).',
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => yearlySummary(ctx.app.db, ctx.auth.userId, args.year, ctx.app.clock.now()),
  }),
  offeredRecapYear: t.withAuth({ student: true }).int({
    nullable: true,
    description: 'The recap year Today offers: this year in December, last year in January, else null (student’s zone).',
    resolve: (_root, _args, ctx) => recapYearOffered(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
}));
