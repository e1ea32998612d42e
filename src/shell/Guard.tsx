import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, useAuthentifizierung, useMitgliedPfade, verbotenPathFor } from '../api/auth';
import { hatEineRolle } from '../api/auth/permissions';
import type { Rolle } from '../../domain/rollen';

/**
 * Route guard of SPEC.md section 6: signed out → login with returnUrl; signed in without one of the
 * roles → the forbidden page with returnUrl.
 */
export function Guard({ rollen, children }: { rollen?: readonly Rolle[]; children: ReactNode }) {
  const auth = useAuthentifizierung();
  const pfade = useMitgliedPfade();
  const { pathname, search } = useLocation();
  const hier = pathname + search;
  if (!auth) return <Navigate to={loginPathFor(hier, pfade)} replace />;
  if (!hatEineRolle(auth, rollen)) return <Navigate to={verbotenPathFor(hier, pfade)} replace />;
  return <>{children}</>;
}
