import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Create, Form, SaveButton, useSaveContext } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import SendIcon from '@mui/icons-material/Send';
import { Sparte, SPARTE_LABEL } from '../../../domain/ausschreibung';
import { Zusammenfassung } from './Zusammenfassung';
import { kundenAngebotsfristFehler, pruefeAusschreibung, type PruefbareAusschreibung } from '../../../domain/ausschreibungPruefung';
import { ausBerlinerWanduhr, berlinerWanduhr } from '../../../domain/datum';
import { naechsterArbeitstag } from '../../../domain/kalender/feiertage';
import { alsEingabe } from '../../ausschreibung/form/alsEingabe';
import { useBenutzerdaten } from '../../api/benutzerdaten';
import { EckdatenInputs } from '../../ausschreibung/form/EckdatenInputs';
import { LieferstellenInput } from '../../ausschreibung/form/LieferstellenInput';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { SingleSelect } from '../../ui/select/SingleSelect';
import { pflicht } from '../../ui/validation/rules';

const SCHRITTE = ['Eckdaten', 'Lieferstellen', 'Prüfen & Absenden'] as const;
const TAG = 86_400_000;

/**
 * Sensible defaults: three weeks for offers (ending on a working day), one more week for the Zuschlag, delivery for
 * the calendar year after the Bindefrist (from late November on the year after next: the offers then bind into January).
 */
export function neueAusschreibung(jetzt = new Date()) {
  const angebotsfrist = naechsterArbeitstag(jetzt.getTime() + 21 * TAG, []);
  const jahr = berlinerWanduhr(new Date(angebotsfrist + 7 * TAG)).getFullYear() + 1;
  // Noon German time, wherever the browser is.
  const mittag = (ms: number) => ausBerlinerWanduhr(new Date(berlinerWanduhr(new Date(ms)).setHours(12, 0, 0, 0))).toISOString();
  return {
    typ: Sparte.Strom,
    bezeichnung: '',
    lieferbeginn: `${jahr}-01-01`,
    lieferende: `${jahr}-12-31`,
    angebotsfrist: mittag(angebotsfrist),
    bindefrist: mittag(angebotsfrist + 7 * TAG),
    preismodell: 'Festpreis',
    toleranzband: 10,
    zahlungszielTage: 14,
    rechnungslegung: 'Monatsrechnung',
    bemerkung: '',
    aktuellerVertrag: { arbeitspreisCtKwh: '', grundpreisEurMonat: '', leistungspreisEurKwJahr: '' },
    oekostrom: 'keiner',
    marktgebiet: 'THE',
    gasqualitaet: 'H',
    lieferstellen: [] as Record<string, unknown>[],
  };
}

/** Only the Sparte's own fields go to the server (its input shapes are strict). */
function alsNeueAusschreibung(daten: Record<string, unknown>) {
  const { oekostrom, marktgebiet, gasqualitaet, ...rest } = alsEingabe(daten as never);
  const gas = daten.typ === Sparte.Gas;
  return {
    ...rest,
    typ: daten.typ,
    ...(gas ? { marktgebiet, gasqualitaet } : { oekostrom }),
    lieferstellen: (rest.lieferstellen as Record<string, unknown>[]).map(({ spannungsebene, druckstufe, ...l }) => ({ ...l, ...(gas ? { druckstufe } : { spannungsebene }) })),
  };
}

