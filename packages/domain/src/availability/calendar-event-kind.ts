import type { BUSINESS_MODELS, ClassType, LESSON_TYPES } from '@parla/contracts';
import { classBonuses } from '../teacher-pay/class-bonuses.ts';
import type { BonusType } from '../teacher-pay/class-earning.ts';

/** How the teacher schedule marks a committed class (000 §2 Teacher Schedule, §3 calendar events). */
export type CalendarEventKind = 'group' | 'private' | 'trial' | 'bonus' | 'b2g';

export interface CalendarEventClass {
  type: ClassType;
  businessModelType: (typeof BUSINESS_MODELS)[number];
  lessonType: (typeof LESSON_TYPES)[number];
  courseId: string | null;
  labels: readonly string[];
}

export interface CalendarEventFlags {
  kind: CalendarEventKind;
  isB2G: boolean;
  isBonus: boolean;
  bonusType: BonusType | null;
}

/**
 * The one kind a schedule cell shows for a class, most specific first: B2G (a government
 * contract has its own rules), then bonus, then the class type (individual shows as private).
 */
export function calendarEventFlags(klass: CalendarEventClass): CalendarEventFlags {
  const isB2G = klass.businessModelType === 'B2G';
  // The pay rule decides which bonuses a class earns; any positive base shows their types.
  const bonusType = classBonuses(klass, 10_000)[0]?.type ?? null;
  const isBonus = bonusType !== null;
  const kind: CalendarEventKind = isB2G ? 'b2g' : isBonus ? 'bonus' : klass.type === 'individual' ? 'private' : klass.type;
  return { kind, isB2G, isBonus, bonusType };
}
