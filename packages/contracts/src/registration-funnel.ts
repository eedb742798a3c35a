import { LOCALES } from './locales.ts';

/**
 * The registration funnels (issue 15, decision 064): what a sign-up may carry besides the
 * account itself. No zod here: the public pages' first load imports these constants.
 */

/** The levels a new student can start at (CEFR without "Native"): the modules of every curriculum. */
export const START_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type StartLevel = (typeof START_LEVELS)[number];

/** The longest `next` path kept through registration and the verification e-mail. */
export const NEXT_PATH_MAX = 500;

/**
 * `next` after registering: only a path of this site in a display locale (`/de/account/booking`),
 * never another origin. Browsers drop tabs and newlines from URLs and read `\` as `/`, so
 * `/\t/evil.test` or `/\evil.test` would leave the site: any whitespace or backslash refuses it.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > NEXT_PATH_MAX) return null;
  if (/[\s\\]/.test(value) || value.includes('//') || value.includes('/../') || value.endsWith('/..')) return null;
  const match = /^\/([a-z]{2})\//.exec(value);
  if (!match || !(LOCALES as readonly string[]).includes(match[1])) return null;
  return value;
}
