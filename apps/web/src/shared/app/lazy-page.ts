import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export: each page is its own chunk, so an area's first load stays small. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<object>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
}
