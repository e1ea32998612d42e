import { lazy, Suspense, type ComponentType } from 'react';
import { Laden } from './Laden';

/**
 * A view of an area loaded when it is first shown: a route downloads only what it renders (the tender list
 * neither the date pickers of the edit form nor the dashboard's charts). The area's frame stays while it loads.
 */
export function lazyAnsicht<P extends object>(laden: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Ansicht = lazy(async () => ({ default: await laden() }));
  return function LazyAnsicht(props: P) {
    return (
      <Suspense fallback={<Laden />}>
        <Ansicht {...props} />
      </Suspense>
    );
  };
}
