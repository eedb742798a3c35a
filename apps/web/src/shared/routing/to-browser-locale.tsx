import { Navigate, useLocation } from 'react-router';
import { browserLocale } from '../i18n/locale.ts';

/**
 * An area's root without a locale. The server redirects it to the visitor's language (issue 21);
 * this answers only where the server cannot: the installed app's offline shell.
 */
export function ToBrowserLocale({ path = '' }: { path?: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`/${browserLocale()}${path}${search}${hash}`} />;
}
