import type { ClassType } from '@parla/contracts';

/** The two credit currencies a student holds (001 §3 Credits info: groupCredits, privateCredits). */
export const CREDIT_KINDS = ['group', 'private'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** Available credits per kind, e.g. from creditBalance(). */
export type CreditCounts = Record<CreditKind, number>;

/** Group and trial classes are paid with group credits, individual classes with private ones. */
export function creditKindForClass(type: ClassType): CreditKind {
  return type === 'individual' ? 'private' : 'group';
}
