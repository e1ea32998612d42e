import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminFrage } from '../../../domain/api/vergabe';
import { FRAGE_LAENGE } from '../../../domain/api/vergabe';
import { AusschreibungStatus, istBeendet } from '../../../domain/ausschreibung';
import { formatDatumZeit } from '../../../domain/format';
import { ANTWORTFRIST_TAGE_HOECHSTENS, tageText } from '../../../domain/vergabe/fristen';
import { useAdminFragen, useAntwortregel, useAntwortregelSetzen, useBeantworten, useEntwurf } from '../../api/vergabe';
import { DialogFrame } from '../../ui/dialogs/DialogFrame';
import { FEHLER_ALLGEMEIN, melde, meldeHttpFehler } from '../../ui/notifications/useMeldung';
import { fehlernummer } from '../../ui/errors/fehlertext';
import { DateTimeField } from '../../ui/date/DateTimeField';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { BieterfragenList } from '../../vergabe/BieterfragenList';
import { FragePflege } from './FragePflege';

interface Detail {
  id: number;
  typ: number;
  status: number;
}

/** A refused publication's text for the dialog: the server's German message, a field's own where it named one. */
function dialogFehler(fehler: unknown): { feld?: string; meldung: string } {
  const body = (fehler as { body?: { message?: unknown; errors?: Record<string, string[]> } } | undefined)?.body;
  const feld = body?.errors?.angebotsfristVerlaengernBis?.[0];
  if (feld) return { feld, meldung: feld };
  const nummer = fehlernummer(fehler);
  const text = typeof body?.message === 'string' && body.message ? body.message : FEHLER_ALLGEMEIN;
  return { meldung: nummer ? `${text} Fehlernummer: ${nummer}` : text };
}

/**
 * One unanswered question: a draft the Kunde can read, or the published answer for every bidder. An answer later
 * than the tender's rule allows (§ 20 (3) VgV) asks first whether the Angebotsfrist should move in the same step;
 * the dialog offers the server's suggestion and says in German, beside the date, why a date was refused.
 */
function Beantworten({ a, frage }: { a: Detail; frage: AdminFrage }) {
  const translate = useTranslate();
  const [antwort, setAntwort] = useState(frage.antwort ?? '');
  const [dialog, setDialog] = useState(false);
  const [neueFrist, setNeueFrist] = useState('');
  const [fehler, setFehler] = useState<{ feld?: string; meldung: string }>();
  const regel = useAntwortregel(a.typ, a.id);
  const beantworten = useBeantworten(a.typ, a.id);
  const entwurf = useEntwurf(a.typ, a.id);
  // One run covers asking for the rule and publishing, so a double click neither publishes twice nor asks twice.
  const { laeuft, starte } = useEinLauf();
  const veroeffentliche = (angebotsfristVerlaengernBis?: string) =>
    beantworten.mutateAsync({ frageId: frage.id, eingabe: { antwort: antwort.trim(), ...(angebotsfristVerlaengernBis ? { angebotsfristVerlaengernBis } : {}) } }).then(() => {
      setDialog(false);
      melde('erfolg', angebotsfristVerlaengernBis ? 'Die Antwort ist veröffentlicht und die Angebotsfrist verlängert.' : 'Die Antwort ist für alle Bieter veröffentlicht.');
    });
  // In the dialog a refusal stays beside the date; the rule is asked again, so its times are the server's of now.
  const imDialog = (angebotsfristVerlaengernBis?: string) =>
    starte(() =>
      veroeffentliche(angebotsfristVerlaengernBis).catch(async (e: unknown) => {
        setFehler(dialogFehler(e));
        await regel.refetch();
      }),
    );
  // Asked afresh at the click: the page may have been open for a while, and the server's clock decides.
  const klickVeroeffentlichen = () =>
    starte(async () => {
      const r = (await regel.refetch()).data;
      if (r?.jetztZuSpaet) {
        setNeueFrist(r.vorgeschlageneAngebotsfrist);
        setFehler(undefined);
        setDialog(true);
      } else await veroeffentliche().catch(meldeHttpFehler);
    });
  const speichereEntwurf = () =>
    starte(() => entwurf.mutateAsync({ frageId: frage.id, antwort: antwort.trim() }).then(() => melde('erfolg', 'Der Entwurf ist gespeichert.'), meldeHttpFehler));
  const leer = !antwort.trim();
  return (
    <Stack spacing={1} alignItems="flex-start" sx={{ pt: 1 }}>
      <TextField label={translate('portal.ausschreibung.bieterfragen.antwort')} value={antwort} onChange={(e) => setAntwort(e.target.value)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: FRAGE_LAENGE } }} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          onClick={() => void speichereEntwurf()}
          disabled={leer || laeuft}
        >
          Entwurf speichern
        </Button>
        <Button variant="contained" onClick={() => void klickVeroeffentlichen()} disabled={leer || laeuft || regel.isPending}>
          Antwort veröffentlichen
        </Button>
      </Stack>
      {regel.data && (
        <DialogFrame
          offen={dialog}
          titel="Antwort kommt spät"
          onSchliessen={() => setDialog(false)}
          aktionen={
            <>
              <Button onClick={() => setDialog(false)} autoFocus>
                Abbrechen
              </Button>
              <Button disabled={laeuft} onClick={() => void imDialog()}>
                Ohne Verlängerung veröffentlichen
              </Button>
              <Button variant="contained" disabled={!neueFrist || laeuft} onClick={() => void imDialog(neueFrist)}>
                Veröffentlichen und verlängern
              </Button>
            </>
          }
        >
          <Stack spacing={2}>
            <DialogContentText>
              {`Antworten auf Bieterfragen sollen spätestens ${tageText(regel.data.antwortfristTage)} vor der Angebotsfrist vorliegen (§ 20 Abs. 3 VgV), hier also bis ${formatDatumZeit(regel.data.antwortSpaetestensBis)} Uhr. Die Angebotsfrist endet am ${formatDatumZeit(regel.data.angebotsfrist)} Uhr. Sie können sie mit der Veröffentlichung verlängern; alle eingeladenen Bieter erhalten dann eine E-Mail.`}
            </DialogContentText>
            {fehler && !fehler.feld && <Alert severity="error">{fehler.meldung}</Alert>}
            <DateTimeField
              label={translate('portal.ausschreibung.bieterfragen.neueAngebotsfrist')}
              value={neueFrist}
              onChange={(iso) => {
                setNeueFrist(iso);
                setFehler(undefined);
              }}
              fehler={fehler?.feld}
              hinweis={`frühestens ${formatDatumZeit(regel.data.fruehesteAngebotsfrist)} Uhr`}
            />
          </Stack>
        </DialogFrame>
      )}
    </Stack>
  );
}

