import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Sparte } from '../../../domain/ausschreibung';
import { fehlenMeldung } from '../../../domain/lieferstellenImport/pruefen';
import { importSpalten, type ImportFeld } from '../../../domain/lieferstellenImport/spalten';
import { fehlendeSpalten, festwertFelder, ordneZu, spaltenName, type Festwerte, type ImportQuelle, type SpaltenUebersicht, type Zuordnung } from '../../../domain/lieferstellenImport/zuordnung';
import { inKwh, leseMenge, umrechnungText, VERBRAUCHS_EINHEITEN, type VerbrauchsEinheit } from '../../../domain/lieferstellenImport/einheit';
import { formatZahl } from '../../../domain/format';

const NICHT = '';

/** The first example as it will be taken over: "1.234,5 MWh = 1.234.500 kWh"; null when it is no amount or needs no conversion. */
function beispielInKwh(beispiel: string | undefined, einheit: VerbrauchsEinheit): string | null {
  if (!beispiel) return null;
  const menge = leseMenge(beispiel);
  if (Number.isNaN(menge.zahl) || menge.zahl <= 0) return null;
  const wie = menge.einheit ?? einheit;
  if (wie === 'kWh') return null;
  return `${formatZahl(menge.zahl, 0, 6)} ${wie} = ${formatZahl(Math.round(inKwh(menge.zahl, wie)))} kWh`;
}

/**
 * The unit the Jahresverbrauch's column is read in, guessed from its heading and the user's to change, with what
 * the conversion makes of its first value: a list kept in MWh must not arrive a thousand times too small.
 */
