/**
 * The public entry's stand-in for react-router's declarative API (decision 092): what the public
 * pages, the learn shell and `AreaBrowserRouter` use (`Router`, `StaticRouter`, `useRoutes`,
 * `Outlet`, `Link`, `NavLink`, `Navigate`, `useLocation`, `useNavigate`, `useParams`,
 * `useSearchParams`, `UNSAFE_createBrowserHistory`), ~2.5 KB against react-router's 12.6 KB gzip.
 *
 * Matching follows react-router 7 for the route shapes the tables use (static segments,
 * `:param`, a trailing `*`, index and pathless layout routes): every branch is scored as
 * react-router ranks them (static 10, dynamic 3, splat -2, index 2, per segment) and the best
 * wins, ties going to the first in the table. Every match sees the whole branch's params, as in
 * react-router. Relative `to` values resolve against the route's matched path (`..` goes one
 * segment up). Links leave out react-router's `data-discover` attribute (only its framework mode
 * reads it).
 */
import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  createContext,
  createElement,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
} from 'react';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface Location<State = unknown> {
  pathname: string;
  search: string;
  hash: string;
  state: State;
  key: string;
}
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  caseSensitive?: boolean;
}
interface Navigator {
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  createHref?(to: To): string;
}

const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Location>) =>
  pathname +
  (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

function parsePath(path: string): Partial<Location> {
  const parsed: Partial<Location> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const randomKey = () => Math.random().toString(36).slice(2, 10);

// --- history ---------------------------------------------------------------------------------

type Listener = (update: { action: NavigationType; location: Location; delta: number | null }) => void;

/** react-router's browser history (`v5Compat`: pushes and replaces notify too). */
export function UNSAFE_createBrowserHistory(_options: { v5Compat?: boolean } = {}) {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = (window.history.state ?? {}) as { usr?: unknown; key?: string; idx?: number };
    return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
  };
  let listener: Listener | null = null;
  let index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (window.history.state?.idx === undefined) window.history.replaceState({ ...window.history.state, idx: index }, '');
  const history = {
    action: 'POP' as NavigationType,
    get location() {
      return read();
    },
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    listen(next: Listener) {
      listener = next;
      const onPop = () => {
        const nextIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        const delta = nextIndex - index;
        index = nextIndex;
        history.action = 'POP';
        listener?.({ action: 'POP', location: read(), delta });
      };
      window.addEventListener('popstate', onPop);
      return () => {
        window.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
    push(to: To, state?: unknown) {
      index += 1;
      window.history.pushState({ usr: state, key: randomKey(), idx: index }, '', history.createHref(to));
      history.action = 'PUSH';
      listener?.({ action: 'PUSH', location: read(), delta: 1 });
    },
    replace(to: To, state?: unknown) {
      window.history.replaceState({ usr: state, key: randomKey(), idx: index }, '', history.createHref(to));
      history.action = 'REPLACE';
      listener?.({ action: 'REPLACE', location: read(), delta: 0 });
    },
    go: (delta: number) => window.history.go(delta),
  };
  return history;
}

// --- matching --------------------------------------------------------------------------------

interface Branch {
  routes: RouteObject[];
  /** The full path pattern of each route of the branch ('' for a pathless layout). */
  patterns: string[];
  score: number;
}

function flatten(routes: RouteObject[], branches: Branch[] = [], parents: RouteObject[] = [], parentPath = ''): Branch[] {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, branches, chain, path);
    if (route.path !== undefined || route.index) {
      // react-router's computeScore, on the same joined path ('/:locale/login').
      const segments = path.split('/');
      let score = segments.length + (segments.includes('*') ? -2 : 0) + (route.index ? 2 : 0);
      for (const segment of segments) if (segment !== '*') score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
      branches.push({ routes: chain, patterns: chain.map((_, i) => resolvedPattern(chain, i)), score });
    }
  }
  return branches;
}

function resolvedPattern(chain: RouteObject[], upTo: number): string {
  let path = '';
  for (const route of chain.slice(0, upTo + 1)) {
    if (route.path === undefined) continue;
    path = route.path.startsWith('/') ? route.path : joinPaths(path, route.path);
  }
  return path || '/';
}

/** The params, matched path and base (the path before a splat) of `pattern` against `pathname`, or null (end: the whole path must match). */
function matchPattern(
  pattern: string,
  pathname: string,
  end: boolean,
): { params: Record<string, string>; pathname: string; base: string } | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  const base: string[] = [];
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i];
    if (segment === '*') {
      params['*'] = actual.slice(i).map(decodeURIComponent).join('/');
      return { params, pathname: `/${actual.join('/')}`, base: `/${base.join('/')}` };
    }
    const value = actual[i];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
    base.push(value);
  }
  if (end && actual.length !== wanted.length) return null;
  return { params, pathname: `/${base.join('/')}`, base: `/${base.join('/')}` };
}

