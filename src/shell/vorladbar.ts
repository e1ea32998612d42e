import { lazy, type ComponentType } from 'react';

/**
 * React.lazy whose code can be asked for before the component renders (`vorladen`): both ask the same import, which
 * the browser fetches once.
 */
export function vorladbar<T extends ComponentType>(laden: () => Promise<{ default: T }>) {
  return Object.assign(lazy(laden), {
    vorladen: () => {
      void laden();
    },
  });
}