function VerbrauchsEinheitWahl({ name, einheit, beispiel, onAendern }: { name: string; einheit: VerbrauchsEinheit; beispiel: string | undefined; onAendern: (e: VerbrauchsEinheit) => void }) {
  const umrechnung = umrechnungText(einheit);
  const inKwhText = beispielInKwh(beispiel, einheit);
  return (
    // Under the field it belongs to: the mapping's column on a wide screen, the whole row on a phone.
    <Stack spacing={1} sx={{ gridColumn: { xs: '1 / -1', sm: '3 / 4' } }}>
      <TextField
        select
        size="small"
        // Room for its floating label below the field above.
        sx={{ mt: 1.5 }}
        label="Einheit der Werte"
        value={einheit}
        onChange={(e) => onAendern(e.target.value as VerbrauchsEinheit)}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Einheit der Werte in „${name}“` }, inputLabel: { shrink: true } }}
      >
        {VERBRAUCHS_EINHEITEN.map((e) => (
          <option key={e} value={e}>
            {e}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite" color={umrechnung ? 'warning.dark' : 'text.secondary'}>
        {[umrechnung ?? 'Werte in kWh, wie gespeichert', inKwhText && `z. B. ${inKwhText}`].filter(Boolean).join(': ')}
      </Typography>
    </Stack>
  );
}

/**
 * The column-mapping step: each column of the file (or of the pasted rows) with its first values and the field it
 * fills — the portal's guess from the synonym list, changed by the user per column, or "nicht übernehmen". A field
 * is filled from one column: choosing it for another takes it from the first. A field with a closed set of values
 * that no column fills (a sheet without Spannungsebene) can take one value for all rows instead. The report follows
 * once every required field has a column or such a value; it checks the value like a cell that says it.
 */
export function SpaltenZuordnung({ uebersicht, sparte, quelle, zuordnung, einheiten, onAendern, onEinheiten, festwerte, onFestwerte, onWeiter }: {
  uebersicht: SpaltenUebersicht;
  sparte: Sparte;
  quelle: ImportQuelle;
  zuordnung: Zuordnung;
  /** per column, the unit its values are in when it fills the Jahresverbrauch; null: kWh, as the template */
  einheiten: readonly (VerbrauchsEinheit | null)[];
  onAendern: (neu: Zuordnung) => void;
  onEinheiten: (neu: (VerbrauchsEinheit | null)[]) => void;
  festwerte: Festwerte;
  onFestwerte: (neu: Festwerte) => void;
  onWeiter: () => void;
}) {
  const spalten = importSpalten(sparte);
  const fehlend = fehlendeSpalten(zuordnung, sparte, festwerte);
  const ohneSpalte = festwertFelder(zuordnung, sparte);
  const woher = quelle === 'datei' ? 'der Datei' : 'der eingefügten Zeilen';
  return (
    <Stack spacing={2} component="section" aria-label="Zuordnung der Spalten">
      <Typography>
        {`Die Spalten ${woher} heißen anders als in der Vorlage. Prüfen Sie, welche Angabe jede Spalte enthält: Voreingestellt ist der Vorschlag des Portals. ` +
          'Spalten, die Sie nicht brauchen, werden nicht übernommen.'}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', rowGap: 1.5 }}>
        {uebersicht.kopfzeile.zellen.map((_, i) => {
          const name = spaltenName(uebersicht.kopfzeile, i);
          const beispiele = uebersicht.beispiele[i] ?? [];
          return (
            <Box
              component="li"
              key={i}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) 280px' }, columnGap: 2, rowGap: 0.5, alignItems: 'center' }}
            >
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{`„${name}“`}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {beispiele.length ? `z. B. ${beispiele.join(', ')}` : 'leer'}
              </Typography>
              <TextField
                select
                size="small"
                // On a phone the field stands under the examples: room for its floating label.
                sx={{ mt: { xs: 1, sm: 0 } }}
                label="Übernehmen als"
                value={zuordnung[i] ?? NICHT}
                onChange={(e) => onAendern(ordneZu(zuordnung, i, (e.target.value || null) as ImportFeld | null))}
                slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `„${name}“ übernehmen als` }, inputLabel: { shrink: true } }}
              >
                <option value={NICHT}>nicht übernehmen</option>
                {spalten.map((s) => (
                  <option key={s.feld} value={s.feld}>
                    {s.pflicht ? `${s.kopf} *` : s.kopf}
                  </option>
                ))}
              </TextField>
              {zuordnung[i] === 'jahresverbrauchKwh' && (
                <VerbrauchsEinheitWahl
                  name={name}
                  einheit={einheiten[i] ?? 'kWh'}
                  beispiel={beispiele[0]}
                  onAendern={(einheit) => onEinheiten(Array.from({ length: Math.max(einheiten.length, i + 1) }, (_, j) => (j === i ? einheit : (einheiten[j] ?? null))))}
                />
              )}
            </Box>
          );
        })}
      </Box>
      {ohneSpalte.length > 0 && (
        <Stack spacing={1.5} component="section" aria-label="Angaben ohne Spalte">
          <Typography variant="body2">
            {`Keine Spalte ${woher} enthält ${ohneSpalte.map(({ spalte }) => spalte.kopf).join(', ')}. Gilt für alle Lieferstellen derselbe Wert, wählen Sie ihn hier; er wird in der Prüfung wie eine ausgefüllte Spalte geprüft.`}
          </Typography>
          {ohneSpalte.map(({ spalte, werte }) => (
            <TextField
              key={spalte.feld}
              select
              size="small"
              label={`${spalte.kopf} für alle Zeilen`}
              value={festwerte[spalte.feld] ?? NICHT}
              onChange={(e) => onFestwerte({ ...festwerte, [spalte.feld]: e.target.value || undefined })}
              sx={{ maxWidth: { sm: 280 } }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={NICHT}>{spalte.pflicht ? 'bitte wählen' : 'keine Angabe'}</option>
              {werte.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </TextField>
          ))}
        </Stack>
      )}
      {fehlend.length > 0 && (
        <Alert severity="warning">
          {`${fehlenMeldung(
            fehlend.map((s) => s.kopf),
            quelle,
          )} Ordnen Sie jeder mit * markierten Angabe eine Spalte zu (oder wählen Sie, wo angeboten, einen Wert für alle Zeilen), oder ergänzen Sie sie ${quelle === 'datei' ? 'in der Datei' : 'in Excel und fügen Sie die Zeilen erneut ein'}.`}
        </Alert>
      )}
      <div>
        <Button variant="contained" onClick={onWeiter} disabled={fehlend.length > 0}>
          Weiter zur Prüfung
        </Button>
      </div>
    </Stack>
  );
}
