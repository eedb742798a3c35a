import { describe, expect, it } from 'vitest';
import { levelCompletion, openDiscussionAllowed } from './level-completion.ts';

const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

describe('levelCompletion', () => {
  it('offers the certificate at 90% exactly, not below', () => {
    expect(levelCompletion([...times(9, 'COMPLETED' as const), 'NOT_TAKEN']).certificateAvailable).toBe(true);
    expect(levelCompletion([...times(89, 'COMPLETED' as const), ...times(11, 'BOOKED' as const)]).certificateAvailable).toBe(false);
    expect(levelCompletion([...times(90, 'COMPLETED' as const), ...times(10, 'RETAKE' as const)]).certificateAvailable).toBe(true);
  });
  it('leaves skipped lessons out of both sides', () => {
    const completion = levelCompletion([...times(9, 'COMPLETED' as const), ...times(5, 'SKIP' as const), 'PENDING']);
    expect(completion).toMatchObject({ done: 9, counted: 10, certificateAvailable: true });
  });
  it('has nothing to certify when everything was skipped', () => {
    expect(levelCompletion(times(4, 'SKIP' as const))).toMatchObject({ share: 0, certificateAvailable: false });
    expect(levelCompletion([])).toMatchObject({ share: 0, certificateAvailable: false });
  });
});

describe('openDiscussionAllowed', () => {
  it('needs ten attended classes', () => {
    expect(openDiscussionAllowed(9)).toBe(false);
    expect(openDiscussionAllowed(10)).toBe(true);
  });
});
