import type { Tx } from '../client.ts';
import { onboardingEvents } from '../schema/index.ts';
import type { People } from './people.ts';

/**
 * The demo students have been at the school a while: they took the product tour long ago (their
 * checklist still shows what they have and have not done). A student who signs up sees the tour;
 * a demo student sees it again from settings › support › "Show me around again" (decision 071).
 */
export async function seedOnboarding(tx: Tx, people: People, now: Date): Promise<void> {
  if (people.students.length === 0) return;
  await tx
    .insert(onboardingEvents)
    .values(people.students.map((student) => ({ studentId: student.id, event: 'product_tour_finished' as const, occurredAt: now })))
    .onConflictDoNothing();
}
