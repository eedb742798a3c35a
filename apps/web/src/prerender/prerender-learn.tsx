/**
 * Build-time rendering of the learn area's public pages (decision 054). `vite build --ssr` bundles
 * this file for Node (with the public entry's i18n and GraphQL stand-ins, decision 092);
 * `apps/web/scripts/prerender.ts` calls `renderLearnPage` for each page and locale and writes the
 * HTML the server sends to signed-out visitors. The browser then hydrates the same tree
 * (`areas/learn/public/public-main.tsx`), so what is rendered here must be exactly what the first
 * client render produces: the same providers (`PublicRoot`), a signed-out visitor, the URL's locale.
 */
import type { Locale } from '@parla/contracts';
import i18next, { type ResourceLanguage } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { learnArea } from '../areas/learn/area-config.ts';
import { PublicRoot } from '../areas/learn/public/public-root.tsx';
import { publicRoutes } from '../areas/learn/public/public-routes.tsx';
import { AreaRoutes } from '../shared/app/area-routes.tsx';

const catalogues = import.meta.glob<ResourceLanguage>('../shared/i18n/locales/*/*.json', { eager: true, import: 'default' });

function cataloguesOf(locale: Locale): Record<string, ResourceLanguage> {
  const namespaces: Record<string, ResourceLanguage> = {};
  for (const [path, resources] of Object.entries(catalogues)) {
    const match = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
    if (match && match[1] === locale) namespaces[match[2]] = resources;
  }
  return namespaces;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's h1 as text (the tab title is built from it, as PageTitle does in the browser). */
  heading: string;
  /** The tab title and meta description, in the page's language. */
  title: string;
  description: string;
  /** The i18n namespaces the page read: the browser loads them before it hydrates (decision 106). */
  namespaces: string[];
}

/** Renders one learn page (a router path such as `/de/login`) as a signed-out visitor sees it. */
export async function renderLearnPage(
  path: string,
  locale: Locale,
  meta: { namespace: string; titleKey?: string; descriptionKey: string },
): Promise<RenderedPage> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: cataloguesOf('en'), [locale]: cataloguesOf(locale) },
    defaultNS: 'learn',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  // Every useTranslation asks whether its namespaces are loaded: that is the list the page reads.
  const used = new Set<string>();
  const hasLoaded = i18n.hasLoadedNamespace.bind(i18n);
  i18n.hasLoadedNamespace = (namespace: string, options?: { lng?: string }) => {
    used.add(namespace);
    return hasLoaded(namespace, options);
  };
  const tree = (
    <PublicRoot config={learnArea} i18n={i18n}>
      <StaticRouter location={path}>
        <AreaRoutes routes={publicRoutes} />
      </StaticRouter>
    </PublicRoot>
  );
  // prerender waits for the lazy page chunks; renderToString would stop at their fallbacks. A completed
  // boundary bigger than progressiveChunkSize would be written after the shell, to be moved into place
  // by an inline script (which the CSP forbids and which does not run before hydration): never outline.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  // `<!--$?-->` (still pending) or `<!--$!-->` (failed: left to the client): the page would paint a spinner.
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${path} rendered a Suspense fallback instead of its content`);
  const heading = html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  if (!heading) throw new Error(`${path} rendered no h1`);
  return {
    html,
    heading,
    title: meta.titleKey
      ? seoTitle(i18n, required(i18n, meta.namespace, meta.titleKey, path))
      : i18n.t('common:app.documentTitle', { title: decodeEntities(heading) }),
    description: required(i18n, meta.namespace, meta.descriptionKey, path),
    namespaces: [...used].sort(),
  };
}

/** A page's search title: "Imprint | Parla"; one that names the school already stays as it is. */
function seoTitle(i18n: typeof i18next, title: string): string {
  return title.includes('Parla') ? title : i18n.t('common:app.documentTitle', { title });
}

/** A page's title or description: a missing key must fail the build, not ship the key as the text. */
function required(i18n: typeof i18next, namespace: string, key: string, path: string): string {
  if (!i18n.exists(key, { ns: namespace })) throw new Error(`${path}: no ${namespace}:${key} in any catalogue`);
  return i18n.t(key, { ns: namespace });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
