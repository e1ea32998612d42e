import { useEffect, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Eignung, EignungEingabe, EignungsPruefungEingabe } from '../../../../domain/api/eignung';
import type { StromAusschreibung } from '../../../../domain/api/ausschreibung';
import { formatZahl } from '../../../../domain/format';
import { AEHNLICHES_VOLUMEN_PROZENT, hatKriterien, kriterienTexte } from '../../../../domain/zulassung/eignung';
import { useEignung, useEignungSpeichern } from '../../../api/admin/useAusschreibungAdmin';
import { alleGruende } from '../../../ui/errors/serverGrund';
import { useEinLauf } from '../../../ui/form/useEinLauf';
import { BieterEignung } from './BieterEignung';
import { NichtGeeignetDialog } from './NichtGeeignetDialog';

/** Digits only, as a whole number; empty: the criterion is not asked for. */
const alsZahl = (text: string) => (text.trim() === '' ? null : Number(text));
const gueltig = (text: string, hoechstens: number) => text.trim() === '' || (/^[1-9]\d*$/.test(text.trim()) && Number(text) <= hoechstens);

/** Every recorded result as the PUT sends it back: the server replaces what it has with what it gets. */
const bisherigePruefungen = (e: Eignung): EignungsPruefungEingabe[] =>
  e.bieter.flatMap((b) => (b.pruefung ? [{ evuId: b.evuId, geeignet: b.pruefung.geeignet, begruendung: b.pruefung.begruendung }] : []));

