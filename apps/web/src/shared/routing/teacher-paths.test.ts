import { describe, expect, it } from 'vitest';
import { openWhileWaiting } from './teacher-paths.ts';

describe('openWhileWaiting', () => {
  it('keeps the flow, profile, terms, leaving and public pages open', () => {
    for (const path of [
      '/en/onboarding',
      '/de/onboarding/profile',
      '/en/profile/photo',
      '/en/terms/42',
      '/en/view/terms/42/',
      '/en/teacher-logout',
      '/en/teacher-forgot-password/thank-you',
      '/en/resetting/reset/abc',
    ]) {
      expect(openWhileWaiting(path, { home: false }), path).toBe(true);
    }
  });
  it('closes the work pages', () => {
    for (const path of ['/en/booking', '/en/classes/1', '/en/my-schedule', '/en/payments', '/en/learning-material', '/en/teacher/pdf/x']) {
      expect(openWhileWaiting(path, { home: true }), path).toBe(false);
    }
  });
  it('opens home only when asked', () => {
    expect(openWhileWaiting('/en/home', { home: true })).toBe(true);
    expect(openWhileWaiting('/en', { home: true })).toBe(true);
    expect(openWhileWaiting('/en/home', { home: false })).toBe(false);
    expect(openWhileWaiting('/en', { home: false })).toBe(false);
  });
});
