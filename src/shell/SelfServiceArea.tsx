import type { ReactNode } from 'react';
import { CustomRoutes } from 'react-admin';
import type { DataProvider } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import type { Rolle } from '../../domain/rollen';
import { ApiQueryProvider } from '../api/ApiQueryProvider';
import { AreaAdmin } from './AreaAdmin';
import { Guard } from './Guard';

/**
 * The area of a role that registers itself (Kunde, EVU): its registration page is open to everyone, the rest is
 * guarded and holds the role's resources and its own Benutzerdaten.
 */
export function SelfServiceArea({ basename, rolle, dataProvider, registrierung, benutzerdaten, children }: {
  basename: string;
  rolle: Rolle;
  dataProvider: DataProvider;
  registrierung: ReactNode;
  benutzerdaten: ReactNode;
  children: ReactNode;
}) {
  return (
    <Routes>
      <Route path="registrieren" element={<ApiQueryProvider>{registrierung}</ApiQueryProvider>} />
      <Route
        path="*"
        element={
          <Guard rollen={[rolle]}>
            <AreaAdmin basename={basename} rolle={rolle} dataProvider={dataProvider}>
              {children}
              <CustomRoutes>
                <Route path="benutzerdaten" element={benutzerdaten} />
              </CustomRoutes>
            </AreaAdmin>
          </Guard>
        }
      />
    </Routes>
  );
}
