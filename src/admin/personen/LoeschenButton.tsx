import { useRecordContext } from 'react-admin';
import Button from '@mui/material/Button';
import { useKontoAktionen, type KontoDaten } from './useKontoAktionen';

/** Deletes the record of the page after 'Eintrag löschen?' and returns to the list; a refusal names its reason. */
export function LoeschenButton() {
  const datensatz = useRecordContext<KontoDaten>();
  const { eintrag, dialog } = useKontoAktionen(datensatz, { zurListe: true });
  if (!datensatz) return null;
  const e = eintrag('loeschen');
  return (
    <>
      <Button size="small" color="error" startIcon={e.symbol} onClick={e.aktion} disabled={e.deaktiviert}>
        {e.titel}
      </Button>
      {dialog}
    </>
  );
}
