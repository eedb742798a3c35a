import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { CURRENCY_BY_COUNTRY, CURRENCY_CHOICES, type Currency } from './store-documents.ts';

export const DEFAULT_CURRENCY: Currency = 'EUR';

export function isCurrency(value: string | null | undefined): value is Currency {
  return CURRENCY_CHOICES.includes(value as Currency);
}

/** ?currency= wins (a link from a price list), then the currency of the student's country, then EUR. */
export function pickCurrency(fromQuery: string | null, fromCountry: Currency | null | undefined): Currency {
  if (isCurrency(fromQuery)) return fromQuery;
  return fromCountry ?? DEFAULT_CURRENCY;
}

/** The currency prices are shown in, and whether it is still being looked up. */
export function useStoreCurrency(): { currency: Currency; ready: boolean } {
  const [search] = useSearchParams();
  const { user } = useAuth();
  const query = search.get('currency');
  const countryCode = user?.countryCode ?? '';
  const skip = isCurrency(query) || !countryCode;
  const [{ data, fetching }] = useQuery({ query: CURRENCY_BY_COUNTRY, variables: { countryCode }, pause: skip });
  return { currency: pickCurrency(query, data?.currencyByCountry), ready: skip || !fetching };
}
