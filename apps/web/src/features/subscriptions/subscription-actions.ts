import type { DisplayState, PauseData, SubscriptionFlags } from './membership-documents.ts';

/** Lifecycle actions of 001 §4 the membership page offers. */
export type SubscriptionAction =
  | 'resumeCharges'
  | 'skipTrial'
  | 'reactivate'
  | 'cancelPause'
  | 'unpause'
  | 'pause'
  | 'rollover'
  | 'change'
  | 'delayStart'
  | 'cancelDelay'
  | 'cancelTrial'
  | 'cancel'
  | 'deleteNext'
  | 'withdraw';

/** Which subscription of the three the page shows (001 §3: current, latest and next). */
export type SubscriptionSlot = 'current' | 'latest' | 'next';

const FLAG_OF: Record<SubscriptionAction, keyof SubscriptionFlags> = {
  resumeCharges: 'canResumeCharges',
  skipTrial: 'canSkipTrial',
  reactivate: 'canReactivate',
  cancelPause: 'canCancelPause',
  unpause: 'canUnpause',
  pause: 'canPause',
  rollover: 'canRollover',
  change: 'canChange',
  delayStart: 'canDelayStart',
  cancelDelay: 'canCancelDelay',
  cancelTrial: 'canCancelTrial',
  cancel: 'canCancel',
  deleteNext: 'canDelete',
  withdraw: 'canWithdraw',
};

/** The order the buttons appear in: what fixes a problem first, what ends something last. */
const ORDER: SubscriptionAction[] = [
  'resumeCharges',
  'skipTrial',
  'reactivate',
  'cancelPause',
  'unpause',
  'pause',
  'rollover',
  'change',
  'delayStart',
  'cancelDelay',
  'cancelTrial',
  'cancel',
  'deleteNext',
  'withdraw',
];

/** What can only be undone by buying again or does not come back: red, and a dialog that says so. */
const DESTRUCTIVE = new Set<SubscriptionAction>(['cancelTrial', 'cancel', 'deleteNext', 'withdraw']);

export function isDestructive(action: SubscriptionAction): boolean {
  return DESTRUCTIVE.has(action);
}

/**
 * The actions the server allows now (its can-do flags are the truth), in display order. The
 * next subscription is managed as "next": delay, cancel the delay, delete; never a pause or a
 * cancel of the current plan. An ended "latest" subscription only comes back (reactivate).
 */
export function subscriptionActions(subscription: SubscriptionFlags, slot: SubscriptionSlot): SubscriptionAction[] {
  const allowed = ORDER.filter((action) => subscription[FLAG_OF[action]]);
  if (slot === 'next') return allowed.filter((a) => a === 'delayStart' || a === 'cancelDelay' || a === 'deleteNext');
  if (slot === 'latest') return allowed.filter((a) => a === 'reactivate');
  return allowed.filter((a) => a !== 'delayStart' && a !== 'cancelDelay' && a !== 'deleteNext');
}

export type StatusTone = 'success' | 'info' | 'warning' | 'muted' | 'neutral';

export interface StatusLine {
  /** membership:state.<key> */
  key: DisplayState;
  tone: StatusTone;
  /** The date the line names (next payment, end, pause end, start), if any. */
  date: string | null;
}

interface StatusInput {
  displayState: DisplayState;
  nextPaymentDate: string | null;
  expiresAt: string | null;
  startsAt: string;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  pause: Pick<PauseData, 'status' | 'dateTo' | 'unpauseDate'> | null;
}

/** 001 §4 display states: active (next payment date), cancelled (ends on), paused (until), waiting (starts on), ... */
export function statusLine(s: StatusInput): StatusLine {
  switch (s.displayState) {
    case 'active':
      return { key: 'active', tone: 'success', date: s.nextPaymentDate };
    case 'trial':
      return { key: 'trial', tone: 'info', date: s.trialEndsAt };
    case 'paused':
      return { key: 'paused', tone: 'info', date: s.pause?.unpauseDate ?? s.pause?.dateTo ?? null };
    case 'cancelled':
      return { key: 'cancelled', tone: 'warning', date: s.expiresAt ?? s.currentPeriodEnd };
    case 'waiting':
      return { key: 'waiting', tone: 'info', date: s.startsAt };
    case 'expire':
      return { key: 'expire', tone: 'warning', date: s.expiresAt };
    case 'ended':
      return { key: 'ended', tone: 'muted', date: s.expiresAt };
    case 'payment_failed':
    case 'payment_pending':
      return { key: s.displayState, tone: 'warning', date: null };
    case 'inactive':
      return { key: 'inactive', tone: 'muted', date: null };
    case 'available_now':
      return { key: 'available_now', tone: 'success', date: null };
  }
}

/** Days and hours left of the trial, for its countdown; null once it is over. */
export function trialCountdown(trialEndsAt: string | null, now: number): { days: number; hours: number } | null {
  if (!trialEndsAt) return null;
  const left = Date.parse(trialEndsAt) - now;
  if (!(left > 0)) return null;
  const hours = Math.floor(left / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}
