import type { BONUS_TYPES, ClassType, TEACHER_CREDIT_KINDS } from '@parla/contracts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from '../teacher-booking/teaching-config.ts';

export type BonusType = (typeof BONUS_TYPES)[number];
export type TeacherCreditKind = (typeof TEACHER_CREDIT_KINDS)[number];

/** How the class ended, from the class log (the final class statuses, 000 §4). */
export type ClassOutcome = 'completed' | 'no_students' | 'technical_issue' | 'missed' | 'cancelled';

export interface ClassEarningInput {
  classType: ClassType;
  outcome: ClassOutcome;
  /** The teacher's hourly rate for this class type, in cents. */
  hourlyRateCents: number;
  durationMinutes: number;
  bonuses?: readonly { type: BonusType; amountCents: number }[];
}

export interface ClassEarning {
  /** The teacher-credit line the pay run writes (000 §4 teacher credit kinds); null: no line. */
  creditKind: TeacherCreditKind | null;
  baseCents: number;
  bonusCents: number;
  totalCents: number;
}

/**
 * What a teacher earns for one class, in integer cents (000 §9):
 * - taught: the hourly rate pro rata for the duration;
 * - no-show and technical issue: 50% of that (for the standard 60-minute class exactly 50% of
 *   the hourly rate, as the spec puts it);
 * - missed: nothing, but a MissedClass line of 0 so the invoice lists it (category missed class);
 * - cancelled: no line at all.
 * Bonuses (orientation class, course bonuses) are paid only with a taught class: they reward
 * teaching it. Each amount is rounded half up to a cent once, so the lines add up exactly.
 */
export function classEarning(
  input: ClassEarningInput,
  config: Pick<TeachingConfig, 'noShowPayPercent' | 'technicalIssuePayPercent'> = DEFAULT_TEACHING_CONFIG,
): ClassEarning {
  if (!Number.isInteger(input.hourlyRateCents) || input.hourlyRateCents < 0) {
    throw new RangeError(`hourlyRateCents must be a non-negative integer, got ${input.hourlyRateCents}`);
  }
  const percentOfClass = (percent: number) => Math.round((input.hourlyRateCents * input.durationMinutes * percent) / (60 * 100));
  switch (input.outcome) {
    case 'completed': {
      const baseCents = percentOfClass(100);
      const bonusCents = (input.bonuses ?? []).reduce((sum, b) => sum + b.amountCents, 0);
      const creditKind = input.classType === 'individual' ? 'Private' : 'Group';
      return { creditKind, baseCents, bonusCents, totalCents: baseCents + bonusCents };
    }
    case 'no_students': {
      const baseCents = percentOfClass(config.noShowPayPercent);
      return { creditKind: 'NoShow', baseCents, bonusCents: 0, totalCents: baseCents };
    }
    case 'technical_issue': {
      const baseCents = percentOfClass(config.technicalIssuePayPercent);
      return { creditKind: 'TechIssue', baseCents, bonusCents: 0, totalCents: baseCents };
    }
    case 'missed':
      return { creditKind: 'MissedClass', baseCents: 0, bonusCents: 0, totalCents: 0 };
    case 'cancelled':
      return { creditKind: null, baseCents: 0, bonusCents: 0, totalCents: 0 };
  }
}
