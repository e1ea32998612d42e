import { lazy, Suspense, useState } from 'react';
import { useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LASTGANG_AENDERN_ROLLEN } from '../../domain/lastgang/aendern';
import { lastgangApi, useLastgang, useLastgangLoeschen } from '../api/lastgang';
import { DialogFrame } from '../ui/dialogs/DialogFrame';
import { DeleteDialog } from '../ui/dialogs/DeleteDialog';
import { useDownload } from '../ui/download/useDownload';
import { meldeHttpFehler } from '../ui/notifications/useMeldung';
import { NurFuerRollen } from '../shell/NurFuerRollen';
import { LastgangHochladen } from './LastgangHochladen';
import { LastgangKennzahlen } from './LastgangKennzahlen';

// The charts library is large: only this dialog needs it, and only once a Lastgang is there.
const LastgangBilder = lazy(() => import('./LastgangBilder'));

export interface LastgangLieferstelle {
  id: number;
  bezeichnung: string;
  maloId: string;
}

/**
 * A Lieferstelle's Lastgang: Kennzahlen, pictures and downloads for all who see the tender; import and deletion
 * while the tender lets its Lastgänge change (`aenderbar`), for the roles that may (the server decides again).
 */
export function LastgangDialog({ lieferstelle, aenderbar, onSchliessen }: { lieferstelle: LastgangLieferstelle; aenderbar: boolean; onSchliessen: () => void }) {
  const lastgang = useLastgang(lieferstelle.id);
  const loeschung = useLastgangLoeschen(lieferstelle.id);
  const notify = useNotify();
  const [loeschen, setLoeschen] = useState(false);

  const download = useDownload(
    (format: 'csv' | 'xlsx') => lastgangApi.datei(lieferstelle.id, format),
    (format) => `Lastgang_${lieferstelle.maloId}.${format}`,
  );
  const geloescht = () => {
    setLoeschen(false);
    loeschung.mutate(undefined, { onSuccess: () => notify('Der Lastgang wurde gelöscht.', { type: 'success' }), onError: meldeHttpFehler });
  };

  return (
    <DialogFrame offen titel={`Lastgang: ${lieferstelle.bezeichnung} (MaLo-ID ${lieferstelle.maloId})`} breite="lg" onSchliessen={onSchliessen}>
      <Stack spacing={3}>
        {lastgang.isPending && <Skeleton variant="rectangular" height={120} />}
        {lastgang.data === null && <Typography>Für diese Lieferstelle liegt noch kein Lastgang vor.</Typography>}
        {lastgang.data && (
          <>
            <LastgangKennzahlen lastgang={lastgang.data} />
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <Button variant="outlined" onClick={() => download.starte('csv')} disabled={download.isPending}>
                CSV herunterladen
              </Button>
              <Button variant="outlined" onClick={() => download.starte('xlsx')} disabled={download.isPending}>
                Excel herunterladen
              </Button>
              {aenderbar && (
                <NurFuerRollen rollen={LASTGANG_AENDERN_ROLLEN}>
                  <Button color="error" onClick={() => setLoeschen(true)}>
                    Lastgang löschen
                  </Button>
                </NurFuerRollen>
              )}
            </Stack>
            <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
              <LastgangBilder lieferstelleId={lieferstelle.id} />
            </Suspense>
          </>
        )}
        {aenderbar && (
          <NurFuerRollen rollen={LASTGANG_AENDERN_ROLLEN}>
            <Divider />
            <LastgangHochladen lieferstelleId={lieferstelle.id} onGespeichert={() => notify('Der Lastgang wurde geprüft und gespeichert.', { type: 'success' })} />
          </NurFuerRollen>
        )}
      </Stack>
      <DeleteDialog offen={loeschen} name={`Lastgang ${lieferstelle.maloId}`} onLoeschen={geloescht} onAbbrechen={() => setLoeschen(false)} />
    </DialogFrame>
  );
}
