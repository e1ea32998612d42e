import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { request } from '../api/http';
import { MemberFrame } from './MemberFrame';
import { AKTION_UNGUELTIG } from './TokenPasswordPage';

/**
 * A page behind a mailed single-use link (activation, e-mail confirmation): posts the link's token once
 * when it opens, then shows `children` or that the link is used up.
 */
export function TokenAktionPage({ titel, url, children }: { titel: string; url: string; children: ReactNode }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [ergebnis, setErgebnis] = useState<'erledigt' | 'ungueltig'>();
  const gestartet = useRef(false);

  useEffect(() => {
    // StrictMode mounts twice in development; the token may be used only once.
    if (gestartet.current) return;
    gestartet.current = true;
    if (!token) return setErgebnis('ungueltig');
    request(url, { method: 'POST', query: { token }, responseType: 'none' })
      .then(() => setErgebnis('erledigt'))
      .catch(() => setErgebnis('ungueltig'));
  }, [token, url]);

  return (
    <MemberFrame titel={titel}>
      {!ergebnis && <Skeleton variant="rounded" height={64} aria-label="Lade..." />}
      {ergebnis === 'ungueltig' && <Alert severity="warning">{AKTION_UNGUELTIG}</Alert>}
      {ergebnis === 'erledigt' && children}
    </MemberFrame>
  );
}
