import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useKundePruefen } from '../../api/admin/usePersonenAdmin';
import type { KundeDatensatz } from '../../../domain/api/personenAdmin';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { meldeHttpFehler } from '../../ui/notifications/useMeldung';

/** What the administrator checks, as the Kunde entered it. */
function Angaben({ k }: { k: KundeDatensatz }) {
  const zeilen: [string, string][] = [
    ['Kundentyp', k.typ],
    ...(k.typ === 'Privatperson' ? [] : ([[k.typ === 'Kommune' ? 'Name der Kommune / Behörde' : 'Firma', k.firma ?? '']] as [string, string][])),
    [k.typ === 'Privatperson' ? 'Name' : 'Ansprechperson', [k.anrede, k.vorname, k.nachname].filter(Boolean).join(' ')],
    ['Anschrift', `${k.strasse}, ${k.plz} ${k.ort}`],
    ['E-Mail', k.email],
    ...(k.telefon ? ([['Telefon', k.telefon]] as [string, string][]) : []),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0, mt: 2 }}>
      {zeilen.map(([name, wert]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {name}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {wert}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The Kundenprüfung (issue 45) on the Kunde's page: the administrator reads name, address and type as the Kunde
 * entered them and confirms; a Kommune's tenders are released only afterwards, and the Kunde's type is then fixed.
 * The confirmation names the record's version: data changed meanwhile is not confirmed unseen (409).
 */
export function KundePruefenButton() {
  const k = useRecordContext<KundeDatensatz>();
  const [offen, setOffen] = useState(false);
  const pruefen = useKundePruefen();
  const notify = useNotify();
  const refresh = useRefresh();
  const { laeuft, starte } = useEinLauf();
  if (!k || k.geprueft) return null;

  const bestaetige = () =>
    void starte(() =>
      pruefen.mutateAsync({ id: k.id, version: k.version }).then(
        () => {
          setOffen(false);
          notify('Der Kunde ist geprüft und bestätigt.', { type: 'success' });
          refresh();
        },
        (fehler: unknown) => {
          setOffen(false);
          meldeHttpFehler(fehler);
          refresh();
        },
      ),
    );

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<VerifiedUserIcon />} onClick={() => setOffen(true)} disabled={laeuft}>
        Kunde prüfen und bestätigen
      </Button>
      <ConfirmDialog
        offen={offen}
        titel="Kunde prüfen und bestätigen"
        text={`${
          k.typ === 'Kommune'
            ? 'Bitte prüfen Sie, ob es sich um eine Kommune oder kommunale Behörde handelt und ob Name und Anschrift stimmen, etwa anhand des Internetauftritts oder eines Rückrufs. Erst nach Ihrer Bestätigung können Ausschreibungen dieses Kunden freigegeben werden; für sie gelten dann die Pflichten eines öffentlichen Auftraggebers.'
            : 'Bitte prüfen Sie Name, Anschrift und Kundentyp des Kunden.'
        } Mit der Bestätigung ist der Kundentyp festgelegt; der Kunde erhält eine E-Mail.`}
        bestaetigen="Angaben bestätigen"
        onBestaetigen={bestaetige}
        onAbbrechen={() => setOffen(false)}
        zerstoerend={false}
        gesperrt={laeuft}
      >
        <Angaben k={k} />
      </ConfirmDialog>
    </>
  );
}
