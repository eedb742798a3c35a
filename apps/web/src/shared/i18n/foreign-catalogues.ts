import type { ResourceLanguage } from 'i18next';

/** Every non-English catalogue the browser may load, by path; a chunk of its own (see i18n.ts). */
export const foreignCatalogues = import.meta.glob<ResourceLanguage>(
  ['./locales/*/*.json', '!./locales/en/*.json', '!./locales/*/emails.json', '!./locales/*/documents.json'],
  { import: 'default' },
);
