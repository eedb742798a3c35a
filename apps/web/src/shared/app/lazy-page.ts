import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The props of a module's named export when it is a component (a page takes none, a slot page some). */
type PropsOf<C> = C extends ComponentType<infer P> ? P : object;

/** React.lazy for a named export: each page is its own chunk, so an area's first load stays small. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}