/** The fields each step holds, in the order they appear; a field not listed (the server's own) stays where it is. */
const FELDER: readonly (readonly string[])[] = [
  ['typ', 'bezeichnung', 'lieferbeginn', 'lieferende', 'angebotsfrist', 'bindefrist', 'preismodell', 'rechnungslegung', 'zahlungszielTage', 'toleranzband', 'oekostrom', 'marktgebiet', 'gasqualitaet', 'aktuellerVertrag', 'bemerkung'],
  ['lieferstellen'],
];
const schrittVon = (pfad: string) => FELDER.findIndex((felder) => felder.includes(pfad.split(/[.[]/)[0]!));

/** The paths of every message inside a field's error (a Lieferstelle's fields sit in the list's error). */
function fehlerPfade(fehler: unknown, pfad: string): string[] {
  if (!fehler || typeof fehler !== 'object') return [];
  const f = fehler as Record<string, unknown>;
  if (typeof f.type === 'string') return [pfad];
  return Object.entries(f).flatMap(([k, v]) => (k === 'ref' || k === 'root' ? [] : fehlerPfade(v, `${pfad}.${k}`)));
}

/**
 * The rules the server applies beyond each field's own (domain/ausschreibungPruefung.ts), for one step's fields,
 * by form path (`lieferstellen.2.maloId`): the dates of step 1 with the Kunde's day of lead time, the
 * Lieferstellen of step 2 (RLM needs a Leistung, no MaLo-ID twice).
 */
function regelFehler(schritt: number, werte: Record<string, unknown>, kommune: boolean): [string, string][] {
  const eingabe = alsNeueAusschreibung(werte) as unknown as PruefbareAusschreibung;
  const sparte: Sparte = werte.typ === Sparte.Gas ? Sparte.Gas : Sparte.Strom;
  const { fehler } = pruefeAusschreibung(schritt === 0 ? { ...eingabe, lieferstellen: [] } : eingabe, sparte, kommune);
  const frist = schritt === 0 ? kundenAngebotsfristFehler(eingabe.angebotsfrist, Date.now()) : undefined;
  if (frist) (fehler.angebotsfrist ??= []).push(frist);
  return Object.entries(fehler)
    .map(([pfad, texte]) => [pfad.replace(/\[(\d+)\]/g, '.$1'), texte[0]!] as [string, string])
    .filter(([pfad]) => schrittVon(pfad) === schritt);
}

/** Steps of one form: every step stays mounted, so going back keeps what was typed. */
function Schritte({ sendet }: { sendet: boolean }) {
  const [schritt, setSchritt] = useState(0);
  const { trigger, getValues, setValue, setError, getFieldState, setFocus } = useFormContext();
  const { submitCount, isSubmitting } = useFormState();
  const typ = useWatch({ name: 'typ' }) as Sparte;
  const lieferstellen = (useWatch({ name: 'lieferstellen' }) as unknown[] | undefined) ?? [];
  // The Kunde's own PLZ names the Land whose holidays the Angebotsfrist should avoid.
  const benutzerdaten = useBenutzerdaten().data as { plz?: string; typ?: string } | undefined;
  const kundePlz = benutzerdaten?.plz;
  // A Kommune's Zuschlag waits for the Stillhaltefrist: its Bindefrist is checked for it as the server does.
  const kommune = benutzerdaten?.typ === 'Kommune';
  const zeigeFehler = (felder: readonly string[]) => {
    const pfade = felder.flatMap((feld) => fehlerPfade(getFieldState(feld).error, feld));
    for (const pfad of pfade) setValue(pfad, getValues(pfad), { shouldTouch: true });
    return pfade;
  };
  const weiter = async () => {
    // Only this step's fields are checked before moving on, with the server's rules; the server checks everything again.
    const felder = FELDER[schritt]!;
    const gueltig = await trigger([...felder]);
    const regeln = gueltig ? regelFehler(schritt, getValues(), kommune) : [];
    if (gueltig && regeln.length === 0) {
      setSchritt((s) => s + 1);
      return;
    }
    for (const [pfad, text] of regeln) setError(pfad, { type: 'regel', message: text });
    // Messages appear on touched fields (SPEC.md section 5): every field that stops the step counts as touched,
    // down to a Lieferstelle's own fields, so none of them blocks the step without its message.
    // The keyboard lands on the first field to correct.
    const erster = zeigeFehler(felder)[0];
    if (erster) setFocus(erster);
  };
  // A refused submit (the form's own rules or the server's field errors) shows the step holding the first error.
  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    const felder = FELDER.flat().filter((f) => getFieldState(f).invalid);
    if (felder.length === 0) return;
    zeigeFehler(felder);
    setSchritt(Math.min(...felder.map(schrittVon)));
    // Once per finished submit, not on every keystroke: only the submit's own state is listened to.
  }, [submitCount, isSubmitting]);
  // Enter in a one-line field goes on like "Weiter" (a form's habit); the tender is only sent by its button.
  // A text area keeps its new line, an open list its choice.
  const enterGehtWeiter = (e: KeyboardEvent<HTMLElement>) => {
    const ziel = e.target;
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || !(ziel instanceof HTMLInputElement) || ziel.getAttribute('aria-expanded') === 'true') return;
    if (['checkbox', 'radio', 'file', 'button', 'submit'].includes(ziel.type)) return;
    e.preventDefault();
    void weiter();
  };
  const seite = (i: number, inhalt: ReactNode) => (
    <Box hidden={schritt !== i} role="tabpanel" aria-label={SCHRITTE[i]} onKeyDown={i < SCHRITTE.length - 1 ? enterGehtWeiter : undefined}>
      {inhalt}
    </Box>
  );
  return (
    <Stack spacing={3}>
      <Stepper activeStep={schritt} alternativeLabel>
        {SCHRITTE.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {seite(
        0,
        <>
          <SingleSelect source="typ" choices={[Sparte.Strom, Sparte.Gas].map((value) => ({ value, label: SPARTE_LABEL[value] }))} validate={pflicht} />
          <EckdatenInputs sparte={typ} kundePlz={kundePlz} kommune={kommune} />
        </>,
      )}
      {seite(
        1,
        <>
          {lieferstellen.length === 0 && <Alert severity="info">Fügen Sie mit „Lieferstelle hinzufügen“ (+) die erste Lieferstelle hinzu oder übernehmen Sie viele auf einmal „Aus Datei importieren“. Die MaLo-ID finden Sie auf Ihrer Energierechnung.</Alert>}
          <LieferstellenInput sparte={typ} />
        </>,
      )}
      {/* Only while shown: it reads the whole form, and would otherwise render again on every keystroke of the steps before. */}
      {seite(2, schritt === 2 && <Zusammenfassung />)}
      <Stack direction="row" spacing={1}>
        {schritt > 0 && <Button onClick={() => setSchritt((s) => s - 1)}>Zurück</Button>}
        {schritt < SCHRITTE.length - 1 ? (
          <Button variant="contained" onClick={() => void weiter()}>
            Weiter
          </Button>
        ) : (
          // It sends the tender for review rather than saving a draft: the icon says so.
          // Enabled without changes (the defaults are a valid tender), but not while the tender is being sent.
          <SaveButton label="portal.ausschreibung.absenden" icon={<SendIcon />} alwaysEnable={!sendet} disabled={sendet} />
        )}
      </Stack>
    </Stack>
  );
}

/** The form sends once at a time: a double click or a second Enter while the tender is on its way is ignored. */
function Assistent() {
  const { save } = useSaveContext();
  const { laeuft, starte } = useEinLauf();
  // Field errors the server answers are returned, so the form puts them on their fields.
  const sende = (werte: Record<string, unknown>) => starte(async () => save?.(werte));
  return (
    <Form defaultValues={neueAusschreibung()} onSubmit={sende} warnWhenUnsavedChanges>
      <Schritte sendet={laeuft} />
    </Form>
  );
}

/** /kunde/ausschreibung/create: a new Strom or Gas tender in three steps. */
export function KundeAusschreibungCreate() {
  return (
    <Create title="Neue Ausschreibung" transform={alsNeueAusschreibung} redirect="show">
      <Card>
        <CardContent>
          <Assistent />
        </CardContent>
      </Card>
    </Create>
  );
}
