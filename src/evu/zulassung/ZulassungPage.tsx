import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEigenerklaerung, useReferenzen, useZulassung } from '../../api/evu/zulassung';
import { AntragButton } from './AntragButton';
import { EigenerklaerungForm } from './EigenerklaerungForm';
import { NachweiseBereich } from './NachweiseBereich';
import { ReferenzlisteForm } from './ReferenzlisteForm';
import { ZulassungStatusListe } from './ZulassungStatusListe';

function Abschnitt({ id, titel, children }: { id: string; titel: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {titel}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const Laden = () => <CircularProgress size={24} aria-label="Wird geladen" />;
const Fehler = ({ was }: { was: string }) => (
  <Typography role="alert" color="error">
    {was} konnte nicht geladen werden. Bitte laden Sie die Seite neu.
  </Typography>
);

/**
 * /evu/zulassung „Zulassung & Nachweise“: the state per Sparte with what is missing, the proofs to upload, the
 * Eigenerklärung and the Referenzliste, and the application once nothing is missing.
 */
export function ZulassungPage() {
  const stand = useZulassung();
  const erklaerung = useEigenerklaerung();
  const referenzen = useReferenzen();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Title title="Zulassung & Nachweise" />
      <Abschnitt id="zulassung-stand" titel="Ihre Zulassung">
        {stand.error ? (
          <Fehler was="Ihre Zulassung" />
        ) : !stand.data ? (
          <Laden />
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Zu Ausschreibungen einer Sparte werden nur zugelassene Versorger eingeladen. Laden Sie die Nachweise hoch, geben Sie die Eigenerklärung und die Referenzliste ab und beantragen Sie dann die Zulassung; der Betreiber prüft Ihre Unterlagen.
            </Typography>
            {stand.data.sparten.length === 0 ? (
              <Typography color="text.secondary">Sie haben keine Sparte angegeben. Bitte ergänzen Sie Strom oder Gas in Ihren Benutzerdaten.</Typography>
            ) : (
              <ZulassungStatusListe sparten={stand.data.sparten} />
            )}
            {!stand.data.bdewCodenummer && (
              <Typography variant="body2">Ihre BDEW-Codenummer tragen Sie in Ihren Benutzerdaten ein.</Typography>
            )}
            <AntragButton stand={stand.data} />
          </Stack>
        )}
      </Abschnitt>
      <Abschnitt id="zulassung-nachweise" titel="Nachweise">
        {stand.error ? <Fehler was="Die Liste Ihrer Nachweise" /> : !stand.data ? <Laden /> : <NachweiseBereich stand={stand.data} />}
      </Abschnitt>
      <Abschnitt id="zulassung-eigenerklaerung" titel="Eigenerklärung zu Ausschlussgründen">
        {erklaerung.error ? <Fehler was="Ihre Eigenerklärung" /> : erklaerung.data === undefined ? <Laden /> : <EigenerklaerungForm gespeichert={erklaerung.data} />}
      </Abschnitt>
      <Abschnitt id="zulassung-referenzen" titel="Referenzliste">
        {referenzen.error || stand.error ? (
          <Fehler was="Ihre Referenzliste" />
        ) : !referenzen.data || !stand.data ? (
          <Laden />
        ) : (
          <ReferenzlisteForm gespeichert={referenzen.data} sparten={stand.data.sparten.map((s) => s.sparte)} />
        )}
      </Abschnitt>
    </Stack>
  );
}
