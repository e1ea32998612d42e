import type { ReactNode } from 'react';
import { Admin } from 'react-admin';
import type { DataProvider, LayoutComponent } from 'ra-core';
import { createAuthProvider, useMitgliedPfade } from '../api/auth';
import type { Rolle } from '../../domain/rollen';
import { i18nProvider } from '../i18n/i18nProvider';
import { theme } from '../ui/theme';
import { RaNotifications } from '../ui/notifications/RaNotifications';
import { queryClient } from './queryClient';
import { AreaLayout } from './AreaLayout';
import { AreaNotFoundPage } from './AreaNotFoundPage';
import { useBereichsSpeicher } from './bereichsSpeicher';

/**
 * One react-admin application per area, mounted under its path inside the shell's router. The shell
 * guards the route; the auth provider here handles expiry and 401 inside the area.
 */
export function AreaAdmin({ basename, rolle, dataProvider, layout = AreaLayout, gemerkt, children }: {
  basename: string;
  rolle: Rolle;
  dataProvider: DataProvider;
  /** An area that needs more around its pages than the shared layout (the administrator's tabs). */
  layout?: LayoutComponent;
  /** store entries kept for the user beyond the sign-out (a work list's filters and sort), see bereichsSpeicher */
  gemerkt?: readonly string[];
  children: ReactNode;
}) {
  const pfade = useMitgliedPfade();
  const store = useBereichsSpeicher(gemerkt);
  return (
    <Admin
      basename={basename}
      authProvider={createAuthProvider({ rollen: [rolle], pfade })}
      dataProvider={dataProvider}
      store={store}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={layout}
      notification={RaNotifications}
      catchAll={AreaNotFoundPage}
      disableTelemetry
    >
      {children}
    </Admin>
  );
}
