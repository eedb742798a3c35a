import type { BusinessModel, LessonType } from '@parla/contracts';
import type { BonusType } from './class-earning.ts';

/** Bonus rates as a percentage of the class's base pay (hourly rate pro rata). */
export interface BonusConfig {
  orientationClassBonusPercent: number;
  courseTelcBonusPercent: number;
  courseB2bBonusPercent: number;
}

export const DEFAULT_BONUS_CONFIG: Readonly<BonusConfig> = Object.freeze({
  orientationClassBonusPercent: 25,
  courseTelcBonusPercent: 20,
  courseB2bBonusPercent: 10,
});

/** The label that marks a class of a telc exam-preparation course. */
export const TELC_LABEL = 'telc';

export interface BonusableClass {
  lessonType: LessonType;
  businessModelType: BusinessModel;
  courseId: string | null;
  labels: readonly string[];
}

/**
 * The automatic bonuses of one taught class (000 §4 bonus types), each a share of its base pay:
 * - orientation_class_bonus: the lesson is an orientation class (a new student's first class);
 * - course_telc_bonus: a telc exam-preparation class (label 'telc'), instead of the B2B one;
 * - course_b2b_default_bonus: the class belongs to a B2B company course;
 * - default_bonus is never automatic: the school grants it by hand with a description.
 * Only taught classes earn bonuses (classEarning's rule); the caller passes the base pay.
 */
export function classBonuses(
  cls: BonusableClass,
  baseCents: number,
  config: BonusConfig = DEFAULT_BONUS_CONFIG,
): { type: BonusType; amountCents: number }[] {
  const share = (percent: number) => Math.round((baseCents * percent) / 100);
  const bonuses: { type: BonusType; amountCents: number }[] = [];
  if (cls.lessonType === 'orientation')
    bonuses.push({ type: 'orientation_class_bonus', amountCents: share(config.orientationClassBonusPercent) });
  if (cls.labels.includes(TELC_LABEL)) {
    bonuses.push({ type: 'course_telc_bonus', amountCents: share(config.courseTelcBonusPercent) });
  } else if (cls.courseId && cls.businessModelType === 'B2B') {
    bonuses.push({ type: 'course_b2b_default_bonus', amountCents: share(config.courseB2bBonusPercent) });
  }
  return bonuses.filter((b) => b.amountCents > 0);
}
