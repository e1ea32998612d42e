import { Show, useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEigenesAngebot } from '../../api/evu/useEigenesAngebot';
import type { AuktionsErgebnis, EigenesAngebot } from '../../../domain/api/angebot';
import type { StromAusschreibung } from '../../../domain/api/ausschreibung';
import { angebotsfristLaeuft, AusschreibungStatus } from '../../../domain/ausschreibung';
import { formatCtKwh, formatDatumZeit, formatEuro, formatEuroPreis } from '../../../domain/format';
import { AnhangLinks } from '../../ausschreibung/AnhangLinks';
import { AusschreibungEckdaten } from '../../ausschreibung/AusschreibungEckdaten';
import { Countdown } from '../../ausschreibung/Countdown';
import { Dokumente } from '../../ausschreibung/Dokumente';
import { LieferstellenTable } from '../../ausschreibung/LieferstellenTable';
import { AngebotForm } from './AngebotForm';
import { AngebotsAnhaenge } from './AngebotsAnhaenge';
import { LieferstellenExportButtons } from './LieferstellenExportButtons';
import { EvuAuktion } from '../../auktion/EvuAuktion';
import { BieterfragenCard } from './BieterfragenCard';
import { AusschreibungTitle } from '../../ausschreibung/AusschreibungTitle';
import { vergabeApi } from '../../api/vergabe';
import { useDownload } from '../../ui/download/useDownload';

type Ausschreibung = Omit<StromAusschreibung, 'anzahlAngebote' | 'eingeladeneEvus' | 'kundePlz' | 'kundeTyp'> & { angebotAbgegeben: boolean };

/** The Informationsschreiben (§ 134 GWB) the EVU was sent, to read again on the tender's page. */
function InformationsschreibenButton({ id, nummer, am }: { id: number; nummer: string; am: string }) {
  const { starte, isPending } = useDownload(() => vergabeApi.informationsschreibenEvu(id), () => `Informationsschreiben_${nummer}.pdf`);
  return (
    <div>
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => starte()} disabled={isPending}>
        {`Informationsschreiben vom ${formatDatumZeit(am)} (PDF)`}
      </Button>
    </div>
  );
}

/**
 * What the ended online auction made of the offer: its sealed Arbeitspreis, the bidder's last bid and when it was
 * made. The submission time above stays the sealed round's: a bid is no new submission.
 */
function AuktionsErgebnisText({ ergebnis }: { ergebnis: AuktionsErgebnis }) {
  const g = ergebnis.letztesGebot;
  return (
    <Typography variant="body2">
      {g
        ? `Online-Auktion: ${ergebnis.gebote === 1 ? '1 Gebot' : `${ergebnis.gebote} Gebote`}, letztes Gebot am ${formatDatumZeit(g.am)}: ${formatCtKwh(g.arbeitspreisCtKwh)} (Jahreskosten ${formatEuro(g.jahreskostenEuro)}); Arbeitspreis im eingereichten Angebot ${formatCtKwh(ergebnis.angebotspreisCtKwh)}.`
        : `Online-Auktion: Sie haben kein Gebot abgegeben; Ihr Angebot gilt unverändert mit ${formatCtKwh(ergebnis.angebotspreisCtKwh)}.`}
    </Typography>
  );
}

