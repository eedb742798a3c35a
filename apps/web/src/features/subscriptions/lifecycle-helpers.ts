import { studentPaths } from '../../shared/routing/student-paths.ts';
import { addDaysToKey, type DateKey, startOfLocalDay } from '@parla/domain/time';
import type { PaymentResultData } from './membership-documents.ts';

/**
 * Where a money action of the membership page goes on (skip trial, reactivate, roll over,
 * resume charges): paid -> stay and say so; refused -> payment-failed; anything else (a card
 * that asks for authentication, SEPA settling) -> the processing page, which follows the
 * purchase to its checkout's confirmation step or to its result.
 */
export function afterPayment(result: Pick<PaymentResultData, 'status' | 'purchase'>): { pattern: string; purchaseId: string } | null {
  if (result.status === 'succeeded') return null;
  if (result.status === 'failed') return { pattern: studentPaths.paymentFailed, purchaseId: result.purchase.id };
  return { pattern: studentPaths.paymentPending, purchaseId: result.purchase.id };
}

/**
 * A pause of whole local days in the student's zone: from the start of `startKey` to the start
 * of the day `weeks` weeks later (half-open, as the server stores it). Calendar days, so a
 * pause across a DST change is still whole days.
 */
export function pauseRange(startKey: DateKey, weeks: number, timeZone: string): { from: Date; to: Date; resumeKey: DateKey } {
  const resumeKey = addDaysToKey(startKey, weeks * 7);
  return { from: startOfLocalDay(startKey, timeZone), to: startOfLocalDay(resumeKey, timeZone), resumeKey };
}
