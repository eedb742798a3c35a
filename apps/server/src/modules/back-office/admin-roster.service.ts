import type { AdminRole } from '@parla/contracts';
import { DomainError, type RosterAdmin, type RosterChange, adminMay, assertRosterChange, notFound } from '@parla/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { adminAccounts, sessions, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { isUuid } from '../classes/class-queries.ts';
import { announceRevocation } from '../identity/session.service.ts';
import { type AdminAccountView, adminView } from './admins.service.ts';
import { requireAdminRight } from './student-actions.service.ts';

/**
 * Every admin with their role, with every admin's user row locked (in id order, so two changes
 * never deadlock). Whoever changes the roster holds these locks until commit: two demotions of
 * the last two full admins run one after the other, and the second reads the first's result.
 */
async function lockedRoster(tx: Tx): Promise<RosterAdmin[]> {
  await queryRows(tx, sql`select id from users where 'admin' = any(roles) order by id for update`);
  const rows = await queryRows<{ id: string; role: AdminRole }>(
    tx,
    sql`select u.id, coalesce(a.role, 'full') as role from users u left join admin_accounts a on a.user_id = u.id
        where 'admin' = any(u.roles)`,
  );
  return rows;
}

async function changeRoster(app: FastifyInstance, actorId: string, targetId: string, change: RosterChange): Promise<string[]> {
  await requireAdminRight(app.db, actorId, 'manage_admins', 'position_change_forbidden');
  if (!isUuid(targetId)) throw notFound();
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const roster = await lockedRoster(tx);
    // Checked again under the lock: an admin demoted a moment ago no longer manages admins.
    const actor = roster.find((admin) => admin.id === actorId);
    if (!actor || !adminMay(actor.role, 'manage_admins')) throw new DomainError('position_change_forbidden');
    assertRosterChange(roster, actorId, targetId, change);
    const target = roster.find((admin) => admin.id === targetId);
    noteForAudit({ before: { role: target?.role ?? null } });
    if (change.kind === 'role') {
      await tx
        .insert(adminAccounts)
        .values({ userId: targetId, role: change.role, createdById: actorId, createdAt: now })
        .onConflictDoUpdate({ target: adminAccounts.userId, set: { role: change.role } });
      return [];
    }
    const [user] = await tx
      .update(users)
      .set({ roles: sql`array_remove(${users.roles}, 'admin')`, updatedAt: now })
      .where(eq(users.id, targetId))
      .returning({ roles: users.roles });
    await tx.delete(adminAccounts).where(eq(adminAccounts.userId, targetId));
    // Their back-office sessions end, and so do the sessions they opened as someone else; a
    // student or teacher who was also an admin keeps their other sessions (the roles are re-read).
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'admin_rights_removed' })
      .where(
        and(
          isNull(sessions.revokedAt),
          or(
            eq(sessions.impersonatorId, targetId),
            and(eq(sessions.userId, targetId), (user?.roles.length ?? 0) === 0 ? sql`true` : eq(sessions.area, 'admin')),
          ),
        ),
      )
      .returning({ id: sessions.id });
    return ended.map((s) => s.id);
  });
}

/** Another role for an admin (full admins only; never one's own; the last full admin stays full). */
export async function changeAdminRole(app: FastifyInstance, actorId: string, targetId: string, role: AdminRole): Promise<AdminAccountView> {
  await changeRoster(app, actorId, targetId, { kind: 'role', role });
  return adminView(app, targetId);
}

/**
 * Takes the admin rights away (the account stays: audit rows and notes name it). Every node
 * forgets the admin's cached sessions at once, so the rights end with the answer.
 */
export async function removeAdmin(app: FastifyInstance, actorId: string, targetId: string): Promise<string> {
  const endedSessions = await changeRoster(app, actorId, targetId, { kind: 'remove' });
  await announceRevocation(app, { userIds: [targetId], sessionIds: endedSessions });
  app.log.info({ adminId: actorId, removedAdminId: targetId, endedSessions: endedSessions.length }, 'admin rights removed');
  return targetId;
}
