/**
 * Router state that marks a navigation to the logout page as our own: the user chose
 * "Log out" in a menu, or a lost session (401/403) led there. History state cannot be set by
 * another site, so a link to the logout page from elsewhere only offers a button (issue 10,
 * point 12): visiting a URL never signs anyone out.
 */
export const LOGOUT_INTENT = { logout: true } as const;

export function hasLogoutIntent(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { logout?: unknown }).logout === true;
}
