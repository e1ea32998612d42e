import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { Eigenerklaerung, EigenerklaerungEingabe } from '../../../domain/api/zulassung';
import { deutscherKalendertag } from '../../../domain/datum';
import { formatDatumZeit } from '../../../domain/format';
import { EIGENERKLAERUNG_MELDUNG, eigenerklaerungFehler, FAKULTATIVE_GRUENDE, ZWINGENDE_GRUENDE, type Ausschlussgrund, type GrundErklaerung } from '../../../domain/zulassung/eigenerklaerung';
import { useEigenerklaerungSpeichern, zulassungApi } from '../../api/evu/zulassung';
import { DatumField } from '../../ui/date/DatumField';
import { useDownload } from '../../ui/download/useDownload';
import { alsModelState } from '../../ui/errors/serverGrund';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { melde } from '../../ui/notifications/useMeldung';

const ALLE = [...ZWINGENDE_GRUENDE, ...FAKULTATIVE_GRUENDE];

/** A first declaration starts unanswered: each ground is answered by a choice of the signer, never by a default. */
function anfang(gespeichert: Eigenerklaerung | null): EigenerklaerungEingabe {
  const antworten = new Map(gespeichert?.erklaerungen.map((e) => [e.grund, e]));
  return {
    erklaerungen: ALLE.flatMap((g) => antworten.get(g.id) ?? []),
    unterzeichnetName: gespeichert?.unterzeichnetName ?? '',
    unterzeichnetAm: gespeichert?.unterzeichnetAm ?? '',
  };
}

/**
 * The Eigenerklärung zu Ausschlussgründen: every ground of § 123 and § 124 GWB answered „liegt nicht vor“ or „liegt
 * vor“ (then with what happened and the Selbstreinigung), signed with name and date. Saved, it becomes a PDF.
 */
