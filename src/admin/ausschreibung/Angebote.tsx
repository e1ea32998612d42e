import { useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { StromAusschreibung } from '../../../domain/api/ausschreibung';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { AngeboteTable } from '../../ausschreibung/AngeboteTable';
import { AusgeschlosseneAngebote } from '../../ausschreibung/AusgeschlosseneAngebote';
import { istAusgeschlossen, type VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import { formatZahl } from '../../../domain/format';
import { jahreskostenAktuell } from '../../../domain/jahreskosten';
import { AktuellerVertragKosten } from '../../ausschreibung/AktuellerVertragKosten';
import { useAngebote } from '../../api/admin/useAusschreibungAdmin';
import { AngeboteFreigebenButton } from './freigabe/AngeboteFreigebenButton';

/**
 * Offers are sealed until the Angebotsfrist; afterwards all of them, ranked by Jahreskosten, those of bidders found
 * nicht geeignet apart and unranked. While they are being
 * reviewed, the release to the Kunde stands above them, where the administrator has just read them.
 */
export function Angebote() {
  const a = useRecordContext<StromAusschreibung>();
  const offen = !!a && a.status >= AusschreibungStatus.PruefungAngebote;
  const { data, isPending, error } = useAngebote(a, offen);
  if (!a) return null;
  if (!offen) {
    return <Alert severity="info">{`Die Angebote bleiben bis zum Ende der Angebotsfrist versiegelt. Eingegangen: ${formatZahl(a.anzahlAngebote)}.`}</Alert>;
  }
  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (error) return <Alert severity="error">Die Angebote konnten nicht geladen werden.</Alert>;
  if (data.length === 0) return <Alert severity="warning">Zu dieser Ausschreibung ist kein Angebot eingegangen.</Alert>;
  const gewertet = data.filter((o): o is VergleichsAngebot => !istAusgeschlossen(o));
  const aktuell = jahreskostenAktuell(a);
  return (
    <Stack spacing={2}>
      <AngeboteFreigebenButton />
      {aktuell !== undefined && a.aktuellerVertrag && <AktuellerVertragKosten wessen="Der aktuelle Vertrag des Kunden" preise={a.aktuellerVertrag} euro={aktuell} />}
      {gewertet.length > 0 ? <AngeboteTable angebote={gewertet} aktuellEuro={aktuell} /> : <Alert severity="warning">Alle Bieter sind nach der Eignungsprüfung ausgeschlossen; kein Angebot wird gewertet.</Alert>}
      <AusgeschlosseneAngebote angebote={data.filter(istAusgeschlossen)} />
    </Stack>
  );
}
