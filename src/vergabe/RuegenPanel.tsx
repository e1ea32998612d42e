import { useState } from 'react';
import { Form, RadioButtonGroupInput, required, TextInput, useRefresh } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RUEGE_ERGEBNIS_LABEL, type Ruege, type RuegeEingabe, type RuegeEntscheidung } from '../../domain/api/zuschlag';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { formatUhrzeit } from '../../domain/format';
import { BEGRUENDUNG_LAENGE } from '../../domain/vergabe/informationsschreiben';
import { nachpruefungsfristText } from '../../domain/vergabe/nachpruefungsfrist';
import { useRuegeEntscheiden, useRuegeErfassen, useRuegen, type Verfahren } from '../api/verfahren';
import { PortalDateTimeInput } from '../ui/date/PortalDateInput';
import { useNarrowerThan } from '../ui/viewport/useNarrowerThan';
import { melde } from '../ui/notifications/useMeldung';
import { alleGruende } from '../ui/errors/serverGrund';

const ERGEBNISSE = [
  { id: 'zurueckgewiesen', name: 'Zurückgewiesen – der Zuschlag kann wie vorgesehen wirksam werden' },
  { id: 'abgeholfen', name: 'Abgeholfen – ein vorgesehener Zuschlag wird zurückgenommen' },
];

/** A form in a dialog that stays open with the server's reason when it is refused. */
function FormDialog<T extends Record<string, unknown>>({ titel, vorgabe, senden, bestaetigen, schliesse, children }: {
  titel: string;
  /** what the form starts with; the form's validation makes the rest of T present before `senden` */
  vorgabe: Partial<T>;
  senden: (werte: T) => Promise<unknown>;
  bestaetigen: string;
  schliesse: () => void;
  children: React.ReactNode;
}) {
  const [fehler, setFehler] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const telefon = useNarrowerThan('sm');
  const sende = (werte: Record<string, unknown>) => {
    setLaeuft(true);
    return senden(werte as T)
      .then(schliesse, (err: unknown) => setFehler(alleGruende(err)))
      .finally(() => setLaeuft(false));
  };
  return (
    <Dialog open onClose={schliesse} fullWidth maxWidth="sm" fullScreen={telefon}>
      <Form defaultValues={vorgabe as Record<string, unknown>} onSubmit={sende}>
        <DialogTitle>{titel}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {children}
            {fehler && <Alert severity="error">{fehler}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={schliesse}>Abbrechen</Button>
          <Button type="submit" variant="contained" disabled={laeuft}>
            {bestaetigen}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

const text = (label: string, hint: string) => (
  <TextInput source="text" label={label} helperText={hint} multiline minRows={3} validate={required()} fullWidth slotProps={{ htmlInput: { maxLength: BEGRUENDUNG_LAENGE } }} />
);

function RuegeEintrag({ r, entscheide }: { r: Ruege; entscheide?: () => void }) {
  return (
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none', borderLeft: 3, borderColor: r.ergebnis ? 'divider' : 'warning.main', pl: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="subtitle2" component="h3">{`Rüge vom ${formatUhrzeit(r.eingegangenAm)}`}</Typography>
        <Chip size="small" label={r.ergebnis ? RUEGE_ERGEBNIS_LABEL[r.ergebnis] : 'offen'} color={r.ergebnis ? 'default' : 'warning'} />
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.text}</Typography>
      {r.ergebnis && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {`Entscheidung am ${formatUhrzeit(r.entschiedenAm)}: ${r.entscheidung}`}
        </Typography>
      )}
      {r.nachpruefungsfrist && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {nachpruefungsfristText(r.nachpruefungsfrist)}
        </Typography>
      )}
      {entscheide && (
        <div>
          <Button size="small" variant="outlined" onClick={entscheide}>
            Über die Rüge entscheiden
          </Button>
        </div>
      )}
    </Stack>
  );
}

