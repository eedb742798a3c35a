import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { assertPlacementRetakeAllowed } from './placement-retake.ts';

const started = new Date('2026-03-10T09:00:00Z');

describe('assertPlacementRetakeAllowed: once a day', () => {
  it('the first test is always allowed', () => {
    expect(() => assertPlacementRetakeAllowed(null, started)).not.toThrow();
  });
  it('refuses until 24 hours after the last start, saying how many hours are left', () => {
    const at = (iso: string) => () => assertPlacementRetakeAllowed(started, new Date(iso));
    expect(at('2026-03-10T09:30:00Z')).toThrow(DomainError);
    try {
      at('2026-03-10T09:30:00Z')();
    } catch (e) {
      expect((e as DomainError).code).toBe('placement_retake_too_soon');
      expect((e as DomainError).details).toMatchObject({ hours: 24, retryAt: '2026-03-11T09:00:00.000Z' });
      expect((e as DomainError).message).toContain('24 hours');
    }
    try {
      at('2026-03-11T08:59:59Z')();
    } catch (e) {
      expect((e as DomainError).details).toMatchObject({ hours: 1 });
    }
  });
  it('allows it again exactly 24 hours later', () => {
    expect(() => assertPlacementRetakeAllowed(started, new Date('2026-03-11T09:00:00Z'))).not.toThrow();
  });
});
