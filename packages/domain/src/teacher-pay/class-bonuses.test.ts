import { describe, expect, it } from 'vitest';
import { type BonusableClass, classBonuses } from './class-bonuses.ts';

const plain: BonusableClass = { lessonType: 'communication', businessModelType: 'B2C', courseId: null, labels: [] };

describe('classBonuses', () => {
  it('gives none for an ordinary class', () => {
    expect(classBonuses(plain, 2000)).toEqual([]);
  });

  it('pays 25% of the base for an orientation class', () => {
    expect(classBonuses({ ...plain, lessonType: 'orientation' }, 2000)).toEqual([{ type: 'orientation_class_bonus', amountCents: 500 }]);
  });

  it('pays the telc bonus for a telc class, else the B2B course bonus for a company course', () => {
    expect(classBonuses({ ...plain, labels: ['telc'] }, 2000)).toEqual([{ type: 'course_telc_bonus', amountCents: 400 }]);
    expect(classBonuses({ ...plain, businessModelType: 'B2B', courseId: 'c1' }, 2000)).toEqual([
      { type: 'course_b2b_default_bonus', amountCents: 200 },
    ]);
    expect(classBonuses({ ...plain, businessModelType: 'B2B', courseId: 'c1', labels: ['telc'] }, 2000)).toEqual([
      { type: 'course_telc_bonus', amountCents: 400 },
    ]);
    expect(classBonuses({ ...plain, businessModelType: 'B2B' }, 2000)).toEqual([]);
  });

  it('combines, rounds to cents and drops zero bonuses', () => {
    expect(classBonuses({ ...plain, lessonType: 'orientation', labels: ['telc'] }, 1999)).toEqual([
      { type: 'orientation_class_bonus', amountCents: 500 },
      { type: 'course_telc_bonus', amountCents: 400 },
    ]);
    expect(classBonuses({ ...plain, lessonType: 'orientation' }, 0)).toEqual([]);
  });
});
