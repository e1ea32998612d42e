import { useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useVergleichsAngebote } from '../../api/kunde/useKundeAngebote';
import type { StromAusschreibung } from '../../../domain/api/ausschreibung';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { formatDatumZeit, formatEuro } from '../../../domain/format';
import { AngeboteTable } from '../../ausschreibung/AngeboteTable';
import { AusgeschlosseneAngebote } from '../../ausschreibung/AusgeschlosseneAngebote';
import { istAusgeschlossen, type VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import { Countdown } from '../../ausschreibung/Countdown';
import { KostenChart } from './KostenChart';
import { jahreskostenAktuell } from '../../../domain/jahreskosten';
import { AktuellerVertragKosten } from '../../ausschreibung/AktuellerVertragKosten';
import { ZuschlagButton } from './ZuschlagButton';

/**
 * From status Bindefrist the Kunde compares the released offers and awards one before the Bindefrist runs
 * out; afterwards the decision stands here. Offers of bidders found nicht geeignet stand apart, without a Zuschlag.
 */
export function Angebotsvergleich() {
  const a = useRecordContext<Pick<StromAusschreibung, 'id' | 'nummer' | 'status' | 'bindefrist' | 'zuschlagVorgesehen' | 'offeneRuegen' | 'aktuellerVertrag' | 'lieferstellen'>>();
  const sichtbar = !!a && a.status >= AusschreibungStatus.Bindefrist;
  const { data, isPending } = useVergleichsAngebote(a, sichtbar);
  if (!a) return null;
  if (!sichtbar) return <Alert severity="info">Die Angebote sehen Sie, sobald sie nach der Angebotsfrist geprüft und freigegeben sind.</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  if (!data || data.length === 0) {
    if (a.status === AusschreibungStatus.Aufgehoben) return <Alert severity="info">Die Ausschreibung wurde aufgehoben, bevor Ihnen Angebote freigegeben wurden.</Alert>;
    return <Alert severity="warning">Zu dieser Ausschreibung liegt kein Angebot vor.</Alert>;
  }
  const gewertet = data.filter((o): o is VergleichsAngebot => !istAusgeschlossen(o));
  const vorgesehen = a.zuschlagVorgesehen;
  const gehalten = a.status === AusschreibungStatus.Bindefrist && !!a.offeneRuegen;
  const offen = a.status === AusschreibungStatus.Bindefrist && Date.parse(a.bindefrist) > Date.now() && !vorgesehen && !gehalten;
  const zuschlag = gewertet.find((o) => o.status === 'zuschlag');
  const aktuell = jahreskostenAktuell(a);
  const vorgesehenFuer = vorgesehen && a.status === AusschreibungStatus.Bindefrist ? gewertet.find((o) => o.id === vorgesehen.angebotId) : undefined;

  return (
    <Stack spacing={2}>
      {offen && (
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography>Bitte erteilen Sie den Zuschlag vor dem Ende der Bindefrist.</Typography>
          <Countdown bis={a.bindefrist} label="resources.ausschreibung.fields.bindefrist" />
        </Stack>
      )}
      {vorgesehenFuer && (
        <Alert severity="info">{`Zuschlag vorgesehen für ${vorgesehenFuer.evu}. Die übrigen Bieter haben das Informationsschreiben nach § 134 GWB erhalten; der Zuschlag wird nach der Stillhaltefrist am ${formatDatumZeit(vorgesehen!.wirksamAb)} Uhr wirksam${gehalten ? ', aber erst, wenn über die offene Rüge entschieden ist' : ''}.`}</Alert>
      )}
      {gehalten && !vorgesehenFuer && <Alert severity="warning">Über eine Rüge ist noch nicht entschieden. Bis dahin kann kein Zuschlag erteilt werden.</Alert>}
      {zuschlag && <Alert severity="success">{`Zuschlag erteilt an ${zuschlag.evu} (${formatEuro(zuschlag.jahreskostenEuro)} im Jahr).`}</Alert>}
      {aktuell !== undefined && a.aktuellerVertrag && <AktuellerVertragKosten wessen="Ihr aktueller Vertrag" preise={a.aktuellerVertrag} euro={aktuell} />}
      {gewertet.length > 0 ? (
        <AngeboteTable angebote={gewertet} aktuellEuro={aktuell} aktion={offen ? (o) => <ZuschlagButton angebot={o} /> : undefined} />
      ) : (
        <Alert severity="warning">Alle Bieter sind nach der Eignungsprüfung ausgeschlossen; kein Angebot kann den Zuschlag erhalten.</Alert>
      )}
      <AusgeschlosseneAngebote angebote={data.filter(istAusgeschlossen)} />
      {gewertet.length > 0 && <KostenChart angebote={gewertet} aktuellEuro={aktuell} />}
    </Stack>
  );
}
