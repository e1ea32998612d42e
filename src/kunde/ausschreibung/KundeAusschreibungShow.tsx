import { Show, useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useNarrowerThan } from '../../ui/viewport/useNarrowerThan';
import type { StromAusschreibung } from '../../../domain/api/ausschreibung';
import { angeboteFuerKundeSichtbar, AusschreibungStatus, LEBENSLAUF, STATUS_LABEL } from '../../../domain/ausschreibung';
import { formatDatumZeit } from '../../../domain/format';
import { AusschreibungEckdaten } from '../../ausschreibung/AusschreibungEckdaten';
import { Dokumente } from '../../ausschreibung/Dokumente';
import { DokumenteVerwalten } from '../../ausschreibung/DokumenteVerwalten';
import { LieferstellenTable } from '../../ausschreibung/LieferstellenTable';
import { AusschreibungActions } from './AusschreibungActions';
import { Angebotsvergleich } from './Angebotsvergleich';
import { KundeAuktion } from '../../auktion/KundeAuktion';
import { BieterfragenPanel } from './BieterfragenPanel';
import { AusschreibungTitle } from '../../ausschreibung/AusschreibungTitle';
import { RuegenPanel } from '../../vergabe/RuegenPanel';
import { StillhaltefristAngabe } from '../../vergabe/StillhaltefristAngabe';
import { VersandteInformationsschreiben } from '../../vergabe/VersandteInformationsschreiben';

type Ausschreibung = Pick<StromAusschreibung, 'id' | 'nummer' | 'typ' | 'status' | 'lieferstellen' | 'aufhebung' | 'kundenpruefungOffen'>;

/**
 * Where the tender stands in its life cycle (DESIGN.md section 6). On a phone the five steps one below the other
 * filled the first screen: there it is one line (step, name, what comes next) over a bar. An aufgehobene tender left
 * that course: it says so, with the reasons, instead.
 */
function Zeitleiste() {
  const a = useRecordContext<Ausschreibung>();
  const telefon = useNarrowerThan('sm');
  if (!a) return null;
  if (a.status === AusschreibungStatus.Aufgehoben) {
    return <Alert severity="warning">{`Die Ausschreibung wurde${a.aufhebung ? ` am ${formatDatumZeit(a.aufhebung.am)} Uhr` : ''} aufgehoben; ein Zuschlag wird nicht erteilt.${a.aufhebung ? ` Begründung: ${a.aufhebung.begruendung}` : ''}`}</Alert>;
  }
  if (telefon) {
    const naechster = LEBENSLAUF[a.status + 1];
    return (
      <Box role="group" aria-label="Stand der Ausschreibung">
        <Typography variant="body2">
          <strong>{`Schritt ${a.status + 1} von ${LEBENSLAUF.length}: ${STATUS_LABEL[a.status as AusschreibungStatus]}`}</strong>
          {naechster !== undefined && ` · als Nächstes ${STATUS_LABEL[naechster]}`}
        </Typography>
        {/* A drawn bar, not MUI's LinearProgress: this is where the tender stands, not something loading. The text says it. */}
        <Box aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.selected', overflow: 'hidden' }}>
          <Box sx={{ width: `${((a.status + 1) / LEBENSLAUF.length) * 100}%`, height: '100%', bgcolor: 'primary.main' }} />
        </Box>
      </Box>
    );
  }
  return (
    <Stepper activeStep={a.status} alternativeLabel sx={{ py: 1 }} aria-label="Stand der Ausschreibung">
      {LEBENSLAUF.map((s) => (
        <Step key={s} completed={s < a.status}>
          <StepLabel>{STATUS_LABEL[s]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

const Abschnitt = ({ titel, children }: { titel: string; children: React.ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {titel}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

function Inhalt() {
  const a = useRecordContext<Ausschreibung>();
  // While the detail loads react-admin shows what it has: the list's row (no Lieferstellen) or, right after the
  // wizard sent it, the tender as sent (no status, no Kunde: the steps read „Schritt NaN von 5“).
  if (!a?.lieferstellen || a.status === undefined) return <Skeleton variant="rectangular" height={240} />;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Zeitleiste />
      {a.kundenpruefungOffen && (
        <Alert severity="info">
          Ihre Ausschreibung kann erst nach der Kundenprüfung freigegeben werden: Die Administration des Portals prüft Ihre Angaben als Kommune (Name, Anschrift, Behörde) und bestätigt sie. Sie erhalten dann eine E-Mail.
        </Alert>
      )}
      <AusschreibungEckdaten zusatz={<StillhaltefristAngabe />} />
      {a.status >= AusschreibungStatus.PruefungAngebote && <KundeAuktion ausschreibungId={a.id} freigegeben={angeboteFuerKundeSichtbar(a.status)} />}
      <Abschnitt titel="Angebote">
        <Angebotsvergleich />
      </Abschnitt>
      <VersandteInformationsschreiben verfahren={{ rolle: 'kunde', id: a.id, typ: a.typ }} status={a.status} nummer={a.nummer} />
      {a.status >= AusschreibungStatus.Aktiv && (
        <Abschnitt titel="Rügen">
          <RuegenPanel verfahren={{ rolle: 'kunde', id: a.id, typ: a.typ }} status={a.status} />
        </Abschnitt>
      )}
      <Abschnitt titel="Bieterfragen">
        <BieterfragenPanel a={a} />
      </Abschnitt>
      <Abschnitt titel="Lieferstellen">
        <LieferstellenTable />
      </Abschnitt>
      <Abschnitt titel="Dokumente">
        {a.status === AusschreibungStatus.PruefungAusschreibung ? <DokumenteVerwalten /> : <Dokumente ausschreibungId={a.id} />}
      </Abschnitt>
    </Stack>
  );
}

/** The Kunde's own tender: its progress, its key facts and, from the Bindefrist on, the offers to choose from. */
export function KundeAusschreibungShow() {
  return (
    <Show title={<AusschreibungTitle />} actions={<AusschreibungActions />}>
      <Inhalt />
    </Show>
  );
}
