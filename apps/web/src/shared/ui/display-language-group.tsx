import { DISPLAY_LOCALES, type DisplayLocale, NATIVE_LOCALE_NAMES } from '@parla/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useClient } from 'urql';
import { useAuth } from '../auth/auth-context.tsx';
import { useLocale } from '../routing/use-locale.ts';

/**
 * The "Language" group of the account menu (issue 21), every signed-in area: the five display languages
 * by their own names, the page's one marked. Choosing one saves it (e-mails and PDFs follow) and loads
 * the same page in it anew, like the public switcher: answers the page holds, and the GraphQL client
 * has cached, were written in the old language (plan names, lesson texts). The save and its document
 * load on first use, not with the page.
 */
export function DisplayLanguageGroup({ itemClassName, onChosen }: { itemClassName: string; onChosen: () => void }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { user } = useAuth();
  const client = useClient();
  const { pathname, search, hash } = useLocation();
  const [saving, setSaving] = useState<DisplayLocale | null>(null);
  const headingId = useId();

  const choose = async (target: DisplayLocale) => {
    if (target === locale) return onChosen();
    setSaving(target);
    try {
      // A visitor (the classroom's demo) has no account to save it on: only the page changes.
      const path = user
        ? await import('../i18n/display-language/save-display-language.ts').then((m) => m.saveDisplayLanguage(client, target, pathname))
        : await import('../routing/switch-locale-path.ts').then((m) => m.switchLocalePath(pathname, target));
      if (!path) return;
      onChosen();
      // The router's base (`/teacher`, `/admin`) is what the address has before the router's path.
      const base = window.location.pathname.slice(0, window.location.pathname.length - pathname.length);
      window.location.replace(`${base}${path}${search}${hash}`);
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <p id={headingId} className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('nav.language')}
      </p>
      <ul aria-labelledby={headingId} aria-busy={saving ? true : undefined}>
        {DISPLAY_LOCALES.map((option) => (
          <li key={option}>
            <button
              type="button"
              lang={option}
              aria-current={option === locale ? 'true' : undefined}
              disabled={saving !== null}
              onClick={() => void choose(option)}
              className={`flex w-full items-center justify-between text-left aria-[current]:font-semibold disabled:opacity-60 ${itemClassName}`}
            >
              {NATIVE_LOCALE_NAMES[option]}
              {option === locale ? (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                  <path d="M7.5 13.6 4 10.1l-1.4 1.4 4.9 4.9 10-10-1.4-1.4z" />
                </svg>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