/**
 * The Rügen of a tender (§ 160 (3) GWB): a bidder's complaint reaches the Auftraggeber, who records it here until
 * the Zuschlag takes effect (the administrator may do it for the Kunde). An undecided Rüge holds the Zuschlag; the
 * decision, with its reasons, releases it. Each step is in the tender's Historie.
 */
export function RuegenPanel({ verfahren, status }: { verfahren: Verfahren; status: number }) {
  const { data, isPending } = useRuegen(verfahren);
  const refresh = useRefresh();
  const [erfassen, setErfassen] = useState(false);
  const [entscheiden, setEntscheiden] = useState<Ruege | null>(null);
  const erfasse = useRuegeErfassen(verfahren, refresh);
  const entscheide = useRuegeEntscheiden(verfahren, refresh);
  const imVerfahren = status >= AusschreibungStatus.Aktiv && status <= AusschreibungStatus.Bindefrist;
  if (isPending) return <Skeleton variant="rectangular" height={80} />;
  const offen = (data ?? []).filter((r) => !r.ergebnis).length;
  return (
    <Stack spacing={2} alignItems="flex-start">
      {offen > 0 && imVerfahren && <Alert severity="warning">Über eine Rüge ist noch nicht entschieden. Bis dahin wird kein Zuschlag erteilt oder wirksam.</Alert>}
      {data && data.length > 0 ? (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, width: '100%' }} aria-label="Rügen">
          {data.map((r) => (
            <RuegeEintrag key={r.id} r={r} entscheide={r.ergebnis ? undefined : () => setEntscheiden(r)} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">
          {imVerfahren
            ? 'Es ist keine Rüge erfasst. Geht eine Rüge eines Bieters ein, erfassen Sie sie hier: Bis über sie entschieden ist, wird kein Zuschlag wirksam.'
            : 'Es ist keine Rüge erfasst.'}
        </Typography>
      )}
      {imVerfahren && (
        <Button variant="outlined" onClick={() => setErfassen(true)}>
          Rüge erfassen
        </Button>
      )}
      {erfassen && (
        <FormDialog<RuegeEingabe>
          titel="Eingegangene Rüge erfassen"
          // The current minute: a Rüge is mostly recorded as it comes in.
          vorgabe={{ eingegangenAm: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(), text: '' }}
          senden={({ eingegangenAm, text: t }) => erfasse.mutateAsync({ eingegangenAm, text: t }).then(() => melde('erfolg', 'Die Rüge ist erfasst. Bis über sie entschieden ist, wird kein Zuschlag wirksam.'))}
          bestaetigen="Rüge erfassen"
          schliesse={() => setErfassen(false)}
        >
          <PortalDateTimeInput source="eingegangenAm" label="Eingegangen am" validate={required()} />
          {text('Inhalt der Rüge', 'Was der Bieter rügt, wie es bei Ihnen eingegangen ist.')}
        </FormDialog>
      )}
      {entscheiden && (
        <FormDialog<RuegeEntscheidung>
          titel="Über die Rüge entscheiden"
          vorgabe={{ text: '' }}
          senden={(e) => entscheide.mutateAsync({ ruegeId: entscheiden.id, eingabe: { ergebnis: e.ergebnis, text: e.text } }).then(() => melde('erfolg', 'Die Entscheidung über die Rüge ist gespeichert.'))}
          bestaetigen="Entscheidung speichern"
          schliesse={() => setEntscheiden(null)}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{`Rüge vom ${formatUhrzeit(entscheiden.eingegangenAm)}: ${entscheiden.text}`}</Typography>
          <RadioButtonGroupInput source="ergebnis" label="Ergebnis" choices={ERGEBNISSE} row={false} validate={required()} />
          {text('Begründung der Entscheidung', 'Wird in der Historie und im Vergabevermerk festgehalten.')}
        </FormDialog>
      )}
    </Stack>
  );
}
