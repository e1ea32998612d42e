import type { ReactNode } from 'react';
import { useAuthentifizierung } from '../api/auth';
import { hatEineRolle } from '../api/auth/permissions';
import type { Rolle } from '../../domain/rollen';

/**
 * Content shown only to signed-in users holding one of `rollen` (SPEC.md section 6); with no roles listed, to
 * every signed-in user. Others see `sonst` (nothing by default). It hides, it does not protect: the server
 * checks every call.
 */
export function NurFuerRollen({ rollen, sonst = null, children }: { rollen?: readonly Rolle[]; sonst?: ReactNode; children: ReactNode }) {
  const auth = useAuthentifizierung();
  return <>{hatEineRolle(auth, rollen) ? children : sonst}</>;
}
