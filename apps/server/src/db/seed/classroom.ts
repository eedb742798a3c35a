import type { Tx } from '../client.ts';
import type { Catalogue } from './sections-and-curricula.ts';
import type { People } from './people.ts';

/** Demo data of the live classroom: join tokens, signalling WebSocket, waiting room, chat, presentation, review; idempotent like the rest of the seed (ON CONFLICT DO NOTHING on natural keys). */
export async function seedClassroom(_tx: Tx, _catalogue: Catalogue, _people: People, _now: Date): Promise<void> {}
