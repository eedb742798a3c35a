import type { Currency } from '@parla/contracts';

const EURO_AREA = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];
/** Other European countries without one of our currencies pay in euros too. */
const EURO_PRICED = [
  ...EURO_AREA,
  'AD',
  'BG',
  'CZ',
  'DK',
  'HU',
  'IS',
  'MC',
  'ME',
  'NO',
  'RO',
  'RS',
  'SE',
  'SM',
  'VA',
  'AL',
  'BA',
  'MK',
  'UA',
  'MD',
];

const BY_COUNTRY: Record<string, Currency> = {
  BR: 'BRL',
  CH: 'CHF',
  LI: 'CHF',
  GB: 'GBP',
  PL: 'PLN',
  TR: 'TRY',
  ...Object.fromEntries(EURO_PRICED.map((code) => [code, 'EUR' as const])),
};

/** Currencies by country (001 §7 "currencies by country"): our seven, USD for the rest of the world. */
export function currencyForCountry(countryCode: string | null | undefined): Currency {
  return BY_COUNTRY[(countryCode ?? '').toUpperCase()] ?? 'USD';
}

/** Countries the store sells to, for the invoice address and the currency picker (code, common name). */
export const COUNTRIES: readonly { code: string; commonName: string }[] = [
  ['AE', 'United Arab Emirates'],
  ['AR', 'Argentina'],
  ['AT', 'Austria'],
  ['AU', 'Australia'],
  ['BE', 'Belgium'],
  ['BG', 'Bulgaria'],
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['CH', 'Switzerland'],
  ['CN', 'China'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DE', 'Germany'],
  ['DK', 'Denmark'],
  ['EE', 'Estonia'],
  ['EG', 'Egypt'],
  ['ES', 'Spain'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['GR', 'Greece'],
  ['HR', 'Croatia'],
  ['HU', 'Hungary'],
  ['IE', 'Ireland'],
  ['IN', 'India'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['LI', 'Liechtenstein'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['LV', 'Latvia'],
  ['MT', 'Malta'],
  ['MX', 'Mexico'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RO', 'Romania'],
  ['SE', 'Sweden'],
  ['SI', 'Slovenia'],
  ['SK', 'Slovakia'],
  ['TR', 'Türkiye'],
  ['UA', 'Ukraine'],
  ['US', 'United States'],
].map(([code, commonName]) => ({ code, commonName }));
