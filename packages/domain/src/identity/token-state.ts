/** What a single-use e-mailed token (verification, password reset) is worth right now. */
export type SingleUseTokenState = 'valid' | 'used' | 'expired';

export const TOKEN_TTL_MS = {
  /** A verification link stays good for a week: people read mail late. */
  verify_email: 7 * 24 * 60 * 60_000,
  /** A reset link is a bearer credential for the account: one hour. */
  reset_password: 60 * 60_000,
  /** A link that moves the login to a new address: a day, long enough to open the mail, short for a bearer credential. */
  change_email: 24 * 60 * 60_000,
  /** A data-export download link: two days, and only for the signed-in owner (decision 057). */
  data_export: 48 * 60 * 60_000,
  /** A first-password link (a guest after checkout, an account created for someone): three days, then the reset link takes over. */
  set_password: 3 * 24 * 60 * 60_000,
} as const;

export type TokenPurpose = keyof typeof TOKEN_TTL_MS;

export function tokenExpiresAt(purpose: TokenPurpose, now: Date): Date {
  return new Date(now.getTime() + TOKEN_TTL_MS[purpose]);
}

export function singleUseTokenState(token: { expiresAt: Date; usedAt: Date | null }, now: Date): SingleUseTokenState {
  if (token.usedAt) return 'used';
  return token.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
}
