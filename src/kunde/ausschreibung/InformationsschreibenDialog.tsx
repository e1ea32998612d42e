import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';
import type { Begruendung, InformationsschreibenVorschau } from '../../../domain/api/zuschlag';
import { formatEuro, formatUhrzeit } from '../../../domain/format';
import { BEGRUENDUNG_LAENGE, informationsschreibenText } from '../../../domain/vergabe/informationsschreiben';
import { useInformationsschreibenVorschau } from '../../api/verfahren';
import { DialogFrame } from '../../ui/dialogs/DialogFrame';
import { httpFehlerText } from '../../ui/notifications/useMeldung';

/** The letter as the bidder will read it, with the reasons as they stand in the field above. */
function Brief({ v, begruendung }: { v: InformationsschreibenVorschau; begruendung: string }) {
  const t = informationsschreibenText({ ...v.schreiben, begruendung: begruendung.trim() || '…' });
  return (
    <Box
      role="document"
      aria-label={`Vorschau des Informationsschreibens an ${v.evu}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default', overflowWrap: 'anywhere' }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {t.absender.join(' · ')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t.empfaenger}
      </Typography>
      <Typography variant="body2" align="right">
        {t.datum}
      </Typography>
      <Typography variant="subtitle2" component="p" sx={{ my: 1 }}>
        {t.betreff}
      </Typography>
      {t.absaetze.map((absatz) => (
        <Typography key={absatz} variant="body2" sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
          {absatz}
        </Typography>
      ))}
      {t.angaben.map(([label, wert]) => (
        <Typography key={label} variant="body2">
          <strong>{label}:</strong> {wert}
        </Typography>
      ))}
      {t.schluss.map((absatz) => (
        <Typography key={absatz} variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {absatz}
        </Typography>
      ))}
    </Box>
  );
}

/** A ranked bidder by its rank, an excluded one as such: its letter names the Eignungsprüfung instead. */
const ueberschrift = (v: InformationsschreibenVorschau) => (v.rang === null ? `Ausgeschlossen (nicht geeignet): ${v.evu}` : `Rang ${v.rang}: ${v.evu}`);

/**
 * Before a Zuschlag that waits for the Stillhaltefrist (§ 134 GWB): the Kunde reads the Informationsschreiben every
 * other bidder will get in its name, states the reasons for each (suggested: rank and extra cost) and confirms.
 */
export function InformationsschreibenDialog({ offen, a, angebot, laeuft, onBestaetigen, onAbbrechen, gesperrt = false, fehler, children }: {
  offen: boolean;
  a: { id: number; nummer: string };
  angebot: VergleichsAngebot;
  laeuft: boolean;
  onBestaetigen: (begruendungen: Begruendung[]) => void;
  onAbbrechen: () => void;
  /** keeps the confirm disabled, e.g. until the Kunde accepted an offer's Vorbehalt (`children`) */
  gesperrt?: boolean;
  /** the server's refusal of the Zuschlag, above the buttons */
  fehler?: string | null;
  /** shown above the letters */
  children?: ReactNode;
}) {
  const { data, error, isPending } = useInformationsschreibenVorschau(a.id, angebot.id, offen);
  const [texte, setTexte] = useState<Record<number, string>>({});
  // Each opening starts from the suggestions as the server made them now.
  useEffect(() => {
    if (data) setTexte(Object.fromEntries(data.map((v) => [v.angebotId, v.text])));
  }, [data]);
  const leer = (v: InformationsschreibenVorschau) => !(texte[v.angebotId] ?? '').trim();
  const vollstaendig = !!data && data.every((v) => !leer(v));
  const fruehestens = data?.[0]?.schreiben.fruehestensAm;

  return (
    <DialogFrame
      offen={offen}
      titel="Zuschlag vorsehen: Informationsschreiben prüfen"
      onSchliessen={onAbbrechen}
      breite="md"
      telefonVollbild
      fehler={fehler}
      aktionen={
        <>
          <Button onClick={onAbbrechen} autoFocus>
            Abbrechen
          </Button>
          <Button
            variant="contained"
            disabled={!vollstaendig || laeuft || gesperrt}
            onClick={() => onBestaetigen(data!.map((v) => ({ angebotId: v.angebotId, text: texte[v.angebotId]!.trim() })))}
          >
            Zuschlag vorsehen und Schreiben senden
          </Button>
        </>
      }
    >
      <Stack spacing={3}>
        <DialogContentText>
          {`${angebot.evu} soll den Zuschlag für ${a.nummer} zu ${formatEuro(angebot.jahreskostenEuro)} im Jahr erhalten. Die übrigen Bieter erhalten in Ihrem Namen das Informationsschreiben nach § 134 GWB; das Portal übermittelt es nur. Bitte prüfen Sie die Gründe der Nichtberücksichtigung für jeden Bieter.`}
          {fruehestens ? ` Der Zuschlag wird frühestens am ${formatUhrzeit(fruehestens)} wirksam, wenn bis dahin keine Rüge offen ist.` : ''}
        </DialogContentText>
        {children}
        {isPending && offen && <Skeleton variant="rectangular" height={240} aria-label="Informationsschreiben werden geladen" />}
        {error && <Alert severity="error">{httpFehlerText(error)}</Alert>}
        {data?.length === 0 && <Alert severity="info">Es gibt keine übrigen Bieter; es wird kein Informationsschreiben versandt.</Alert>}
        {data?.map((v) => (
          <Stack key={v.angebotId} component="section" spacing={1.5} aria-label={ueberschrift(v)}>
            <Typography variant="subtitle1" component="h3">{ueberschrift(v)}</Typography>
            <TextField
              label="Gründe der Nichtberücksichtigung"
              required
              multiline
              minRows={3}
              value={texte[v.angebotId] ?? ''}
              onChange={(e) => setTexte((t) => ({ ...t, [v.angebotId]: e.target.value }))}
              error={leer(v)}
              helperText={leer(v) ? 'Eine Eingabe wird erwartet' : 'Erscheint so im Schreiben an diesen Bieter.'}
              slotProps={{ htmlInput: { maxLength: BEGRUENDUNG_LAENGE } }}
            />
            <Brief v={v} begruendung={texte[v.angebotId] ?? ''} />
          </Stack>
        ))}
      </Stack>
    </DialogFrame>
  );
}
