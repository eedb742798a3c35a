import { DomainError } from '@parla/domain';
import type { Auth } from '../../plugins/auth.ts';

/**
 * Impersonation is signalled by the access token: an admin who signs in as a teacher gets a
 * session whose row and JWT carry `impersonatorId` (sessions.impersonator_id, claim `imp`), so
 * `auth.impersonatorId` is set on every request of that session (decision 015).
 */
export function isImpersonating(auth: Pick<Auth, 'impersonatorId'>): boolean {
  return auth.impersonatorId !== null && auth.impersonatorId !== undefined;
}

/** 000 §5, §6: an impersonating admin cannot change invoice data, nor give a teacher's consent. */
export function assertNotImpersonating(auth: Pick<Auth, 'impersonatorId'>): void {
  if (isImpersonating(auth)) throw new DomainError('impersonation_forbidden');
}
