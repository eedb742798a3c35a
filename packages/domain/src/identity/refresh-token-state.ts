/**
 * The state of a presented refresh token. Any second use of a spent token revokes the
 * whole session (the spec's rule, 000 §7 / issue 2): even a same-moment race between two
 * tabs, which the web client avoids by refreshing single-flight and re-reading the shared
 * expiry cookie before it refreshes.
 */
export type RefreshTokenState =
  /** Rotate it. */
  | 'valid'
  /** Spent earlier and presented again: a copy leaked, revoke the whole session. */
  | 'reused'
  /** The token or its session ended: refuse. */
  | 'expired'
  | 'revoked';

export interface RefreshTokenFacts {
  usedAt: Date | null;
  expiresAt: Date;
  session: { revokedAt: Date | null; expiresAt: Date };
}

export function refreshTokenState(token: RefreshTokenFacts, now: Date): RefreshTokenState {
  const nowMs = now.getTime();
  if (token.session.revokedAt) return 'revoked';
  if (token.usedAt) return 'reused';
  if (token.expiresAt.getTime() <= nowMs || token.session.expiresAt.getTime() <= nowMs) return 'expired';
  return 'valid';
}
