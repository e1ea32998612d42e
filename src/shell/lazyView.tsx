import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from './Loading';

/**
 * A view of an area loaded when it is first shown: a route downloads only what it renders (the tender list
 * neither the date pickers of the edit form nor the dashboard's charts). The area's frame stays while it loads.
 */
export function lazyView<P extends object>(laden: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Ansicht = lazy(async () => ({ default: await laden() }));
  return function LazyView(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Ansicht {...props} />
      </Suspense>
    );
  };
}
