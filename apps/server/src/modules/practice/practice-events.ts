import type { Tx } from '../../db/client.ts';

/**
 * The one place practice tells the rest of the school that a student practised (issue 17). The
 * onboarding checklist (issue 16) marks its "practise" item the first time: when onboarding's
 * `markChecklistEvent` lands, call it here, in the same transaction as the answer.
 */
export async function practiceSubmitted(_tx: Tx, _studentId: string, _now: Date): Promise<void> {
  // TODO(issue 16 checklist): await markChecklistEvent(_tx, _studentId, 'first_practice', _now);
}
