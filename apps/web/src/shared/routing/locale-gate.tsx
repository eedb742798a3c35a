import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { setCurrentLocale } from '../i18n/current-locale.ts';
import { applyLocale } from '../i18n/i18n.ts';
import { localeRedirect } from '../i18n/locale.ts';
import { useLocale } from './use-locale.ts';

/** The `/:locale` route: unknown locales go to en (000 §2), known ones drive i18n and <html lang>. */
export function LocaleGate() {
  const locale = useLocale();
  const location = useLocation();
  const redirect = localeRedirect(location.pathname);
  // Before the pages below render and start their queries: their X-Locale header must be this locale
  // already (the effect, which also switches the catalogues, runs after them). Idempotent.
  if (!redirect) setCurrentLocale(locale);
  useEffect(() => {
    if (!redirect) applyLocale(locale);
  }, [locale, redirect]);
  if (redirect) return <Navigate replace to={`${redirect}${location.search}${location.hash}`} />;
  return <Outlet />;
}
