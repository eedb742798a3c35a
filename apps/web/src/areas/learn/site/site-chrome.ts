import type { SiteChrome } from '../learn-layout.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The visitor's chrome, bundled: for the public entry, whose prerendered pages hydrate with it. */
export const siteChrome: SiteChrome = { Footer: SiteFooter, LanguageSwitcher };
