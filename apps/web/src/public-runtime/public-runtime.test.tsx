import realI18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as real from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18n } from './i18next.ts';
import * as mini from './react-router.tsx';

/**
 * The public entry's stand-ins (decision 092) against the libraries they replace: every string of
 * every catalogue through both i18n runtimes, and route tables shaped like the public one through
 * both routers. The build checks the rest: the 86 prerendered pages are the same with either.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../shared/i18n/locales/*/*.json', { eager: true, import: 'default' });

function resourcesOf(locale: string): Record<string, Record<string, unknown>> {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [path, resources] of Object.entries(catalogues)) {
    const match = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
    if (match && match[1] === locale) namespaces[match[2]] = resources;
  }
  return namespaces;
}

function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('the i18next stand-in', () => {
  for (const locale of ['en', 'de', 'it', 'br']) {
    it(`resolves every ${locale} key as i18next does (namespaces, fallbacks, plurals, interpolation)`, async () => {
      const options = {
        lng: locale,
        fallbackLng: 'en',
        resources: { en: resourcesOf('en'), [locale]: resourcesOf(locale) },
        defaultNS: 'learn',
        fallbackNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      };
      const reference = realI18next.createInstance();
      await reference.init(options);
      const standIn = new I18n();
      await standIn.init(options);
      let compared = 0;
      for (const [namespace, tree] of Object.entries(resourcesOf('en'))) {
        for (const [path, text] of leaves(tree)) {
          const key = path.replace(PLURAL, '');
          const values: Record<string, unknown> = Object.fromEntries(
            [...text.matchAll(/\{\{-?\s*([\w.]+)/g)].map((m) => [m[1].split('.')[0], `<${m[1]}>`]),
          );
          const counts = PLURAL.test(path) ? [0, 1, 2, 5, 21] : [undefined];
          for (const count of counts) {
            const opts = { ns: namespace, ...values, ...(count === undefined ? {} : { count }) };
            expect(standIn.t(key, opts), `${locale} ${namespace}:${key} ${count ?? ''}`).toBe(reference.t(key, opts as never));
            compared += 1;
          }
        }
      }
      // Prefixed keys, the fallback namespace, a missing key and its default, objects.
      for (const [key, opts] of [
        ['common:app.brand', {}],
        ['app.brand', { ns: 'learn' }],
        ['no.such.key', { ns: 'learn' }],
        ['no.such.key', { ns: 'learn', defaultValue: 'Fallback {{name}}', name: 'N' }],
        ['seo', { ns: 'learn', returnObjects: true }],
      ] as const) {
        expect(standIn.t(key, opts)).toEqual(reference.t(key, opts as never));
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }
});

// Every browser build runs on the stand-in (decision 110): a method the web calls on an i18next
// instance that the stand-in lacks would fail only in the browser, so the sources are read for them.
const webSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('the i18next stand-in’s surface', () => {
  it('has every member the web calls on an i18next instance', () => {
    const called = new Set<string>();
    for (const source of Object.values(webSources)) {
      for (const match of source.matchAll(/\bi18n(?:ext)?\.(\w+)/g)) called.add(match[1]);
    }
    expect(called.size).toBeGreaterThan(5);
    const standIn = new I18n() as unknown as Record<string, unknown>;
    const missing = [...called].filter((member) => !(member in standIn) && member !== 'ts');
    expect(missing).toEqual([]);
  });

  it('answers through unbound methods, as i18next does (the areas pass `i18n.t` around)', async () => {
    const standIn = new I18n();
    await standIn.init({ lng: 'en', resources: { en: { learn: { hello: 'Hello {{name}}' } } }, defaultNS: 'learn' });
    const { t, exists, getFixedT } = standIn;
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(exists('hello')).toBe(true);
    expect(getFixedT('en', 'learn')('hello', { name: 'Bo' })).toBe('Hello Bo');
  });
});

// The stand-in mirrors react-router's API; typed as react-router so one test body drives both.
type Router = typeof real;

function table(router: Router, probe: (name: string) => ReactNode) {
  return [
    { path: '/', element: probe('root') },
    {
      path: '/:locale',
      element: createElement('section', null, probe('locale'), createElement(router.Outlet)),
      children: [
        {
          element: createElement('main', null, createElement(router.Outlet)),
          children: [
            { index: true, element: probe('home') },
            { path: 'login', element: probe('login') },
            { path: 'teams/prices', element: probe('teams') },
            { path: 'english', element: probe('english') },
            { path: '*', element: probe('elsewhere') },
          ],
        },
      ],
    },
    { path: '*', element: probe('outside') },
  ];
}

function render(router: Router, location: string): string {
  function Probe({ name }: { name: string }) {
    const params = router.useParams();
    const { pathname, search } = router.useLocation();
    const [query] = router.useSearchParams();
    return createElement(
      'p',
      null,
      `${name} ${JSON.stringify(params)} ${pathname}${search} q=${query.get('q')}`,
      createElement(router.Link, { to: 'relative', className: 'link' }, 'relative'),
      createElement(router.Link, { to: '../up?x=1#h' }, 'up'),
      createElement(router.Link, { to: '/en/login', 'aria-current': 'true' }, 'absolute'),
      createElement(router.NavLink, { to: '/en/login', className: 'nav' }, 'nav'),
      createElement(
        router.NavLink,
        { to: '/en', end: true, className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') },
        'home',
      ),
    );
  }
  function Routes() {
    return router.useRoutes(table(router, (name) => createElement(Probe, { name })) as never);
  }
  return renderToString(createElement(router.StaticRouter, { location }, createElement(Routes))).replaceAll(' data-discover="true"', '');
}

describe('the react-router stand-in', () => {
  for (const location of [
    '/',
    '/en',
    '/en/',
    '/en/login',
    '/en/login/',
    '/de/teams/prices?q=1',
    '/en/english',
    '/en/unknown/deep',
    '/en/Login',
    '/x',
  ]) {
    it(`renders ${location} as react-router does`, () => {
      expect(render(mini as unknown as Router, location)).toBe(render(real, location));
    });
  }
});
