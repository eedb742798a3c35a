import type { CancellationPreview } from './classes-documents.ts';

export type CancellationChoice =
  /** Booked less than 30 minutes ago: free, immediate. */
  | { kind: 'grace'; immediate: true }
  /** At least 72 hours before start: the credit comes back. */
  | { kind: 'refund'; immediate: false }
  /** Too late for a refund: the student is warned before confirming. */
  | { kind: 'lose'; immediate: false }
  | { kind: 'not-allowed' };

/**
 * What the cancel dialog says (001 §9). The server's preview decides; the clock can only
 * make it worse: a dialog opened at minute 29 of the grace period, or just before the
 * 72-hour line, must not promise a refund that has lapsed meanwhile.
 */
export function chooseCancellationMessage(preview: CancellationPreview, now: Date): CancellationChoice {
  if (!preview.allowed) return { kind: 'not-allowed' };
  if (!preview.refund) return { kind: 'lose', immediate: false };
  const t = now.getTime();
  const inGrace = t < new Date(preview.graceUntil).getTime();
  const earlyEnough = t <= new Date(preview.refundDeadline).getTime();
  if (preview.reason === 'within_grace_period' && inGrace) return { kind: 'grace', immediate: true };
  if (earlyEnough) return { kind: 'refund', immediate: false };
  if (inGrace) return { kind: 'grace', immediate: true };
  return { kind: 'lose', immediate: false };
}
