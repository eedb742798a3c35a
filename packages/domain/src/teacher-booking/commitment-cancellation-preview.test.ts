import { describe, expect, it } from 'vitest';
import { previewCommitmentCancellation } from './commitment-cancellation-preview.ts';

const H = 3_600_000;
const classStartAt = new Date('2026-05-10T10:00:00Z');
const committedAt = new Date('2026-05-01T08:00:00Z');
const input = { classStartAt, committedAt, previousLastMinuteCancellations: [] };

describe('previewCommitmentCancellation', () => {
  it('shows the policy lines of the class', () => {
    const preview = previewCommitmentCancellation(input, new Date('2026-05-05T00:00:00Z'));
    expect(preview).toMatchObject({
      allowed: true,
      freeUntil: new Date('2026-05-01T08:30:00Z'),
      lateFrom: new Date('2026-05-09T10:00:00Z'),
      veryLateFrom: new Date('2026-05-10T07:00:00Z'),
      blockDays: 7,
    });
    expect(preview.outcome?.consequence).toBe('none');
  });
  it('previews a block under 24 h and an explanation under 3 h', () => {
    expect(previewCommitmentCancellation(input, new Date(classStartAt.getTime() - 5 * H)).outcome?.consequence).toBe('block_7_days');
    expect(previewCommitmentCancellation(input, new Date(classStartAt.getTime() - 2 * H)).outcome).toMatchObject({
      consequence: 'block_7_days_with_explanation',
      requiresExplanation: true,
    });
  });
  it('is not allowed once the class started', () => {
    expect(previewCommitmentCancellation(input, classStartAt)).toMatchObject({ allowed: false, outcome: null });
  });
});