interface Match {
  route: RouteObject;
  pathname: string;
  pathnameBase: string;
}

function matchBranch(routes: RouteObject[], pathname: string): { matches: Match[]; params: Record<string, string> } | null {
  const branches = flatten(routes);
  let best: { matches: Match[]; params: Record<string, string> } | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const branch of branches) {
    if (branch.score <= bestScore) continue;
    const full = matchPattern(branch.patterns[branch.patterns.length - 1], pathname, true);
    if (!full) continue;
    const matches = branch.routes.map((route, i) => {
      const part = matchPattern(branch.patterns[i], pathname, false);
      return { route, pathname: part?.pathname ?? '/', pathnameBase: part?.base ?? '/' };
    });
    best = { matches, params: full.params };
    bestScore = branch.score;
  }
  return best;
}

// --- contexts and hooks ----------------------------------------------------------------------

interface RouterContextValue {
  basename: string;
  location: Location;
  navigator: Navigator;
  isStatic: boolean;
}
const RouterContext = createContext<RouterContextValue | null>(null);
interface RouteContextValue {
  outlet: ReactNode;
  params: Record<string, string>;
  /** The matches up to this route, as react-router resolves relative paths from them. */
  matches: Match[];
}
const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {}, matches: [] });

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside a <Router>');
  return router;
}

export function Router({
  basename = '/',
  children,
  location,
  navigator,
  static: isStatic = false,
}: {
  basename?: string;
  children?: ReactNode;
  location: Partial<Location> | string;
  navigationType?: NavigationType;
  navigator: Navigator;
  static?: boolean;
}) {
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '/');
  const given = typeof location === 'string' ? parsePath(location) : location;
  const pathname = given.pathname ?? '/';
  const inBase =
    base === '/' ? pathname : pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(base.length) || '/' : null;
  const value = useMemo<RouterContextValue | null>(
    () =>
      inBase === null
        ? null
        : {
            basename: base,
            navigator,
            isStatic,
            location: {
              pathname: inBase,
              search: given.search ?? '',
              hash: given.hash ?? '',
              state: given.state ?? null,
              key: given.key ?? 'default',
            },
          },
    [base, navigator, isStatic, inBase, given.search, given.hash, given.state, given.key],
  );
  if (!value) return null;
  return createElement(RouterContext.Provider, { value }, children);
}

const refuse = () => {
  throw new Error('A <StaticRouter> cannot navigate');
};
const STATIC_NAVIGATOR: Navigator = {
  push: refuse,
  replace: refuse,
  go: refuse,
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
};

export function StaticRouter({
  basename,
  children,
  location,
}: {
  basename?: string;
  children?: ReactNode;
  location: Partial<Location> | string;
}) {
  return createElement(Router, { basename, location, navigator: STATIC_NAVIGATOR, static: true }, children);
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useParams<P extends Record<string, string | undefined> = Record<string, string | undefined>>(): P {
  return useContext(RouteContext).params as P;
}

export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useRouter();
  const parent = useContext(RouteContext);
  const found = matchBranch(routes, location.pathname);
  if (!found) return null;
  const params = { ...parent.params, ...found.params };
  return found.matches.reduceRight<ReactNode>(
    (outlet, match, index) =>
      createElement(
        RouteContext.Provider,
        { value: { outlet, params, matches: [...parent.matches, ...found.matches.slice(0, index + 1)] } },
        match.route.element === undefined ? outlet : match.route.element,
      ),
    null,
  );
}

/** react-router's `matchRoutes` for a pathname: the matched routes from the root, each with the params. */
export function matchRoutes(routes: RouteObject[], location: string): (Match & { params: Record<string, string> })[] | null {
  const found = matchBranch(routes, location);
  return found ? found.matches.map((match) => ({ ...match, params: found.params })) : null;
}

