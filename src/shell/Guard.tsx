import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, useAuthentifizierung } from '../api/auth';
import type { Rolle } from '../../domain/rollen';

/**
 * Route guard of SPEC.md section 6: signed out → login with returnUrl; signed in without one of the
 * roles → the forbidden page with returnUrl.
 */
export function Guard({ rollen, children }: { rollen?: readonly Rolle[]; children: ReactNode }) {
  const auth = useAuthentifizierung();
  const { pathname, search } = useLocation();
  const hier = pathname + search;
  if (!auth) return <Navigate to={loginPathFor(hier)} replace />;
  if (rollen?.length && !rollen.some((r) => auth.roles.includes(r))) {
    return <Navigate to={`/forbidden?returnUrl=${encodeURIComponent(hier)}`} replace />;
  }
  return <>{children}</>;
}
