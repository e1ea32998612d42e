import { useId, useState } from 'react';
import { BooleanInput, Form, required, useGetOne, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_VERLAENGERUNGEN_STANDARD, type AdminAuktion as Stand, type AuktionsPlan } from '../../domain/api/auktion';
import { beginnZuFruehFuerKommune, fruehesterBeginnKommune } from '../../domain/auktion/ladungsfrist';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { formatCtKwh, formatDatumZeit, formatPreis, leseZahl } from '../../domain/format';
import { alsE4 } from '../../domain/preise';
import { auktionsPfad, useAuktion, useAuktionPlanen } from '../api/auktion';
import { ModelStateError } from '../api/http';
import { PortalDateTimeInput } from '../ui/date/PortalDateInput';
import { PortalTextInput } from '../ui/input/PortalTextInput';
import { useNarrowerThan } from '../ui/viewport/useNarrowerThan';
import { pflicht, zahl, type Regel } from '../ui/validation/rules';
import { meldeHttpFehler } from '../ui/notifications/useMeldung';
import { AuktionAbsagenButton } from './AuktionAbsagenButton';
import { AuktionsUhr } from './AuktionsUhr';
import { ProtokollButtons } from './ProtokollButtons';
import { Rangliste } from './Rangliste';

const STATUS_TEXT = { geplant: 'geplant', laeuft: 'läuft', beendet: 'beendet' } as const;
const MINUTE = 60_000;
const STUNDE = 60 * MINUTE;

/** The plan's Mindestschritt (AuktionsPlan), said in German numbers; whether it is a number at all is `zahl`'s to say. */
const mindestschritt: Regel = (wert) => {
  const ct = leseZahl(wert as string | number | null);
  if (ct === null || Number.isNaN(ct)) return undefined;
  if (ct < 0.0001 || ct > 1) return 'Der Mindestschritt liegt zwischen 0,0001 und 1 ct/kWh.';
  return alsE4(ct) === null ? 'Höchstens 4 Nachkommastellen sind erlaubt.' : undefined;
};

/** Minutes and counts of the plan: whole numbers in the range AuktionsPlan allows, said at the field. */
const ganzzahl = (min: number, max: number): Regel => (wert) => {
  const n = leseZahl(wert as string | number | null);
  return n === null || (Number.isInteger(n) && n >= min && n <= max) ? undefined : `Eine ganze Zahl von ${min} bis ${max} wird erwartet.`;
};
const alsGanzzahl = (wert: string | number | null | undefined) => leseZahl(wert ?? null) ?? undefined;

/** The form holds what was typed: numbers as text, the Mindestschritt with the decimal comma. */
type PlanWerte = Omit<AuktionsPlan, 'dauerMinuten' | 'mindestschrittCtKwh' | 'verlaengerungMinuten' | 'maxVerlaengerungen'> & {
  dauerMinuten: string | number;
  mindestschrittCtKwh: string;
  verlaengerungMinuten: string | number;
  maxVerlaengerungen?: string | number | null;
};

/**
 * What the dialog starts with: the plan as it stands, or three days ahead at a full hour. The beginning in whole
 * minutes, as the field shows it: a second the administrator cannot see must not move the auction.
 */
function vorgabe(stand: Stand | null): PlanWerte {
  const ganzeMinute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString();
  // The decimal comma, as a German administrator types it.
  return stand
    ? { beginn: ganzeMinute(Date.parse(stand.beginn)), dauerMinuten: stand.dauerMinuten, mindestschrittCtKwh: formatPreis(stand.mindestschrittCtKwh), verlaengerungMinuten: stand.verlaengerungMinuten, maxVerlaengerungen: stand.maxVerlaengerungen, bestpreisSichtbar: stand.bestpreisSichtbar }
    : { beginn: ganzeMinute(Math.ceil((Date.now() + 3 * 24 * STUNDE) / STUNDE) * STUNDE), dauerMinuten: 30, mindestschrittCtKwh: formatPreis(0.01), verlaengerungMinuten: 2, maxVerlaengerungen: MAX_VERLAENGERUNGEN_STANDARD, bestpreisSichtbar: false };
}

/** § 26 VgV: the notice a Kommune's bidders should get; a warning only, the administrator decides. */
function KommunenHinweis({ kommune }: { kommune: boolean }) {
  const beginn = useWatch({ name: 'beginn' }) as string | undefined;
  if (!kommune || !beginn || !beginnZuFruehFuerKommune(Date.now(), Date.parse(beginn))) return null;
  return (
    <Alert severity="warning">
      {`Der Kunde ist eine Kommune: Bei EU-weiten Verfahren sollen zwischen der Mail an die Bieter und dem Beginn mindestens zwei Arbeitstage liegen (§ 26 VgV), also frühestens ${formatDatumZeit(fruehesterBeginnKommune(Date.now()))} Uhr.`}
    </Alert>
  );
}

