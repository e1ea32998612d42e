import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTokenAktion } from '../api/mitglied/useMember';
import { MemberFrame } from './MemberFrame';
import { AKTION_UNGUELTIG } from './TokenPasswordPage';
import { WeiterLinks } from './WeiterLinks';

/**
 * A page behind a mailed single-use link (activation, e-mail confirmation): sends the link's token once
 * when it opens (`aktion`, named `art`), then shows `children` or that the link is used up.
 */
export function TokenAktionPage({ titel, art, aktion, children }: { titel: string; art: string; aktion: (token: string) => Promise<unknown>; children: ReactNode }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: erledigt, isError } = useTokenAktion(art, aktion, token);
  const ergebnis = !token || isError ? 'ungueltig' : erledigt ? 'erledigt' : undefined;

  return (
    <MemberFrame titel={titel}>
      {!ergebnis && <Skeleton variant="rounded" height={64} aria-label="Lade..." />}
      {ergebnis === 'ungueltig' && (
        <>
          <Alert severity="warning">{AKTION_UNGUELTIG}</Alert>
          <WeiterLinks />
        </>
      )}
      {ergebnis === 'erledigt' && children}
    </MemberFrame>
  );
}
