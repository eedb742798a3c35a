import { describe, expect, it } from 'vitest';
import { TOUR_PAGES, presentSteps } from './tour-steps.ts';

describe('presentSteps', () => {
  it('keeps the spec order: Today, Classes, Book classes, Course, Practice', () => {
    expect(presentSteps(() => true)).toEqual(['today', 'classes', 'booking', 'course', 'practice']);
  });
  it('skips a stop whose navigation entry is missing', () => {
    expect(presentSteps((step) => step !== 'practice')).toEqual(['today', 'classes', 'booking', 'course']);
  });
  it('is empty when no entry is on the page', () => {
    expect(presentSteps(() => false)).toEqual([]);
  });
});

describe('TOUR_PAGES', () => {
  it('opens on the pages it shows around and in settings', () => {
    for (const path of [
      '/en/account/home',
      '/de/account/booking',
      '/en/account/classes/upcoming',
      '/en/account/course-overview/de-a1',
      '/en/account/practice',
      '/en/account/settings/support',
    ]) {
      expect(TOUR_PAGES.test(path), path).toBe(true);
    }
  });
  it('never over the store, other settings, a checkout, a booking preview or the onboarding flows', () => {
    for (const path of [
      '/en/account/store',
      '/en/account/settings/account',
      '/en/account/booking/preview',
      '/en/account/onboarding/level',
      '/en/account/post-checkout',
      '/en/m2m-checkout/x',
      '/en/pricing',
    ]) {
      expect(TOUR_PAGES.test(path), path).toBe(false);
    }
  });
});
