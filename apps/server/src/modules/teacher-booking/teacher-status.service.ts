import {
  type AppealStatus,
  DEFAULT_TEACHING_CONFIG,
  type TeachingPauseState,
  penaltyInfo,
  teachingPauseState,
  zonedDateKey,
} from '@parla/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sections, users } from '../../db/schema/index.ts';
import type { SectionView } from '../curriculum/curriculum.service.ts';
import { TEACHER_MANAGER } from '../../emails/emails.ts';
import { type TeacherProfileRow, currentPenalty, teacherProfile } from './teacher-facts.ts';

export interface TeachingPauseView {
  state: TeachingPauseState;
  pausedFrom: Date | null;
  pausedUntil: Date | null;
  /** The first paused day and the day teaching resumes, in the teacher's zone (the form's values). */
  startDate: string | null;
  endDate: string | null;
  maxDays: number;
}

export interface TeacherPenaltyView {
  penaltyUntil: Date | null;
  canAppealPenalty: boolean;
  isAppealInProgress: boolean;
  /** The last decided appeal of the current penalty, so a rejection can be shown. */
  appealStatus: AppealStatus | null;
  kind: string | null;
  reason: string | null;
}

export interface TeacherStatusView {
  teacherId: string;
  firstName: string;
  timezone: string;
  timeFormat: string;
  weekStart: string;
  priceVisible: boolean;
  isOnboarded: boolean;
  canTeachGroup: boolean;
  canTeachPrivate: boolean;
  canTeachSpecialized: boolean;
  sections: SectionView[];
  penalty: TeacherPenaltyView;
  pause: TeachingPauseView;
  teacherManager: { name: string; email: string };
}

export function pauseView(profile: Pick<TeacherProfileRow, 'pausedFrom' | 'pausedUntil' | 'timezone'>, now: Date): TeachingPauseView {
  const state = teachingPauseState(profile, now);
  const shown = state !== 'none';
  return {
    state,
    pausedFrom: shown ? profile.pausedFrom : null,
    pausedUntil: shown ? profile.pausedUntil : null,
    startDate: shown ? zonedDateKey(profile.pausedFrom!, profile.timezone) : null,
    endDate: shown ? zonedDateKey(profile.pausedUntil!, profile.timezone) : null,
    maxDays: DEFAULT_TEACHING_CONFIG.maxPauseDays,
  };
}

export async function penaltyView(db: Db | Tx, profile: TeacherProfileRow, now: Date): Promise<TeacherPenaltyView> {
  const current = await currentPenalty(db, profile.userId, now);
  const appealStatus = (current?.appealStatus as AppealStatus | null) ?? null;
  const info = penaltyInfo({ penaltyUntil: profile.penaltyUntil, appealOfCurrentPenalty: appealStatus }, now);
  return {
    ...info,
    appealStatus: info.penaltyUntil ? appealStatus : null,
    kind: info.penaltyUntil ? (current?.penalty.kind ?? null) : null,
    reason: info.penaltyUntil ? (current?.penalty.reason ?? null) : null,
  };
}

/** What the teacher home and booking page show around the lists: who, penalty, pause, contact. */
export async function teacherStatus(db: Db | Tx, teacherId: string, now: Date): Promise<TeacherStatusView> {
  const profile = await teacherProfile(db, teacherId);
  const [[user], sectionRows, penalty] = await Promise.all([
    db.select({ firstName: users.firstName }).from(users).where(eq(users.id, teacherId)).limit(1),
    profile.sectionIds.length > 0
      ? db.select().from(sections).where(inArray(sections.id, profile.sectionIds)).orderBy(asc(sections.position))
      : Promise.resolve([]),
    penaltyView(db, profile, now),
  ]);
  return {
    teacherId,
    firstName: user?.firstName ?? '',
    timezone: profile.timezone,
    timeFormat: profile.timeFormat,
    weekStart: profile.weekStart,
    priceVisible: profile.priceVisible,
    isOnboarded: profile.isOnboarded,
    canTeachGroup: profile.canTeachGroup,
    canTeachPrivate: profile.canTeachPrivate,
    canTeachSpecialized: profile.canTeachSpecialized,
    sections: sectionRows.map((s) => ({ id: s.id, slug: s.slug, name: s.name })),
    penalty,
    pause: pauseView(profile, now),
    teacherManager: { ...TEACHER_MANAGER },
  };
}
