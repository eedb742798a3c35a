import { describe, expect, it } from 'vitest';
import { type TeacherOnboardingFacts, teacherOnboardingProgress } from './onboarding-progress.ts';

const done: TeacherOnboardingFacts = {
  headline: 'Spanish for travellers and food lovers',
  aboutMe: 'I grew up in Guadalajara and have taught Spanish to adults for six years, online and in small groups.',
  spokenLanguages: 2,
  teachingSections: 1,
  hasPayoutDetails: true,
  calendarConnected: false,
  calendarDecided: true,
  pendingAgreements: 0,
  availableHours: 6,
};

describe('teacherOnboardingProgress', () => {
  it('a fresh teacher starts at the profile and misses every required step', () => {
    const fresh: TeacherOnboardingFacts = {
      headline: '',
      aboutMe: '',
      spokenLanguages: 0,
      teachingSections: 1,
      hasPayoutDetails: false,
      calendarConnected: false,
      calendarDecided: false,
      pendingAgreements: 4,
      availableHours: 0,
    };
    const progress = teacherOnboardingProgress(fresh);
    expect(progress.nextStep).toBe('profile');
    expect(progress.missing).toEqual(['profile', 'languages', 'payout', 'agreements', 'availability']);
  });

  it('everything done: no next step, nothing missing', () => {
    expect(teacherOnboardingProgress(done)).toMatchObject({ nextStep: null, missing: [] });
  });

  it('the calendar is optional: unanswered it is the next step but never missing', () => {
    const progress = teacherOnboardingProgress({ ...done, calendarDecided: false });
    expect(progress.nextStep).toBe('calendar');
    expect(progress.missing).toEqual([]);
    expect(progress.steps.find((s) => s.step === 'calendar')).toEqual({ step: 'calendar', required: false, complete: false });
  });

  it('a connected calendar counts without an answer', () => {
    expect(teacherOnboardingProgress({ ...done, calendarDecided: false, calendarConnected: true }).nextStep).toBeNull();
  });

  it('the profile needs a headline of 10 and an about-me of 80 characters, blanks not counted', () => {
    expect(teacherOnboardingProgress({ ...done, headline: '  123456789  ' }).missing).toEqual(['profile']);
    expect(teacherOnboardingProgress({ ...done, headline: '1234567890' }).missing).toEqual([]);
    expect(teacherOnboardingProgress({ ...done, aboutMe: 'x'.repeat(79) }).missing).toEqual(['profile']);
    expect(teacherOnboardingProgress({ ...done, aboutMe: 'x'.repeat(80) }).missing).toEqual([]);
  });

  it('languages need a spoken language and a section the school assigned', () => {
    expect(teacherOnboardingProgress({ ...done, spokenLanguages: 0 }).missing).toEqual(['languages']);
    expect(teacherOnboardingProgress({ ...done, teachingSections: 0 }).missing).toEqual(['languages']);
  });

  it('payout, agreements and availability each block finishing', () => {
    expect(teacherOnboardingProgress({ ...done, hasPayoutDetails: false }).missing).toEqual(['payout']);
    expect(teacherOnboardingProgress({ ...done, pendingAgreements: 1 }).missing).toEqual(['agreements']);
    expect(teacherOnboardingProgress({ ...done, availableHours: 0 }).missing).toEqual(['availability']);
  });
});