function PlanDialog({ pfad, stand, kommune, schliesse }: { pfad: string; stand: Stand | null; kommune: boolean; schliesse: () => void }) {
  const planen = useAuktionPlanen(pfad);
  const [fehler, setFehler] = useState<string | null>(null);
  const telefon = useNarrowerThan('sm');
  const titelId = useId();
  const speichere = (werte: Record<string, unknown>) => {
    // The form also carries the tender it sits in (react-admin's record context): only the plan goes out.
    const { beginn, dauerMinuten, mindestschrittCtKwh, verlaengerungMinuten, maxVerlaengerungen, bestpreisSichtbar } = werte as PlanWerte;
    const hoechstens = alsGanzzahl(maxVerlaengerungen);
    return planen
      .mutateAsync({
        beginn,
        dauerMinuten: alsGanzzahl(dauerMinuten)!,
        mindestschrittCtKwh: leseZahl(mindestschrittCtKwh)!,
        verlaengerungMinuten: alsGanzzahl(verlaengerungMinuten)!,
        ...(hoechstens === undefined ? {} : { maxVerlaengerungen: hoechstens }),
        bestpreisSichtbar: !!bestpreisSichtbar,
      })
      .then(schliesse, (err: unknown) => {
        if (err instanceof ModelStateError) setFehler([err.body.message, ...Object.values(err.body.errors ?? {}).flat()].join(' '));
        else meldeHttpFehler(err);
      });
  };
  return (
    // A phone shows the plan on the whole screen; the form between paper and content is a column, so only the fields
    // scroll and the buttons stay in view (the form's content would otherwise scroll them away).
    <Dialog
      open
      onClose={schliesse}
      fullWidth
      maxWidth="sm"
      fullScreen={telefon}
      aria-labelledby={titelId}
      sx={{ '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } }}
    >
      <Form defaultValues={vorgabe(stand)} onSubmit={speichere}>
        <DialogTitle id={titelId}>{stand ? 'Online-Auktion umplanen' : 'Online-Auktion planen'}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <Typography variant="body2">Die Bieter erhalten den Plan sofort per E-Mail. Jedes EVU mit einem Angebot nimmt teil; sein Angebot ist sein Startgebot.</Typography>
            <PortalDateTimeInput source="beginn" label="portal.auktion.beginn" validate={required()} />
            <KommunenHinweis kommune={kommune} />
            <PortalTextInput source="dauerMinuten" label="portal.auktion.dauerMinuten" inputMode="numeric" validate={[pflicht, ganzzahl(1, 120)]} />
            <PortalTextInput source="mindestschrittCtKwh" label="portal.auktion.mindestschrittCtKwh" inputMode="decimal" validate={[pflicht, zahl, mindestschritt]} hint="von 0,0001 bis 1" />
            <PortalTextInput source="verlaengerungMinuten" label="portal.auktion.verlaengerungMinuten" inputMode="numeric" validate={[pflicht, ganzzahl(0, 10)]} />
            <PortalTextInput source="maxVerlaengerungen" label="portal.auktion.maxVerlaengerungen" inputMode="numeric" validate={ganzzahl(0, 100)} />
            <BooleanInput source="bestpreisSichtbar" label="portal.auktion.bestpreisSichtbar" />
            {fehler && <Alert severity="error">{fehler}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={schliesse}>Abbrechen</Button>
          <Button type="submit" variant="contained" disabled={planen.isPending}>
            Planen und Bieter benachrichtigen
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The administrator's auction: plan, re-plan or cancel before it begins, watch the live ranking, download the protocol. */
export function AdminAuktion() {
  const a = useRecordContext<{ id: number; typ: number; status: number; kundeId: number; auktion?: string }>();
  const pfad = a ? auktionsPfad.admin(a.typ, a.id) : undefined;
  const stand = useAuktion<Stand>(pfad, !!a?.auktion);
  const [planen, setPlanen] = useState(false);
  const { data: kunde } = useGetOne<{ id: number; typ: string }>('kunde', { id: a?.kundeId }, { enabled: !!a?.kundeId });
  const kommune = kunde?.typ === 'Kommune';
  if (!a || !pfad || stand === undefined) return null;
  const planbar = a.status === AusschreibungStatus.PruefungAngebote && (!stand || (stand.status === 'geplant' && Date.parse(stand.beginn) > Date.now()));
  return (
    <Stack spacing={2}>
      {!stand && <Typography>{a.status === AusschreibungStatus.PruefungAngebote ? 'Nach der Angebotsfrist können die Bieter ihre Preise in einer Online-Auktion weiter senken.' : 'Zu dieser Ausschreibung gab es keine Online-Auktion.'}</Typography>}
      {stand && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap flexWrap="wrap">
            <div>
              <Typography variant="body2" color="text.secondary">
                Status
              </Typography>
              <Typography variant="h6" component="p">{`Online-Auktion ${STATUS_TEXT[stand.status]}`}</Typography>
              <Typography variant="body2">{`${formatDatumZeit(stand.beginn)} – ${formatDatumZeit(stand.ende)} Uhr · Mindestschritt ${formatCtKwh(stand.mindestschrittCtKwh)} · Verlängerungen ${stand.verlaengerungen} von ${stand.maxVerlaengerungen}`}</Typography>
            </div>
            <AuktionsUhr auktion={stand} />
          </Stack>
          <Rangliste namensSpalte="EVU" zeilen={stand.rangliste.map((e) => ({ schluessel: e.evuId, rang: e.rang, name: e.evu, jahreskostenEuro: e.jahreskostenEuro, arbeitspreisCtKwh: e.arbeitspreisCtKwh, gebote: e.gebote }))} />
        </>
      )}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {planbar && (
          <Button variant="contained" onClick={() => setPlanen(true)}>
            {stand ? 'Umplanen' : 'Online-Auktion planen'}
          </Button>
        )}
        {planbar && stand && <AuktionAbsagenButton pfad={pfad} />}
        {stand && stand.status !== 'geplant' && <ProtokollButtons pfad={pfad} />}
      </Stack>
      {planen && <PlanDialog pfad={pfad} stand={stand} kommune={kommune} schliesse={() => setPlanen(false)} />}
    </Stack>
  );
}
