import { useEffect, useMemo, useState } from 'react';
import { http } from '../http/http.ts';
import { DECIDE_FLAGS_URL, knownDecisions, withDecisions } from './decide-flags.ts';
import { readFeatures, writeFeatures } from './feature-flags.ts';

/**
 * The server's decision on feature flags for the current user or visitor (decision 096), from
 * `/api/feature-flag/decide-on-demand`. Until it answers, the last decision kept in the FEATURES
 * cookie (000 §4) stands in, so a returning visitor's first paint already matches; `undefined`
 * means never decided on this browser. A failed request keeps what is known.
 */
export function useFeatureFlags(keys: readonly string[]): Record<string, boolean | undefined> {
  const joined = [...keys].sort().join(',');
  const names = useMemo(() => joined.split(',').filter(Boolean), [joined]);
  const [decisions, setDecisions] = useState(() => knownDecisions(readFeatures(), names));
  useEffect(() => {
    let live = true;
    http
      .post<{ flags: Record<string, boolean> }>(DECIDE_FLAGS_URL, { flags: names })
      .then(({ flags }) => {
        writeFeatures(withDecisions(readFeatures(), flags));
        if (live) setDecisions(flags);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [names]);
  return decisions;
}

export function useFeatureFlag(key: string): boolean | undefined {
  return useFeatureFlags([key])[key];
}
