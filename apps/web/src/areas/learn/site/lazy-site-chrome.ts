import { lazy } from 'react';
import type { SiteChrome } from '../learn-layout.tsx';

/** The visitor's chrome as one lazy chunk: for the learn area, where students rarely see it (decision 111). */
export const lazySiteChrome: SiteChrome = {
  Footer: lazy(async () => ({ default: (await import('./site-chrome.ts')).siteChrome.Footer })),
  LanguageSwitcher: lazy(async () => ({ default: (await import('./site-chrome.ts')).siteChrome.LanguageSwitcher })),
};
