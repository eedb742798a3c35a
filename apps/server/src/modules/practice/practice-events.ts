import type { Tx } from '../../db/client.ts';
import { markChecklistEvent } from '../onboarding/checklist.service.ts';

/**
 * The one place practice tells the rest of the school that a student practised (issue 17): the
 * onboarding checklist (issue 16) ticks its "try a practice exercise" item, in the same
 * transaction as the answer.
 */
export async function practiceSubmitted(tx: Tx, studentId: string, now: Date): Promise<void> {
  await markChecklistEvent(tx, studentId, 'practice_tried', now);
}
