import { DISPLAY_LOCALES, NATIVE_LOCALE_NAMES } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { switchLocalePath } from '../../../shared/routing/switch-locale-path.ts';

/**
 * The public site's display-language choice (issue 15). A disclosure (`<details>`), so it works on the
 * prerendered page before any script and by keyboard; signed-in users choose in their account menu (display-language-group.tsx).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('site');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100">
        <span className="sr-only">{t('language')}: </span>
        {NATIVE_LOCALE_NAMES[locale]}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 group-open:rotate-180" fill="currentColor">
          <path d="M5 7l5 6 5-6z" />
        </svg>
      </summary>
      <ul className="absolute right-0 z-20 mt-1 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {DISPLAY_LOCALES.map((option) => (
          <li key={option}>
            <Link
              to={`${switchLocalePath(pathname, option)}${search}`}
              lang={option}
              hrefLang={option}
              aria-current={option === locale ? 'true' : undefined}
              // A full page load: the page arrives prerendered in the new language with its own catalogues,
              // and nothing fetched in the old language (plan texts, decision 115) stays in the GraphQL cache.
              reloadDocument
              className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 aria-[current]:font-semibold"
            >
              {NATIVE_LOCALE_NAMES[option]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
