import { lazy, type ComponentType } from 'react';

/**
 * A page outside react-admin's areas, loaded on demand together with the app's query client it reads the API
 * through: neither the page nor react-query weighs on what the login route downloads.
 */
export function lazyPage(laden: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Page, { ApiQueryProvider }] = await Promise.all([laden(), import('./ApiQueryProvider')]);
    return {
      default: () => (
        <ApiQueryProvider>
          <Page />
        </ApiQueryProvider>
      ),
    };
  });
}
