import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A card placed into a page's slot (Today's cards, the class page's question) as its own chunk
 * with its own query: nothing shows and no space is held until it has loaded, because most of
 * these cards render nothing for most students. The page's first load does not grow with them.
 */
export function lazyCard<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactNode {
  const Card = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={null}>
      <Card />
    </Suspense>
  );
}
