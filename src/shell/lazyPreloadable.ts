import { lazy, type ComponentType } from 'react';

/**
 * React.lazy whose code can be asked for before the component renders (`preload`): both ask the same import, which
 * the browser fetches once.
 */
export function lazyPreloadable<T extends ComponentType>(laden: () => Promise<{ default: T }>) {
  return Object.assign(lazy(laden), {
    preload: () => {
      void laden();
    },
  });
}
