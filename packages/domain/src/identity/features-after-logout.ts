import { FEATURES_CLEARED_ON_LOGOUT } from '@parla/contracts';

export type FeaturesCookieChange = { action: 'keep' } | { action: 'delete' } | { action: 'set'; value: string };

/**
 * The FEATURES cookie (URL-encoded JSON object flag -> value) after logout: the two trial
 * flags go (000 §4), every other flag stays. A cookie we cannot parse is left alone, since
 * it is not ours to judge; one that held only the trial flags is deleted.
 */
export function featuresAfterLogout(raw: string | undefined): FeaturesCookieChange {
  if (!raw) return { action: 'keep' };
  let flags: unknown;
  try {
    flags = JSON.parse(decodeURIComponent(raw));
  } catch {
    return { action: 'keep' };
  }
  if (!flags || typeof flags !== 'object' || Array.isArray(flags)) return { action: 'keep' };
  const entries = Object.entries(flags as Record<string, unknown>);
  const cleared = new Set<string>(FEATURES_CLEARED_ON_LOGOUT);
  const kept = entries.filter(([flag]) => !cleared.has(flag));
  if (kept.length === entries.length) return { action: 'keep' };
  if (kept.length === 0) return { action: 'delete' };
  return { action: 'set', value: encodeURIComponent(JSON.stringify(Object.fromEntries(kept))) };
}
