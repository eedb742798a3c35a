/** The back office's rights (decision 098); a role is a set of them. */
export type AdminRight = 'change_position' | 'manage_admins' | 'close_accounts' | 'remove_credits';
export type AdminRoleName = 'full' | 'support';

const SUPPORT_RIGHTS: ReadonlySet<AdminRight> = new Set<AdminRight>();

/**
 * Whether an admin of this role holds a right. `full` admins hold every right; `support` admins
 * answer students (notes, grants, cancelling a class, reset links, impersonation) but cannot
 * change a student's position (001 §6 rights check), take credits away, close accounts or make admins.
 */
export function adminMay(role: AdminRoleName, right: AdminRight): boolean {
  return role === 'full' || SUPPORT_RIGHTS.has(right);
}