function Kriterien({ e, speichere, laeuft }: { e: Eignung; speichere: (k: EignungEingabe['kriterien']) => void; laeuft: boolean }) {
  const [umsatz, setUmsatz] = useState('');
  const [referenzen, setReferenzen] = useState('');
  useEffect(() => {
    setUmsatz(e.kriterien.mindestjahresumsatzEur?.toString() ?? '');
    setReferenzen(e.kriterien.mindestReferenzen?.toString() ?? '');
  }, [e.kriterien.mindestjahresumsatzEur, e.kriterien.mindestReferenzen]);
  const umsatzOk = gueltig(umsatz, 1_000_000_000_000);
  const referenzenOk = gueltig(referenzen, 100);
  const aehnlich = `Eine Referenz zählt als ähnlich, wenn sie in der Sparte der Ausschreibung mindestens ${formatZahl(e.aehnlichAbMwh, 0, 4)} MWh im Jahr umfasst (${AEHNLICHES_VOLUMEN_PROZENT} % des Jahresverbrauchs der Ausschreibung).`;

  if (!e.kriterienAenderbar) {
    return (
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1">Eignungskriterien</Typography>
        {hatKriterien(e.kriterien) ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {kriterienTexte(e.kriterien, e.aehnlichAbMwh).map((t) => (
              <li key={t}>{t}</li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">Für diese Ausschreibung sind keine Eignungskriterien festgelegt.</Typography>
        )}
        <Typography variant="body2" color="text.secondary">Die Kriterien können nach Ablauf der Angebotsfrist nicht mehr geändert werden.</Typography>
      </Stack>
    );
  }
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label="Eignungskriterien"
      onSubmit={(ev) => {
        ev.preventDefault();
        if (umsatzOk && referenzenOk) speichere({ mindestjahresumsatzEur: alsZahl(umsatz), mindestReferenzen: alsZahl(referenzen) });
      }}
    >
      <Typography component="h3" variant="subtitle1">Eignungskriterien</Typography>
      <Typography variant="body2" color="text.secondary">
        Optional, für öffentliche Vergaben (§ 122 GWB). Sind Kriterien festgelegt, muss vor der Freigabe der Angebote für jeden Bieter das Ergebnis der Eignungsprüfung erfasst sein.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Mindestjahresumsatz (€)"
          value={umsatz}
          onChange={(ev) => setUmsatz(ev.target.value.replace(/\D/g, ''))}
          error={!umsatzOk}
          helperText={umsatzOk ? 'Leer: kein Kriterium' : 'Bitte eine ganze Zahl ab 1 angeben.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Referenzen (Anzahl)"
          value={referenzen}
          onChange={(ev) => setReferenzen(ev.target.value.replace(/\D/g, ''))}
          error={!referenzenOk}
          helperText={referenzenOk ? 'ähnlichen Umfangs; leer: kein Kriterium' : 'Bitte eine ganze Zahl von 1 bis 100 angeben.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <Typography variant="body2">{aehnlich}</Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={laeuft || !umsatzOk || !referenzenOk}>
          Kriterien speichern
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The administrator's "Eignung" tab: the tender's Eignungskriterien and, per bidder, the facts that support the
 * decision and the result (geeignet, or nicht geeignet with a Begründung asked for in a dialog).
 */
export function EignungTab() {
  const a = useRecordContext<StromAusschreibung>();
  const { data: e, isPending, error } = useEignung(a);
  const speichern = useEignungSpeichern({ id: a?.id ?? 0, typ: a?.typ ?? 1 });
  const { laeuft, starte } = useEinLauf();
  const [fehler, setFehler] = useState<string | null>(null);
  const [nichtGeeignet, setNichtGeeignet] = useState<number | null>(null);
  const notify = useNotify();
  if (!a) return null;
  if (isPending) return <Skeleton variant="rectangular" height={160} aria-label="Eignungsprüfung wird geladen" />;
  if (error || !e) return <Alert severity="error">Die Eignungsprüfung konnte nicht geladen werden.</Alert>;

  const sende = (eingabe: EignungEingabe, erfolg: string) =>
    starte(() =>
      speichern.mutateAsync(eingabe).then(
        () => {
          setFehler(null);
          setNichtGeeignet(null);
          notify(erfolg, { type: 'success' });
        },
        (err: unknown) => setFehler(alleGruende(err)),
      ),
    );
  const mitErgebnis = (p: EignungsPruefungEingabe) => [...bisherigePruefungen(e).filter((q) => q.evuId !== p.evuId), p];
  const kriterien = { mindestjahresumsatzEur: e.kriterien.mindestjahresumsatzEur, mindestReferenzen: e.kriterien.mindestReferenzen };
  const offen = e.bieter.filter((b) => !b.pruefung);
  const imDialog = e.bieter.find((b) => b.evuId === nichtGeeignet);

  return (
    <Stack spacing={3}>
      <Kriterien e={e} laeuft={laeuft} speichere={(k) => void sende({ kriterien: k, pruefungen: bisherigePruefungen(e) }, 'Die Eignungskriterien wurden gespeichert.')} />
      {fehler && !imDialog && (
        <Alert severity="error" onClose={() => setFehler(null)}>
          {fehler}
        </Alert>
      )}
      <Stack spacing={1.5}>
        <Typography component="h3" variant="subtitle1">Eignungsprüfung der Bieter</Typography>
        {!e.pruefungenAenderbar && e.bieter.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {a.status >= 3 ? 'Mit der Freigabe der Angebote ist die Eignungsprüfung abgeschlossen; die Ergebnisse sind festgeschrieben.' : 'Die Eignungsprüfung ist möglich, sobald Angebote eingehen.'}
          </Typography>
        )}
        {e.pruefungenAenderbar && hatKriterien(e.kriterien) && offen.length > 0 && (
          <Alert severity="info">{`Vor der Freigabe der Angebote fehlt noch das Ergebnis für: ${offen.map((b) => b.evu).join(', ')}.`}</Alert>
        )}
        {e.bieter.length === 0 ? (
          <Typography variant="body2">Es liegt noch kein Angebot vor. Geprüft werden nur Bieter, die ein Angebot abgegeben haben.</Typography>
        ) : (
          <Box component="ul" aria-label="Bieter" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {e.bieter.map((b) => (
              <BieterEignung
                key={b.evuId}
                b={b}
                aenderbar={e.pruefungenAenderbar}
                laeuft={laeuft}
                onGeeignet={() => void sende({ kriterien, pruefungen: mitErgebnis({ evuId: b.evuId, geeignet: true, begruendung: null }) }, `${b.evu} ist als geeignet erfasst.`)}
                onNichtGeeignet={() => setNichtGeeignet(b.evuId)}
              />
            ))}
          </Box>
        )}
      </Stack>
      {imDialog && (
        <NichtGeeignetDialog
          evu={imDialog.evu}
          vorgabe={imDialog.pruefung && !imDialog.pruefung.geeignet ? (imDialog.pruefung.begruendung ?? '') : ''}
          laeuft={laeuft}
          fehler={fehler}
          onAbbrechen={() => {
            setFehler(null);
            setNichtGeeignet(null);
          }}
          onBestaetigen={(begruendung) =>
            void sende({ kriterien, pruefungen: mitErgebnis({ evuId: imDialog.evuId, geeignet: false, begruendung }) }, `${imDialog.evu} ist als nicht geeignet erfasst.`)
          }
        />
      )}
    </Stack>
  );
}
