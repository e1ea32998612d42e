import { useEffect, useState } from 'react';
import { parseISO } from 'date-fns';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BONITAET_KLASSE_TEXT, BONITAET_KLASSEN, type ZulassungAdminAntwort } from '../../../../domain/api/zulassungAdmin';
import { istKalenderdatum } from '../../../../domain/datum';
import { formatDatum, formatTag } from '../../../../domain/format';
import { bonitaetsHinweise } from '../../../../domain/zulassung/bonitaetsHinweis';
import { useBonitaetErfassen } from '../../../api/admin/zulassung';
import { DatumField } from '../../../ui/date/DatumField';
import { meldungAus } from '../../../ui/errors/serverGrund';
import { DialogFrame } from '../../../ui/dialogs/DialogFrame';
import { useEinLauf } from '../../../ui/form/useEinLauf';
import { melde } from '../../../ui/notifications/useMeldung';

/** The dialog that records a rating as an agency gave it: class 1–6 explained, its date (not after today), the source. */
export function BonitaetDialog({ offen, evuId, heute, onSchliessen }: { offen: boolean; evuId: number; heute: string; onSchliessen: () => void }) {
  const [klasse, setKlasse] = useState('');
  const [datum, setDatum] = useState(heute);
  const [quelle, setQuelle] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const erfasse = useBonitaetErfassen(evuId);
  const { laeuft, starte } = useEinLauf();
  useEffect(() => {
    if (!offen) return;
    setKlasse('');
    setDatum(heute);
    setQuelle('');
    setFehler(null);
  }, [offen, heute]);
  const gueltig = istKalenderdatum(datum);
  const zukunft = gueltig && datum > heute;
  const vollstaendig = klasse !== '' && gueltig && !zukunft && quelle.trim() !== '';
  const speichere = () =>
    void starte(() =>
      erfasse.mutateAsync({ klasse: Number(klasse), datum, quelle: quelle.trim() }).then(
        () => {
          melde('erfolg', 'Die Bonität ist erfasst.');
          onSchliessen();
        },
        (e: unknown) => setFehler(meldungAus(e)),
      ),
    );
  return (
    <DialogFrame
      offen={offen}
      titel="Bonität erfassen"
      onSchliessen={onSchliessen}
      telefonVollbild
      aktionen={
        <>
          <Button onClick={onSchliessen}>Abbrechen</Button>
          <Button variant="contained" onClick={speichere} disabled={!vollstaendig || laeuft}>
            Speichern
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Tragen Sie die Bewertung einer Auskunftei ein, wie sie Ihnen vorliegt. Klasse 1 ist die beste, 6 steht für Zahlungsausfall; ab Klasse 5 warnt das Portal vor einem Zuschlag.
        </Typography>
        <TextField select label="Bonitätsklasse" required value={klasse} onChange={(e) => setKlasse(e.target.value)}>
          {BONITAET_KLASSEN.map((k) => (
            <MenuItem key={k} value={String(k)}>
              {`Klasse ${k} – ${BONITAET_KLASSE_TEXT[k]}`}
            </MenuItem>
          ))}
        </TextField>
        <DatumField
          label="Datum der Bewertung"
          required
          value={datum}
          onChange={setDatum}
          maxDate={parseISO(heute)}
          fehler={zukunft ? 'Das Datum der Bewertung darf nicht in der Zukunft liegen.' : undefined}
        />
        <TextField label="Quelle (Auskunftei)" required value={quelle} onChange={(e) => setQuelle(e.target.value)} placeholder="z. B. Creditreform" slotProps={{ htmlInput: { maxLength: 100 } }} />
        {fehler && <Alert severity="error">{fehler}</Alert>}
      </Stack>
    </DialogFrame>
  );
}

/** The latest credit rating with what calls for caution, and the way to record a new one. */
export function BonitaetAbschnitt({ evuId, bonitaet, heute }: { evuId: number; bonitaet: ZulassungAdminAntwort['bonitaet']; heute: string }) {
  const [offen, setOffen] = useState(false);
  const hinweise = bonitaetsHinweise(bonitaet, heute);
  return (
    <Stack spacing={1}>
      {bonitaet && (
        <Typography>
          {`Klasse ${bonitaet.klasse} – ${BONITAET_KLASSE_TEXT[bonitaet.klasse]}, vom ${formatDatum(bonitaet.datum)} (${bonitaet.quelle})`}
          <Typography component="span" variant="body2" color="text.secondary">{` · erfasst am ${formatTag(bonitaet.erfasstAm)}${bonitaet.erfasstVon ? ` von ${bonitaet.erfasstVon}` : ''}`}</Typography>
        </Typography>
      )}
      {hinweise.length > 0 && <Alert severity={bonitaet ? 'warning' : 'info'}>{hinweise.join(' ')}</Alert>}
      <div>
        <Button variant="outlined" onClick={() => setOffen(true)}>
          Bonität erfassen …
        </Button>
      </div>
      <BonitaetDialog offen={offen} evuId={evuId} heute={heute} onSchliessen={() => setOffen(false)} />
    </Stack>
  );
}
