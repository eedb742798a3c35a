/**
 * Writes the country name tables (`src/shared/i18n/country-names/<locale>.json`): every code of
 * COUNTRY_CODES with its name in that locale, sorted by name. Run after COUNTRY_CODES or LOCALES
 * change: `npx tsx apps/web/scripts/country-names.ts`.
 *
 * Why a table and not Intl.DisplayNames in the browser: the first DisplayNames costs ~190 ms on a
 * throttled phone (ICU loads its region data) and the names differ between ICU builds, so a
 * prerendered page and its hydration disagreed (decision 068).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COUNTRY_CODES, LOCALES } from '@parla/contracts';
import { languageTag } from '../src/shared/i18n/locale.ts';

const dir = fileURLToPath(new URL('../src/shared/i18n/country-names/', import.meta.url));

for (const locale of LOCALES) {
  const tag = languageTag(locale);
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(tag);
  const rows = COUNTRY_CODES.flatMap((code): [string, string][] => {
    const name = names.of(code);
    return name ? [[code, name]] : [];
  }).sort((a, b) => collator.compare(a[1], b[1]));
  writeFileSync(`${dir}${locale}.json`, `${JSON.stringify(rows)}\n`);
  console.log(`${locale}: ${rows.length} countries`);
}
