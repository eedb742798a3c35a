/** The seeded demo accounts (apps/server/src/db/seed). */
export const DEMO_PASSWORD = 'parla-demo-2026';

export type Role = 'student' | 'teacher' | 'admin';

export interface AreaPaths {
  login: string;
  home: string;
  logout: string;
}

/** Where each role signs in, lands and signs out (path prefixes, decision 002). */
export const AREAS: Record<Role, AreaPaths> = {
  student: { login: '/en/login', home: '/en/account/home', logout: '/en/logout' },
  teacher: { login: '/teacher/en/teacher-login', home: '/teacher/en/home', logout: '/teacher/en/teacher-logout' },
  admin: { login: '/admin/en/login', home: '/admin/en/home', logout: '/admin/en/logout' },
};

export const DEMO_ACCOUNTS: Record<Role, { email: string; password: string }> = {
  student: { email: 'student@example.com', password: DEMO_PASSWORD },
  teacher: { email: 'teacher@example.com', password: DEMO_PASSWORD },
  admin: { email: 'admin@example.com', password: DEMO_PASSWORD },
};

/** A password that passes the strength and leak checks. */
export const STRONG_PASSWORD = 'a strong Passw0rd 2026!';

/** A unique address per call, safe across parallel workers and repeated runs. */
export function uniqueEmail(label = 'student'): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Matches the full URL of an area path, ignoring any query string. */
export function urlOf(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);
}
