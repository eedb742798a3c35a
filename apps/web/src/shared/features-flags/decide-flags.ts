import type { FeatureFlags } from './feature-flags.ts';

export const DECIDE_FLAGS_URL = '/api/feature-flag/decide-on-demand';

/** What the last decisions stored in FEATURES say about these flags; undefined for a flag never decided here. */
export function knownDecisions(features: FeatureFlags, keys: readonly string[]): Record<string, boolean | undefined> {
  return Object.fromEntries(keys.map((key) => [key, typeof features[key] === 'boolean' ? (features[key] as boolean) : undefined]));
}

/** FEATURES with the server's decisions merged in; other entries (set by the web itself) stay. */
export function withDecisions(features: FeatureFlags, decisions: Record<string, boolean>): FeatureFlags {
  return { ...features, ...decisions };
}
