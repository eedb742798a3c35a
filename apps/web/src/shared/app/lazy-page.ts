import { type ComponentType, createElement, isValidElement, lazy, type ReactNode, useState } from 'react';

/** The props of a module's named export when it is a component (a page takes none, a slot page some). */
type PropsOf<C> = C extends ComponentType<infer P> ? P : object;

/** A page loaded on first render, which can also be loaded ahead (`preload`). */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy for a named export: each page is its own chunk, so an area's first load stays small.
 * Once its module is loaded (by a first render or by `preload`) the page renders at once, without
 * suspending: the public entry preloads the pages of the current path before it hydrates, so
 * hydration never suspends (decision 106: Preact resumes a suspended hydration unreliably).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadComponent = () => {
    loading ??= load().then((module) => {
      loaded = module[name] as ComponentType<Props>;
      return loaded;
    });
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await loadComponent() }));
  const Page = (props: Props) => {
    // Chosen once per mounted page: switching from the lazy wrapper to the component later would remount the page.
    const [type] = useState(() => loaded ?? Suspending);
    return createElement(type as ComponentType<object>, props as object);
  };
  return Object.assign(Page, { preload: () => loadComponent().then(() => undefined) });
}

/**
 * Loads every lazy page in an element tree (route elements and their children), so that rendering
 * the tree does not suspend. Pages inside a page's own code are not seen: they load when rendered.
 */
export function preloadPagesIn(node: ReactNode): Promise<void> {
  const loads: Promise<void>[] = [];
  const visit = (child: ReactNode): void => {
    if (Array.isArray(child)) {
      for (const item of child) visit(item);
      return;
    }
    if (!isValidElement(child)) return;
    const preload = (child.type as { preload?: () => Promise<void> }).preload;
    if (typeof preload === 'function') loads.push(preload());
    visit((child.props as { children?: ReactNode }).children);
  };
  visit(node);
  return Promise.all(loads).then(() => undefined);
}
