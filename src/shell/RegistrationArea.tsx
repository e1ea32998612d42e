import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { DataProvider } from 'ra-core';
import type { Rolle } from '../../domain/rollen';
import { ApiQueryProvider } from './ApiQueryProvider';
import { AreaAdmin } from './AreaAdmin';
import { Guard } from './Guard';

/**
 * The frame of an area one registers for (Kunde, EVU): the registration route is open to everyone, everything else
 * is the role's guarded react-admin area. The area file passes its registration `<Route>` and its resources, so the
 * route paths stay literal where the route tests read them (tests/e2e/hilfen/routentabelle.ts).
 */
export function RegistrationArea({ basename, rolle, dataProvider, registrierung, children }: {
  basename: string;
  rolle: Rolle;
  dataProvider: DataProvider;
  /** `<Route path="registrieren" element={…} />`; the page gets the app's query client (react-admin's is inside the area). */
  registrierung: ReactElement;
  children: ReactNode;
}) {
  return (
    <ApiQueryProvider>
      <Routes>
        {registrierung}
        <Route
          path="*"
          element={
            <Guard rollen={[rolle]}>
              <AreaAdmin basename={basename} rolle={rolle} dataProvider={dataProvider}>
                {children}
              </AreaAdmin>
            </Guard>
          }
        />
      </Routes>
    </ApiQueryProvider>
  );
}
