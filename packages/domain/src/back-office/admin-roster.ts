import { DomainError } from '../errors.ts';
import type { AdminRoleName } from './admin-rights.ts';

/** One admin as the roster change sees them, read under the roster's lock. */
export interface RosterAdmin {
  id: string;
  role: AdminRoleName;
}

/** A change of an admin's rights: another role, or no admin rights at all. */
export type RosterChange = { kind: 'role'; role: AdminRoleName } | { kind: 'remove' };

/**
 * Whether `actorId` may make `change` to `targetId`, given every admin of the school (decision 105).
 * An admin never changes their own rights (a slip would lock them out, and nobody could undo it
 * without another full admin anyway), and the school always keeps one full admin: the roster is
 * read under a lock, so of two concurrent demotions of the last two full admins one is refused.
 * The right to manage admins at all is adminMay's, checked before. The same role again passes
 * (the service changes nothing): a repeated click is not an error.
 */
export function assertRosterChange(roster: readonly RosterAdmin[], actorId: string, targetId: string, change: RosterChange): void {
  const target = roster.find((admin) => admin.id === targetId);
  if (!target) throw new DomainError('not_found');
  if (targetId === actorId) throw new DomainError('admin_own_rights');
  const losesFull = target.role === 'full' && (change.kind === 'remove' || change.role !== 'full');
  if (losesFull && roster.filter((admin) => admin.role === 'full').length <= 1) throw new DomainError('last_full_admin');
}
