import { INPUT_MESSAGES, MAX_APPEAL_REASON_LENGTH, MIN_APPEAL_REASON_LENGTH } from '@parla/contracts';
import { DomainError, ValidationError } from '../errors.ts';

// The rule and its messages are the contract's (contracts/teacher-booking.ts `appealReason`).
export { MAX_APPEAL_REASON_LENGTH, MIN_APPEAL_REASON_LENGTH };

export const APPEAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/**
 * The appeal reason as stored: trimmed, at least 50 characters once trimmed (spaces around
 * the text do not count), at most 2000. Throws the one validation shape on field `reason`.
 */
export function validateAppealReason(reason: string): string {
  const text = reason.trim();
  if (text.length < MIN_APPEAL_REASON_LENGTH) {
    throw new ValidationError([{ field: 'reason', message: INPUT_MESSAGES.appealTooShort }]);
  }
  if (text.length > MAX_APPEAL_REASON_LENGTH) {
    throw new ValidationError([{ field: 'reason', message: INPUT_MESSAGES.appealTooLong }]);
  }
  return text;
}

/**
 * The appeal state machine: pending -> accepted (the penalty is lifted) | rejected. A decided
 * appeal is final (appeal_already_decided), so a second admin click changes nothing.
 */
export function decideAppeal(status: AppealStatus, accept: boolean): AppealStatus {
  if (status !== 'pending') throw new DomainError('appeal_already_decided', undefined, { status });
  return accept ? 'accepted' : 'rejected';
}

export interface PenaltyInfo {
  /** Set only while the penalty is in effect. */
  penaltyUntil: Date | null;
  canAppealPenalty: boolean;
  isAppealInProgress: boolean;
}

/**
 * 000 §3 penaltyInfo. A penalty is in effect while now < penaltyUntil. One appeal per
 * penalty: it can be appealed while in effect and not yet appealed; while the appeal is
 * pending the teacher sees the in-progress notice.
 */
export function penaltyInfo(
  teacher: { penaltyUntil: Date | null | undefined; appealOfCurrentPenalty: AppealStatus | null | undefined },
  now: Date,
): PenaltyInfo {
  const inEffect = !!teacher.penaltyUntil && now.getTime() < teacher.penaltyUntil.getTime();
  if (!inEffect) return { penaltyUntil: null, canAppealPenalty: false, isAppealInProgress: false };
  return {
    penaltyUntil: teacher.penaltyUntil!,
    canAppealPenalty: !teacher.appealOfCurrentPenalty,
    isAppealInProgress: teacher.appealOfCurrentPenalty === 'pending',
  };
}

/** Refuses an appeal the teacher cannot make now (no penalty in effect, or already appealed). */
export function assertCanAppeal(info: PenaltyInfo): void {
  if (!info.penaltyUntil) throw new DomainError('no_penalty_to_appeal');
  if (!info.canAppealPenalty) throw new DomainError('appeal_already_submitted');
}
