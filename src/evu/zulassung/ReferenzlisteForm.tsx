import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { Referenz, ReferenzEingabe } from '../../../domain/api/zulassung';
import { SPARTE_LABEL, Sparte } from '../../../domain/ausschreibung';
import { deutscherKalendertag } from '../../../domain/datum';
import { PFLICHT } from '../../../domain/pflicht';
import { REFERENZ_MELDUNG, REFERENZEN_HOECHSTENS, referenzenFehler } from '../../../domain/zulassung/referenzen';
import { useReferenzenSpeichern } from '../../api/evu/zulassung';
import { DatumField, DATUM_UNGUELTIG } from '../../ui/date/DatumField';
import { DATUM_UNGUELTIG_MELDUNG } from '../../ui/date/PortalDateInput';
import { alsModelState } from '../../ui/errors/serverGrund';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { melde } from '../../ui/notifications/useMeldung';

interface Zeile {
  schluessel: number;
  kunde: string;
  volumenMwh: string;
  sparte: number;
  von: string;
  bis: string;
}

let zaehler = 0;
const neueZeile = (r?: Referenz, sparte: number = Sparte.Strom): Zeile => ({
  schluessel: ++zaehler,
  kunde: r?.kunde ?? '',
  volumenMwh: r ? String(r.volumenMwh) : '',
  sparte: r?.sparte ?? sparte,
  von: r?.von ?? '',
  bis: r?.bis ?? '',
});

/** The rows as the server takes them, and the errors only this screen can see (empty fields, half-typed dates). */
function pruefe(zeilen: readonly Zeile[], sparten: readonly number[]): { eingabe: ReferenzEingabe[]; fehler: Record<string, string[]> } {
  const eingabe = zeilen.map((z) => ({ kunde: z.kunde, volumenMwh: Number(z.volumenMwh), sparte: z.sparte as 1 | 2, von: z.von, bis: z.bis || null }));
  const fehler: Record<string, string[]> = {};
  zeilen.forEach((z, i) => {
    if (z.volumenMwh.trim() === '' || !/^\d+$/.test(z.volumenMwh.trim())) fehler[`[${i}].volumenMwh`] = [REFERENZ_MELDUNG.volumen];
    if (!z.von) fehler[`[${i}].von`] = [PFLICHT];
    else if (z.von === DATUM_UNGUELTIG) fehler[`[${i}].von`] = [DATUM_UNGUELTIG_MELDUNG];
    if (z.bis === DATUM_UNGUELTIG) fehler[`[${i}].bis`] = [DATUM_UNGUELTIG_MELDUNG];
  });
  const geprueft = zeilen.every((z) => z.von && z.von !== DATUM_UNGUELTIG && z.bis !== DATUM_UNGUELTIG);
  return { eingabe, fehler: { ...(geprueft ? referenzenFehler(eingabe, deutscherKalendertag(Date.now()), sparten.reduce((bits, s) => bits | s, 0)) : {}), ...fehler } };
}

/**
 * The Referenzliste as an editable table (rows stacked on a phone): 1 to 50 supplies with customer, volume, Sparte and
 * period; the Sparten offered are the EVU's own (`sparten`, 1 Strom, 2 Gas).
 */
export function ReferenzlisteForm({ gespeichert, sparten }: { gespeichert: readonly Referenz[]; sparten: readonly number[] }) {
  const [zeilen, setZeilen] = useState<Zeile[]>(() => (gespeichert.length ? gespeichert.map((r) => neueZeile(r)) : [neueZeile(undefined, sparten[0])]));
  const [gezeigt, setGezeigt] = useState(false);
  const [serverFehler, setServerFehler] = useState<{ message: string; errors: Record<string, string[]> } | null>(null);
  const speichern = useReferenzenSpeichern();
  const { laeuft, starte } = useEinLauf();
  const { eingabe, fehler: eigene } = pruefe(zeilen, sparten);
  const fehler = { ...(gezeigt ? eigene : {}), ...(serverFehler?.errors ?? {}) };
  const feld = (i: number, name: string) => fehler[`[${i}].${name}`]?.[0];

  const aendere = (i: number, aenderung: Partial<Zeile>) => {
    setServerFehler(null);
    setZeilen((alle) => alle.map((z, j) => (j === i ? { ...z, ...aenderung } : z)));
  };

  const absenden = () => {
    setGezeigt(true);
    if (Object.keys(eigene).length) return;
    void starte(() =>
      speichern.mutateAsync(eingabe).then(
        () => {
          setServerFehler(null);
          melde('erfolg', 'Ihre Referenzliste wurde gespeichert.');
        },
        (e: unknown) => setServerFehler(alsModelState(e)),
      ),
    );
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Lieferungen der letzten Jahre an vergleichbare Kunden: Kunde, Liefermenge je Jahr in MWh, Sparte und Lieferzeitraum (ein laufender Vertrag ohne Ende).
      </Typography>
      {zeilen.map((z, i) => (
        <Box
          key={z.schluessel}
          component="fieldset"
          aria-label={`Referenz ${i + 1}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1.4fr 1.4fr auto' }, alignItems: 'start' }}
        >
          <TextField label="Kunde *" value={z.kunde} onChange={(e) => aendere(i, { kunde: e.target.value })} error={!!feld(i, 'kunde')} helperText={feld(i, 'kunde') ?? ' '} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField
            label="MWh/Jahr *"
            value={z.volumenMwh}
            onChange={(e) => aendere(i, { volumenMwh: e.target.value })}
            error={!!feld(i, 'volumenMwh')}
            helperText={feld(i, 'volumenMwh') ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
          />
          <TextField select label="Sparte *" value={z.sparte} onChange={(e) => aendere(i, { sparte: Number(e.target.value) })} helperText={feld(i, 'sparte') ?? ' '} error={!!feld(i, 'sparte')}>
            {[Sparte.Strom, Sparte.Gas].filter((s) => sparten.includes(s) || s === z.sparte).map((s) => (
              <MenuItem key={s} value={s}>
                {SPARTE_LABEL[s]}
              </MenuItem>
            ))}
          </TextField>
          <DatumField label="Lieferbeginn" required value={z.von} onChange={(von) => aendere(i, { von })} fehler={feld(i, 'von')} maxDate={new Date()} />
          <DatumField label="Lieferende" value={z.bis} onChange={(bis) => aendere(i, { bis })} fehler={feld(i, 'bis')} />
          <IconButton aria-label={`Referenz ${i + 1} entfernen`} onClick={() => setZeilen((alle) => alle.filter((_, j) => j !== i))} disabled={zeilen.length === 1} sx={{ justifySelf: 'start', mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => setZeilen((alle) => [...alle, neueZeile(undefined, sparten[0])])} disabled={zeilen.length >= REFERENZEN_HOECHSTENS} sx={{ alignSelf: 'flex-start' }}>
        Referenz hinzufügen
      </Button>
      {serverFehler && <Alert severity="error">{serverFehler.message}</Alert>}
      <Button variant="contained" onClick={absenden} disabled={laeuft} sx={{ alignSelf: 'flex-start' }}>
        Referenzliste speichern
      </Button>
    </Stack>
  );
}
