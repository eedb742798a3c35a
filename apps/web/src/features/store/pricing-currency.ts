import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { pickCurrency, isCurrency } from './store-currency.ts';
import { CURRENCY_BY_COUNTRY, type Currency } from './store-documents.ts';

/**
 * The price list's currency for anyone, signed in or not (issue 15): ?currency= wins, then the
 * country the visitor picked (?country=), then the student's own country, then EUR. The server's
 * currencyByCountry decides the country's currency, as in the store.
 */
export function usePricingCurrency(): { currency: Currency; country: string; ready: boolean } {
  const [search] = useSearchParams();
  const { user } = useAuth();
  const query = search.get('currency');
  const country = (search.get('country') ?? user?.countryCode ?? '').toUpperCase();
  const skip = isCurrency(query) || !/^[A-Z]{2}$/.test(country);
  const [{ data, fetching }] = useQuery({ query: CURRENCY_BY_COUNTRY, variables: { countryCode: country }, pause: skip });
  return { currency: pickCurrency(query, skip ? null : data?.currencyByCountry), country, ready: skip || !fetching };
}