export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/** react-router's resolveTo: relative paths start from the route (`..` leaves one route), a splat route from its whole path. */
function resolveTo(to: To, matches: Match[], locationPathname: string): Partial<Location> {
  const target = typeof to === 'string' ? parsePath(to) : { ...to };
  const empty = to === '' || target.pathname === '';
  const toPathname = empty ? '/' : target.pathname;
  const withPath = matches.filter((match, index) => index === 0 || Boolean(match.route.path));
  const routePathnames = withPath.map((match, index) => (index === withPath.length - 1 ? match.pathname : match.pathnameBase));
  let from: string;
  if (toPathname === undefined) from = locationPathname;
  else {
    let index = routePathnames.length - 1;
    if (toPathname.startsWith('..')) {
      const segments = toPathname.split('/');
      while (segments[0] === '..') {
        segments.shift();
        index -= 1;
      }
      target.pathname = segments.join('/');
    }
    from = index >= 0 ? routePathnames[index] : '/';
  }
  let pathname = from;
  const relative = empty ? '/' : target.pathname;
  if (relative) {
    if (relative.startsWith('/')) pathname = relative;
    else {
      const segments = from.replace(/\/+$/, '').split('/');
      for (const segment of relative.split('/')) {
        if (segment === '..') {
          if (segments.length > 1) segments.pop();
        } else if (segment !== '.') segments.push(segment);
      }
      pathname = segments.length > 1 ? segments.join('/') : '/';
    }
  }
  const trailing =
    (toPathname && toPathname !== '/' && toPathname.endsWith('/')) || ((empty || toPathname === '.') && locationPathname.endsWith('/'));
  if (!pathname.endsWith('/') && trailing) pathname += '/';
  return { pathname, search: target.search ?? '', hash: target.hash ?? '' };
}

function useResolved(to: To): Partial<Location> {
  const { matches } = useContext(RouteContext);
  const { location } = useRouter();
  return useMemo(() => resolveTo(to, matches, location.pathname), [to, matches, location.pathname]);
}

function withBasename(basename: string, path: Partial<Location>): Partial<Location> {
  if (basename === '/') return path;
  return { ...path, pathname: path.pathname === '/' ? basename : joinPaths(basename, path.pathname ?? '/') };
}

export function useNavigate(): NavigateFunction {
  const { basename, navigator, location } = useRouter();
  const { matches } = useContext(RouteContext);
  return useCallback(
    ((to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = createPath(withBasename(basename, resolveTo(to, matches, location.pathname)));
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    }) as NavigateFunction,
    [basename, navigator, location.pathname, matches],
  );
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  const { isStatic } = useRouter();
  const path = typeof to === 'string' ? to : createPath(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount and target, as react-router's <Navigate>.
  useEffect(() => {
    if (!isStatic) navigate(path, { replace, state });
  }, [path]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const { basename } = useRouter();
  const navigate = useNavigate();
  const resolved = useResolved(to);
  const href = createPath(withBasename(basename, resolved));
  const external = typeof to === 'string' && /^[a-z][a-z0-9+.-]*:|^\/\//i.test(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      reloadDocument ||
      external ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    // A link to the page already shown replaces it, as react-router does.
    navigate(to, {
      replace: replace ?? href === `${window.location.pathname}${window.location.search}${window.location.hash}`,
      state,
    });
  };
  return createElement('a', { ...rest, href: external ? (to as string) : href, onClick: handleClick, ref, target });
});

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string | undefined);
  style?: CSSProperties | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => CSSProperties | undefined);
  children?: ReactNode | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => ReactNode);
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, caseSensitive = false, className, style, children, 'aria-current': ariaCurrent = 'page', ...rest },
  ref,
) {
  const { location } = useRouter();
  const resolved = useResolved(rest.to);
  const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
  const current = fold(location.pathname);
  let wanted = fold(resolved.pathname ?? '/');
  if (wanted.length > 1 && wanted.endsWith('/')) wanted = wanted.slice(0, -1);
  const isActive =
    current === wanted ||
    (!end && wanted !== '/' && current.startsWith(wanted) && current.charAt(wanted.length) === '/') ||
    (wanted === '/' && current === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return createElement(
    Link,
    {
      ...rest,
      ref,
      'aria-current': isActive ? ariaCurrent : undefined,
      className:
        typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined,
      style: typeof style === 'function' ? style(state) : style,
    },
    typeof children === 'function' ? children(state) : children,
  );
});

export function useSearchParams(): [
  URLSearchParams,
  (
    next: URLSearchParams | string | Record<string, string> | ((previous: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void,
] {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (
      next: URLSearchParams | string | Record<string, string> | ((previous: URLSearchParams) => URLSearchParams),
      options?: NavigateOptions,
    ) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : new URLSearchParams(next);
      const search = value.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [navigate, location.pathname, location.search],
  );
  return [params, setParams];
}
