import { describe, expect, it } from 'vitest';
import { type CalendarEventClass, calendarEventFlags } from './calendar-event-kind.ts';

const base: CalendarEventClass = { type: 'group', businessModelType: 'B2C', lessonType: 'grammar', courseId: null, labels: [] };

describe('calendarEventFlags', () => {
  it('shows the class type, individual as private', () => {
    expect(calendarEventFlags(base)).toEqual({ kind: 'group', isB2G: false, isBonus: false, bonusType: null });
    expect(calendarEventFlags({ ...base, type: 'individual' }).kind).toBe('private');
    expect(calendarEventFlags({ ...base, type: 'trial' }).kind).toBe('trial');
  });

  it('marks bonus classes with their bonus type', () => {
    expect(calendarEventFlags({ ...base, lessonType: 'orientation' })).toEqual({
      kind: 'bonus',
      isB2G: false,
      isBonus: true,
      bonusType: 'orientation_class_bonus',
    });
    expect(calendarEventFlags({ ...base, courseId: 'c1', businessModelType: 'B2B' }).bonusType).toBe('course_b2b_default_bonus');
    expect(calendarEventFlags({ ...base, courseId: 'c1', labels: ['telc'] }).bonusType).toBe('course_telc_bonus');
    expect(calendarEventFlags({ ...base, courseId: 'c1' }).isBonus).toBe(false);
  });

  it('puts B2G first, keeping the bonus flags', () => {
    expect(calendarEventFlags({ ...base, businessModelType: 'B2G', lessonType: 'orientation' })).toEqual({
      kind: 'b2g',
      isB2G: true,
      isBonus: true,
      bonusType: 'orientation_class_bonus',
    });
  });
});
