import type { PauseStatus, PlanType, SubscriptionDisplayState, SubscriptionStatus } from '@parla/contracts';

export interface PauseFacts {
  status: PauseStatus;
  startsAt: Date;
  /** Planned end, or when it was ended early. */
  endsAt: Date;
}

/** A subscription as the state rules read it. */
export interface SubscriptionFacts {
  status: SubscriptionStatus;
  type: PlanType;
  startsAt: Date;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** When access and credits end: cancellation end, Sprint end, or when it ended. */
  endsAt: Date | null;
  /** A delayed next subscription's start before the delay. */
  originalStartsAt: Date | null;
  pauses: readonly PauseFacts[];
  /** A renewal charge waiting for the student (failed, or needing authentication). */
  hasActionableCharge: boolean;
  /** True for the student's next (waiting) subscription when no current one runs any more. */
  currentHasEnded?: boolean;
}

const RUNNING: readonly SubscriptionStatus[] = ['trial', 'active', 'past_due', 'pending', 'cancelled'];

export function isRunning(s: Pick<SubscriptionFacts, 'status' | 'endsAt'>, now: Date): boolean {
  if (!RUNNING.includes(s.status)) return false;
  return !s.endsAt || s.endsAt.getTime() > now.getTime();
}

/** The pause covering `now`, if any (scheduled pauses start by themselves at their date). */
export function pauseAt(pauses: readonly PauseFacts[], now: Date): PauseFacts | null {
  const at = now.getTime();
  return pauses.find((p) => p.status !== 'cancelled' && p.startsAt.getTime() <= at && at < p.endsAt.getTime()) ?? null;
}

/** The next pause that has not started yet. */
export function upcomingPause(pauses: readonly PauseFacts[], now: Date): PauseFacts | null {
  return pauses.find((p) => p.status === 'scheduled' && p.startsAt.getTime() > now.getTime()) ?? null;
}

/**
 * The display states of 001 §4: active (next payment date), available now, cancelled (ends
 * on), ended, expire, inactive (reactivate), paused (until), waiting (starts on); plus trial
 * and the payment banners (failed, pending) that the membership page shows as states.
 */
export function subscriptionDisplayState(s: SubscriptionFacts, now: Date): SubscriptionDisplayState {
  switch (s.status) {
    case 'waiting':
      return s.currentHasEnded && s.startsAt.getTime() <= now.getTime() ? 'available_now' : 'waiting';
    case 'trial':
      return 'trial';
    case 'cancelled':
      return s.endsAt && s.endsAt.getTime() > now.getTime() ? 'cancelled' : 'ended';
    case 'expired':
    case 'suspended':
      return s.type === 'monthly' ? 'inactive' : 'ended';
    case 'deleted':
      return 'ended';
    default:
      break;
  }
  if (pauseAt(s.pauses, now)) return 'paused';
  if (s.status === 'past_due') return 'payment_failed';
  if (s.status === 'pending') return 'payment_pending';
  return s.endsAt ? 'expire' : 'active';
}

export interface SubscriptionCapabilities {
  canPause: boolean;
  canCancelPause: boolean;
  canUnpause: boolean;
  canCancel: boolean;
  canReactivate: boolean;
  canChange: boolean;
  canRollover: boolean;
  canSkipTrial: boolean;
  canCancelTrial: boolean;
  canResumeCharges: boolean;
  canDelayStart: boolean;
  canCancelDelay: boolean;
  canDelete: boolean;
  canStartNow: boolean;
}

/** What the student may do now (001 §3 "many can-do flags"), the same answers the services enforce. */
export function subscriptionCapabilities(s: SubscriptionFacts, now: Date, context: { hasNext: boolean }): SubscriptionCapabilities {
  const at = now.getTime();
  const running = isRunning(s, now);
  const paying = running && (s.status === 'active' || s.status === 'past_due' || s.status === 'pending');
  const monthly = s.type === 'monthly';
  const cycleStart = s.currentPeriodStart?.getTime();
  const pausedThisCycle = s.pauses.some(
    (p) =>
      p.status !== 'cancelled' &&
      cycleStart !== undefined &&
      p.startsAt.getTime() >= cycleStart &&
      p.startsAt.getTime() < (s.currentPeriodEnd?.getTime() ?? 0),
  );
  const current = pauseAt(s.pauses, now);
  const waiting = s.status === 'waiting';
  return {
    canPause: s.status === 'active' && monthly && !s.endsAt && !pausedThisCycle && !current,
    canCancelPause: upcomingPause(s.pauses, now) !== null,
    canUnpause: current !== null,
    canCancel: paying,
    canReactivate:
      (s.status === 'cancelled' && running) || (monthly && (s.status === 'expired' || s.status === 'suspended') && !context.hasNext),
    canChange: s.status === 'active' && monthly && !s.endsAt && !context.hasNext,
    canRollover: running && s.status !== 'trial' && monthly,
    canSkipTrial: s.status === 'trial' && running,
    canCancelTrial: s.status === 'trial' && running,
    canResumeCharges: (s.status === 'past_due' || s.status === 'pending' || s.status === 'suspended') && s.hasActionableCharge,
    canDelayStart: waiting && s.startsAt.getTime() > at,
    canCancelDelay: waiting && s.originalStartsAt !== null && s.startsAt.getTime() > at,
    canDelete: waiting,
    canStartNow: waiting,
  };
}