/** The EVU's own offer, read-only: after the deadline, with the outcome once the tender is closed. */
export function AbgegebenesAngebot({ a, angebot }: { a: Ausschreibung; angebot: EigenesAngebot | null }) {
  const aufgehoben = a.status === AusschreibungStatus.Aufgehoben && (
    <Alert severity="warning">{`Der Auftraggeber hat die Ausschreibung aufgehoben; ein Zuschlag wird nicht erteilt.${a.aufhebung ? ` Begründung: ${a.aufhebung.begruendung}` : ''}`}</Alert>
  );
  if (!angebot) return aufgehoben || <Alert severity="info">Sie haben zu dieser Ausschreibung kein Angebot abgegeben. Die Angebotsfrist ist abgelaufen.</Alert>;
  const ergebnis =
    angebot.status === 'zuschlag' ? (
      <Alert severity="success">Sie haben den Zuschlag erhalten.</Alert>
    ) : angebot.status === 'abgelehnt' ? (
      <Alert severity="info">Der Kunde hat den Zuschlag einem anderen Angebot erteilt.</Alert>
    ) : aufgehoben ? (
      aufgehoben
    ) : angebot.informationsschreibenAm ? (
      <Alert severity="info">Der Auftraggeber beabsichtigt, den Zuschlag einem anderen Angebot zu erteilen. Die Gründe stehen im Informationsschreiben.</Alert>
    ) : a.status === AusschreibungStatus.Abgeschlossen ? (
      <Alert severity="info">Die Ausschreibung ist ohne Zuschlag beendet.</Alert>
    ) : (
      <Alert severity="info">Die Angebotsfrist ist abgelaufen. Ihr Angebot ist eingegangen; über den Zuschlag werden Sie per E-Mail informiert.</Alert>
    );
  return (
    <Stack spacing={1}>
      {ergebnis}
      <Typography>
        {[
          `Arbeitspreis ${formatCtKwh(angebot.arbeitspreisCtKwh)}`,
          `Grundpreis ${formatEuroPreis(angebot.grundpreisEurMonat, 'Monat')}`,
          angebot.leistungspreisEurKwJahr !== null && `Leistungspreis ${formatEuroPreis(angebot.leistungspreisEurKwJahr, 'kW·a')}`,
          angebot.oekoaufschlagCtKwh !== null && `Öko-Aufschlag ${formatCtKwh(angebot.oekoaufschlagCtKwh)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography>{`Jahreskosten ${formatEuro(angebot.jahreskostenEuro)} · Mischpreis ${formatCtKwh(angebot.mischpreisCtKwh)} · gültig bis ${formatDatumZeit(angebot.bindefristBis)}`}</Typography>
      {angebot.bemerkung && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{`Bemerkung (gilt als Vorbehalt): ${angebot.bemerkung}`}</Typography>}
      <AnhangLinks anhaenge={angebot.anhaenge} label="Anhänge Ihres Angebots" />
      <Typography variant="body2" color="text.secondary">
        {angebot.auktion ? `Angebot eingereicht am ${formatDatumZeit(angebot.eingereichtAm)}` : `Eingereicht am ${formatDatumZeit(angebot.eingereichtAm)} (Version ${angebot.version})`}
      </Typography>
      {angebot.auktion && <AuktionsErgebnisText ergebnis={angebot.auktion} />}
      {angebot.informationsschreibenAm && <InformationsschreibenButton id={a.id} nummer={a.nummer} am={angebot.informationsschreibenAm} />}
    </Stack>
  );
}

function Angebot() {
  const a = useRecordContext<Ausschreibung>();
  const { data: angebot, isPending } = useEigenesAngebot(a?.id, a?.angebotAbgegeben);
  if (!a) return null;
  // The server's clock decides; the screen only stops offering the form once the deadline has passed here too.
  const offen = angebotsfristLaeuft(a, Date.now());
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
          <Typography variant="h6" component="h2">
            Ihr Angebot
          </Typography>
          {a.status === AusschreibungStatus.Aktiv && <Countdown bis={a.angebotsfrist} label="resources.ausschreibung.fields.angebotsfrist" />}
        </Stack>
        {isPending ? (
          <Skeleton variant="rectangular" height={160} />
        ) : offen ? (
          <Stack spacing={3}>
            <AngebotForm a={a} />
            <AngebotsAnhaenge ausschreibungId={a.id} angebot={angebot ?? null} />
          </Stack>
        ) : (
          <AbgegebenesAngebot a={a} angebot={angebot ?? null} />
        )}
      </CardContent>
    </Card>
  );
}

/** From the end of the sealed round on: the auction, when the broker runs one. */
function Auktion({ a }: { a: Ausschreibung }) {
  const { data: angebot } = useEigenesAngebot(a.id, a.angebotAbgegeben);
  if (a.status < AusschreibungStatus.PruefungAngebote) return null;
  return <EvuAuktion ausschreibungId={a.id} angebot={angebot ?? null} lieferstellen={a.lieferstellen} />;
}

function Inhalt() {
  const a = useRecordContext<Ausschreibung>();
  // react-admin shows the list's row while the detail loads; the row has no Lieferstellen yet.
  if (!a?.lieferstellen) return <Skeleton variant="rectangular" height={240} />;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <AusschreibungEckdaten />
      <Auktion a={a} />
      <Angebot />
      <BieterfragenCard a={a} />
      <div>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} useFlexGap flexWrap="wrap">
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Lieferstellen
          </Typography>
          <LieferstellenExportButtons />
        </Stack>
        <LieferstellenTable />
      </div>
      <div>
        <Typography variant="h6" component="h2" gutterBottom>
          Dokumente
        </Typography>
        <Dokumente ausschreibungId={a.id} />
      </div>
    </Stack>
  );
}

/** A tender the EVU is invited to: what it prices on, the deadline, and its own offer. */
export function EvuAusschreibungShow() {
  return (
    <Show title={<AusschreibungTitle />} actions={false}>
      <Inhalt />
    </Show>
  );
}
