import type { CreditKind } from '../credits/credit-kind.ts';

/** Credits a student holds in one grant (unexpired, some left). */
export interface HeldCredits {
  kind: CreditKind;
  remaining: number;
  expiresAt: Date;
}

/** A class the student has booked and not yet taken. */
export interface BookedSeat {
  kind: CreditKind;
  startAt: Date;
  endAt: Date;
  /** A credit was spent on it (a booking without one has nothing to give back). */
  paid: boolean;
}

/** Credits of one kind that a change makes lapse on a date, and how long they were valid otherwise. */
export interface CreditLapse {
  kind: CreditKind;
  count: number;
  lapsesAt: Date;
  /** The latest date these credits were valid until without the change; null when only credits given back lapse. */
  validUntil: Date | null;
}

/** What a membership change costs the student, in numbers (the same shape for every change). */
export interface MembershipConsequences {
  lapsing: CreditLapse[];
  /** Booked classes the change cancels. */
  classesCancelled: number;
  /** Of those, classes whose credit comes back. */
  creditsBack: number;
  /** Of those, classes whose credit is lost. */
  creditsLost: number;
}

const KINDS: CreditKind[] = ['group', 'private'];

/** A cancelled plan ends when its paid period does (001 §4), or earlier when it was ending anyway. */
export function cancellationEndsAt(sub: { currentPeriodEnd: Date | null; endsAt: Date | null }, now: Date): Date {
  const paidUntil = sub.currentPeriodEnd && sub.currentPeriodEnd > now ? sub.currentPeriodEnd : now;
  return sub.endsAt && sub.endsAt < paidUntil ? sub.endsAt : paidUntil;
}

/**
 * Ending a plan at `endsAt` (cancel, withdraw: 001 §4, decision 020): booked classes starting
 * from that moment are cancelled with their credit back, and every credit still held then
 * (including those given back) lapses on that date, unless a next plan takes over
 * (`creditsKept`). Credits that expire before `endsAt` anyway are not a cost of the change.
 */
export function membershipEndConsequences(input: {
  grants: HeldCredits[];
  booked: BookedSeat[];
  endsAt: Date;
  now: Date;
  creditsKept?: boolean;
}): MembershipConsequences {
  const { endsAt, now } = input;
  const from = Math.max(endsAt.getTime(), now.getTime());
  const cancelled = input.booked.filter((b) => b.startAt.getTime() >= from);
  const back = cancelled.filter((b) => b.paid);
  const lapsing: CreditLapse[] = [];
  if (!input.creditsKept) {
    for (const kind of KINDS) {
      const held = input.grants.filter((g) => g.kind === kind && g.remaining > 0 && g.expiresAt > endsAt && g.expiresAt > now);
      const count = held.reduce((n, g) => n + g.remaining, 0) + back.filter((b) => b.kind === kind).length;
      if (count === 0) continue;
      const validUntil = held.length > 0 ? new Date(Math.max(...held.map((g) => g.expiresAt.getTime()))) : null;
      lapsing.push({ kind, count, lapsesAt: endsAt, validUntil });
    }
  }
  return { lapsing, classesCancelled: cancelled.length, creditsBack: back.length, creditsLost: 0 };
}

/**
 * A pause over [from, to) (001 §4, §9): every booked class overlapping it that has not started
 * is cancelled; its credit comes back only when `refunds(startAt)` (at least 7 days away).
 * No credit lapses: the plan goes on afterwards.
 */
export function pauseConsequences(input: {
  booked: BookedSeat[];
  from: Date;
  to: Date;
  now: Date;
  refunds: (startAt: Date) => boolean;
}): MembershipConsequences {
  const { from, to, now } = input;
  const cancelled = input.booked.filter((b) => b.endAt > from && b.startAt < to && b.startAt >= now);
  const back = cancelled.filter((b) => b.paid && input.refunds(b.startAt)).length;
  const lost = cancelled.filter((b) => b.paid).length - back;
  return { lapsing: [], classesCancelled: cancelled.length, creditsBack: back, creditsLost: lost };
}

/** A change that costs no credits and no classes (change plan, delay, roll over, delete the next plan). */
export const NO_CONSEQUENCES: MembershipConsequences = { lapsing: [], classesCancelled: 0, creditsBack: 0, creditsLost: 0 };
