import type { Tx } from '../client.ts';
import type { People } from './people.ts';
import type { Catalogue } from './sections-and-curricula.ts';

/** Demo data of commerce (catalogue, prices, subscriptions of the demo students); idempotent. */
export async function seedCommerce(_tx: Tx, _catalogue: Catalogue, _people: People, _now: Date): Promise<void> {}