export function EigenerklaerungForm({ gespeichert }: { gespeichert: Eigenerklaerung | null }) {
  const [werte, setWerte] = useState(() => anfang(gespeichert));
  const [gezeigt, setGezeigt] = useState(false);
  const [serverFehler, setServerFehler] = useState<{ message: string; errors: Record<string, string[]> } | null>(null);
  const speichern = useEigenerklaerungSpeichern();
  const { laeuft, starte } = useEinLauf();
  const pdf = useDownload(() => zulassungApi.eigenerklaerungPdf(), () => 'Eigenerklaerung.pdf');
  const fehler = { ...(gezeigt ? eigenerklaerungFehler(werte, deutscherKalendertag(Date.now())) : {}), ...(serverFehler?.errors ?? {}) };
  const index = (id: string) => werte.erklaerungen.findIndex((e) => e.grund === id);
  const offen = ALLE.filter((g) => index(g.id) < 0);

  /** Answers (or changes the answer to) the grounds `ids`; the answers stay in the catalogue's order. */
  const beantworte = (ids: readonly string[], aenderung: Partial<GrundErklaerung>) => {
    setServerFehler(null);
    setWerte((w) => {
      const antworten = new Map(w.erklaerungen.map((e) => [e.grund, e]));
      for (const id of ids) antworten.set(id, { ...(antworten.get(id) ?? { grund: id, liegtVor: false }), ...aenderung });
      return { ...w, erklaerungen: ALLE.flatMap((g) => antworten.get(g.id) ?? []) };
    });
  };

  const absenden = () => {
    setGezeigt(true);
    if (Object.keys(eigenerklaerungFehler(werte, deutscherKalendertag(Date.now()))).length) return;
    void starte(() =>
      speichern.mutateAsync(werte).then(
        () => {
          setServerFehler(null);
          melde('erfolg', 'Ihre Eigenerklärung wurde gespeichert.');
        },
        (e: unknown) => setServerFehler(alsModelState(e)),
      ),
    );
  };

  const grund = (g: Ausschlussgrund) => {
    const i = index(g.id);
    const e = werte.erklaerungen[i];
    const unbeantwortet = gezeigt && !e;
    return (
      <FormControl key={g.id} component="fieldset" error={unbeantwortet} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <FormLabel component="legend" sx={{ color: 'text.primary' }}>
          <strong>{g.norm}:</strong> {g.text}
        </FormLabel>
        <RadioGroup row value={e ? (e.liegtVor ? 'vor' : 'nicht') : ''} onChange={(ev) => beantworte([g.id], { liegtVor: ev.target.value === 'vor' })}>
          <FormControlLabel value="nicht" control={<Radio />} label="liegt nicht vor" />
          <FormControlLabel value="vor" control={<Radio />} label="liegt vor" />
        </RadioGroup>
        {unbeantwortet && <FormHelperText>{EIGENERKLAERUNG_MELDUNG.unbeantwortet}</FormHelperText>}
        {e?.liegtVor && (
          <Stack spacing={1}>
            <TextField
              label="Sachverhalt *"
              value={e.erlaeuterung ?? ''}
              onChange={(ev) => beantworte([g.id], { erlaeuterung: ev.target.value })}
              multiline
              minRows={2}
              error={!!fehler[`erklaerungen[${i}].erlaeuterung`]}
              helperText={fehler[`erklaerungen[${i}].erlaeuterung`]?.[0] ?? ' '}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
            <TextField
              label="Selbstreinigungsmaßnahmen (§ 125 GWB) *"
              value={e.selbstreinigung ?? ''}
              onChange={(ev) => beantworte([g.id], { selbstreinigung: ev.target.value })}
              multiline
              minRows={2}
              error={!!fehler[`erklaerungen[${i}].selbstreinigung`]}
              helperText={fehler[`erklaerungen[${i}].selbstreinigung`]?.[0] ?? ' '}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
          </Stack>
        )}
      </FormControl>
    );
  };

  return (
    <Stack spacing={2}>
      {gespeichert ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <Typography variant="body2">
            Abgegeben von {gespeichert.unterzeichnetName} am {formatDatumZeit(gespeichert.gespeichertAm)} Uhr.
          </Typography>
          <Button size="small" startIcon={<DownloadIcon />} onClick={() => pdf.starte()} disabled={pdf.isPending}>
            Eigenerklärung als PDF
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Sie haben noch keine Eigenerklärung abgegeben.
        </Typography>
      )}
      <Typography variant="subtitle2" component="h4">
        Zwingende Ausschlussgründe (§ 123 GWB)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Rechtskräftige Verurteilung einer Person, deren Verhalten dem Unternehmen zuzurechnen ist, oder Geldbuße gegen das Unternehmen (§ 30 OWiG) wegen:
      </Typography>
      <Stack>{ZWINGENDE_GRUENDE.map(grund)}</Stack>
      <Typography variant="subtitle2" component="h4">
        Fakultative Ausschlussgründe (§ 124 GWB)
      </Typography>
      <Stack>{FAKULTATIVE_GRUENDE.map(grund)}</Stack>
      {offen.length > 0 && (
        <Button onClick={() => beantworte(offen.map((g) => g.id), { liegtVor: false })} sx={{ alignSelf: 'flex-start' }}>
          {offen.length === ALLE.length ? 'Alle Gründe' : `Die übrigen ${offen.length} Gründe`} mit „liegt nicht vor“ beantworten
        </Button>
      )}
      {fehler.erklaerungen && <Alert severity="error">{fehler.erklaerungen[0]}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <TextField
          label="Unterzeichnet von (Vor- und Nachname) *"
          value={werte.unterzeichnetName}
          onChange={(ev) => {
            setServerFehler(null);
            setWerte((w) => ({ ...w, unterzeichnetName: ev.target.value }));
          }}
          error={!!fehler.unterzeichnetName}
          helperText={fehler.unterzeichnetName?.[0] ?? ' '}
          autoComplete="name"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <DatumField
          label="Datum"
          required
          value={werte.unterzeichnetAm}
          onChange={(tag) => {
            setServerFehler(null);
            setWerte((w) => ({ ...w, unterzeichnetAm: tag }));
          }}
          fehler={fehler.unterzeichnetAm?.[0]}
          maxDate={new Date()}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Mit dem Speichern versichern Sie, dass die Angaben vollständig und wahr sind, und verpflichten sich, Änderungen unverzüglich mitzuteilen.
      </Typography>
      {serverFehler && !Object.keys(serverFehler.errors).length && <Alert severity="error">{serverFehler.message}</Alert>}
      <Button variant="contained" onClick={absenden} disabled={laeuft} sx={{ alignSelf: 'flex-start' }}>
        Eigenerklärung speichern
      </Button>
    </Stack>
  );
}