/** The tender's rule: how many days before the Angebotsfrist answers must be out (default 6, § 20 (3) VgV). */
function Antwortfrist({ a }: { a: Detail }) {
  const translate = useTranslate();
  const regel = useAntwortregel(a.typ, a.id);
  const setzen = useAntwortregelSetzen(a.typ, a.id);
  const [tage, setTage] = useState<string>('');
  if (!regel.data) return null;
  const wert = tage === '' ? String(regel.data.antwortfristTage) : tage;
  const zahl = Number(wert);
  const gueltig = Number.isInteger(zahl) && zahl >= 0 && zahl <= ANTWORTFRIST_TAGE_HOECHSTENS;
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      <TextField
        label={translate('portal.ausschreibung.bieterfragen.antwortfrist')}
        type="number"
        size="small"
        // Wide enough for the whole label: a cut-off label leaves the number without its meaning.
        sx={{ width: { xs: '100%', sm: 320 } }}
        value={wert}
        onChange={(e) => setTage(e.target.value)}
        error={!gueltig}
        helperText={gueltig ? `bis ${formatDatumZeit(regel.data.antwortSpaetestensBis)} Uhr` : `Bitte 0 bis ${ANTWORTFRIST_TAGE_HOECHSTENS} Tage angeben.`}
        slotProps={{ htmlInput: { min: 0, max: ANTWORTFRIST_TAGE_HOECHSTENS } }}
      />
      <Button
        disabled={!gueltig || zahl === regel.data.antwortfristTage || setzen.isPending}
        onClick={() => setzen.mutate(zahl, { onSuccess: () => (setTage(''), melde('erfolg', 'Die Frist für Antworten ist gespeichert.')), onError: meldeHttpFehler })}
      >
        Speichern
      </Button>
    </Stack>
  );
}

/**
 * The administrator's tab of the bidders' questions, with who asked: the answer rule, the answers, and until the
 * tender is closed the published wording and whether a question is published at all.
 */
export function BieterfragenTab() {
  const a = useRecordContext<Detail>();
  if (!a) return null;
  return <BieterfragenInhalt a={a} />;
}

function BieterfragenInhalt({ a }: { a: Detail }) {
  const { data, isPending, error } = useAdminFragen(a.typ, a.id);
  const aktiv = a.status === AusschreibungStatus.Aktiv;
  const abgeschlossen = istBeendet(a.status);
  return (
    <Stack spacing={2}>
      {a.status <= AusschreibungStatus.Aktiv && <Antwortfrist a={a} />}
      {!aktiv && <Alert severity="info">Antworten können nur veröffentlicht werden, solange die Ausschreibung aktiv ist.</Alert>}
      <BieterfragenList
        fragen={data?.map((f) => ({ ...f, hinweis: f.veroeffentlicht ? `von ${f.evu}` : `von ${f.evu} · nicht veröffentlicht` }))}
        isPending={isPending}
        error={error}
        entwuerfeZeigen={!aktiv}
        zusatz={(f) => {
          const frage = data?.find((x) => x.id === f.id);
          if (!frage) return null;
          if (!frage.veroeffentlicht) return <Typography color="text.secondary">Nicht veröffentlicht: Bieter und Auftraggeber sehen diese Frage nicht; ihr Wortlaut steht im Protokoll.</Typography>;
          return (
            <>
              {!abgeschlossen && <FragePflege a={a} frage={frage} />}
              {aktiv && !frage.beantwortetAm && <Beantworten a={a} frage={frage} />}
            </>
          );
        }}
      />
    </Stack>
  );
}
