import { lazy, Suspense, useState } from 'react';
import { useRefresh } from 'react-admin';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lastgangApi, useLastgang, useLastgangNeuLaden } from '../api/lastgang';
import { DialogFrame } from '../ui/dialogs/DialogFrame';
import { DeleteDialog } from '../ui/dialogs/DeleteDialog';
import { saveFile } from '../ui/download/saveFile';
import { melde, meldeHttpFehler } from '../ui/notifications/useMeldung';
import { LastgangHochladen } from './LastgangHochladen';
import { LastgangKennzahlen } from './LastgangKennzahlen';

// The charts library is large: only this dialog needs it, and only once a Lastgang is there.
const LastgangBilder = lazy(() => import('./LastgangBilder'));

export interface LastgangLieferstelle {
  id: number;
  bezeichnung: string;
  maloId: string;
}

/** A Lieferstelle's Lastgang: Kennzahlen, pictures and downloads for all who see the tender; import and deletion for who may change it. */
export function LastgangDialog({ lieferstelle, darfAendern, onSchliessen }: { lieferstelle: LastgangLieferstelle; darfAendern: boolean; onSchliessen: () => void }) {
  const lastgang = useLastgang(lieferstelle.id);
  const neuLaden = useLastgangNeuLaden(lieferstelle.id);
  // The import changes the Lieferstelle's figures and the tender's version: the page shows them anew, and with
  // them this dialog's Kennzahlen and values (a refresh invalidates every query).
  const refresh = useRefresh();
  const [loeschen, setLoeschen] = useState(false);

  const herunterladen = async (format: 'csv' | 'xlsx') => {
    try {
      saveFile(await lastgangApi.datei(lieferstelle.id, format), `Lastgang_${lieferstelle.maloId}.${format}`);
    } catch (fehler) {
      meldeHttpFehler(fehler);
    }
  };
  const geloescht = async () => {
    setLoeschen(false);
    try {
      await lastgangApi.loeschen(lieferstelle.id);
      await neuLaden();
      melde('erfolg', 'Der Lastgang wurde gelöscht.');
    } catch (fehler) {
      meldeHttpFehler(fehler);
    }
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
              <Button variant="outlined" onClick={() => void herunterladen('csv')}>
                CSV herunterladen
              </Button>
              <Button variant="outlined" onClick={() => void herunterladen('xlsx')}>
                Excel herunterladen
              </Button>
              {darfAendern && (
                <Button color="error" onClick={() => setLoeschen(true)}>
                  Lastgang löschen
                </Button>
              )}
            </Stack>
            <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
              <LastgangBilder lieferstelleId={lieferstelle.id} />
            </Suspense>
          </>
        )}
        {darfAendern && (
          <>
            <Divider />
            <LastgangHochladen
              lieferstelleId={lieferstelle.id}
              onGespeichert={() => {
                refresh();
                melde('erfolg', 'Der Lastgang wurde geprüft und gespeichert.');
              }}
            />
          </>
        )}
      </Stack>
      <DeleteDialog offen={loeschen} name={`Lastgang ${lieferstelle.maloId}`} onLoeschen={() => void geloescht()} onAbbrechen={() => setLoeschen(false)} />
    </DialogFrame>
  );
}
