import { CURRENCIES } from '@parla/contracts';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../shared/app/use-hydrated.ts';
import { type DataQuery, useDataQuery } from '../../shared/data/use-data-query.ts';
import { LANGUAGE_LANDING, type LanguageLandingResult } from './language-landing-documents.ts';

/**
 * The page's one query. It waits for hydration: the prerendered HTML (built without a database)
 * shows the skeletons, and the first client render must match it; the data fills in right after.
 * The currency follows the store's rule: `?currency=` wins, else the server picks the signed-in
 * student's country currency, else EUR.
 */
export function useLanguageLanding(section: string): DataQuery<LanguageLandingResult> {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const requested = search.get('currency');
  const currency = requested && (CURRENCIES as readonly string[]).includes(requested) ? requested : null;
  return useDataQuery({ query: LANGUAGE_LANDING, variables: { section, currency }, pause: !hydrated });
}
