import { FEATURES_CLEARED_ON_LOGOUT, FEATURES_COOKIE } from '@parla/contracts';
import { readCookie, writeCookie } from '../http/cookies.ts';

export type FeatureFlags = Record<string, unknown>;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The FEATURES cookie holds a URL-encoded JSON object; anything unreadable counts as no flags. */
export function parseFeatures(raw: string | undefined): FeatureFlags {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FeatureFlags) : {};
  } catch {
    return {};
  }
}

export function withoutLogoutFlags(flags: FeatureFlags): FeatureFlags {
  const next = { ...flags };
  for (const name of FEATURES_CLEARED_ON_LOGOUT) delete next[name];
  return next;
}

export function readFeatures(): FeatureFlags {
  return parseFeatures(readCookie(FEATURES_COOKIE));
}

export function writeFeatures(flags: FeatureFlags): void {
  writeCookie(FEATURES_COOKIE, JSON.stringify(flags), ONE_YEAR_SECONDS);
}

export function setFeature(name: string, value: unknown): void {
  writeFeatures({ ...readFeatures(), [name]: value });
}

/** 000 §4: the two trial flags do not outlive a session. */
export function clearLogoutFeatures(): void {
  const flags = readFeatures();
  if (FEATURES_CLEARED_ON_LOGOUT.some((name) => name in flags)) writeFeatures(withoutLogoutFlags(flags));
}
