import { describe, expect, it } from 'vitest';
import { canTeachClass } from './can-teach-class.ts';

const teacher = {
  isOnboarded: true,
  sectionIds: ['german', 'english'],
  canTeachGroup: true,
  canTeachPrivate: true,
  canTeachSpecialized: false,
};
const cls = { sectionId: 'german', type: 'group' as const, isSpecialized: false };

describe('canTeachClass', () => {
  it('allows a class of one of the teacher sections', () => {
    expect(canTeachClass(teacher, cls)).toBe(true);
    expect(canTeachClass(teacher, { ...cls, sectionId: 'spanish' })).toBe(false);
  });
  it('needs onboarding', () => {
    expect(canTeachClass({ ...teacher, isOnboarded: false }, cls)).toBe(false);
  });
  it('follows the group, private and specialised flags', () => {
    expect(canTeachClass({ ...teacher, canTeachGroup: false }, cls)).toBe(false);
    expect(canTeachClass({ ...teacher, canTeachGroup: false }, { ...cls, type: 'trial' })).toBe(false);
    expect(canTeachClass({ ...teacher, canTeachGroup: false }, { ...cls, type: 'individual' })).toBe(true);
    expect(canTeachClass({ ...teacher, canTeachPrivate: false }, { ...cls, type: 'individual' })).toBe(false);
    expect(canTeachClass(teacher, { ...cls, isSpecialized: true })).toBe(false);
    expect(canTeachClass({ ...teacher, canTeachSpecialized: true }, { ...cls, isSpecialized: true })).toBe(true);
  });
});
